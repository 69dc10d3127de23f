// navdocs: step players and explorers for executable examples.
//
// The build writes every trace as plain HTML (readable without JavaScript) plus
// a JSON copy in script.example-data. This file draws a device mock-up from
// that JSON, adds step controls that move through each trace, and an explorer
// that walks the state graph the build explored. Nothing is fetched: a graph
// the build did not explore is reported as such, never guessed.
(function () {
  "use strict";

  var SUPPORTED_VERSION = 1;
  var PLAY_INTERVAL_MS = 1200;

  // ---------------------------------------------------------------- helpers

  function make(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined && text !== null) node.textContent = text;
    return node;
  }

  function makeButton(className, text) {
    var button = make("button", className, text);
    button.type = "button";
    return button;
  }

  // Labels may hold {placeholders}; unknown ones are left as written.
  function format(template, values) {
    return String(template).replace(/\{(\w+)\}/g, function (whole, key) {
      return Object.prototype.hasOwnProperty.call(values, key) ? String(values[key]) : whole;
    });
  }

  function label(labels, key, fallback) {
    return labels && typeof labels[key] === "string" ? labels[key] : fallback;
  }

  // A symbol beside a button's words; screen readers read only the words.
  function icon(symbol) {
    var node = make("span", "icon", symbol);
    node.setAttribute("aria-hidden", "true");
    return node;
  }

  // aria-disabled rather than disabled: a disabled button drops keyboard focus
  // to the page, which strands a reader who just pressed Next on the last step.
  function setUnavailable(button, unavailable) {
    if (unavailable) button.setAttribute("aria-disabled", "true");
    else button.removeAttribute("aria-disabled");
  }

  function isUnavailable(button) {
    return button.getAttribute("aria-disabled") === "true";
  }

  function topScreen(column) {
    var screens = column.screens || [];
    return screens.length > 0 ? screens[screens.length - 1] : null;
  }

  // What the reader is looking at, in words: the showing screen of the last column.
  function describe(ui) {
    var columns = ui.columns || [];
    var screen = columns.length > 0 ? topScreen(columns[columns.length - 1]) : null;
    if (!screen) return "";
    return screen.title ? screen.view + " \u201C" + screen.title + "\u201D" : screen.view;
  }

  // ---------------------------------------------------------------- device mock-up

  // Draws one UI object. options.size overrides ui.size (a plain stack looks the
  // same at both widths, so the explorer may show it in either frame).
  // options.interactive makes rows and the back chevron buttons; options.onRow
  // and options.onBack receive their activations.
  function renderDevice(ui, options) {
    var size = options.size || ui.size || "compact";
    var layout = ui.layout || "stack";
    var columns = ui.columns || [];
    var device = make("div", "device " + (size === "regular" ? "device-tablet" : "device-phone"));
    device.setAttribute("data-size", size);
    device.setAttribute("data-layout", layout);
    var glass = make("div", "device-glass");
    device.appendChild(glass);
    columns.forEach(function (column, index) {
      var isLast = index === columns.length - 1;
      glass.appendChild(renderColumn(column, layout, ui.back === true && isLast, options));
    });
    return device;
  }

  function renderColumn(column, layout, hasBack, options) {
    var labels = options.labels;
    var name = column.name || "stack";
    var element = make("div", "device-column");
    element.setAttribute("data-column", name);
    var screens = column.screens || [];
    var screen = topScreen(column);

    // A view outside any navigation container has no navigation bar.
    if (layout !== "none") {
      var bar = make("div", "device-bar");
      if (hasBack) {
        // Like iOS, the back control names the screen it returns to when that has a title.
        var previous = screens.length > 1 ? screens[screens.length - 2] : null;
        var backText = previous && previous.title ? previous.title : label(labels, "back", "Back");
        var back = options.interactive ? makeButton("device-back") : make("span", "device-back");
        back.appendChild(icon("\u2039")).className = "device-chevron device-chevron-back";
        back.appendChild(make("span", "device-back-text", backText));
        if (options.interactive) {
          back.setAttribute("aria-label", label(labels, "back", "Back") + (previous && previous.title ? ": " + previous.title : ""));
          back.addEventListener("click", function () { options.onBack(); });
        }
        bar.appendChild(back);
      }
      bar.appendChild(make("span", "device-title", screen && screen.title ? screen.title : ""));
      element.appendChild(bar);
    }

    // A screen without rows is the destination itself: give its expression the whole body.
    var body = make("div", (column.rows || []).length > 0 ? "device-body" : "device-body device-body-leaf");
    var view = make("code", "device-screen", screen ? screen.view : "");
    view.setAttribute("data-depth", String(screens.length));
    if (screens.length > 1) {
      view.title = screens.map(function (s) { return s.view; }).join(" \u203A ");
    }
    body.appendChild(view);
    var rows = column.rows || [];
    if (rows.length > 0) {
      var list = make("ul", "device-rows");
      rows.forEach(function (row) {
        var item = make("li");
        item.appendChild(renderRow(row, name, options));
        list.appendChild(item);
      });
      body.appendChild(list);
    }
    element.appendChild(body);
    return element;
  }

  function renderRow(row, columnName, options) {
    var kind = row.kind || "row";
    var enabled = row.enabled !== false;
    var element = options.interactive ? makeButton("device-row") : make("div", "device-row");
    element.className += " device-row-" + kind + (enabled ? "" : " is-disabled") + (row.selected ? " is-selected" : "");
    element.setAttribute("data-label", row.label);
    if (row.selected) element.setAttribute("aria-current", "true");
    element.setAttribute("data-kind", kind);
    element.appendChild(make("span", "device-row-label", row.label));
    if (kind === "link") element.appendChild(icon("\u203A")).className = "device-chevron";
    if (options.interactive) {
      if (!enabled) element.setAttribute("aria-disabled", "true");
      element.addEventListener("click", function () { options.onRow(row, columnName); });
    }
    return element;
  }

  // ---------------------------------------------------------------- step player

  function setUpPlayer(container, scenarioElement, scenario, labels) {
    var steps = scenario.steps || [];
    if (steps.length === 0) return null;
    var lastStep = steps.length - 1;
    var current = 0;
    var timer = null;

    var stepItems = {};
    var items = scenarioElement.querySelectorAll("li.trace-step");
    for (var i = 0; i < items.length; i++) {
      stepItems[items[i].getAttribute("data-step")] = items[i];
    }

    container.setAttribute("role", "group");
    container.setAttribute("aria-label", [label(labels, "player", ""), scenario.title || ""]
      .filter(function (part) { return part; }).join(": "));
    // Focusable so the arrow keys work once the reader has clicked or tabbed here.
    container.tabIndex = 0;

    var stage = make("div", "player-stage");
    var controls = make("div", "player-controls");
    var previousButton = makeButton("player-previous", label(labels, "previous", "Previous step"));
    var playButton = makeButton("player-play", label(labels, "play", "Play"));
    var nextButton = makeButton("player-next", label(labels, "next", "Next step"));
    previousButton.insertBefore(icon("\u25C0"), previousButton.firstChild);
    nextButton.appendChild(icon("\u25B6"));
    controls.appendChild(previousButton);
    controls.appendChild(playButton);
    controls.appendChild(nextButton);
    var status = make("p", "player-status");
    status.setAttribute("aria-live", "polite");
    status.setAttribute("role", "status");

    container.textContent = "";
    container.appendChild(stage);
    container.appendChild(controls);
    container.appendChild(status);

    function actionText(step) {
      return step.action === "launch" ? label(labels, "launch", "Launch") : step.action;
    }

    // A step that failed or did not run says so in the build's own words (its status badge).
    function outcomeText(index) {
      var item = stepItems[String(index)];
      var badge = item ? item.querySelector(".trace-action .status") : null;
      var status = steps[index].status;
      return badge && (status === "failed" || status === "notRun") ? " (" + badge.textContent.trim() + ")" : "";
    }

    function show(index) {
      current = Math.max(0, Math.min(lastStep, index));
      var step = steps[current];
      stage.textContent = "";
      // A step without a UI (one that did not run) leaves the last screen drawn, dimmed.
      var shown = current;
      while (shown > 0 && !steps[shown].ui) shown--;
      var device = renderDevice(steps[shown].ui || {}, { interactive: false, labels: labels });
      if (shown !== current || !steps[shown].ui) device.classList.add("is-stale");
      // The trace list below says the same in words; the drawing is decoration for screen readers.
      device.setAttribute("aria-hidden", "true");
      stage.appendChild(device);
      status.textContent = format(label(labels, "stepOf", "Step {step} of {count}"), { step: current, count: lastStep }) +
        ": " + actionText(step) + outcomeText(current);
      container.setAttribute("data-step", String(current));
      container.setAttribute("data-status", step.status || "");
      for (var key in stepItems) {
        if (!Object.prototype.hasOwnProperty.call(stepItems, key)) continue;
        var isCurrent = key === String(current);
        stepItems[key].classList.toggle("is-current", isCurrent);
        if (isCurrent) stepItems[key].setAttribute("aria-current", "step");
        else stepItems[key].removeAttribute("aria-current");
      }
      setUnavailable(previousButton, current === 0);
      setUnavailable(nextButton, current === lastStep);
    }

    // The button's words say what it will do (Play or Pause); no aria-pressed on top of that.
    function stop() {
      if (timer !== null) window.clearInterval(timer);
      timer = null;
      playButton.textContent = label(labels, "play", "Play");
      playButton.insertBefore(icon("\u25B6"), playButton.firstChild);
      container.removeAttribute("data-playing");
    }

    function play() {
      if (current === lastStep) show(0);
      playButton.textContent = label(labels, "pause", "Pause");
      playButton.insertBefore(icon("\u275A\u275A"), playButton.firstChild);
      container.setAttribute("data-playing", "true");
      timer = window.setInterval(function () {
        show(current + 1);
        if (current === lastStep) stop();
      }, PLAY_INTERVAL_MS);
    }

    previousButton.addEventListener("click", function () {
      if (isUnavailable(previousButton)) return;
      stop();
      show(current - 1);
    });
    nextButton.addEventListener("click", function () {
      if (isUnavailable(nextButton)) return;
      stop();
      show(current + 1);
    });
    playButton.addEventListener("click", function () {
      if (timer !== null) stop();
      else play();
    });
    container.addEventListener("keydown", function (event) {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      var target = null;
      if (event.key === "ArrowLeft") target = current - 1;
      else if (event.key === "ArrowRight") target = current + 1;
      else if (event.key === "Home") target = 0;
      else if (event.key === "End") target = lastStep;
      if (target === null) return;
      event.preventDefault();
      stop();
      show(target);
    });

    // Clicking a step's line in the trace (not only its number) shows that step.
    var trace = scenarioElement.querySelector("ol.trace");
    if (trace) {
      trace.addEventListener("click", function (event) {
        var line = event.target.closest ? event.target.closest(".trace-action") : null;
        var item = line ? line.closest("li.trace-step") : null;
        if (!item || event.target.closest("a")) return;
        var index = parseInt(item.getAttribute("data-step"), 10);
        if (isNaN(index)) return;
        stop();
        show(index);
      });
    }

    stop();
    show(0);
    return { show: function (index) { stop(); show(index); } };
  }

  // ---------------------------------------------------------------- explorer

  function setUpExplorer(container, graph, labels, headingLevel) {
    var nodes = graph.nodes || [];
    if (nodes.length === 0) return;
    var edgesFrom = {};
    (graph.edges || []).forEach(function (edge) {
      (edgesFrom[edge.from] = edgesFrom[edge.from] || []).push(edge);
    });
    var currentNode = 0;
    var shownSize = nodes[0].ui.size || "compact";

    var heading = make("h" + headingLevel, "explorer-title", label(labels, "explorer", "Explore"));
    var hint = make("p", "explorer-hint", label(labels, "explorerHint", ""));
    var toolbar = make("div", "explorer-controls");
    var sizeGroup = make("div", "explorer-size");
    sizeGroup.setAttribute("role", "group");
    sizeGroup.setAttribute("aria-label", label(labels, "size", "Size"));
    var phoneButton = makeButton("explorer-phone", label(labels, "phone", "Phone"));
    var tabletButton = makeButton("explorer-tablet", label(labels, "tablet", "Tablet"));
    phoneButton.setAttribute("data-size", "compact");
    tabletButton.setAttribute("data-size", "regular");
    sizeGroup.appendChild(phoneButton);
    sizeGroup.appendChild(tabletButton);
    var resetButton = makeButton("explorer-reset", label(labels, "reset", "Start again"));
    toolbar.appendChild(sizeGroup);
    toolbar.appendChild(resetButton);
    var stage = make("div", "explorer-stage");
    var status = make("p", "explorer-status");
    status.setAttribute("aria-live", "polite");
    status.setAttribute("role", "status");

    container.textContent = "";
    container.appendChild(heading);
    container.appendChild(hint);
    // {states} in "truncated" counts what was explored; in "notExplored" it is the limit.
    var limits = { states: graph.maxStates, depth: graph.maxDepth, maxStates: graph.maxStates, maxDepth: graph.maxDepth };
    if (graph.truncated) {
      container.appendChild(make("p", "explorer-truncated",
        format(label(labels, "truncated", ""), { states: nodes.length, depth: graph.maxDepth })));
    }
    container.appendChild(toolbar);
    container.appendChild(stage);
    container.appendChild(status);

    function edgeFor(action) {
      var edges = edgesFrom[currentNode] || [];
      for (var i = 0; i < edges.length; i++) {
        if (edges[i].action === action) return edges[i];
      }
      return null;
    }

    function notExplored() {
      return format(label(labels, "notExplored", "Not explored by the build."), limits);
    }

    // No edge for an action: in a truncated graph the build may simply not have
    // gone there; in a complete graph the action leads nowhere.
    function missingEdgeMessage() {
      return graph.truncated ? notExplored()
                             : label(labels, "nothingHappens", "Nothing happens.");
    }

    function render() {
      var ui = nodes[currentNode].ui;
      var focusedInside = stage.contains(document.activeElement);
      var focused = focusedInside ? document.activeElement : null;
      var focusedRow = focused && focused.closest ? focused.closest(".device-row") : null;
      var focusedColumn = focusedRow ? focusedRow.closest(".device-column") : null;
      var rowKey = focusedRow ? focusedRow.getAttribute("data-label") : null;
      var columnKey = focusedColumn ? focusedColumn.getAttribute("data-column") : null;

      stage.textContent = "";
      var device = renderDevice(ui, { interactive: true, labels: labels, size: shownSize, onRow: tapRow, onBack: tapBack });
      device.tabIndex = -1;
      stage.appendChild(device);
      container.setAttribute("data-node", String(currentNode));
      phoneButton.setAttribute("aria-pressed", String(shownSize === "compact"));
      tabletButton.setAttribute("aria-pressed", String(shownSize === "regular"));

      // The buttons were replaced; keep a keyboard reader where they were:
      // the same row when it is still there, else the back button, else the first row.
      if (!focusedInside) return;
      var target = null;
      if (rowKey !== null) {
        var candidates = device.querySelectorAll(".device-row");
        for (var i = 0; i < candidates.length; i++) {
          var column = candidates[i].closest(".device-column");
          if (candidates[i].getAttribute("data-label") === rowKey && column && column.getAttribute("data-column") === columnKey) {
            target = candidates[i];
          }
        }
      }
      target = target || device.querySelector(".device-back") || device.querySelector(".device-row") || device;
      target.focus();
    }

    function moveTo(edge) {
      currentNode = edge.to;
      var ui = nodes[currentNode].ui;
      // A size edge or a split view decides the frame; a plain stack keeps the frame the reader chose.
      if (/^size /.test(edge.action) || ui.layout === "columns") shownSize = ui.size || shownSize;
      render();
      status.textContent = edge.action + " \u2192 " + describe(ui);
    }

    function report(action, message) {
      status.textContent = action + ": " + message;
    }

    function tapRow(row) {
      var action = row.action || "tap \"" + row.label + "\"";
      if (row.enabled === false) { report(action, label(labels, "disabled", "Disabled.")); return; }
      var edge = row.action ? edgeFor(row.action) : null;
      if (edge) moveTo(edge);
      else report(action, row.action ? missingEdgeMessage() : label(labels, "nothingHappens", "Nothing happens."));
    }

    function tapBack() {
      var edge = edgeFor("back");
      if (edge) moveTo(edge);
      else report("back", missingEdgeMessage());
    }

    function chooseSize(size) {
      if (size === shownSize) return;
      var action = "size " + size;
      var edge = edgeFor(action);
      if (edge) { moveTo(edge); return; }
      var ui = nodes[currentNode].ui;
      if (ui.layout !== "columns") {
        // A stack (or a bare view) draws the same at both widths: only the frame changes.
        shownSize = size;
        render();
        status.textContent = label(labels, "size", "Size") + ": " +
          label(labels, size === "regular" ? "tablet" : "phone", size);
        return;
      }
      // A split view does change with the width; without an edge the graph cannot say how.
      report(action, missingEdgeMessage());
    }

    phoneButton.addEventListener("click", function () { chooseSize("compact"); });
    tabletButton.addEventListener("click", function () { chooseSize("regular"); });
    resetButton.addEventListener("click", function () {
      currentNode = 0;
      shownSize = nodes[0].ui.size || "compact";
      render();
      status.textContent = label(labels, "reset", "Start again") + " \u2192 " + describe(nodes[0].ui);
    });

    render();
    // Present from the start so that it is not announced on load.
    status.textContent = label(labels, "launch", "Launch") + " \u2192 " + describe(nodes[0].ui);
  }

  // ---------------------------------------------------------------- page

  function readData(section) {
    var script = section.querySelector("script.example-data");
    if (!script) return null;
    try {
      var data = JSON.parse(script.textContent);
      return data && data.version === SUPPORTED_VERSION ? data : null;
    } catch (error) {
      return null; // The static trace stays readable; enhancement is optional.
    }
  }

  // The explorer's heading sits one level below the scenario titles (h4 → h5).
  function explorerHeadingLevel(section) {
    var title = section.querySelector(".scenario-title");
    var level = title ? parseInt(title.tagName.slice(1), 10) : 4;
    return Math.min(6, isNaN(level) ? 5 : level + 1);
  }

  function setUp() {
    var sections = document.querySelectorAll("section.example-run");
    var playersByStepId = {};
    var enhanced = false;
    for (var s = 0; s < sections.length; s++) {
      var section = sections[s];
      var data = readData(section);
      if (!data) continue;
      enhanced = true;
      var labels = data.labels || {};
      var scenarioElements = section.querySelectorAll(".scenario");
      for (var i = 0; i < scenarioElements.length; i++) {
        var scenarioElement = scenarioElements[i];
        var scenario = (data.scenarios || [])[parseInt(scenarioElement.getAttribute("data-scenario"), 10)];
        var container = scenarioElement.querySelector(".trace-player");
        if (!scenario || !container) continue;
        var player = setUpPlayer(container, scenarioElement, scenario, labels);
        if (!player) continue;
        var steps = scenarioElement.querySelectorAll("li.trace-step");
        for (var k = 0; k < steps.length; k++) {
          if (steps[k].id) playersByStepId[steps[k].id] = { player: player, step: parseInt(steps[k].getAttribute("data-step"), 10) };
        }
      }
      var explorer = section.querySelector(".explorer");
      if (explorer && data.explorer) setUpExplorer(explorer, data.explorer, labels, explorerHeadingLevel(section));
    }
    if (!enhanced) return;
    document.documentElement.classList.add("js-traces");

    // A link to a step (deep link, step number, claim) also moves that step's player.
    function followHash() {
      var id;
      try { id = decodeURIComponent(location.hash.slice(1)); } catch (error) { return; }
      var target = playersByStepId[id];
      if (target && !isNaN(target.step)) target.player.show(target.step);
    }
    followHash();
    window.addEventListener("hashchange", followHash);
    // Clicking the link of the step already in the hash fires no hashchange.
    document.addEventListener("click", function (event) {
      var link = event.target.closest ? event.target.closest("a[href^='#']") : null;
      if (!link) return;
      var target = playersByStepId[link.getAttribute("href").slice(1)];
      if (target && !isNaN(target.step)) target.player.show(target.step);
    });
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", setUp);
  else setUp();
})();
