// navdocs: small progressive enhancements. The site works without this file.
(function () {
  "use strict";

  // Links point at folders (../navigation-stack/). A web server answers those with
  // index.html; a page opened from disk does not, so spell the file out there.
  function spellOutIndexFiles() {
    if (location.protocol !== "file:") return;
    var links = document.querySelectorAll("a[href]");
    for (var i = 0; i < links.length; i++) {
      var href = links[i].getAttribute("href");
      if (/^([a-z][a-z0-9+.-]*:|\/\/|#)/i.test(href)) continue;
      var hash = href.indexOf("#");
      var path = hash < 0 ? href : href.slice(0, hash);
      var fragment = hash < 0 ? "" : href.slice(hash);
      if (path === "" || path.charAt(path.length - 1) !== "/") continue;
      links[i].setAttribute("href", path + "index.html" + fragment);
    }
  }

  function folderURL(url) {
    return location.protocol === "file:" && url.charAt(url.length - 1) === "/" ? url + "index.html" : url;
  }

  // Query words, by the rules the build used for the index (SearchTokenizer.swift):
  // runs of letters and digits, lower-cased, match every term they begin; runs of
  // Han, kana or Hangul must contain each pair of neighbouring characters.
  var ideograph = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]/;
  function queryTokens(query) {
    var tokens = [];
    var runs = query.toLowerCase().match(/[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]+|[\p{L}\p{N}_]+/gu) || [];
    runs.forEach(function (run) {
      if (!ideograph.test(run.charAt(0))) { tokens.push({ prefix: run }); return; }
      var chars = Array.from(run);
      if (chars.length === 1) { tokens.push({ exact: [chars[0]], text: run }); return; }
      var pairs = [];
      for (var i = 0; i + 1 < chars.length; i++) pairs.push(chars[i] + chars[i + 1]);
      tokens.push({ exact: pairs, text: run });
    });
    return tokens;
  }

  // Search over the index the build wrote for this language. It is loaded with a
  // script tag because browsers refuse fetch() for pages opened from disk.
  function setUpSearch() {
    var box = document.querySelector(".search");
    if (!box) return;
    var input = box.querySelector(".search-input");
    var list = box.querySelector(".search-results");
    var root = box.getAttribute("data-root") || "";
    var language = box.getAttribute("data-language") || "";
    var noResults = box.getAttribute("data-no-results") || "No results";
    var index = null;
    var loading = null;

    function load() {
      if (index) return Promise.resolve(index);
      if (loading) return loading;
      loading = new Promise(function (resolve, reject) {
        if (window.navdocsSearchIndex) { resolve(window.navdocsSearchIndex); return; }
        var script = document.createElement("script");
        script.src = root + language + "/search-index.js";
        script.onload = function () { resolve(window.navdocsSearchIndex); };
        script.onerror = function () { reject(new Error("search index not found")); };
        document.head.appendChild(script);
      }).then(function (data) {
        if (!data || data.version !== 3) throw new Error("unknown search index version");
        index = { data: data, keys: Object.keys(data.terms).sort() };
        return index;
      });
      return loading;
    }

    // Calls `body` with each section holding `term`. The index writes a term's sections
    // as gaps: the first section's number, then each one's distance from the one before.
    function eachSection(term, body) {
      var gaps = index.data.terms[term] || [], section = 0;
      for (var i = 0; i < gaps.length; i++) { section += gaps[i]; body(section); }
    }

    // The sections holding every term that begins with `prefix`.
    function sectionsWithPrefix(prefix) {
      var keys = index.keys, low = 0, high = keys.length;
      while (low < high) {
        var middle = (low + high) >> 1;
        if (keys[middle] < prefix) low = middle + 1; else high = middle;
      }
      var found = {};
      for (var i = low; i < keys.length && keys[i].lastIndexOf(prefix, 0) === 0; i++) {
        eachSection(keys[i], function (section) { found[section] = true; });
      }
      return found;
    }

    function sectionsWithAll(terms) {
      var found = null;
      terms.forEach(function (term) {
        var here = {};
        eachSection(term, function (section) {
          if (!found || found[section]) here[section] = true;
        });
        found = here;
      });
      return found || {};
    }

    // Pages ranked by where the words are (title, then a heading, then the text),
    // each with up to three of its matching headings as results of their own.
    function search(query) {
      var tokens = queryTokens(query);
      if (tokens.length === 0) return [];
      var matches = null;
      tokens.forEach(function (token) {
        var here = token.prefix !== undefined ? sectionsWithPrefix(token.prefix) : sectionsWithAll(token.exact);
        if (matches) { for (var key in matches) if (!here[key]) delete matches[key]; } else matches = here;
      });
      var byPage = {};
      Object.keys(matches).forEach(function (key) {
        var section = index.data.sections[+key];
        var page = index.data.pages[section.page];
        var title = page.title.toLowerCase(), heading = (section.heading || "").toLowerCase();
        var score = 0;
        tokens.forEach(function (token) {
          var word = token.prefix !== undefined ? token.prefix : token.text;
          score += (title.indexOf(word) >= 0 ? 10 : 0) + (heading.indexOf(word) >= 0 ? 5 : 0) + 1;
        });
        var entry = byPage[section.page] || (byPage[section.page] = { page: page, order: section.page, score: 0, headings: [] });
        entry.score = Math.max(entry.score, score);
        if (section.heading && section.anchor) entry.headings.push({ section: section, score: score, order: +key });
      });
      var results = Object.keys(byPage).map(function (key) { return byPage[key]; });
      results.sort(function (a, b) { return b.score - a.score || a.order - b.order; });
      results.forEach(function (result) {
        result.headings.sort(function (a, b) { return b.score - a.score || a.order - b.order; });
        result.headings = result.headings.slice(0, 3);
      });
      return results.slice(0, 10);
    }

    function resultLink(url, text, snippet, className) {
      var link = document.createElement("a");
      link.href = url;
      link.className = className;
      link.textContent = text;
      if (snippet) {
        var span = document.createElement("span");
        span.className = "search-snippet";
        span.textContent = snippet;
        link.appendChild(span);
      }
      return link;
    }

    function show(results) {
      list.textContent = "";
      if (results.length === 0) {
        var empty = document.createElement("li");
        empty.className = "search-empty";
        empty.textContent = noResults;
        list.appendChild(empty);
      }
      results.forEach(function (result) {
        var page = result.page;
        var item = document.createElement("li");
        item.appendChild(resultLink(folderURL(root + page.url), page.title, page.summary, "search-page"));
        result.headings.forEach(function (heading) {
          item.appendChild(resultLink(
            folderURL(root + page.url) + "#" + heading.section.anchor, heading.section.heading, "", "search-heading"
          ));
        });
        list.appendChild(item);
      });
      list.hidden = false;
    }

    function resultLinks() { return Array.prototype.slice.call(list.querySelectorAll("a")); }

    function close() { list.hidden = true; }

    input.addEventListener("input", function () {
      var query = input.value;
      if (query.trim() === "") { close(); return; }
      load().then(function () {
        if (input.value === query) show(search(query));
      }, close);
    });
    // Arrow keys move through the results, Enter opens one, Escape closes the list.
    box.addEventListener("keydown", function (event) {
      var links = resultLinks();
      var at = links.indexOf(document.activeElement);
      if (event.key === "Escape") { close(); input.focus(); event.preventDefault(); return; }
      if (list.hidden || links.length === 0) return;
      if (event.key === "ArrowDown") {
        links[at < 0 ? 0 : Math.min(at + 1, links.length - 1)].focus();
        event.preventDefault();
      } else if (event.key === "ArrowUp") {
        if (at <= 0) input.focus(); else links[at - 1].focus();
        event.preventDefault();
      } else if (event.key === "Enter" && document.activeElement === input) {
        links[0].click();
      }
    });
    document.addEventListener("click", function (event) {
      if (!box.contains(event.target)) close();
    });
  }

  // ---------------------------------------------------------------- reading long pages

  function isNarrow(width) {
    return window.matchMedia && window.matchMedia("(max-width: " + width + ")").matches;
  }

  // Phones: the sidebar becomes a menu behind a button in the sticky header.
  function setUpMenu() {
    var button = document.querySelector(".menu-button");
    var sidebar = document.querySelector(".sidebar");
    if (!button || !sidebar) return;
    button.hidden = false;
    function set(open) {
      sidebar.classList.toggle("is-open", open);
      button.setAttribute("aria-expanded", String(open));
      var header = document.querySelector(".site-header");
      if (header) document.documentElement.style.setProperty("--header-height", header.offsetHeight + "px");
    }
    button.addEventListener("click", function () { set(!sidebar.classList.contains("is-open")); });
    sidebar.addEventListener("click", function (event) { if (event.target.closest("a")) set(false); });
    document.addEventListener("keydown", function (event) {
      if (event.key === "Escape" && sidebar.classList.contains("is-open")) { set(false); button.focus(); }
    });
  }

  // Below 64rem the table of contents is a button at the bottom right: closed until asked for.
  function setUpTOC() {
    var toc = document.querySelector("details.toc");
    if (!toc) return;
    if (isNarrow("64rem")) toc.open = false;
    toc.addEventListener("click", function (event) {
      if (event.target.closest("a") && isNarrow("64rem")) toc.open = false;
    });
    var links = Array.prototype.slice.call(toc.querySelectorAll("a[href^='#']"));
    var headings = links.map(function (link) {
      try { return document.getElementById(decodeURIComponent(link.getAttribute("href").slice(1))); } catch (error) { return null; }
    });
    var backToTop = document.querySelector(".back-to-top");
    var pending = false;
    function update() {
      pending = false;
      var current = -1;
      for (var i = 0; i < headings.length; i++) {
        if (headings[i] && headings[i].getBoundingClientRect().top < 120) current = i;
      }
      links.forEach(function (link, index) {
        if (index === current) link.setAttribute("aria-current", "location"); else link.removeAttribute("aria-current");
      });
      if (backToTop) backToTop.hidden = window.scrollY < window.innerHeight;
    }
    window.addEventListener("scroll", function () {
      if (!pending) { pending = true; window.requestAnimationFrame(update); }
    }, { passive: true });
    update();
  }

  function setUpBackToTop() {
    var link = document.querySelector(".back-to-top");
    if (!link) return;
    link.hidden = window.scrollY < window.innerHeight;
    window.addEventListener("scroll", function () { link.hidden = window.scrollY < window.innerHeight; }, { passive: true });
  }

  // Code blocks: a copy button each; only blocks wider than their box stay in the tab order
  // (the build makes each focusable so that, without this script, a keyboard can scroll it).
  function setUpCode() {
    var header = document.querySelector(".site-header");
    var copyWord = (header && header.getAttribute("data-copy")) || "Copy";
    var copiedWord = (header && header.getAttribute("data-copied")) || "Copied";
    var blocks = document.querySelectorAll("pre.code");
    function updateFocus() {
      for (var i = 0; i < blocks.length; i++) {
        if (blocks[i].scrollWidth > blocks[i].clientWidth + 1) blocks[i].setAttribute("tabindex", "0");
        else blocks[i].removeAttribute("tabindex");
      }
    }
    for (var i = 0; i < blocks.length; i++) {
      (function (pre) {
        if (!navigator.clipboard) return;
        var wrap = document.createElement("div");
        wrap.className = "code-wrap";
        pre.parentNode.insertBefore(wrap, pre);
        wrap.appendChild(pre);
        var button = document.createElement("button");
        button.type = "button";
        button.className = "copy-button";
        button.textContent = copyWord;
        button.addEventListener("click", function () {
          navigator.clipboard.writeText(pre.textContent).then(function () {
            button.textContent = copiedWord;
            window.setTimeout(function () { button.textContent = copyWord; }, 1500);
          }, function () {});
        });
        wrap.appendChild(button);
      })(blocks[i]);
    }
    updateFocus();
    window.addEventListener("resize", updateFocus);
  }

  // The language switch lands on the same place: an example's or scenario's anchor is the
  // same in every language; a heading is passed by its position (#navdocs-heading-N).
  function setUpLanguageSwitch() {
    var headings = Array.prototype.slice.call(document.querySelectorAll(".page h2[id], .page h3[id]"));
    var links = document.querySelectorAll(".languages a[href]");
    for (var i = 0; i < links.length; i++) {
      links[i].addEventListener("click", function (event) {
        var link = event.currentTarget;
        var href = link.getAttribute("href").split("#")[0];
        var anchor = "";
        var marks = document.querySelectorAll(".page h2[id], .page h3[id], pre[id^='example-']");
        for (var k = 0; k < marks.length; k++) {
          if (marks[k].getBoundingClientRect().top < 140) anchor = marks[k].id.indexOf("example-") === 0 && marks[k].tagName === "PRE"
            ? marks[k].id : "navdocs-heading-" + headings.indexOf(marks[k]);
        }
        if (anchor) link.setAttribute("href", href + "#" + anchor);
      });
    }
    var match = /^#navdocs-heading-(\d+)$/.exec(location.hash);
    if (match && !document.getElementById(location.hash.slice(1))) {
      var heading = headings[parseInt(match[1], 10)];
      if (heading) {
        if (history.replaceState) history.replaceState(null, "", "#" + heading.id);
        heading.scrollIntoView();
      }
    }
  }

  document.documentElement.classList.add("js");
  spellOutIndexFiles();
  setUpSearch();
  setUpMenu();
  setUpTOC();
  setUpBackToTop();
  setUpCode();
  setUpLanguageSwitch();
})();
