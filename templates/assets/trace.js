// navdocs: the device beside each executable example.
//
// The build writes every trace as plain HTML (readable without JavaScript, in a
// <details> that is open) plus a JSON copy in script.example-data. This file
// gives each example one device mock-up that draws the screens the model
// derived (payload version 3: a small view tree per screen, its toolbar items, and the
// sheets, covers, popovers and alerts above it), a scenario picker,
// the scenario's script as clickable steps with previous/play/next, and an
// "explore freely" mode that walks the state graph the build explored. Nothing
// is fetched: a move the build did not explore is reported as such.
(function () {
  "use strict";

  var SUPPORTED_VERSION = 3;
  var PLAY_INTERVAL_MS = 1200;
  // Natural sizes of the frames (CSS pixels); a frame wider than its room is scaled down.
  var FRAME = { compact: { width: 250, height: 440 }, regular: { width: 560, height: 380 } };

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

  function format(template, values) {
    return String(template).replace(/\{(\w+)\}/g, function (whole, key) {
      return Object.prototype.hasOwnProperty.call(values, key) ? String(values[key]) : whole;
    });
  }

  function label(labels, key, fallback) {
    return labels && typeof labels[key] === "string" ? labels[key] : fallback;
  }

  function icon(symbol) {
    var node = make("span", "icon", symbol);
    node.setAttribute("aria-hidden", "true");
    return node;
  }

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

  // The top-most screen as the status line names it; with a presentation on top, in the
  // words of the scenario language (`sheet: VStack "New message"`, `alert "Delete?"`).
  function describe(ui) {
    var columns = ui.columns || [];
    var screen = columns.length > 0 ? topScreen(columns[columns.length - 1]) : null;
    var text = !screen ? "" : screen.title ? screen.view + " \u201C" + screen.title + "\u201D" : screen.view;
    var layers = ui.layers || [];
    var top = layers.length > 0 ? layers[layers.length - 1] : null;
    if (!top) return text;
    if (top.kind === "alert" || top.kind === "confirmationDialog") {
      return top.kind + (top.title ? " \u201C" + top.title + "\u201D" : "");
    }
    return top.kind + ": " + text;
  }

  // ---------------------------------------------------------------- drawing a screen

  // SwiftUI's standard colours as iOS draws them (light appearance).
  var COLORS = {
    red: "#ff3b30", orange: "#ff9500", yellow: "#ffcc00", green: "#34c759", mint: "#00c7be",
    teal: "#30b0c7", cyan: "#32ade6", blue: "#007aff", indigo: "#5856d6", purple: "#af52de",
    pink: "#ff2d55", brown: "#a2845e", gray: "#8e8e93", black: "#000000", white: "#ffffff",
    primary: "currentColor", secondary: "#8e8e93", accentColor: "#007aff", clear: "transparent"
  };

  // A tappable element for a control: a button in the explorer, a plain element in the player.
  function control(ctx, rowIndex, className) {
    var row = rowIndex !== null && rowIndex !== undefined ? ctx.rows[rowIndex] : null;
    var interactive = ctx.options.interactive && row;
    var element = interactive ? makeButton(className) : make("div", className);
    if (row) {
      ctx.used[rowIndex] = true;
      element.classList.add("device-row");
      element.setAttribute("data-label", row.label);
      element.setAttribute("data-kind", row.kind);
      if (row.enabled === false) element.classList.add("is-disabled");
      if (row.selected) { element.classList.add("is-selected"); element.setAttribute("aria-current", "true"); }
      if (interactive) {
        if (row.enabled === false) element.setAttribute("aria-disabled", "true");
        element.addEventListener("click", function () { ctx.options.onRow(row, ctx.columnName); });
      }
    }
    return element;
  }

  function symbol(name) {
    var node = make("span", "ui-symbol");
    node.setAttribute("aria-hidden", "true");
    node.title = name || "";
    return node;
  }

  function draw(node, ctx, inList) {
    if (!node || typeof node !== "object") return null;
    var element;
    switch (node.kind) {
      case "text":
        return make(inList ? "span" : "p", "ui-text", node.text);
      case "label":
        element = make("span", "ui-label");
        element.appendChild(symbol(node.symbol));
        element.appendChild(make("span", "ui-label-title", node.title));
        return element;
      case "image":
        return symbol(node.symbol);
      case "color":
        element = make("div", "ui-color");
        element.setAttribute("data-color", node.color);
        element.style.background = COLORS[node.color] || "#8e8e93";
        return element;
      case "button":
      case "link":
        element = control(ctx, node.row, inList ? "ui-cell ui-" + node.kind : "ui-" + node.kind + "-inline");
        var content = draw(node.label, ctx, true);
        var title = make("span", "ui-control-label");
        if (content) title.appendChild(content);
        element.appendChild(title);
        if (node.kind === "link" && inList) element.appendChild(icon("\u203A")).className = "device-chevron";
        return element;
      case "toggle":
        element = make("div", inList ? "ui-cell ui-toggle" : "ui-toggle");
        element.appendChild(make("span", "ui-control-label", node.title));
        var track = make("span", "ui-switch" + (node.on ? " is-on" : ""));
        track.setAttribute("aria-hidden", "true");
        element.appendChild(track);
        return element;
      case "list":
        element = make("div", "ui-list");
        var group = null;
        (node.items || []).forEach(function (item) {
          if (item && item.kind === "section") {
            group = null;
            element.appendChild(drawGroup(item.items || [], ctx));
            return;
          }
          if (!group) { group = make("div", "ui-group"); element.appendChild(group); }
          var cell = draw(item, ctx, true);
          if (cell) group.appendChild(wrapCell(cell));
        });
        return element;
      case "section":
        return drawGroup(node.items || [], ctx);
      case "row":
        element = control(ctx, node.row, "ui-cell ui-row");
        var inner = draw(node.content, ctx, true);
        if (inner) element.appendChild(inner);
        return element;
      case "stack":
        element = make("div", "ui-stack");
        element.setAttribute("data-axis", node.axis || "vertical");
        (node.items || []).forEach(function (item) {
          var child = draw(item, ctx, false);
          if (child) element.appendChild(child);
        });
        return element;
      case "opaque":
        element = make("div", "ui-opaque");
        element.appendChild(make("span", "ui-opaque-name", node.name));
        element.title = node.text || node.name;
        return element;
      default:
        return null;
    }
  }

  function wrapCell(cell) {
    if (cell.classList.contains("ui-cell")) return cell;
    var wrapper = make("div", "ui-cell");
    wrapper.appendChild(cell);
    return wrapper;
  }

  function drawGroup(items, ctx) {
    var group = make("div", "ui-group");
    items.forEach(function (item) {
      var cell = draw(item, ctx, true);
      if (cell) group.appendChild(wrapCell(cell));
    });
    return group;
  }

  // ---------------------------------------------------------------- device mock-up

  // Alerts and dialogs show buttons over the screen; sheets, covers and popovers show screens of their own.
  function hasContent(layer) {
    return layer.kind !== "alert" && layer.kind !== "confirmationDialog";
  }

  // How a presentation looks: a popover is a sheet at compact width (N46), a card beside its
  // anchor at regular width; a cover hides everything; alerts and dialogs are boxes.
  function layerStyle(layer, size) {
    if (!hasContent(layer)) return "alert";
    if (layer.kind === "fullScreenCover") return "cover";
    if (layer.kind === "popover" && size === "regular") return "popover";
    return "sheet";
  }

  // The device. Without presentations, the columns fill the glass. With them, the screen the
  // first one covers is drawn at the bottom (payload `layers[0].over`), each sheet, cover or
  // popover as a card above it holding the screen the next one covers, the top-most card
  // holding `columns`, the screens the user taps; an alert or a dialog is a box on top.
  function renderDevice(ui, options) {
    var size = options.size || ui.size || "compact";
    var layout = ui.layout || "stack";
    var device = make("div", "device " + (size === "regular" ? "device-tablet" : "device-phone"));
    device.setAttribute("data-size", size);
    device.setAttribute("data-layout", layout);
    var glass = make("div", "device-glass");
    device.appendChild(glass);
    var layers = ui.layers || [];
    var cards = layers.filter(hasContent);
    var top = layers.length > 0 ? layers[layers.length - 1] : null;
    var current = make("div", "device-screen");
    (ui.columns || []).forEach(function (column, index, columns) {
      current.appendChild(renderColumn(column, layout, ui.back === true && index === columns.length - 1, options));
    });
    if (cards.length === 0) {
      glass.appendChild(current);
    } else {
      var base = coveredScreen(cards[0].over, options);
      if (layerStyle(cards[0], size) === "sheet") {
        base.classList.add("is-behind-sheet");
        glass.classList.add("has-sheet");
      }
      glass.appendChild(base);
      cards.forEach(function (layer, index) {
        var isLast = index === cards.length - 1;
        var content = isLast ? current : coveredScreen(cards[index + 1].over, options);
        glass.appendChild(renderCard(layer, content, size, index, isLast && layer === top, options));
      });
    }
    if (top && !hasContent(top)) glass.appendChild(renderAlert(top, options));
    if (ui.tabs && ui.tabs.length > 0) {
      glass.classList.add("has-tabs");
      glass.appendChild(renderTabBar(ui.tabs, options, cards.length > 0));
    }
    return device;
  }

  // A root TabView's tab bar (N47) at the bottom of the screen; the explorer shows another
  // tab through the graph's `tab "LABEL"` edges. Under a presentation it is covered.
  function renderTabBar(tabs, options, covered) {
    var bar = make("div", "device-tabbar" + (covered ? " is-covered" : ""));
    if (covered) bar.setAttribute("aria-hidden", "true");
    tabs.forEach(function (tab) {
      var interactive = options.interactive && !covered;
      var item = interactive ? makeButton("device-tab") : make("div", "device-tab");
      if (tab.selected) item.classList.add("is-selected");
      if (interactive) {
        item.setAttribute("aria-pressed", String(tab.selected === true));
        item.addEventListener("click", function () { if (options.onTab) options.onTab(tab); });
      }
      var symbol = make("span", "device-tab-symbol", "\u25CF");
      symbol.setAttribute("aria-hidden", "true");
      item.appendChild(symbol);
      item.appendChild(make("span", "device-tab-label", tab.label));
      bar.appendChild(item);
    });
    return bar;
  }

  // A screen under a presentation: drawn as it looks, with nothing in it to tap.
  function coveredScreen(screen, options) {
    var element = make("div", "device-screen is-covered");
    element.setAttribute("aria-hidden", "true");
    if (!screen) return element;
    // The payload keeps no layout for it: a screen with a title or bar items had a bar.
    var layout = screen.title || (screen.toolbar || []).length > 0 ? "stack" : "none";
    var inert = { interactive: false, labels: options.labels };
    element.appendChild(renderColumn({ name: null, screens: [screen], rows: [] }, layout, false, inert));
    return element;
  }

  // The dimmed glass under a sheet or an alert; decorative.
  function dimming() {
    var dim = make("div", "device-dim");
    dim.setAttribute("aria-hidden", "true");
    return dim;
  }

  // A sheet, cover or popover: a card with a grabber (a sheet's) above the dimmed screens.
  // Only the top-most card's grabber (or the room around a popover) dismisses it, through
  // the explorer's `dismiss` edge.
  function renderCard(layer, content, size, depth, isTop, options) {
    var labels = options.labels;
    var style = layerStyle(layer, size);
    var element = make("div", "device-layer");
    element.setAttribute("data-kind", layer.kind);
    element.setAttribute("data-style", style);
    element.style.setProperty("--depth", String(depth));
    if (style === "sheet") element.appendChild(dimming());
    // A popover beside its anchor goes away when the user taps outside it.
    if (style === "popover" && options.interactive && isTop) {
      var outside = makeButton("device-outside");
      outside.setAttribute("aria-label", label(labels, "dismiss", "Dismiss"));
      outside.addEventListener("click", function () { options.onDismiss(); });
      element.appendChild(outside);
    }
    var card = make("div", "device-card");
    card.setAttribute("role", "group");
    card.setAttribute("aria-label", label(labels, layer.kind, layer.kind));
    if (style === "sheet") {
      var interactive = options.interactive && isTop;
      var grabber = interactive ? makeButton("device-grabber") : make("div", "device-grabber");
      var handle = make("span", "device-grabber-handle");
      handle.setAttribute("aria-hidden", "true");
      grabber.appendChild(handle);
      if (interactive) {
        grabber.setAttribute("aria-label", label(labels, "dismiss", "Dismiss"));
        grabber.title = label(labels, "dismiss", "Dismiss");
        grabber.addEventListener("click", function () { options.onDismiss(); });
      }
      card.appendChild(grabber);
    }
    card.appendChild(content);
    element.appendChild(card);
    return element;
  }

  // An alert or a confirmation dialog: its title and its buttons, centred over the dimmed screen.
  function renderAlert(layer, options) {
    var labels = options.labels;
    var element = make("div", "device-layer");
    element.setAttribute("data-kind", layer.kind);
    element.setAttribute("data-style", "alert");
    element.appendChild(dimming());
    var box = make("div", "device-alert");
    box.setAttribute("role", "group");
    box.setAttribute("aria-label", label(labels, layer.kind, layer.kind) + (layer.title ? ": " + layer.title : ""));
    if (layer.title) box.appendChild(make("p", "device-alert-title", layer.title));
    var rows = layer.buttons || [];
    var buttons = make("div", "device-alert-buttons");
    // iOS puts an alert's two buttons side by side; more (and a dialog's) are stacked.
    if (rows.length === 2 && layer.kind === "alert") buttons.classList.add("is-pair");
    var ctx = { rows: rows, used: {}, options: options, columnName: layer.kind };
    rows.forEach(function (row, index) {
      var button = control(ctx, index, "device-alert-button");
      button.appendChild(make("span", "ui-control-label", row.label));
      buttons.appendChild(button);
    });
    box.appendChild(buttons);
    element.appendChild(box);
    return element;
  }

  // A toolbar item in the navigation bar: its buttons and links are the screen's controls.
  function drawBarItem(node, ctx) {
    if (!node || typeof node !== "object") return null;
    if (node.kind === "button" || node.kind === "link") {
      var element = control(ctx, node.row, "device-bar-item");
      var title = make("span", "ui-control-label");
      var content = draw(node.label, ctx, true);
      if (content) title.appendChild(content);
      element.appendChild(title);
      return element;
    }
    var drawn = draw(node, ctx, true);
    if (!drawn) return null;
    var wrapper = make("span", "device-bar-item");
    wrapper.appendChild(drawn);
    return wrapper;
  }

  function renderColumn(column, layout, hasBack, options) {
    var labels = options.labels;
    var name = column.name || "stack";
    var element = make("div", "device-column");
    element.setAttribute("data-column", name);
    var screens = column.screens || [];
    var screen = topScreen(column);
    var ctx = { rows: column.rows || [], used: {}, options: options, columnName: name };

    if (layout !== "none") {
      var bar = make("div", "device-bar");
      if (hasBack && !(screen && screen.backHidden)) {
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
      var items = screen && screen.toolbar ? screen.toolbar : [];
      if (items.length > 0) {
        var trailing = make("span", "device-bar-items");
        items.forEach(function (item) {
          var drawn = drawBarItem(item, ctx);
          if (drawn) trailing.appendChild(drawn);
        });
        bar.appendChild(trailing);
      }
      element.appendChild(bar);
    }

    var body = make("div", "device-body");
    var drawing = screen ? screen.draw : null;
    var drawn = drawing ? draw(drawing, ctx, false) : null;
    if (!drawing && screen) drawn = make("div", "ui-opaque", screen.view);
    if (drawn) {
      if (drawing && drawing.kind === "color") body.classList.add("device-body-fill");
      else if (drawing && drawing.kind !== "list" && drawing.kind !== "stack") body.classList.add("device-body-leaf");
      body.appendChild(drawn);
    }
    // Controls the drawing did not place (it cannot always tell) still get a row of their own.
    var rest = ctx.rows.filter(function (row, index) { return !ctx.used[index]; });
    if (rest.length > 0) {
      body.classList.remove("device-body-leaf", "device-body-fill");
      var group = make("div", "ui-group");
      ctx.rows.forEach(function (row, index) {
        if (ctx.used[index]) return;
        var cell = control(ctx, index, "ui-cell ui-" + (row.kind === "button" ? "button" : row.kind === "link" ? "link" : "row"));
        cell.appendChild(make("span", "ui-control-label", row.label));
        if (row.kind === "link") cell.appendChild(icon("\u203A")).className = "device-chevron";
        group.appendChild(cell);
      });
      var list = make("div", "ui-list");
      list.appendChild(group);
      body.appendChild(list);
    }
    element.appendChild(body);
    return element;
  }

  // Scales a frame down to the room it has (never up), keeping its proportions.
  function fit(stage, device) {
    var size = device.getAttribute("data-size") === "regular" ? FRAME.regular : FRAME.compact;
    var room = stage.clientWidth;
    var scale = room > 0 ? Math.min(1, room / size.width) : 1;
    var holder = device.parentNode;
    device.style.width = size.width + "px";
    device.style.height = size.height + "px";
    device.style.transform = scale < 1 ? "scale(" + scale.toFixed(4) + ")" : "";
    holder.style.width = Math.floor(size.width * scale) + "px";
    holder.style.height = Math.floor(size.height * scale) + "px";
  }

  // ---------------------------------------------------------------- one example

  function setUpExample(section, data) {
    var container = section.querySelector(".example-device");
    if (!container) return null;
    var labels = data.labels || {};
    var scenarios = (data.scenarios || []).filter(function (s) { return (s.steps || []).length > 0; });
    var graph = data.explorer && (data.explorer.nodes || []).length > 0 ? data.explorer : null;
    if (scenarios.length === 0 && !graph) return null;

    var scenarioElements = {};
    section.querySelectorAll(".scenario").forEach(function (element) {
      scenarioElements[element.id] = element;
    });

    // ---- the frame
    container.textContent = "";
    container.setAttribute("role", "group");
    container.setAttribute("aria-label", label(labels, "device", "Device") + ": " + data.example);
    var stage = make("div", "device-stage");
    var holder = make("div", "device-holder");
    stage.appendChild(holder);
    var panel = make("div", "device-panel");
    container.appendChild(stage);
    container.appendChild(panel);

    // ---- the picker
    var pickerRow = make("div", "device-picker");
    var select = make("select", "scenario-picker");
    select.id = "picker-" + data.example;
    var pickerLabel = make("label", "scenario-picker-label", label(labels, "scenarioPicker", "Scenario"));
    pickerLabel.htmlFor = select.id;
    scenarios.forEach(function (scenario, index) {
      var number = /-(\d+)$/.exec(scenario.anchor || "");
      var text = label(labels, "scenario", "Scenario") + " " + (number ? number[1] : index + 1) + (scenario.title ? ": " + scenario.title : "");
      var option = make("option", null, text + (scenario.status === "failed" ? " \u2717" : ""));
      option.value = String(index);
      select.appendChild(option);
    });
    if (graph) {
      var exploreOption = make("option", null, label(labels, "exploreMode", "Explore freely"));
      exploreOption.value = "explore";
      select.appendChild(exploreOption);
    }
    pickerRow.appendChild(pickerLabel);
    pickerRow.appendChild(select);
    panel.appendChild(pickerRow);

    // ---- the controls (both modes; one set is hidden)
    var playerControls = make("div", "player-controls");
    var previousButton = makeButton("player-previous", label(labels, "previous", "Previous step"));
    var playButton = makeButton("player-play", label(labels, "play", "Play"));
    var nextButton = makeButton("player-next", label(labels, "next", "Next step"));
    previousButton.insertBefore(icon("\u25C0"), previousButton.firstChild);
    nextButton.appendChild(icon("\u25B6"));
    playerControls.appendChild(previousButton);
    playerControls.appendChild(playButton);
    playerControls.appendChild(nextButton);

    var explorerControls = make("div", "explorer-controls");
    var sizeGroup = make("div", "explorer-size");
    sizeGroup.setAttribute("role", "group");
    sizeGroup.setAttribute("aria-label", label(labels, "size", "Size"));
    var phoneButton = makeButton("explorer-phone", label(labels, "phone", "Phone"));
    var tabletButton = makeButton("explorer-tablet", label(labels, "tablet", "Tablet"));
    sizeGroup.appendChild(phoneButton);
    sizeGroup.appendChild(tabletButton);
    var resetButton = makeButton("explorer-reset", label(labels, "reset", "Start again"));
    explorerControls.appendChild(sizeGroup);
    explorerControls.appendChild(resetButton);
    panel.appendChild(playerControls);
    panel.appendChild(explorerControls);

    var status = make("p", "device-status");
    status.setAttribute("aria-live", "polite");
    status.setAttribute("role", "status");
    panel.appendChild(status);
    var steps = make("ol", "device-steps");
    steps.start = 0;
    // A list that scrolls: focusable, so a keyboard can scroll it.
    steps.tabIndex = 0;
    steps.setAttribute("aria-label", label(labels, "steps", "Steps"));
    var hint = make("p", "explorer-hint", label(labels, "explorerHint", ""));
    panel.appendChild(steps);
    panel.appendChild(hint);

    var mode = null; // "scenario" or "explore"
    var scenarioIndex = 0;
    var current = 0;
    var timer = null;

    function showDevice(ui, deviceOptions, stale) {
      holder.textContent = "";
      var device = renderDevice(ui, deviceOptions);
      if (stale) device.classList.add("is-stale");
      if (!deviceOptions.interactive) device.setAttribute("aria-hidden", "true");
      holder.appendChild(device);
      fit(stage, device);
      return device;
    }

    // ---- scenario mode

    function traceItems() {
      var scenario = scenarios[scenarioIndex];
      var element = scenario ? scenarioElements[scenario.anchor] : null;
      var items = {};
      if (element) {
        element.querySelectorAll("li.trace-step").forEach(function (item) { items[item.getAttribute("data-step")] = item; });
      }
      return items;
    }

    function actionText(step) {
      return step.action;
    }

    function outcomeText(index) {
      var item = traceItems()[String(index)];
      var badge = item ? item.querySelector(".trace-action .status") : null;
      var stepStatus = scenarios[scenarioIndex].steps[index].status;
      return badge && (stepStatus === "failed" || stepStatus === "notRun") ? " (" + badge.textContent.trim() + ")" : "";
    }

    function buildStepList() {
      steps.textContent = "";
      var scenario = scenarios[scenarioIndex];
      scenario.steps.forEach(function (step, index) {
        var item = make("li", "device-step");
        item.setAttribute("data-status", step.status || "");
        var link = make("a", "device-step-link");
        link.href = "#" + step.anchor;
        // Out of the tab order: Previous, Next and the arrow keys reach every step.
        link.tabIndex = -1;
        link.appendChild(make("span", "device-step-number", String(index)));
        link.appendChild(make("code", null, actionText(step)));
        link.addEventListener("click", function (event) {
          event.preventDefault();
          stop();
          show(index);
        });
        item.appendChild(link);
        steps.appendChild(item);
      });
    }

    function show(index) {
      var scenario = scenarios[scenarioIndex];
      var list = scenario.steps;
      var last = list.length - 1;
      current = Math.max(0, Math.min(last, index));
      var step = list[current];
      var shown = current;
      while (shown > 0 && !list[shown].ui) shown--;
      showDevice(list[shown].ui || {}, { interactive: false, labels: labels }, shown !== current || !list[shown].ui);
      status.textContent = format(label(labels, "stepOf", "Step {step} of {count}"), { step: current, count: last }) +
        ": " + actionText(step) + outcomeText(current);
      container.setAttribute("data-step", String(current));
      container.setAttribute("data-status", step.status || "");
      var items = traceItems();
      section.querySelectorAll("li.trace-step.is-current").forEach(function (item) {
        item.classList.remove("is-current");
        item.removeAttribute("aria-current");
      });
      if (items[String(current)]) {
        items[String(current)].classList.add("is-current");
        items[String(current)].setAttribute("aria-current", "step");
      }
      var entries = steps.children;
      for (var i = 0; i < entries.length; i++) {
        var isCurrent = i === current;
        entries[i].classList.toggle("is-current", isCurrent);
        if (isCurrent) {
          entries[i].firstChild.setAttribute("aria-current", "step");
          // Keep the current step visible inside the list without scrolling the page.
          var top = entries[i].offsetTop - steps.offsetTop;
          if (top < steps.scrollTop || top + entries[i].offsetHeight > steps.scrollTop + steps.clientHeight) {
            steps.scrollTop = Math.max(0, top - steps.clientHeight / 3);
          }
        } else {
          entries[i].firstChild.removeAttribute("aria-current");
        }
      }
      setUnavailable(previousButton, current === 0);
      setUnavailable(nextButton, current === last);
    }

    function stop() {
      if (timer !== null) window.clearInterval(timer);
      timer = null;
      playButton.textContent = label(labels, "play", "Play");
      playButton.insertBefore(icon("\u25B6"), playButton.firstChild);
      container.removeAttribute("data-playing");
    }

    function play() {
      var last = scenarios[scenarioIndex].steps.length - 1;
      if (current === last) show(0);
      playButton.textContent = label(labels, "pause", "Pause");
      playButton.insertBefore(icon("\u275A\u275A"), playButton.firstChild);
      container.setAttribute("data-playing", "true");
      timer = window.setInterval(function () {
        show(current + 1);
        if (current === scenarios[scenarioIndex].steps.length - 1) stop();
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
      if (timer !== null) stop(); else play();
    });
    container.addEventListener("keydown", function (event) {
      if (mode !== "scenario" || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.target && event.target.tagName === "SELECT") return;
      var last = scenarios[scenarioIndex].steps.length - 1;
      var target = null;
      if (event.key === "ArrowLeft") target = current - 1;
      else if (event.key === "ArrowRight") target = current + 1;
      else if (event.key === "Home") target = 0;
      else if (event.key === "End") target = last;
      if (target === null) return;
      event.preventDefault();
      stop();
      show(target);
    });

    // ---- explore mode

    var edgesFrom = {};
    var currentNode = 0;
    var shownSize = graph ? (graph.nodes[0].ui.size || "compact") : "compact";
    if (graph) {
      (graph.edges || []).forEach(function (edge) {
        (edgesFrom[edge.from] = edgesFrom[edge.from] || []).push(edge);
      });
    }
    var limits = graph ? { states: graph.maxStates, depth: graph.maxDepth, maxStates: graph.maxStates, maxDepth: graph.maxDepth } : {};

    function edgeFor(action) {
      var edges = edgesFrom[currentNode] || [];
      for (var i = 0; i < edges.length; i++) if (edges[i].action === action) return edges[i];
      return null;
    }

    function missingEdgeMessage() {
      return graph.truncated ? format(label(labels, "notExplored", "Not explored by the build."), limits)
                             : label(labels, "nothingHappens", "Nothing happens.");
    }

    function renderNode() {
      var focusedInside = holder.contains(document.activeElement);
      var focused = focusedInside ? document.activeElement : null;
      var focusedRow = focused && focused.closest ? focused.closest(".device-row") : null;
      var focusedColumn = focusedRow ? focusedRow.closest(".device-column") : null;
      var rowKey = focusedRow ? focusedRow.getAttribute("data-label") : null;
      var columnKey = focusedColumn ? focusedColumn.getAttribute("data-column") : null;
      var device = showDevice(graph.nodes[currentNode].ui,
        { interactive: true, labels: labels, size: shownSize, onRow: tapRow, onBack: tapBack, onDismiss: tapDismiss, onTab: tapTab }, false);
      device.tabIndex = -1;
      container.setAttribute("data-node", String(currentNode));
      phoneButton.setAttribute("aria-pressed", String(shownSize === "compact"));
      tabletButton.setAttribute("aria-pressed", String(shownSize === "regular"));
      if (!focusedInside) return;
      var target = null;
      if (rowKey !== null) {
        device.querySelectorAll(".device-row").forEach(function (candidate) {
          var column = candidate.closest(".device-column");
          if (candidate.tagName === "BUTTON" && candidate.getAttribute("data-label") === rowKey && column && column.getAttribute("data-column") === columnKey) target = candidate;
        });
      }
      target = target || device.querySelector(".device-back") || device.querySelector("button.device-row") || device;
      target.focus();
    }

    function moveTo(edge) {
      currentNode = edge.to;
      var ui = graph.nodes[currentNode].ui;
      if (/^size /.test(edge.action) || ui.layout === "columns") shownSize = ui.size || shownSize;
      renderNode();
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

    function tapTab(tab) {
      if (tab.selected || !tab.action) { report("tab \"" + tab.label + "\"", label(labels, "nothingHappens", "Nothing happens.")); return; }
      var edge = edgeFor(tab.action);
      if (edge) moveTo(edge); else report(tab.action, missingEdgeMessage());
    }

    function tapBack() {
      var edge = edgeFor("back");
      if (edge) moveTo(edge); else report("back", missingEdgeMessage());
    }

    // A sheet's grabber: the scenario action `dismiss`, which the build explored unless the
    // sheet forbids it (`interactiveDismissDisabled`), when nothing happens.
    function tapDismiss() {
      var edge = edgeFor("dismiss");
      if (edge) moveTo(edge); else report("dismiss", missingEdgeMessage());
    }

    function chooseSize(size) {
      if (size === shownSize) return;
      var action = "size " + size;
      var edge = edgeFor(action);
      if (edge) { moveTo(edge); return; }
      if (graph.nodes[currentNode].ui.layout !== "columns") {
        shownSize = size;
        renderNode();
        status.textContent = label(labels, "size", "Size") + ": " + label(labels, size === "regular" ? "tablet" : "phone", size);
        return;
      }
      report(action, missingEdgeMessage());
    }

    phoneButton.addEventListener("click", function () { chooseSize("compact"); });
    tabletButton.addEventListener("click", function () { chooseSize("regular"); });
    resetButton.addEventListener("click", function () {
      currentNode = 0;
      shownSize = graph.nodes[0].ui.size || "compact";
      renderNode();
      status.textContent = label(labels, "reset", "Start again") + " \u2192 " + describe(graph.nodes[0].ui);
    });

    // ---- switching

    function choose(value, quiet) {
      stop();
      if (value === "explore" && graph) {
        mode = "explore";
        container.setAttribute("data-mode", "explore");
        playerControls.hidden = true;
        steps.hidden = true;
        explorerControls.hidden = false;
        hint.hidden = false;
        if (graph.truncated) hint.textContent = label(labels, "explorerHint", "") + " " + format(label(labels, "truncated", ""), { states: graph.nodes.length, depth: graph.maxDepth });
        currentNode = 0;
        shownSize = graph.nodes[0].ui.size || "compact";
        renderNode();
        var launch = label(labels, "launch", "Launch") + " \u2192 " + describe(graph.nodes[0].ui);
        if (quiet) status.textContent = launch; else status.textContent = launch;
      } else {
        mode = "scenario";
        container.setAttribute("data-mode", "scenario");
        scenarioIndex = Math.max(0, Math.min(scenarios.length - 1, parseInt(value, 10) || 0));
        container.setAttribute("data-scenario", String(scenarioIndex));
        playerControls.hidden = false;
        steps.hidden = false;
        explorerControls.hidden = true;
        hint.hidden = true;
        buildStepList();
        show(0);
      }
      select.value = mode === "explore" ? "explore" : String(scenarioIndex);
    }

    select.addEventListener("change", function () { choose(select.value); });
    window.addEventListener("resize", function () {
      var device = holder.querySelector(".device");
      if (device) fit(stage, device);
    });

    choose(scenarios.length > 0 ? "0" : "explore", true);

    var stepTargets = {};
    scenarios.forEach(function (scenario, index) {
      (scenario.steps || []).forEach(function (step, stepIndex) {
        stepTargets[step.anchor] = { scenario: index, step: stepIndex };
      });
      stepTargets[scenario.anchor] = { scenario: index, step: 0 };
    });

    return {
      targets: stepTargets,
      // Shows a scenario's step in the device and brings the device into view.
      reveal: function (target, scroll) {
        if (mode !== "scenario" || scenarioIndex !== target.scenario) choose(String(target.scenario));
        stop();
        show(target.step);
        if (scroll) container.scrollIntoView({ block: "nearest" });
      }
    };
  }

  // ---------------------------------------------------------------- page

  function readData(section) {
    var script = section.querySelector("script.example-data");
    if (!script) return null;
    try {
      var data = JSON.parse(script.textContent);
      return data && data.version === SUPPORTED_VERSION ? data : null;
    } catch (error) {
      return null;
    }
  }

  function setUp() {
    var sections = document.querySelectorAll("section.example-run");
    var targets = {};
    var enhanced = false;
    for (var s = 0; s < sections.length; s++) {
      var section = sections[s];
      var data = readData(section);
      if (!data) continue;
      var example = setUpExample(section, data);
      if (!example) continue;
      enhanced = true;
      section.classList.add("has-device");
      for (var id in example.targets) {
        if (Object.prototype.hasOwnProperty.call(example.targets, id)) targets[id] = { example: example, target: example.targets[id] };
      }
      // The device shows each scenario's script: the scenario blocks in the prose would repeat it.
      document.querySelectorAll("pre.language-scenario[data-example]").forEach(function (pre) {
        if (pre.getAttribute("data-example") !== data.example) return;
        var figure = pre.closest("figure.code-figure") || pre;
        figure.classList.add("is-in-device");
      });
    }
    if (!enhanced) return;
    document.documentElement.classList.add("js-traces");

    function hashTarget() {
      try { return decodeURIComponent(location.hash.slice(1)); } catch (error) { return ""; }
    }

    // The step lists stay folded unless a link points inside them.
    var initial = hashTarget();
    document.querySelectorAll("details.example-traces").forEach(function (details) {
      var inside = initial && details.querySelector("[id='" + initial.replace(/'/g, "") + "']");
      if (!inside) details.open = false;
    });

    function follow(id, scroll) {
      var found = targets[id];
      if (!found) return false;
      var element = document.getElementById(id);
      var details = element ? element.closest("details") : null;
      if (details && !details.open && scroll === "list") details.open = true;
      found.example.reveal(found.target, scroll !== false);
      return true;
    }

    if (initial && targets[initial]) {
      follow(initial, "list");
      // After the browser's own jump to the step, bring the device that shows it into view.
      window.setTimeout(function () { follow(initial, true); }, 0);
    }
    window.addEventListener("hashchange", function () { follow(hashTarget(), true); });
    document.addEventListener("click", function (event) {
      var link = event.target.closest ? event.target.closest("a[href^='#']") : null;
      if (!link || link.closest(".device-steps")) return;
      var id = link.getAttribute("href").slice(1);
      if (!targets[id]) return;
      // A claim or a step number: show it in the device, which is what the reader wants to see.
      event.preventDefault();
      if (history.pushState) history.pushState(null, "", "#" + id);
      follow(id, true);
    });
    // Clicking a line of the step list shows it too.
    document.addEventListener("click", function (event) {
      var line = event.target.closest ? event.target.closest(".trace-action") : null;
      var item = line ? line.closest("li.trace-step") : null;
      if (!item || event.target.closest("a") || !targets[item.id]) return;
      targets[item.id].example.reveal(targets[item.id].target, false);
    });
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", setUp);
  else setUp();
})();
