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
    var pages = null;
    var loading = null;

    function load() {
      if (pages) return Promise.resolve(pages);
      if (loading) return loading;
      loading = new Promise(function (resolve, reject) {
        if (window.navdocsSearchIndex) { resolve(window.navdocsSearchIndex); return; }
        var script = document.createElement("script");
        script.src = root + language + "/search-index.js";
        script.onload = function () { resolve(window.navdocsSearchIndex); };
        script.onerror = function () { reject(new Error("search index not found")); };
        document.head.appendChild(script);
      }).then(function (index) {
        pages = index.pages.map(function (page) {
          var headings = page.headings.map(function (h) { return h.text; }).join(" ");
          return {
            page: page,
            title: page.title.toLowerCase(),
            headings: headings.toLowerCase(),
            body: (page.summary + " " + page.text).toLowerCase()
          };
        });
        return pages;
      });
      return loading;
    }

    function search(query) {
      var terms = query.toLowerCase().split(/\s+/).filter(function (t) { return t.length > 0; });
      if (terms.length === 0) return [];
      var results = [];
      pages.forEach(function (entry, order) {
        var score = 0;
        for (var i = 0; i < terms.length; i++) {
          var term = terms[i];
          var inTitle = entry.title.indexOf(term) >= 0;
          var inHeadings = entry.headings.indexOf(term) >= 0;
          var inBody = entry.body.indexOf(term) >= 0;
          if (!inTitle && !inHeadings && !inBody) return;
          score += (inTitle ? 10 : 0) + (inHeadings ? 4 : 0) + (inBody ? 1 : 0);
        }
        results.push({ entry: entry, score: score, order: order });
      });
      results.sort(function (a, b) { return b.score - a.score || a.order - b.order; });
      return results.slice(0, 10);
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
        var page = result.entry.page;
        var item = document.createElement("li");
        var link = document.createElement("a");
        link.href = folderURL(root + page.url);
        link.textContent = page.title;
        if (page.summary) {
          var snippet = document.createElement("span");
          snippet.className = "search-snippet";
          snippet.textContent = page.summary;
          link.appendChild(snippet);
        }
        item.appendChild(link);
        list.appendChild(item);
      });
      list.hidden = false;
    }

    input.addEventListener("input", function () {
      var query = input.value;
      if (query.trim() === "") { list.hidden = true; return; }
      load().then(function () {
        if (input.value === query) show(search(query));
      }, function () {
        list.hidden = true;
      });
    });
    input.addEventListener("keydown", function (event) {
      if (event.key === "Escape") { list.hidden = true; input.blur(); }
      if (event.key === "Enter") {
        var first = list.querySelector("a");
        if (first) first.click();
      }
    });
    document.addEventListener("click", function (event) {
      if (!box.contains(event.target)) list.hidden = true;
    });
  }

  spellOutIndexFiles();
  setUpSearch();
})();
