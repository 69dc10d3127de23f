/// Walks one screen's view tree.
struct ScreenScanner {
    let state: AppState
    /// Links are disabled outside any navigation container (N25).
    let isOutsideContainer: Bool

    private struct Context {
        var inLazy = false
        var inIgnoredStack = false
        var isDisabled = false
        var selection: ListSelection?
        var rowID: Value?
        var listIndex: Int?
        /// The `onSubmit` actions a submit here reaches, innermost first (N55).
        var submitActions: [CodeRef] = []
    }

    func scan(_ node: ViewNode) -> ScreenScan {
        var result = ScreenScan()
        walk(node, Context(), into: &result)
        return result
    }

    private func walk(_ node: ViewNode, _ outer: Context, into result: inout ScreenScan) {
        var context = outer
        result.dismissScopes.formUnion(node.declaresDismiss)
        for modifier in node.modifiers {
            apply(modifier, to: node, context: &context, into: &result)
        }
        // N55: outermost modifier first, so a scope blocks the actions outside it and not its own.
        for modifier in node.modifiers.reversed() {
            switch modifier.kind {
            case .onSubmit(let action): context.submitActions.insert(action, at: 0)
            case .submitScope(true): context.submitActions = []
            case .destinationForType, .destinationIsPresented, .destinationItem, .navigationTitle,
                 .isDetailLink, .navigationViewStyle, .tag, .disabled, .identity, .toolbar,
                 .backButtonHidden, .attachedViews, .presents, .interactiveDismissDisabled, .buttonRole,
                 .presentationCompactAdaptation, .onOpenURL, .accessibilityLabel, .other,
                 .submitScope(false): break
            }
        }
        switch node.kind {
        case .navigationStack(_, let root):
            result.events.append(NavigationEvent(
                .warning, .declaration, .nestedStackIsUnsupported, CatalogText.nestedStack, source: node.source, isModelDecision: true))
            var inner = context
            inner.inIgnoredStack = true
            walk(root, inner, into: &result)
        case .tabView(let tabs):
            // N47 [M]: a tab view inside a screen rather than around the container: its first tab.
            result.events.append(NavigationEvent(
                .warning, .declaration, .tabViewShowsOneTabAtATime, CatalogText.tabViewInScreen, source: node.source,
                isModelDecision: true))
            if let first = tabs.tabs.first { walk(first.content, context, into: &result) }
        case .navigationSplitView(let split):
            var inner = context
            inner.inIgnoredStack = true
            for column in [split.sidebar, split.content, split.detail].compactMap({ $0 }) {
                walk(column, inner, into: &result)
            }
        case .navigationView(let children):
            var inner = context
            inner.inIgnoredStack = true
            for child in children { walk(child, inner, into: &result) }
        case .list(let selection, let content):
            var inner = context
            inner.inLazy = true
            inner.selection = selection
            inner.rowID = nil
            if let selection {
                inner.listIndex = result.selectionLists.count
                result.selectionLists.append(SelectionListInfo(selection: selection, rows: [], rowsAreLinks: true, source: node.source))
            } else {
                inner.listIndex = nil
            }
            for child in content {
                if selection != nil, let tag = Self.tag(of: child) {
                    var row = inner
                    row.rowID = tag
                    walkRow(child, row, into: &result)
                } else {
                    walk(child, inner, into: &result)
                }
            }
            if let index = inner.listIndex, result.selectionLists[index].rows.isEmpty {
                result.selectionLists[index].rowsAreLinks = false
            }
        case .forEach(let elements):
            var inner = context
            inner.inLazy = true
            for element in elements {
                if context.selection != nil && context.rowID == nil {
                    // ForEach's id is only the default tag: a row's own tag (N41) wins.
                    inner.rowID = Self.tag(of: element.content) ?? element.id
                    walkRow(element.content, inner, into: &result)
                } else {
                    walk(element.content, inner, into: &result)
                }
            }
        case .container(let kind, let children):
            var inner = context
            if kind.isLazy { inner.inLazy = true }
            for child in children {
                if context.selection != nil && context.rowID == nil,
                   let tag = Self.tag(of: child) {
                    inner.rowID = tag
                    walkRow(child, inner, into: &result)
                    inner.rowID = nil
                } else {
                    walk(child, inner, into: &result)
                }
            }
        case .text, .label, .opaque, .color, .empty:
            break
        case .button(let label, let action):
            result.controls.append(ScannedControl(
                label: ViewNode.controlLabel(node, label: label), kind: .button, isEnabled: !context.isDisabled,
                source: node.source, action: .button(action), labelTexts: label.labelTexts))
        case .textField(let field):
            // A field without a title or prompt (a `TextEditor`) is named by its accessibility label.
            result.controls.append(ScannedControl(
                label: field.label.isEmpty ? node.accessibilityLabel ?? "" : field.label, kind: .field, isEnabled: !context.isDisabled, source: node.source,
                action: .field(FieldControl(field: field, submitActions: context.submitActions))))
        case .link(let label, let link):
            let before = result.controls.count
            scanLink(node, label: label, link: link, context, into: &result)
            for index in before..<result.controls.count { result.controls[index].labelTexts = label.labelTexts }
        case .menu(let menu):
            scanMenu(node, menu, context, into: &result)
        case .disclosureGroup(let group):
            // N58: the label expands or collapses the group; the content shows only while expanded.
            let label = ViewNode.controlLabel(node, label: group.label)
            let identity = Self.identity(of: node, label: label)
            let expanded = group.isExpanded.map { state.value(at: $0)?.unwrapped == .bool(true) }
                ?? state.memory.expandedGroups.contains(identity)
            result.controls.append(ScannedControl(
                label: label, kind: .button, isEnabled: !context.isDisabled, source: node.source,
                action: .toggleDisclosure(DisclosureToggle(binding: group.isExpanded, identity: identity, isExpanded: expanded)),
                labelTexts: group.label.labelTexts))
            if expanded {
                for child in group.content { walk(child, context, into: &result) }
            }
        case .custom(_, _, let body):
            walk(body, context, into: &result)
        case .conditional(_, let content):
            walk(content, context, into: &result)
        }
    }

    /// N57: a menu's label opens it (or runs its primary action); its items are scanned apart
    /// and, while it is open, are what the screen offers. A submenu inside it opens in its place.
    private func scanMenu(_ node: ViewNode, _ menu: MenuNode, _ context: Context, into result: inout ScreenScan) {
        let label = ViewNode.controlLabel(node, label: menu.label)
        let identity = Self.identity(of: node, label: label)
        result.controls.append(ScannedControl(
            label: label, kind: .button, isEnabled: !context.isDisabled, source: node.source,
            action: menu.primaryAction.map(ControlAction.button) ?? .openMenu(identity), labelTexts: menu.label.labelTexts))
        var items = ScreenScan()
        var inner = Context()
        inner.isDisabled = context.isDisabled
        inner.inIgnoredStack = context.inIgnoredStack
        for child in menu.content { walk(child, inner, into: &items) }
        if let nested = items.openMenu {
            result.openMenu = nested
        } else if menu.primaryAction == nil, state.memory.openMenu == identity {
            result.openMenu = OpenMenu(label: label, items: items.controls)
        }
    }

    /// The identity of a menu or disclosure group across evaluations (N57, N58): where it is
    /// written and its label (the model's own: rows of a `ForEach` differ by their labels).
    static func identity(of node: ViewNode, label: String) -> String {
        (node.source.map { "\($0.id)" } ?? "?") + "|" + label
    }

    /// A row of a selectable list, tagged `context.rowID` (N41): a value link row is the link (N24); a plain row is selectable itself.
    private func walkRow(_ node: ViewNode, _ context: Context, into result: inout ScreenScan) {
        guard let rowID = context.rowID, let selection = context.selection, let listIndex = context.listIndex else {
            walk(node, context, into: &result)
            return
        }
        let before = result.controls.count
        walk(node, context, into: &result)
        let added = result.controls[before...]
        let isLinkRow = added.contains { control in
            if case .valueLink = control.action { return true }
            return false
        }
        let label = node.labelText
        result.selectionLists[listIndex].rows.append((label, rowID))
        if !isLinkRow {
            result.selectionLists[listIndex].rowsAreLinks = false
            if added.isEmpty {
                result.controls.append(ScannedControl(
                    label: label, kind: .row, isEnabled: !context.isDisabled, source: node.source,
                    action: .row(RowSelection(id: rowID, selection: selection)), labelTexts: node.labelTexts))
            }
        }
    }

    private func scanLink(_ node: ViewNode, label: ViewNode, link: NavigationLinkKind, _ context: Context, into result: inout ScreenScan) {
        let text = ViewNode.controlLabel(node, label: label)
        let isDetailLink = !node.modifiers.contains { $0.kind == .isDetailLink(false) }
        let enabled = !context.isDisabled && !isOutsideContainer
        switch link {
        case .value(let value):
            let unwrapped = value?.unwrapped
            // In a selectable list's row, the link and the row are one control (N24): tapping
            // it selects the row's tag, which is the link's value unless a tag says otherwise (N41).
            var row: RowSelection?
            if let selection = context.selection, let rowID = context.rowID, unwrapped != nil {
                row = RowSelection(id: rowID, selection: selection)
            }
            result.controls.append(ScannedControl(
                label: text, kind: .link, isEnabled: enabled && unwrapped != nil, source: node.source,
                action: .valueLink(unwrapped, row: row)))
        case .destination(let destination):
            result.controls.append(ScannedControl(
                label: text, kind: .link, isEnabled: enabled, source: node.source,
                action: .viewLink(destination, isDetailLink: isDetailLink)))
        case .isActive(let binding, let destination):
            result.events.append(NavigationEvent(
                .note, .declaration, .deprecatedIsActiveAndTagLinks, CatalogText.isActiveDeprecated, source: node.source))
            let active = state.value(at: binding)?.unwrapped == .bool(true)
            result.presentations.append(Presentation(
                kind: .isActive(binding), destination: destination, source: node.source,
                value: nil, isActive: active && !isOutsideContainer, isDetailLink: isDetailLink))
            result.controls.append(ScannedControl(
                label: text, kind: .link, isEnabled: enabled, source: node.source, action: .isActive(binding)))
        case .tagSelection(let tag, let binding, let destination):
            result.events.append(NavigationEvent(
                .note, .declaration, .deprecatedIsActiveAndTagLinks, CatalogText.tagSelectionDeprecated, source: node.source))
            let current = state.value(at: binding)?.unwrapped
            result.presentations.append(Presentation(
                kind: .tag(tag, binding), destination: destination, source: node.source,
                value: nil, isActive: current == tag.unwrapped && !isOutsideContainer, isDetailLink: isDetailLink))
            result.controls.append(ScannedControl(
                label: text, kind: .link, isEnabled: enabled, source: node.source, action: .tagSelection(tag, binding)))
        }
    }

    /// N14: iOS 18 ignores a destination modifier in a lazy container; iOS 16 and 17 warn and still honour it.
    private var ignoresLazyDestinations: Bool {
        state.platform.name != "iOS" || state.platform.major >= 18
    }

    private func lazyWarning(_ modifier: ModifierNode, _ description: String) -> NavigationEvent {
        NavigationEvent(
            .warning, .declaration, .destinationInLazyContainer,
            CatalogText.lazyContainer(description, ignored: ignoresLazyDestinations), source: modifier.source)
    }

    private func apply(_ modifier: ModifierNode, to node: ViewNode, context: inout Context, into result: inout ScreenScan) {
        switch modifier.kind {
        case .navigationTitle(let title):
            if result.title == nil { result.title = title }
        case .destinationForType(let typeName, let destination):
            let misplaced = context.inLazy && ignoresLazyDestinations
            if context.inLazy {
                result.events.append(lazyWarning(modifier, "navigationDestination(for:destination:)` modifier for type `\(typeName)"))
            }
            result.declarations.append(DestinationDeclaration(
                typeName: typeName, destination: destination, source: modifier.source,
                isIgnored: misplaced || context.inIgnoredStack))
        case .destinationIsPresented(let binding, let destination):
            if context.inLazy {
                result.events.append(lazyWarning(modifier, "navigationDestination(isPresented:destination:)` modifier"))
                if ignoresLazyDestinations { return }
            }
            let active = state.value(at: binding)?.unwrapped == .bool(true)
            result.presentations.append(Presentation(
                kind: .isPresented(binding), destination: destination, source: modifier.source,
                value: nil, isActive: active && !isOutsideContainer && !context.inIgnoredStack, isDetailLink: true))
        case .destinationItem(let binding, let destination):
            if context.inLazy {
                result.events.append(lazyWarning(modifier, "navigationDestination(item:destination:)` modifier"))
                if ignoresLazyDestinations { return }
            }
            let item = state.value(at: binding)?.unwrapped
            result.presentations.append(Presentation(
                kind: .item(binding), destination: destination, source: modifier.source,
                value: item, isActive: item != nil && !isOutsideContainer && !context.inIgnoredStack, isDetailLink: true))
        case .disabled(let flag):
            if flag { context.isDisabled = true }
        case .navigationViewStyle(let style):
            result.events.append(NavigationEvent(
                .note, .declaration, .navigationViewIsDeprecated, CatalogText.navigationViewStyleDeprecated(style),
                source: modifier.source))
        case .toolbar(let items):
            // N45: with no navigation container around it there is no bar to show the items in.
            if isOutsideContainer {
                if !items.isEmpty {
                    result.events.append(NavigationEvent(
                        .note, .declaration, .toolbarItemsAreBarControls, CatalogText.toolbarWithoutBar, source: modifier.source))
                }
                return
            }
            // The bar belongs to the screen, not to a list row or a lazy container in it.
            var bar = Context()
            bar.isDisabled = context.isDisabled
            bar.inIgnoredStack = context.inIgnoredStack
            for item in items { walk(item, bar, into: &result) }
            if !items.isEmpty { result.hasToolbarItems = true }
        case .backButtonHidden(let hidden):
            if hidden { result.hidesBackButton = true }
        case .attachedViews(let views):
            for view in views { walk(view, context, into: &result) }
        case .presents(let presentation):
            // N46: showing while its binding is true, or its item is not nil.
            let current = state.value(at: presentation.trigger.binding)?.unwrapped
            switch presentation.trigger {
            case .isPresented:
                if current == .bool(true) { result.modals.append(ActiveModal(presentation: presentation, value: nil, source: modifier.source)) }
            case .item:
                if let current { result.modals.append(ActiveModal(presentation: presentation, value: current, source: modifier.source)) }
            }
        case .interactiveDismissDisabled(let disabled):
            if disabled { result.disablesInteractiveDismiss = true }
        case .presentationCompactAdaptation(let adaptation):
            if result.compactAdaptation == nil { result.compactAdaptation = adaptation }
        case .onOpenURL(let handler):
            result.urlHandlers.append(handler)
        // Read where their controls are scanned (N55, N56).
        case .onSubmit, .submitScope, .accessibilityLabel:
            break
        case .isDetailLink, .tag, .identity, .buttonRole, .other:
            break
        }
    }

    /// The tag a selectable list reads from a row (N41): an explicit `.tag(_:)` (the
    /// outermost, which overrides any inside it), else a value link's value. The taken
    /// branch of an `if` passes its content's tag on, and so does a declared row view
    /// whose body is the row (N41's [M] part: no Apple page says so). A link with a `nil`
    /// value has no tag: it is disabled (N22).
    static func tag(of node: ViewNode) -> Value? {
        for modifier in node.modifiers.reversed() {
            if case .tag(let value) = modifier.kind { return value }
        }
        switch node.kind {
        case .conditional(_, let content), .custom(_, _, let content):
            return tag(of: content)
        case .link(_, .value(let value)):
            return value?.unwrapped
        case .navigationStack, .navigationSplitView, .tabView, .navigationView, .list, .forEach,
             .container, .text, .label, .button, .link, .menu, .disclosureGroup, .textField, .opaque, .color, .empty:
            return nil
        }
    }
}
