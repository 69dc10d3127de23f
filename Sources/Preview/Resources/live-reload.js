// Added by `navdocs serve` to every page it serves (never written to the built
// site). Reloads the page when a rebuild replaced the site, and shows the last
// build's errors and warnings in an overlay until a build is clean.
(function () {
  "use strict";

  var script = document.currentScript;
  var pageBuild = Number(script && script.getAttribute("data-navdocs-build")) || 0;
  var dismissedBuild = -1;
  var overlay = null;

  function element(tag, style, text) {
    var node = document.createElement(tag);
    if (style) node.setAttribute("style", style);
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function hideOverlay() {
    if (overlay) {
      overlay.remove();
      overlay = null;
    }
  }

  function problems(status) {
    var list = (status.diagnostics || []).filter(function (d) {
      return d.severity === "error" || d.severity === "warning";
    });
    if (status.failure) {
      // A failure may already name its position (`templates/page.mustache:2:2: error: ...`).
      var match = /^(.*?):(\d+):(\d+): error: ([\s\S]*)$/.exec(status.failure);
      list.unshift(match
        ? { severity: "error", message: match[4], notes: [],
            location: { file: match[1], line: Number(match[2]), column: Number(match[3]) } }
        : { severity: "error", message: status.failure, location: null, notes: [] });
    }
    return list;
  }

  function showOverlay(status) {
    var list = problems(status);
    hideOverlay();
    if (list.length === 0 || status.build === dismissedBuild) return;

    var errors = list.filter(function (d) { return d.severity === "error"; }).length;
    var warnings = list.length - errors;

    overlay = element("div",
      "position:fixed;left:0;right:0;bottom:0;max-height:50vh;overflow:auto;z-index:2147483647;" +
      "background:#1e1e1e;color:#eee;font:13px/1.45 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;" +
      "border-top:3px solid " + (errors > 0 ? "#e5484d" : "#f5a524") + ";box-shadow:0 -4px 16px rgba(0,0,0,.35)");
    overlay.id = "navdocs-overlay";
    overlay.setAttribute("role", "alert");

    var header = element("div",
      "display:flex;align-items:center;gap:1em;padding:.5em 1em;position:sticky;top:0;background:#2a2a2a");
    var summary = errors + " error" + (errors === 1 ? "" : "s") + ", " +
      warnings + " warning" + (warnings === 1 ? "" : "s") +
      (status.failure ? " (showing the previous build)" : "");
    header.appendChild(element("strong", "flex:1", "navdocs: " + summary));
    var close = element("button",
      "background:none;border:1px solid #777;color:#eee;border-radius:4px;padding:.1em .6em;cursor:pointer;font:inherit",
      "Dismiss");
    close.type = "button";
    close.setAttribute("aria-label", "Dismiss build problems");
    close.addEventListener("click", function () {
      dismissedBuild = status.build;
      hideOverlay();
    });
    header.appendChild(close);
    overlay.appendChild(header);

    var items = element("ol", "list-style:none;margin:0;padding:.5em 1em 1em");
    list.forEach(function (d) {
      var item = element("li", "margin:.35em 0;white-space:pre-wrap");
      if (d.location) {
        var where = d.location.file + ":" + d.location.line + ":" + d.location.column;
        item.appendChild(element("span", "color:#9cdcfe", where + ": "));
      }
      item.appendChild(element("span", "font-weight:bold;color:" + (d.severity === "error" ? "#ff6b6b" : "#f5c451"),
        d.severity + ": "));
      item.appendChild(element("span", "", d.message));
      (d.notes || []).forEach(function (note) {
        var where = note.location ? note.location.file + ":" + note.location.line + ":" + note.location.column + ": " : "";
        item.appendChild(element("div", "color:#aaa;padding-left:2em", where + "note: " + note.message));
      });
      items.appendChild(item);
    });
    overlay.appendChild(items);
    document.body.appendChild(overlay);
  }

  function getStatus(url) {
    return fetch(url, { cache: "no-store" }).then(function (response) {
      if (!response.ok) throw new Error("status " + response.status);
      return response.json();
    });
  }

  // Long poll: the server answers as soon as a build newer than `known` finishes,
  // or with the current status after a while; then ask again.
  function watch(known) {
    getStatus("/__navdocs/events?after=" + known).then(function (status) {
      if (status.build > pageBuild && status.wroteOutput) {
        window.location.reload();
        return;
      }
      showOverlay(status);
      watch(Math.max(known, status.build));
    }, function () {
      // The server is restarting or gone: try again without flooding it.
      setTimeout(function () { watch(known); }, 1000);
    });
  }

  function start() {
    getStatus("/__navdocs/status").then(function (status) {
      if (status.build > pageBuild && status.wroteOutput) {
        window.location.reload();
        return;
      }
      showOverlay(status);
      watch(Math.max(pageBuild, status.build));
    }, function () {
      setTimeout(start, 1000);
    });
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
})();
