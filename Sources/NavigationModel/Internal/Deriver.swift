/// Derives what is visible from a state, as SwiftUI does: evaluate the root, find the
/// container, derive each stack's screens (N1–N3, N12–N20, N26–N28), then lay out
/// columns or the collapsed stack (N29–N36).
struct Deriver {
    let app: any NavigationApp
    let state: AppState
    private var events: [NavigationEvent] = []
    private var columnsToFreeze: [Int: ViewNode] = [:]
    private var exercised = ExercisedBehaviours()
    /// N38: the legacy presentations shown, and those held back, by this derivation.
    private var legacyShown: Set<String> = []
    private var legacySuppressed: Set<String> = []
    /// The controls of the root's views around its navigation container (N45).
    private var outsideControls: [ScannedControl] = []
    private var outsideOpenMenu: OpenMenu?
    private var aroundModals: [ActiveModal] = []
    private var aroundDismissScopes: Set<DismissScope> = []
    private var aroundCompactAdaptation: PresentationAdaptation?
    private var aroundURLHandlers: [CodeRef] = []
    /// Stacks inside a presentation are kept apart from those under it (`layer1/stack`).
    private var keyPrefix = ""
    /// How many presentations may show one above the other.
    static let maximumLayers = 8

    init(app: any NavigationApp, state: AppState) {
        self.app = app
        self.state = state
    }

    // MARK: Structure

    mutating func deriveStructure() throws -> Structure {
        let root = try app.root(in: state)
        var structure: Structure
        if let tabView = Self.findTabView(in: root) {
            // N47: every tab is derived, so each keeps its stacks and its views' state while
            // another shows; the selected one is what the user sees.
            exercised.insert(.tabViewShowsOneTabAtATime)
            let selected = Self.selectedTab(tabView, state: state)
            var tabs: [Structure] = []
            for (index, tab) in tabView.tabs.enumerated() {
                keyPrefix = "tab\(index)/"
                tabs.append(try deriveLayout(root: tab.content))
            }
            keyPrefix = ""
            structure = tabs.isEmpty ? try deriveLayout(root: .empty) : tabs[selected]
            structure.tabBar = TabBar(node: tabView, selected: selected)
            structure.outsideURLHandlers = Self.urlHandlersAroundTabView(in: root) + structure.outsideURLHandlers
            for (index, tab) in tabs.enumerated() where index != selected {
                structure.hiddenTabStackKeys.formUnion(tab.stacks.map(\.key))
            }
        } else {
            structure = try deriveLayout(root: root)
        }
        // N46: each presentation is a layer above what presented it, with content of its own.
        var layers: [DerivedLayer] = []
        var presenter = structure
        while layers.count < Self.maximumLayers, let modal = presenter.firstModal {
            exercised.insert(.presentationsAreLayers)
            let active = presenter.activeModals
            if active.count > 1 {
                // N52: SwiftUI presents one at a time and logs this; which one shows is the model's choice.
                exercised.insert(.onePresentationAtATime)
                events.append(NavigationEvent(
                    .warning, .action, .onePresentationAtATime, CatalogText.twoPresentations, source: active[1].source))
            }
            guard modal.presentation.kind.hasContent, let content = modal.presentation.content else {
                if modal.presentation.kind == .confirmationDialog { exercised.insert(.confirmationDialogHasDismissAction) }
                layers.append(DerivedLayer(modal: modal, structure: nil))
                break
            }
            keyPrefix = "layer\(layers.count + 1)/"
            let inner = try deriveLayout(root: try app.destination(content, value: modal.value, in: state))
            layers.append(DerivedLayer(modal: modal, structure: inner, shownKind: shownKind(of: modal, content: inner)))
            presenter = inner
        }
        keyPrefix = ""
        structure.layers = layers
        structure.events = events
        structure.exercised.formUnion(exercised)
        structure.legacyShown = legacyShown
        structure.legacySuppressed = legacySuppressed
        return structure
    }

    /// N50: a popover at compact width adapts as its content's `presentationCompactAdaptation`
    /// says; by default it shows as a sheet.
    private mutating func shownKind(of modal: ActiveModal, content: Structure) -> ModalPresentation.Kind {
        guard modal.presentation.kind == .popover, state.sizeClass == .compact else { return modal.presentation.kind }
        exercised.insert(.compactPopoverShowsAsSheet)
        switch content.compactAdaptation ?? .automatic {
        case .automatic, .sheet:
            events.append(NavigationEvent(.note, .action, .compactPopoverShowsAsSheet, CatalogText.popoverAsSheet, source: modal.source))
            return .sheet
        case .fullScreenCover: return .fullScreenCover
        case .none, .popover: return .popover
        }
    }

    private mutating func deriveLayout(root: ViewNode) throws -> Structure {
        var structure = try deriveContainer(root: root)
        structure.outsideControls = outsideControls
        structure.outsideOpenMenu = outsideOpenMenu
        structure.aroundModals = aroundModals
        structure.aroundDismissScopes = aroundDismissScopes
        structure.outsideURLHandlers = aroundURLHandlers
        structure.compactAdaptation = aroundCompactAdaptation
            ?? structure.stacks.lazy.flatMap { $0.screens.lazy.compactMap(\.scan.compactAdaptation) }.first
        return structure
    }

    private mutating func deriveContainer(root: ViewNode) throws -> Structure {
        var ancestors: [ModifierNode] = []
        let found = Self.findContainer(in: root, ancestors: &ancestors)
        outsideControls = []
        outsideOpenMenu = nil
        aroundModals = []
        aroundDismissScopes = []
        aroundCompactAdaptation = nil
        aroundURLHandlers = []
        if found != nil {
            // N45: a button beside the container (in a `VStack` with it, an overlay) is on
            // screen too; a link there pushes nothing, as outside any container (N25).
            // N46: so is a presentation declared there or on the container itself.
            let around = ScreenScanner(state: state, isOutsideContainer: true).scan(Self.removingContainer(from: root))
            outsideControls = around.controls
            outsideOpenMenu = around.openMenu
            aroundModals = around.modals
            aroundDismissScopes = around.dismissScopes
            aroundCompactAdaptation = around.compactAdaptation
            aroundURLHandlers = around.urlHandlers
            // Declaration events of the views around the container (a toolbar on the container itself, N45).
            events.append(contentsOf: around.events.filter { $0.kind == .declaration && $0.catalogID == .toolbarItemsAreBarControls })
            if !around.controls.isEmpty { exercised.insert(.toolbarItemsAreBarControls) }
        }
        guard let container = found else {
            let stack = try deriveStack(
                key: "none", column: nil, root: root, rootOrigin: .root, path: nil,
                routesToNextColumn: false, isOutsideContainer: true)
            // N25: the links of a view outside any container are there but disabled.
            if stack.screens[0].scan.controls.contains(where: { $0.kind == .link }) { exercised.insert(.linkOutsideContainerIsDisabled) }
            return Structure(layout: .none, stacks: [stack], events: events, columnsToFreeze: columnsToFreeze)
        }
        for modifier in ancestors + container.modifiers {
            switch modifier.kind {
            case .destinationForType, .destinationIsPresented, .destinationItem:
                events.append(NavigationEvent(
                    .warning, .declaration, .destinationMustBeInsideStack, CatalogText.destinationOutsideStack,
                    source: modifier.source, isModelDecision: true))
            case .navigationViewStyle(let style):
                events.append(NavigationEvent(
                    .note, .declaration, .navigationViewIsDeprecated, CatalogText.navigationViewStyleDeprecated(style),
                    source: modifier.source))
            case .navigationTitle, .isDetailLink, .tag, .disabled, .identity, .toolbar, .backButtonHidden,
                 .attachedViews, .presents, .interactiveDismissDisabled, .buttonRole,
                 .presentationCompactAdaptation, .onOpenURL, .onSubmit, .submitScope, .accessibilityLabel,
                 .other:
                break
            }
        }
        switch container.kind {
        case .navigationStack(let path, let rootContent):
            let stack = try deriveStack(
                key: "stack", column: nil, root: rootContent, rootOrigin: .root, path: path, routesToNextColumn: false)
            return Structure(layout: .stack, stacks: [stack], events: events, columnsToFreeze: columnsToFreeze)
        case .navigationSplitView(let split):
            exercised.insert(.twoAndThreeColumnSplitViews)
            let columns: [(ColumnName, ViewNode)] = [(.sidebar, split.sidebar)]
                + (split.content.map { [(.content, $0)] } ?? []) + [(.detail, split.detail)]
            let stacks = try deriveColumns(columns, isLegacy: false)
            return Structure(
                layout: .splitView(preferredCompactColumn: split.preferredCompactColumn, columnVisibility: split.columnVisibility),
                stacks: stacks, events: events, columnsToFreeze: columnsToFreeze)
        case .navigationView(let children):
            let style = (ancestors + container.modifiers).reversed().lazy.compactMap { modifier -> NavigationViewStyle? in
                if case .navigationViewStyle(let style) = modifier.kind { return style }
                return nil
            }.first ?? .automatic
            exercised.insert(.navigationViewStackOrColumns)
            events.append(NavigationEvent(
                .note, .declaration, .navigationViewIsDeprecated, CatalogText.navigationViewDeprecated(style), source: container.source))
            let primary = children.first ?? .empty
            if style == .stack || state.sizeClass == .compact {
                let stack = try deriveStack(
                    key: style == .stack ? "stack" : "navigationView.compact", column: nil, root: primary,
                    rootOrigin: .root, path: nil, routesToNextColumn: false)
                return Structure(
                    layout: style == .stack ? .stack : .navigationView(style, collapsed: true),
                    stacks: [stack], events: events, columnsToFreeze: columnsToFreeze,
                    regularColumnCount: min(max(children.count, 2), 3), isNavigationView: true)
            }
            var columns: [(ColumnName, ViewNode)] = [(.sidebar, primary)]
            if children.count >= 3 { columns.append((.content, children[1])) }
            columns.append((.detail, children.count >= 2 ? children[children.count - 1] : .empty))
            let stacks = try deriveColumns(columns, isLegacy: true)
            return Structure(
                layout: .navigationView(style, collapsed: false), stacks: stacks, events: events,
                columnsToFreeze: columnsToFreeze, regularColumnCount: stacks.count, isNavigationView: true)
        case .tabView, .list, .forEach, .container, .text, .label, .button, .link, .menu, .disclosureGroup, .textField, .custom,
             .opaque, .color, .empty, .conditional:
            preconditionFailure("findContainer returns navigation containers only")
        }
    }

    private mutating func deriveColumns(_ columns: [(ColumnName, ViewNode)], isLegacy: Bool) throws -> [DerivedStack] {
        var stacks: [DerivedStack] = []
        for (index, (name, content)) in columns.enumerated() {
            let isLast = index == columns.count - 1
            var key = "column\(index)"
            var root = content
            var rootOrigin = ScreenOrigin.root
            var path: BindingRef?
            if let override = stacks.last?.nextColumnOverride {
                root = try app.destination(override.destination, value: override.value, in: state)
                rootOrigin = .columnOverride(override)
            } else if let replacement = state.memory.columnReplacements[index] {
                root = try app.destination(replacement.destination, value: replacement.value, in: state)
                rootOrigin = .columnReplacement(index)
            } else {
                if index > 0, !isLegacy, case .conditional = content.kind,
                   state.platform.name == "iOS", state.platform.major == 16 {
                    if let frozen = state.memory.frozenColumns[index] {
                        if frozen != content {
                            events.append(NavigationEvent(
                                .warning, .action, .iOS16ConditionalColumnDoesNotUpdate, CatalogText.iOS16ConditionalColumn,
                                source: content.source))
                            root = frozen
                        }
                    } else {
                        columnsToFreeze[index] = content
                    }
                }
                if !isLegacy, let (stackContent, binding) = Self.findStack(in: root) {
                    // N7: `.id(selection)` gives the stack a new identity, so a new selection starts a new stack.
                    let identity = Self.stackIdentity(in: root)
                    if !identity.isEmpty {
                        key += "#" + identity.map(\.description).joined(separator: ",")
                        exercised.insert(.sidebarSelectionPopsDetailValuePushes)
                    }
                    root = stackContent
                    path = binding
                }
            }
            let stack = try deriveStack(
                key: key, column: name, root: root, rootOrigin: rootOrigin, path: path,
                routesToNextColumn: !isLast)
            stacks.append(stack)
        }
        return stacks
    }

    // MARK: One stack

    private mutating func deriveStack(
        key: String, column: ColumnName?, root: ViewNode, rootOrigin: ScreenOrigin, path: BindingRef?,
        routesToNextColumn: Bool, isOutsideContainer: Bool = false
    ) throws -> DerivedStack {
        let key = keyPrefix + key
        let memory = state.memory.stack(key)
        var stack = DerivedStack(key: key, column: column, path: path)
        var values: [Value] = []
        if let path {
            switch state.value(at: path)?.unwrapped {
            case .array(let elementType, let elements)?:
                stack.pathElementType = elementType
                values = elements
            case .navigationPath(let elements)?:
                values = elements.map(\.value)
            case .int, .double, .bool, .string, .optional, .set, .dictionary, .instance, .enumCase, .color,
                 .opaque, .closure, nil:
                values = []
            }
        } else {
            values = memory.ownPath
        }
        var registry: [String: DestinationDeclaration] = [:]
        let scanner = ScreenScanner(state: state, isOutsideContainer: isOutsideContainer)

        func add(_ node: ViewNode, _ origin: ScreenOrigin, into stack: inout DerivedStack, events: inout [NavigationEvent]) {
            let scan = scanner.scan(node)
            events.append(contentsOf: scan.events)
            let index = stack.screens.count
            for declaration in scan.declarations where !declaration.isIgnored {
                if stack.pathElementType != nil, index > 0 {
                    events.append(NavigationEvent(
                        .warning, .declaration, .homogeneousPathUsesRootDestinations, CatalogText.homogeneousPath,
                        source: declaration.source))
                    continue
                }
                if let existing = registry[declaration.typeName] {
                    let sameDeclaration = declaration.source != nil
                        ? existing.source == declaration.source
                        : existing.destination == declaration.destination
                    if !sameDeclaration {
                        events.append(NavigationEvent(
                            .warning, .declaration, .closestDuplicateDestinationWins,
                            CatalogText.duplicateDestination(declaration.typeName),
                            source: declaration.source))
                    }
                    continue
                }
                registry[declaration.typeName] = declaration
            }
            stack.screens.append(DerivedScreen(
                screen: Screen(view: node, title: scan.title, column: column), origin: origin, scan: scan,
                destinations: registry))
        }

        // Each element is a screen whose destination is evaluated: a path past the bound fails
        // before that work (four runs of 100,000 appends derived 400,000 screens per step).
        if values.count >= TraceLimits.maximumStackDepth {
            throw NavigationAppError(TraceLimits.stackTooDeepMessage + " (its path holds \(values.count) values)")
        }
        add(root, rootOrigin, into: &stack, events: &events)
        for (index, value) in values.enumerated() {
            let origin: ScreenOrigin = path == nil ? .ownPathElement(index) : .pathElement(index)
            if let declaration = registry[value.typeName] {
                exercised.insert(.destinationForTypeMapsToView)
                let node = try app.destination(declaration.destination, value: value, in: state)
                add(node, origin, into: &stack, events: &events)
            } else {
                events.append(NavigationEvent(
                    .warning, .action, .destinationForTypeMapsToView, CatalogText.pathElementWithoutDestination(value.typeName, index),
                    isModelDecision: true))
                add(.empty, origin, into: &stack, events: &events)
            }
        }
        if path != nil, values.count >= 2 { exercised.insert(.assignedPathShowsItsLastElement) }
        var next = 0
        var presented: Set<Presentation> = []
        func cascade(_ stack: inout DerivedStack, _ deriver: inout Deriver) throws {
            while next < stack.screens.count {
                let presentations = stack.screens[next].scan.presentations
                next += 1
                let activeLinks = presentations.filter { $0.isActive && $0.isLegacyLink }
                if activeLinks.count > 1 {
                    deriver.events.append(NavigationEvent(
                        .warning, .action, .twoActiveLinksShowTheFirst, CatalogText.twoActiveLinks, source: activeLinks[1].source))
                }
                // A presentation already on the stack (a view that presents itself) is not presented again.
                guard let presentation = presentations.first(where: { $0.isActive && !presented.contains($0) }) else { continue }
                presented.insert(presentation)
                if presentation.isLegacyLink {
                    // N38: legacy links push one level per update. A link activated in the same update as the
                    // link whose destination holds it stays set but is not shown, until it is set again.
                    let key = presentation.legacyKey
                    let parentIsNewLegacy: Bool
                    if case .presentation(let parent) = stack.screens[next - 1].origin, parent.isLegacyLink {
                        parentIsNewLegacy = !deriver.state.memory.legacyShown.contains(parent.legacyKey)
                    } else {
                        parentIsNewLegacy = false
                    }
                    if deriver.state.memory.legacySuppressed.contains(key) || parentIsNewLegacy {
                        deriver.exercised.insert(.nestedLegacyLinksPushOneLevelPerUpdate)
                        if !deriver.state.memory.legacySuppressed.contains(key) {
                            deriver.events.append(NavigationEvent(
                                .warning, .action, .nestedLegacyLinksPushOneLevelPerUpdate, CatalogText.nestedLegacyLink,
                                source: presentation.source))
                        }
                        deriver.legacySuppressed.insert(key)
                        continue
                    }
                    deriver.legacyShown.insert(key)
                }
                if stack.screens.count >= Self.maximumDepth {
                    throw NavigationAppError(TraceLimits.stackTooDeepMessage)
                }
                deriver.exercised.insert(presentation.behaviour)
                if routesToNextColumn && presentation.isDetailLink {
                    if stack.nextColumnOverride == nil { stack.nextColumnOverride = presentation }
                    continue
                }
                if routesToNextColumn { deriver.exercised.insert(.nonDetailLinkKeepsPushInItsColumn) }
                let node = try deriver.app.destination(presentation.destination, value: presentation.value, in: deriver.state)
                add(node, .presentation(presentation), into: &stack, events: &deriver.events)
            }
        }
        try cascade(&stack, &self)
        if !memory.viewPushes.isEmpty { exercised.insert(.viewLinkPushesItsView) }
        for (index, destination) in memory.viewPushes.enumerated() {
            let node = try app.destination(destination, value: nil, in: state)
            add(node, .viewPush(index), into: &stack, events: &events)
            try cascade(&stack, &self)
        }
        return stack
    }

    /// A bound on derived stacks, so that an app whose views keep presenting views fails instead of looping.
    static let maximumDepth = TraceLimits.maximumStackDepth

    // MARK: Finding containers

    /// The first navigation container in the root's tree, with the modifiers above it.
    static func findContainer(in node: ViewNode, ancestors: inout [ModifierNode]) -> ViewNode? {
        switch node.kind {
        case .navigationStack, .navigationSplitView, .navigationView:
            return node
        case .custom(_, _, let body):
            ancestors.append(contentsOf: node.modifiers)
            if let found = findContainer(in: body, ancestors: &ancestors) { return found }
            ancestors.removeLast(node.modifiers.count)
        case .conditional(_, let content):
            ancestors.append(contentsOf: node.modifiers)
            if let found = findContainer(in: content, ancestors: &ancestors) { return found }
            ancestors.removeLast(node.modifiers.count)
        case .container(_, let children):
            ancestors.append(contentsOf: node.modifiers)
            for child in children {
                if let found = findContainer(in: child, ancestors: &ancestors) { return found }
            }
            ancestors.removeLast(node.modifiers.count)
        case .tabView, .list, .forEach, .text, .label, .button, .link, .menu, .disclosureGroup, .textField, .opaque, .color, .empty:
            break
        }
        return nil
    }

    /// A `TabView` around the navigation containers: the root, or inside the root's own
    /// views and groups, before any navigation container.
    /// The `onOpenURL` handlers on the way from the root to its `TabView`, the tab view's own included (N54).
    static func urlHandlersAroundTabView(in node: ViewNode) -> [CodeRef] {
        let own = node.modifiers.compactMap { modifier -> CodeRef? in
            if case .onOpenURL(let handler) = modifier.kind { return handler }
            return nil
        }
        switch node.kind {
        case .tabView: return own
        case .custom(_, _, let inner), .conditional(_, let inner):
            return findTabView(in: inner) == nil ? [] : own + urlHandlersAroundTabView(in: inner)
        case .container(_, let children):
            guard let child = children.first(where: { findTabView(in: $0) != nil }) else { return [] }
            return own + urlHandlersAroundTabView(in: child)
        case .navigationStack, .navigationSplitView, .navigationView, .list, .forEach, .text, .label,
             .button, .link, .menu, .disclosureGroup, .textField, .opaque, .color, .empty: return []
        }
    }

    static func findTabView(in node: ViewNode) -> TabViewNode? {
        switch node.kind {
        case .tabView(let tabs): return tabs
        case .custom(_, _, let body): return findTabView(in: body)
        case .conditional(_, let content): return findTabView(in: content)
        case .container(_, let children): return children.lazy.compactMap(findTabView).first
        case .navigationStack, .navigationSplitView, .navigationView, .list, .forEach, .text, .label,
             .button, .link, .menu, .disclosureGroup, .textField, .opaque, .color, .empty: return nil
        }
    }

    /// The tab that shows: the one whose tag the selection holds, or the one the model
    /// remembers for a tab view without a selection; the first when none matches.
    static func selectedTab(_ tabView: TabViewNode, state: AppState) -> Int {
        guard !tabView.tabs.isEmpty else { return 0 }
        if let selection = tabView.selection {
            let current = state.value(at: selection)?.unwrapped
            return tabView.tabs.firstIndex { $0.tag != nil && $0.tag?.unwrapped == current } ?? 0
        }
        return min(max(state.memory.selectedTab, 0), tabView.tabs.count - 1)
    }

    /// The root's views with its navigation container (the one ``findContainer(in:ancestors:)``
    /// finds) taken out: what is around it.
    static func removingContainer(from node: ViewNode) -> ViewNode {
        var removed = false
        return removingContainer(from: node, removed: &removed)
    }

    private static func removingContainer(from node: ViewNode, removed: inout Bool) -> ViewNode {
        if removed { return node }
        var copy = node
        switch node.kind {
        case .navigationStack, .navigationSplitView, .navigationView:
            removed = true
            // Its own modifiers stay: a `.sheet` on the stack presents from around it; so do the
            // `dismiss` actions of a view whose body it is (N44).
            return ViewNode(.empty, modifiers: node.modifiers, source: node.source, declaresDismiss: node.declaresDismiss)
        case .custom(let type, let arguments, let body):
            copy.kind = .custom(type: type, arguments: arguments, body: removingContainer(from: body, removed: &removed))
        case .conditional(let branch, let content):
            copy.kind = .conditional(branch: branch, content: removingContainer(from: content, removed: &removed))
        case .container(let kind, let children):
            var updated: [ViewNode] = []
            for child in children { updated.append(removingContainer(from: child, removed: &removed)) }
            copy.kind = .container(kind, updated)
        case .tabView, .list, .forEach, .text, .label, .button, .link, .menu, .disclosureGroup, .textField, .opaque, .color, .empty:
            break
        }
        return copy
    }

    /// A `NavigationStack` that makes up a split-view column: its root content and path binding.
    /// The `.id(…)` values on the way from a column's content to its stack: its identity (N7).
    static func stackIdentity(in node: ViewNode) -> [Value] {
        let own = node.modifiers.compactMap { modifier -> Value? in
            if case .identity(let value) = modifier.kind { return value }
            return nil
        }
        switch node.kind {
        case .navigationStack: return own
        case .custom(_, _, let body): return own + stackIdentity(in: body)
        case .conditional(_, let content): return own + stackIdentity(in: content)
        case .container(_, let children) where children.count == 1: return own + stackIdentity(in: children[0])
        case .navigationSplitView, .tabView, .navigationView, .list, .forEach, .container, .text, .label,
             .button, .link, .menu, .disclosureGroup, .textField, .opaque, .color, .empty: return own
        }
    }

    static func findStack(in node: ViewNode) -> (ViewNode, BindingRef?)? {
        switch node.kind {
        case .navigationStack(let path, let root): return (root, path)
        case .custom(_, _, let body): return findStack(in: body)
        case .conditional(_, let content): return findStack(in: content)
        case .container(_, let children) where children.count == 1: return findStack(in: children[0])
        case .navigationSplitView, .tabView, .navigationView, .list, .forEach, .container, .text, .label,
             .button, .link, .menu, .disclosureGroup, .textField, .opaque, .color, .empty: return nil
        }
    }

    // MARK: Assembly

    /// Whether a control is a selectable list's row whose id the list's selection holds.
    static func isSelected(_ action: ControlAction, in state: AppState) -> Bool {
        let row: RowSelection
        switch action {
        case .row(let selection), .valueLink(_, row: let selection?): row = selection
        case .modalButton, .valueLink, .viewLink, .isActive, .tagSelection, .button, .field, .openMenu, .toggleDisclosure: return false
        }
        switch state.value(at: row.selection.binding) {
        case .optional(_, let wrapped)?: return wrapped == row.id
        case .set(_, let members)?: return members.contains(row.id)
        case let value?: return value == row.id
        case nil: return false
        }
    }

    /// What the user sees: the root's structure, or the content of the presentation on top
    /// of it (N46), whose controls alone can be tapped; an alert or a dialog on top leaves
    /// what it covers in view and offers its buttons only.
    static func assemble(_ structure: Structure, state: AppState) -> Derivation {
        guard !structure.layers.isEmpty else {
            var derivation = assembleStacks(structure, state: state)
            derivation.ui.tabs = visibleTabs(structure)
            return derivation
        }
        var covered = structure
        var visibleLayers: [VisibleLayer] = []
        for layer in structure.layers {
            let over = assembleStacks(covered, state: state).ui.topScreen
            var visible = VisibleLayer(kind: layer.shownKind, title: layer.modal.presentation.title, over: over)
            if layer.shownKind != layer.modal.presentation.kind { visible.declaredKind = layer.modal.presentation.kind }
            visibleLayers.append(visible)
            if let inner = layer.structure { covered = inner }
        }
        var derivation = assembleStacks(covered, state: state)
        derivation.structure = structure
        derivation.ui.layers = visibleLayers
        derivation.ui.tabs = visibleTabs(structure)
        derivation.exercised.formUnion(structure.exercised)
        if let top = structure.layers.last, top.structure == nil {
            // An alert or a dialog: its buttons, each of which also dismisses it.
            func modalButtons(_ nodes: [ViewNode]) -> [ResolvedControl] {
                let scan = ScreenScanner(state: state, isOutsideContainer: false).scan(ViewNode(.container(.group, nodes)))
                return scan.controls.compactMap { control -> ResolvedControl? in
                    guard case .button(let code) = control.action else { return nil }
                    return ResolvedControl(
                        info: VisibleControl(
                            label: control.label, kind: .button, column: nil, isEnabled: control.isEnabled, source: control.source,
                            labelTexts: control.labelTexts),
                        action: .modalButton(code), stackIndex: 0, screenIndex: 0)
                }
            }
            let presentation = top.modal.presentation
            var buttons: [ResolvedControl]
            switch presentation.kind {
            case .confirmationDialog:
                // N48: a dialog has a standard dismiss action, a Cancel button at compact width,
                // which a button of role `.cancel` replaces; at regular width it is a popover
                // dismissed by tapping outside it, and shows neither.
                let isCancel = { (node: ViewNode) in node.modifiers.contains { $0.kind == .buttonRole(.cancel) } }
                buttons = modalButtons(presentation.actions.filter { !isCancel($0) })
                if state.sizeClass == .compact {
                    let cancel = modalButtons(presentation.actions.filter(isCancel))
                    buttons += cancel.isEmpty
                        ? [ResolvedControl(
                            info: VisibleControl(label: "Cancel", kind: .button, column: nil, isEnabled: true, source: top.modal.source),
                            action: .modalButton(nil), stackIndex: 0, screenIndex: 0)]
                        : cancel
                }
            case .alert, .sheet, .fullScreenCover, .popover:
                buttons = modalButtons(presentation.actions)
                // With no button of its own, SwiftUI gives an alert an OK button.
                if buttons.isEmpty {
                    buttons = [ResolvedControl(
                        info: VisibleControl(label: "OK", kind: .button, column: nil, isEnabled: true, source: top.modal.source),
                        action: .modalButton(nil), stackIndex: 0, screenIndex: 0)]
                }
            }
            derivation.controls = buttons
            derivation.ui.controls = buttons.map(\.info)
            derivation.back = nil
            derivation.ui.isBackEnabled = false
        }
        return derivation
    }

    private static func visibleTabs(_ structure: Structure) -> [VisibleTab] {
        guard let bar = structure.tabBar else { return [] }
        return bar.node.tabs.enumerated().map { index, tab in
            VisibleTab(label: tab.label, systemImage: tab.systemImage, isSelected: index == bar.selected)
        }
    }

    /// Lays out the derived stacks: columns side by side, or the collapsed stack up to `depth`.
    static func assembleStacks(_ structure: Structure, state: AppState) -> Derivation {
        let stacks = structure.stacks
        var columns: [VisibleColumn] = []
        var controls: [ResolvedControl] = []
        var back: BackTarget?
        var layout: VisibleUI.Layout = .stack

        var visibleScreens: [(stackIndex: Int, screenIndex: Int)] = []
        var toolbarShown = false
        /// N57: an open menu's items, which replace every other control while it is open.
        var openMenu: (label: String, controls: [ResolvedControl])?
        func addControls(stackIndex: Int, screenIndex: Int) {
            visibleScreens.append((stackIndex, screenIndex))
            let screen = stacks[stackIndex].screens[screenIndex]
            if screen.scan.hasToolbarItems { toolbarShown = true }
            if let menu = screen.scan.openMenu, openMenu == nil {
                openMenu = (menu.label, menu.items.map { control in
                    ResolvedControl(
                        info: VisibleControl(
                            label: control.label, kind: control.kind, column: stacks[stackIndex].column,
                            isEnabled: control.isEnabled, source: control.source, labelTexts: control.labelTexts),
                        action: control.action, stackIndex: stackIndex, screenIndex: screenIndex)
                })
            }
            for control in screen.scan.controls {
                controls.append(ResolvedControl(
                    info: VisibleControl(
                        label: control.label, kind: control.kind, column: stacks[stackIndex].column,
                        isEnabled: control.isEnabled, source: control.source,
                        isSelected: isSelected(control.action, in: state), labelTexts: control.labelTexts),
                    action: control.action, stackIndex: stackIndex, screenIndex: screenIndex))
            }
        }

        var columnVisibility: Value?
        var exercised = structure.exercised
        switch structure.layout {
        case .none, .stack, .navigationView(_, collapsed: true):
            layout = structure.layout == .none ? .none : .stack
            // N1: the root stays at the bottom, the last push shows, back only above the root.
            if layout == .stack { exercised.insert(.stackShowsLastPushOverRoot) }
            let stack = stacks[0]
            columns = [VisibleColumn(name: nil, screens: stack.screens.map(\.screen))]
            addControls(stackIndex: 0, screenIndex: stack.screens.count - 1)
            if stack.hasPushes { back = .pop(stackIndex: 0, screenIndex: stack.screens.count - 1) }
        case .navigationView, .splitView:
            if case .splitView(_, let visibility) = structure.layout, let visibility {
                columnVisibility = state.value(at: visibility)
            }
            if state.sizeClass == .regular || !structure.layout.isColumns {
                layout = .columns
                if case .splitView = structure.layout { exercised.insert(.columnsSideBySideAtRegularWidth) }
                // N31 [O]: an iPad in portrait shows the detail alone, the leading columns
                // behind a button, unless the visibility asks for them (`.all`, `.doubleColumn`).
                let leadingShown: Bool
                switch columnVisibility?.unwrapped {
                case .enumCase(_, "all", _)?, .enumCase(_, "doubleColumn", _)?: leadingShown = true
                case .int, .double, .bool, .string, .optional, .array, .set, .dictionary, .instance,
                     .enumCase, .color, .navigationPath, .opaque, .closure, nil: leadingShown = false
                }
                let detailOnly = state.orientation == .portrait && state.sizeClass == .regular && structure.layout.isColumns && !leadingShown
                if detailOnly { exercised.insert(.columnsSideBySideAtRegularWidth) }
                for (index, stack) in stacks.enumerated() where !detailOnly || index == stacks.count - 1 {
                    columns.append(VisibleColumn(name: stack.column, screens: stack.screens.map(\.screen)))
                    addControls(stackIndex: index, screenIndex: stack.screens.count - 1)
                }
                if let index = stacks.lastIndex(where: \.hasPushes), !detailOnly || index == stacks.count - 1 {
                    back = .pop(stackIndex: index, screenIndex: stacks[index].screens.count - 1)
                }
            } else {
                exercised.insert(.compactSplitViewCollapses)
                let depth = min(max(state.memory.collapsedDepth, 0), stacks.count - 1)
                let screens = stacks[0...depth].flatMap { $0.screens.map(\.screen) }
                columns = [VisibleColumn(name: nil, screens: screens)]
                addControls(stackIndex: depth, screenIndex: stacks[depth].screens.count - 1)
                if stacks[depth].hasPushes {
                    back = .pop(stackIndex: depth, screenIndex: stacks[depth].screens.count - 1)
                } else if depth > 0 {
                    back = .collapse(to: depth - 1)
                }
            }
        }
        if toolbarShown { exercised.insert(.toolbarItemsAreBarControls) }
        // N45: a screen that hides its back button has no back control.
        if case .pop(let stackIndex, let screenIndex)? = back, stacks[stackIndex].screens[screenIndex].scan.hidesBackButton {
            back = nil
            exercised.insert(.toolbarItemsAreBarControls)
        }
        for control in structure.outsideControls {
            controls.append(ResolvedControl(
                info: VisibleControl(
                    label: control.label, kind: control.kind, column: nil, isEnabled: control.isEnabled,
                    source: control.source, isSelected: isSelected(control.action, in: state), labelTexts: control.labelTexts),
                action: control.action, stackIndex: 0, screenIndex: 0))
        }
        if openMenu == nil, let menu = structure.outsideOpenMenu {
            openMenu = (menu.label, menu.items.map { control in
                ResolvedControl(
                    info: VisibleControl(
                        label: control.label, kind: control.kind, column: nil, isEnabled: control.isEnabled,
                        source: control.source, labelTexts: control.labelTexts),
                    action: control.action, stackIndex: 0, screenIndex: 0)
            })
        }
        if let openMenu {
            // N57: the open menu covers the screen: its items alone can be chosen, and a tap
            // outside it (`dismiss`) closes it rather than going back.
            controls = openMenu.controls
            back = nil
            exercised.insert(.menuOpensAndItsItemsAreTheOnlyControls)
        }
        var ui = VisibleUI(
            sizeClass: state.sizeClass, layout: layout, columns: columns, isBackEnabled: back != nil,
            controls: controls.map(\.info), columnVisibility: columnVisibility, orientation: state.orientation)
        ui.openMenu = openMenu?.label
        return Derivation(
            structure: structure, interactive: structure, ui: ui, controls: controls, back: back,
            visibleScreens: visibleScreens, exercised: exercised)
    }
}
