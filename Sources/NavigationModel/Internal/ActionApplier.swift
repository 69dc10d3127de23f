import Foundation

/// Applies the user's actions (`tap`, `back`, `select`) to a state, given what is visible.
struct ActionApplier {
    let app: any NavigationApp
    let derivation: Derivation

    private var stacks: [DerivedStack] { derivation.interactive.stacks }

    // MARK: tap

    /// Activates the control labelled `label`; returns whether it ran the example's code (a button).
    @discardableResult
    func tap(
        _ label: String, in column: ColumnName?, state: inout AppState, events: inout [NavigationEvent],
        exercised: inout ExercisedBehaviours
    ) throws -> Bool {
        // Only the matches are copied: the explorer tries each of a screen's controls, and
        // copying all of them for each try made a list of 20,000 buttons take seconds.
        // A text field is typed into, not tapped: it never matches (nor hides) a control of its label.
        func isInScope(_ control: ResolvedControl) -> Bool {
            control.info.kind != .field && (column == nil || control.info.column == column)
        }
        let matches = derivation.controls.filter { $0.info.label == label && isInScope($0) }
        let enabled = matches.filter(\.info.isEnabled)
        guard !enabled.isEmpty else {
            if let disabled = matches.first {
                throw disabledError(label, disabled)
            }
            var visible: [String] = []
            var listed: Set<String> = []
            for control in derivation.controls where isInScope(control) && control.info.isEnabled && listed.insert(control.info.label).inserted {
                visible.append(control.info.label)
            }
            if derivation.controls.contains(where: { $0.info.kind == .field && $0.info.label == label }) {
                throw NavigationError("\(Value.literal(label)) is a text field: write `type \"…\" into \(Value.literal(label))` or `submit \(Value.literal(label))`")
            }
            let scope = column.map { " in \($0.rawValue)" } ?? ""
            let list = visible.isEmpty ? "none" : visible.map(Value.literal).joined(separator: ", ")
            throw NavigationError("no visible control \(Value.literal(label))\(scope); visible: \(list)")
        }
        guard enabled.count == 1 else {
            let places = enabled.map { control -> String in
                let screen = stacks[control.stackIndex].screens[control.screenIndex].screen.description
                let where_ = control.info.column.map { " in \($0.rawValue)" } ?? ""
                return "\(control.info.kind.rawValue)\(where_) on \(screen)"
            }
            throw NavigationError(
                "several visible controls \(Value.literal(label)): " + places.joined(separator: ", "),
                related: enabled.compactMap(\.info.source))
        }
        // N57: choosing a menu's item closes the menu (a submenu opens in its place).
        state.memory.openMenu = nil
        try activate(enabled[0], state: &state, events: &events, exercised: &exercised)
        if case .button = enabled[0].action { return true }
        return false
    }

    private func disabledError(_ label: String, _ control: ResolvedControl) -> NavigationError {
        if case .valueLink(nil, _) = control.action {
            return NavigationError(
                "link \(Value.literal(label)) is disabled: its value is nil", source: control.info.source,
                catalogID: .valueLinkAppendsItsValue)
        }
        if derivation.interactive.layout == .none, control.info.kind == .link {
            return NavigationError(
                "link \(Value.literal(label)) is disabled: it is outside any navigation container",
                source: control.info.source, catalogID: .linkOutsideContainerIsDisabled)
        }
        return NavigationError("control \(Value.literal(label)) is disabled", source: control.info.source)
    }

    private func activate(
        _ control: ResolvedControl, state: inout AppState, events: inout [NavigationEvent], exercised: inout ExercisedBehaviours
    ) throws {
        let stack = stacks[control.stackIndex]
        let screen = stack.screens[control.screenIndex]
        let isLeadingColumn = derivation.interactive.layout.isColumns && control.stackIndex + 1 < stacks.count
        switch control.action {
        case .field:
            // Never reached: `tap` does not match text fields.
            return
        case .openMenu(let identity):
            exercised.insert(.menuOpensAndItsItemsAreTheOnlyControls)
            state.memory.openMenu = identity
        case .toggleDisclosure(let toggle):
            exercised.insert(.disclosureGroupShowsContentWhileExpanded)
            if let binding = toggle.binding {
                state.set(.bool(!toggle.isExpanded), at: binding)
            } else if toggle.isExpanded {
                state.memory.expandedGroups.remove(toggle.identity)
            } else {
                state.memory.expandedGroups.insert(toggle.identity)
            }
        case .button(let code):
            do {
                try app.perform(code, in: &state)
            } catch let error as NavigationAppError {
                throw NavigationError(error)
            }
            applyDismissCalls(app.takeDismissCalls(), tapped: control, state: &state, events: &events, exercised: &exercised)
        case .modalButton(let code):
            if let code {
                do {
                    try app.perform(code, in: &state)
                } catch let error as NavigationAppError {
                    throw NavigationError(error)
                }
                applyDismissCalls(app.takeDismissCalls(), tapped: nil, state: &state, events: &events, exercised: &exercised)
            }
            if let layer = derivation.structure.layers.last { dismissLayer(layer, state: &state) }
        case .isActive(let binding):
            exercised.insert(.deprecatedIsActiveAndTagLinks)
            state.set(.bool(true), at: binding)
        case .tagSelection(let tag, let binding):
            exercised.insert(.deprecatedIsActiveAndTagLinks)
            state.set(Self.selecting(tag, current: state.value(at: binding), multiple: false), at: binding)
            if isLeadingColumn { admit(control.stackIndex + 1, in: &state, exercised: &exercised) }
        case .row(let row):
            // N30: the selection drives the next column; N41: it stores the row's tag, when the tag has the selection's type.
            exercised.insert(.listSelectionDrivesNextColumn)
            exercised.insert(.selectableRowsAreTagged)
            guard selectsRow(row, state: state, source: control.info.source, events: &events) else { return }
            state.set(Self.selecting(row.id, current: state.value(at: row.selection.binding), multiple: row.selection.isMultiple),
                      at: row.selection.binding)
            if isLeadingColumn { admit(control.stackIndex + 1, in: &state, exercised: &exercised) }
        case .viewLink(let destination, let isDetailLink):
            exercised.insert(.viewLinkPushesItsView)
            if isLeadingColumn && !isDetailLink { exercised.insert(.nonDetailLinkKeepsPushInItsColumn) }
            if isLeadingColumn && isDetailLink {
                let next = control.stackIndex + 1
                state.memory.columnReplacements[next] = ColumnReplacement(destination: destination, value: nil)
                state.memory.stacks[stacks[next].key] = nil
                admit(next, in: &state, exercised: &exercised)
            } else {
                state.memory.stacks[stack.key, default: StackMemory()].viewPushes.append(destination)
            }
        case .valueLink(nil, _):
            throw disabledError(control.info.label, control)
        case .valueLink(let value?, let row):
            if derivation.interactive.isNavigationView, row == nil {
                // N36: a value link in a NavigationView "doesn't do anything" (no NavigationStack around it).
                exercised.insert(.navigationViewStackOrColumns)
                events.append(NavigationEvent(
                    .warning, .action, .navigationViewStackOrColumns, CatalogText.valueLinkInNavigationView, source: control.info.source))
                return
            }
            if isLeadingColumn {
                try tapLeadingValueLink(
                    value, row: row, control: control, screen: screen, state: &state, events: &events, exercised: &exercised)
            } else {
                try push(
                    value, onto: control.stackIndex, from: screen, source: control.info.source, state: &state, events: &events,
                    exercised: &exercised)
            }
        }
    }

    /// N24: a value link in a leading column drives a later column, or is the row it sits in.
    private func tapLeadingValueLink(
        _ value: Value, row: RowSelection?, control: ResolvedControl, screen: DerivedScreen,
        state: inout AppState, events: inout [NavigationEvent], exercised: inout ExercisedBehaviours
    ) throws {
        for laterIndex in (control.stackIndex + 1)..<stacks.count {
            let later = stacks[laterIndex]
            guard let root = later.screens.first, root.destinations[value.typeName] != nil else { continue }
            if let path = later.path, let current = state.value(at: path) {
                if let elementType = later.pathElementType, !Self.fits(value, elementType) {
                    events.append(NavigationEvent(
                        .warning, .action, .typedPathRejectsOtherTypes, CatalogText.valueDoesNotFitPath(value.typeName, "[\(elementType)]"),
                        source: control.info.source, isModelDecision: true))
                    return
                }
                var replaced = current.unwrapped ?? current
                try? replaced.removeAll()
                try? replaced.append(value, types: app.types)
                state.set(replaced, at: path)
            } else {
                state.memory.stacks[later.key] = StackMemory(ownPath: [value], viewPushes: [])
            }
            exercised.insert(.destinationForTypeMapsToView)
            exercised.insert(.valueLinkAppendsItsValue)
            exercised.insert(.leadingColumnLinkDrivesNextColumn)
            admit(laterIndex, in: &state, exercised: &exercised)
            return
        }
        if let declaration = screen.destinations[value.typeName] {
            exercised.insert(.destinationForTypeMapsToView)
            exercised.insert(.valueLinkAppendsItsValue)
            exercised.insert(.leadingColumnLinkDrivesNextColumn)
            let next = control.stackIndex + 1
            state.memory.columnReplacements[next] = ColumnReplacement(destination: declaration.destination, value: value)
            state.memory.stacks[stacks[next].key] = nil
            admit(next, in: &state, exercised: &exercised)
            events.append(NavigationEvent(
                .note, .action, .leadingColumnLinkDrivesNextColumn,
                CatalogText.ownColumnDestination(stacks[next].column?.rawValue ?? "next"),
                source: control.info.source, isModelDecision: true))
            return
        }
        if let row {
            // N24: the row and its link are one control; N30: the selection drives the next column;
            // N41: it stores the row's tag.
            exercised.insert(.leadingColumnLinkDrivesNextColumn)
            exercised.insert(.listSelectionDrivesNextColumn)
            exercised.insert(.selectableRowsAreTagged)
            guard selectsRow(row, state: state, source: control.info.source, events: &events) else { return }
            state.set(Self.selecting(row.id, current: state.value(at: row.selection.binding), multiple: row.selection.isMultiple),
                      at: row.selection.binding)
            admit(control.stackIndex + 1, in: &state, exercised: &exercised)
            return
        }
        events.append(NavigationEvent(
            .warning, .action, .valueLinkNeedsVisibleDestination, CatalogText.noMatchingDestination(value.typeName),
            source: control.info.source))
    }

    /// A collapsed split view shows the column a tap admitted (N32).
    private func admit(_ column: Int, in state: inout AppState, exercised: inout ExercisedBehaviours) {
        guard case .splitView = derivation.interactive.layout, state.sizeClass == .compact else { return }
        exercised.insert(.compactSplitViewCollapses)
        state.memory.collapsedDepth = max(state.memory.collapsedDepth, column)
    }

    /// N2, N12, N17, N22, N23: push a value onto a stack through its path.
    private func push(
        _ value: Value, onto stackIndex: Int, from screen: DerivedScreen, source: SourceRef?,
        state: inout AppState, events: inout [NavigationEvent], exercised: inout ExercisedBehaviours
    ) throws {
        let stack = stacks[stackIndex]
        if let elementType = stack.pathElementType, !Self.fits(value, elementType) {
            events.append(NavigationEvent(
                .warning, .action, .typedPathRejectsOtherTypes, CatalogText.valueDoesNotFitPath(value.typeName, "[\(elementType)]"),
                source: source, isModelDecision: true))
            return
        }
        guard screen.destinations[value.typeName] != nil else {
            events.append(NavigationEvent(
                .warning, .action, .valueLinkNeedsVisibleDestination, CatalogText.noMatchingDestination(value.typeName), source: source))
            return
        }
        if let first = stack.screens.firstIndex(where: { if case .viewPush = $0.origin { return true } else { return false } }),
           let tapped = stack.screens.firstIndex(where: { $0.screen == screen.screen && $0.origin == screen.origin }),
           tapped >= first {
            // N20 [M]: a value link tapped inside a view-destination screen leaves the path and the screens as they are.
            exercised.insert(.viewPushesSitAboveThePath)
            events.append(NavigationEvent(
                .warning, .action, .viewPushesSitAboveThePath, CatalogText.valueLinkInViewDestination(value.typeName),
                source: source, isModelDecision: true))
            return
        }
        exercised.insert(.stackOwnsStateOrBindsPath)
        exercised.insert(.destinationForTypeMapsToView)
        exercised.insert(.valueLinkAppendsItsValue)
        if let path = stack.path {
            guard let current = state.value(at: path) else { return }
            // N5: the bound path now holds the value, for code to read.
            exercised.insert(.tapsAndCodeChangeTheSamePath)
            var updated = current
            if case .optional(let wrapped, var inner?) = current {
                try? inner.append(value, types: app.types)
                updated = .optional(wrappedType: wrapped, inner)
            } else {
                do {
                    try updated.append(value, types: app.types)
                } catch let error as NavigationAppError {
                    throw NavigationError(error)
                }
            }
            state.set(updated, at: path)
        } else {
            state.memory.stacks[stack.key, default: StackMemory()].ownPath.append(value)
        }
    }

    // MARK: Tag types (N41)

    /// Whether a list with this selection stores `tag`: the tag must have the selection's
    /// type, or be that type's `Optional` (`tag(_:includeOptional:)`); otherwise tapping the
    /// row changes nothing, and the model says why.
    private func selectsRow(_ row: RowSelection, state: AppState, source: SourceRef?, events: inout [NavigationEvent]) -> Bool {
        guard let expected = Self.selectionElementType(state.value(at: row.selection.binding)),
              !Self.tag(row.id, fits: expected) else { return true }
        events.append(NavigationEvent(
            .warning, .action, .selectableRowsAreTagged, CatalogText.tagTypeMismatch(row.id, selectionType: expected), source: source))
        return false
    }

    /// The type a selection stores: an optional's wrapped type, a set's element type, else the value's own.
    static func selectionElementType(_ selection: Value?) -> String? {
        switch selection {
        case .optional(let wrapped, _)?: return wrapped
        case .set(let element, _)?: return element
        case let value?: return value.typeName
        case nil: return nil
        }
    }

    /// Whether a tag of `tag`'s type is seen by a selection of `type` (exactly, or up to `Optional`).
    static func tag(_ tag: Value, fits type: String) -> Bool {
        let expected = type.replacingOccurrences(of: " ", with: "")
        // An unknown or type-erased selection takes any tag.
        if expected.isEmpty || expected == "AnyHashable" || expected == "AnyHashable?" { return true }
        var actual = tag.typeName.replacingOccurrences(of: " ", with: "")
        if case .optional(let wrapped, _) = tag { actual = wrapped.replacingOccurrences(of: " ", with: "") }
        return actual == expected || actual + "?" == expected || actual == expected + "?"
    }

    static func fits(_ value: Value, _ elementType: String) -> Bool {
        let type = elementType.replacingOccurrences(of: " ", with: "")
        return type == value.typeName.replacingOccurrences(of: " ", with: "") || type == "AnyHashable"
    }

    static func selecting(_ id: Value, current: Value?, multiple: Bool) -> Value {
        switch current {
        case .set(let elementType, _)?: return .set(elementType: elementType, [id])
        case .optional(let wrapped, _)?: return .optional(wrappedType: wrapped, id)
        case nil:
            return multiple ? .set(elementType: id.typeName, [id]) : .optional(wrappedType: id.typeName, id)
        case .int, .double, .bool, .string, .array, .dictionary, .instance, .enumCase, .color,
             .navigationPath, .opaque, .closure: return id
        }
    }

    static func clearing(_ current: Value?) -> Value? {
        switch current {
        case .set(let elementType, _)?: return .set(elementType: elementType, [])
        case .optional(let wrapped, _)?: return .optional(wrappedType: wrapped, nil)
        case .int, .double, .bool, .string, .array, .dictionary, .instance, .enumCase, .color,
             .navigationPath, .opaque, .closure, nil: return nil
        }
    }

    // MARK: tabs (N47)

    /// Shows the tab labelled `label`: through the selection binding, or the model's memory.
    /// A presentation on top covers the tab bar (N47). Choosing the tab that shows changes
    /// nothing [M]: reports disagree on whether SwiftUI pops that tab's stack to its root.
    func selectTab(_ label: String, state: inout AppState, events: inout [NavigationEvent], exercised: inout ExercisedBehaviours) throws {
        guard let bar = derivation.structure.tabBar else {
            throw NavigationError("no tab bar: the example has no TabView around its content", catalogID: .tabViewShowsOneTabAtATime)
        }
        guard let index = bar.node.tabs.firstIndex(where: { $0.label == label }) else {
            let labels = bar.node.tabs.map { Value.literal($0.label) }.joined(separator: ", ")
            throw NavigationError("no tab \(Value.literal(label)); tabs: \(labels)", catalogID: .tabViewShowsOneTabAtATime)
        }
        if let top = derivation.structure.layers.last {
            throw NavigationError(
                "the tab bar is covered: a \(top.shownKind.rawValue) is presented over it; dismiss it first",
                catalogID: .tabViewShowsOneTabAtATime)
        }
        exercised.insert(.tabViewShowsOneTabAtATime)
        guard index != bar.selected else {
            // N60: a computed selection's setter runs again, with the tag that shows (apps
            // pop the tab's stack to its root there).
            if let selection = bar.node.selection, case .computed = selection, let tag = bar.node.tabs[index].tag {
                exercised.insert(.computedBindingRunsItsSetter)
                state.set(tag, at: selection)
                events.append(NavigationEvent(
                    .warning, .action, .computedBindingRunsItsSetter, CatalogText.reselectedTabComputed, isModelDecision: true))
                return
            }
            // A warning: a scenario that goes on from here relies on the model's own choice.
            events.append(NavigationEvent(.warning, .action, .tabViewShowsOneTabAtATime, CatalogText.reselectedTab, isModelDecision: true))
            return
        }
        if let selection = bar.node.selection {
            guard let tag = bar.node.tabs[index].tag else {
                throw NavigationError(
                    "the tab \(Value.literal(label)) has no tag, so the selection cannot show it", catalogID: .tabViewShowsOneTabAtATime)
            }
            let current = state.value(at: selection)
            if case .optional(let wrapped, _)? = current {
                state.set(.optional(wrappedType: wrapped, tag.unwrapped), at: selection)
            } else {
                state.set(tag, at: selection)
            }
        } else {
            state.memory.selectedTab = index
        }
    }

    // MARK: dismiss (N46)

    /// The `dismiss` action: swipes the top presentation away, as a user can with a sheet
    /// or a popover; a full-screen cover, an alert or `.interactiveDismissDisabled(true)`
    /// refuses, with why.
    func dismiss(state: inout AppState, exercised: inout ExercisedBehaviours) throws {
        // N57: a tap outside an open menu closes it, and does nothing else.
        if derivation.ui.openMenu != nil {
            exercised.insert(.menuOpensAndItsItemsAreTheOnlyControls)
            state.memory.openMenu = nil
            return
        }
        guard let layer = derivation.structure.layers.last else {
            throw NavigationError("nothing to dismiss: no sheet, cover, popover or alert is showing", catalogID: .presentationsAreLayers)
        }
        if let refusal = Self.dismissRefusal(layer, sizeClass: derivation.ui.sizeClass) { throw refusal }
        exercised.insert(.presentationsAreLayers)
        if layer.modal.presentation.kind == .confirmationDialog { exercised.insert(.confirmationDialogHasDismissAction) }
        dismissLayer(layer, state: &state)
    }

    /// Why the user cannot swipe (or tap beside) the presentation on top away; nil when they can.
    static func dismissRefusal(_ layer: DerivedLayer, sizeClass: SizeClass) -> NavigationError? {
        switch layer.shownKind {
        case .fullScreenCover:
            return NavigationError(
                "a full-screen cover cannot be swiped away; tap a control that dismisses it", catalogID: .presentationsAreLayers)
        case .alert:
            return NavigationError("an alert goes away through one of its buttons; tap one", catalogID: .presentationsAreLayers)
        case .confirmationDialog:
            // N48: at regular width the dialog is a popover that a tap outside dismisses.
            guard sizeClass == .regular else {
                return NavigationError(
                    "a confirmation dialog goes away through one of its buttons or Cancel; tap one",
                    catalogID: .confirmationDialogHasDismissAction)
            }
            return nil
        case .sheet, .popover:
            if layer.structure?.disablesInteractiveDismiss == true {
                return NavigationError(
                    "the sheet cannot be swiped away: its content says .interactiveDismissDisabled()", catalogID: .presentationsAreLayers)
            }
            return nil
        }
    }

    /// Sets the presentation's binding to `false` (or its item to `nil`); the engine runs its
    /// `onDismiss` once it has gone, whatever removed it (N46).
    private func dismissLayer(_ layer: DerivedLayer, state: inout AppState) {
        let presentation = layer.modal.presentation
        switch presentation.trigger {
        case .isPresented(let binding): state.set(.bool(false), at: binding)
        case .item(let binding): if let cleared = Self.clearing(state.value(at: binding)) { state.set(cleared, at: binding) }
        }
    }

    // MARK: dismiss() (N44)

    /// Where the view that declared a `dismiss` action is: on a screen of a stack, or around
    /// the container of the root (`layer` nil) or of a presentation's content.
    private enum DismissPlace {
        case screen(Structure, layer: Int?, stackIndex: Int, screenIndex: Int)
        case around(layer: Int?)
    }

    /// Applies the `dismiss()` calls code made, each to the environment where its action was
    /// declared (`DismissAction`: "the action applies to the environment where you declared
    /// it"): a pushed screen pops with what is above it, a presentation's content dismisses
    /// the presentation, a view that is not presented does nothing. On iOS 18 a split view
    /// column's root leaves the column (collapsed) or clears the selection showing it.
    func applyDismissCalls(
        _ calls: [DismissScope?], tapped control: ResolvedControl?, state: inout AppState,
        events: inout [NavigationEvent], exercised: inout ExercisedBehaviours
    ) {
        var handled: Set<DismissScope> = []
        for call in calls {
            exercised.insert(.dismissActsWhereItIsDeclared)
            let place: DismissPlace
            if let scope = call {
                guard handled.insert(scope).inserted else { continue }
                guard let found = locate(scope) else {
                    events.append(NavigationEvent(.note, .action, .dismissActsWhereItIsDeclared, CatalogText.dismissNotOnScreen))
                    continue
                }
                place = found
            } else {
                // The app does not say where the action was declared: the control's screen.
                guard let control else { continue }
                let layer = derivation.structure.layers.lastIndex { $0.structure != nil }
                place = .screen(derivation.interactive, layer: layer, stackIndex: control.stackIndex, screenIndex: control.screenIndex)
            }
            act(on: place, state: &state, events: &events, exercised: &exercised)
        }
    }

    /// The screen or presentation whose views declare `scope`, the top-most first.
    private func locate(_ scope: DismissScope) -> DismissPlace? {
        var candidates: [(layer: Int?, structure: Structure)] = [(nil, derivation.structure)]
        for (index, layer) in derivation.structure.layers.enumerated() {
            if let structure = layer.structure { candidates.append((index, structure)) }
        }
        for (layer, structure) in candidates.reversed() {
            for (stackIndex, stack) in structure.stacks.enumerated() {
                if let screenIndex = stack.screens.lastIndex(where: { $0.scan.dismissScopes.contains(scope) }) {
                    return .screen(structure, layer: layer, stackIndex: stackIndex, screenIndex: screenIndex)
                }
            }
            if structure.aroundDismissScopes.contains(scope) { return .around(layer: layer) }
        }
        return nil
    }

    private func act(on place: DismissPlace, state: inout AppState, events: inout [NavigationEvent], exercised: inout ExercisedBehaviours) {
        switch place {
        case .screen(let structure, let layer, let stackIndex, let screenIndex):
            guard structure.stacks.indices.contains(stackIndex), structure.stacks[stackIndex].screens.indices.contains(screenIndex) else { return }
            let stack = structure.stacks[stackIndex]
            switch stack.screens[screenIndex].origin {
            case .root, .columnOverride, .columnReplacement:
                if case .splitView = structure.layout, stackIndex > 0, state.platform.name == "iOS", state.platform.major >= 18 {
                    leaveColumn(stackIndex, of: structure, state: &state, events: &events, exercised: &exercised)
                } else {
                    act(on: .around(layer: layer), state: &state, events: &events, exercised: &exercised)
                }
            case .pathElement, .ownPathElement, .viewPush, .presentation:
                for index in stack.screens.indices.reversed() where index >= screenIndex {
                    removeScreen(stack, index, state: &state, exercised: &exercised)
                }
            }
        case .around(let layer?):
            // The presentation and any presented from within it go.
            exercised.insert(.presentationsAreLayers)
            for index in derivation.structure.layers.indices.reversed() where index >= layer {
                dismissLayer(derivation.structure.layers[index], state: &state)
            }
        case .around(nil):
            events.append(NavigationEvent(.note, .action, .dismissActsWhereItIsDeclared, CatalogText.dismissNotPresented))
        }
    }

    /// N44 on iOS 18: `dismiss()` declared in a later column's root pops the collapsed split
    /// view's implicit stack, or clears the equivalent state (the selection) when expanded.
    private func leaveColumn(
        _ column: Int, of structure: Structure, state: inout AppState, events: inout [NavigationEvent], exercised: inout ExercisedBehaviours
    ) {
        let stacks = structure.stacks
        let name = stacks[column].column?.rawValue ?? "next"
        let collapsed = state.sizeClass == .compact
        if collapsed {
            guard state.memory.collapsedDepth >= column else { return }
            exercised.insert(.compactSplitViewCollapses)
            state.memory.collapsedDepth = column - 1
            events.append(NavigationEvent(.note, .action, .dismissActsWhereItIsDeclared, CatalogText.dismissPoppedCollapsedColumn(name)))
        } else {
            events.append(NavigationEvent(.note, .action, .dismissActsWhereItIsDeclared, CatalogText.dismissClearedColumnSelection(name)))
        }
        for index in column..<stacks.count {
            if case .columnOverride(let presentation)? = stacks[index].screens.first?.origin {
                Self.dismiss(presentation, in: &state)
            }
            state.memory.columnReplacements[index] = nil
            state.memory.stacks[stacks[index].key] = nil
        }
        if let list = stacks[column - 1].rootSelectionList,
           let cleared = Self.clearing(state.value(at: list.selection.binding)) {
            exercised.insert(.listSelectionDrivesNextColumn)
            state.set(cleared, at: list.selection.binding)
        }
    }

    // MARK: back

    func back(state: inout AppState, events: inout [NavigationEvent], exercised: inout ExercisedBehaviours) throws {
        guard let target = derivation.back else {
            let hidden = derivation.visibleScreens.contains { stacks[$0.stackIndex].screens[$0.screenIndex].scan.hidesBackButton }
            if hidden, stacks.contains(where: \.hasPushes) {
                throw NavigationError(
                    "no back control: the screen hides it (navigationBarBackButtonHidden, or a hidden navigation bar)",
                    catalogID: .toolbarItemsAreBarControls)
            }
            throw NavigationError("no back control: the root is showing", catalogID: .stackShowsLastPushOverRoot)
        }
        switch target {
        case .pop(let stackIndex, let screenIndex):
            let stack = stacks[stackIndex]
            switch stack.screens[screenIndex].origin {
            case .root, .columnOverride, .columnReplacement:
                throw NavigationError("no back control: the root is showing", catalogID: .stackShowsLastPushOverRoot)
            case .pathElement, .ownPathElement, .viewPush, .presentation:
                removeScreen(stack, screenIndex, state: &state, exercised: &exercised)
            }
        case .collapse(let column):
            collapse(to: column, state: &state, events: &events, exercised: &exercised)
        }
    }

    /// Takes a pushed screen off its stack, as back does: the top one, or (for `dismiss()`,
    /// called from the top down) each screen above the one dismissed first.
    private func removeScreen(_ stack: DerivedStack, _ screenIndex: Int, state: inout AppState, exercised: inout ExercisedBehaviours) {
        switch stack.screens[screenIndex].origin {
        case .root, .columnOverride, .columnReplacement:
            return
        case .pathElement:
            guard let path = stack.path, let current = state.value(at: path) else { return }
            exercised.insert(.stackOwnsStateOrBindsPath)
            exercised.insert(.tapsAndCodeChangeTheSamePath)
            var updated = current
            if case .optional(let wrapped, var inner?) = current {
                try? inner.removeLast()
                updated = .optional(wrappedType: wrapped, inner)
            } else {
                try? updated.removeLast()
            }
            state.set(updated, at: path)
        case .ownPathElement:
            exercised.insert(.stackOwnsStateOrBindsPath)
            state.memory.stacks[stack.key]?.ownPath.removeLast()
        case .viewPush(let index):
            exercised.insert(.viewLinkPushesItsView)
            state.memory.stacks[stack.key]?.viewPushes.remove(at: index)
        case .presentation(let presentation):
            exercised.insert(presentation.behaviour)
            Self.dismiss(presentation, in: &state)
        }
    }

    /// N18, N19, N26: back sets the binding that presented the view to `false` or `nil`.
    static func dismiss(_ presentation: Presentation, in state: inout AppState) {
        switch presentation.kind {
        case .isPresented(let binding), .isActive(let binding):
            state.set(.bool(false), at: binding)
        case .item(let binding), .tag(_, let binding):
            if let cleared = clearing(state.value(at: binding)) { state.set(cleared, at: binding) }
        }
    }

    /// N33, N34: leave the top column of a collapsed split view.
    private func collapse(
        to column: Int, state: inout AppState, events: inout [NavigationEvent], exercised: inout ExercisedBehaviours
    ) {
        // N33 comes with its note, when a selection put the column there.
        exercised.insert(.compactSplitViewCollapses)
        state.memory.collapsedDepth = column
        let leaving = stacks[column + 1]
        switch leaving.screens.first?.origin {
        case .columnOverride(let presentation)?:
            exercised.insert(presentation.behaviour)
            Self.dismiss(presentation, in: &state)
        case .columnReplacement(let index)?:
            state.memory.columnReplacements[index] = nil
        case .root, .pathElement, .ownPathElement, .viewPush, .presentation, nil:
            break
        }
        state.memory.stacks[leaving.key] = nil
        if let list = stacks[column].rootSelectionList,
           let current = state.value(at: list.selection.binding), !current.isEmptySelection {
            if list.rowsAreLinks {
                if let cleared = Self.clearing(current) { state.set(cleared, at: list.selection.binding) }
                events.append(NavigationEvent(
                    .note, .action, .collapsedBackClearsValueLinkSelection,
                    CatalogText.collapsedBackClearsSelection(list.selection.binding.description)))
            } else {
                events.append(NavigationEvent(
                    .note, .action, .collapsedBackClearsValueLinkSelection,
                    CatalogText.collapsedBackKeepsSelection(list.selection.binding.description)))
            }
        }
        if case .splitView(let preferred?, _) = derivation.interactive.layout, let name = stacks[column].column {
            exercised.insert(.preferredCompactColumnShowsOnTop)
            state.set(.enumCase(type: "NavigationSplitViewColumn", name: name.rawValue, associatedValues: []), at: preferred)
        }
    }

    // MARK: select

    /// `select "A", "B"`: set a selectable list's selection to the tags of the rows with these labels (N30, N41).
    func select(_ labels: [String], state: inout AppState, events: inout [NavigationEvent], exercised: inout ExercisedBehaviours) throws {
        let lists = derivation.visibleScreens.flatMap { stacks[$0.stackIndex].screens[$0.screenIndex].scan.selectionLists }
        guard !lists.isEmpty else { throw NavigationError("no visible list with a selection") }
        // Every visible list is a candidate (a sidebar, a content column, a pushed
        // screen); the one holding all the labels is meant.
        let holding = lists.filter { list in labels.allSatisfy { label in list.rows.contains { $0.label == label } } }
        guard !holding.isEmpty else {
            let best = lists.max { lhs, rhs in
                labels.filter { label in lhs.rows.contains { $0.label == label } }.count
                    < labels.filter { label in rhs.rows.contains { $0.label == label } }.count
            } ?? lists[0]
            let missing = labels.first { label in !best.rows.contains { $0.label == label } } ?? labels[0]
            var visible: [String] = []
            for row in lists.flatMap(\.rows) where !visible.contains(row.label) { visible.append(row.label) }
            let shown = visible.isEmpty ? "none" : visible.map(Value.literal).joined(separator: ", ")
            let together = labels.count > 1 && lists.contains { list in list.rows.contains { $0.label == missing } }
                ? "no visible list has all of " + labels.map(Value.literal).joined(separator: ", ")
                : "no visible row \(Value.literal(missing))"
            throw NavigationError("\(together); visible: \(shown)")
        }
        let preferred = holding.filter { labels.count > 1 ? $0.selection.isMultiple : true }
        let candidates = preferred.isEmpty ? holding : preferred
        guard candidates.count == 1 else {
            throw NavigationError(
                "several visible lists have rows " + labels.map(Value.literal).joined(separator: ", "),
                related: candidates.compactMap(\.source))
        }
        let list = candidates[0]
        exercised.insert(.listSelectionDrivesNextColumn)
        exercised.insert(.selectableRowsAreTagged)
        var ids = labels.compactMap { label in list.rows.first { $0.label == label }?.id }
        let current = state.value(at: list.selection.binding)
        if let expected = Self.selectionElementType(current) {
            let misfits = ids.filter { !Self.tag($0, fits: expected) }
            for misfit in misfits {
                events.append(NavigationEvent(
                    .warning, .action, .selectableRowsAreTagged, CatalogText.tagTypeMismatch(misfit, selectionType: expected),
                    source: list.source))
            }
            ids.removeAll { !Self.tag($0, fits: expected) }
            if ids.isEmpty { return }
        }
        if case .set(let elementType, _)? = current {
            state.set(.set(elementType: elementType, Set(ids)), at: list.selection.binding)
        } else if ids.count == 1 {
            state.set(Self.selecting(ids[0], current: current, multiple: list.selection.isMultiple), at: list.selection.binding)
        } else if list.selection.isMultiple {
            state.set(.set(elementType: ids[0].typeName, Set(ids)), at: list.selection.binding)
        } else {
            throw NavigationError("the list allows only one selection; cannot select \(labels.count) rows")
        }
    }

    // MARK: Text fields and deep links

    /// The enabled text field a scenario names by its label or prompt.
    private func field(_ label: String) throws -> (control: ResolvedControl, field: FieldControl) {
        var found: [(control: ResolvedControl, field: FieldControl)] = []
        for control in derivation.controls {
            guard case .field(let field) = control.action, control.info.label == label || field.field.prompt == label else { continue }
            found.append((control, field))
        }
        guard let first = found.first else {
            var fields: [String] = []
            for control in derivation.controls where control.info.kind == .field && !fields.contains(control.info.label) {
                fields.append(control.info.label)
            }
            let list = fields.isEmpty ? "none" : fields.map(Value.literal).joined(separator: ", ")
            throw NavigationError("no visible text field \(Value.literal(label)); visible fields: \(list)")
        }
        guard found.count == 1 else {
            throw NavigationError("several visible text fields \(Value.literal(label))", related: found.compactMap(\.control.info.source))
        }
        guard first.control.info.isEnabled else {
            throw NavigationError("text field \(Value.literal(label)) is disabled", source: first.control.info.source)
        }
        return first
    }

    /// `type "TEXT" into "LABEL"`: the field's binding takes the text, as typing it would leave it.
    func typeText(_ text: String, into label: String, state: inout AppState) throws {
        let (control, field) = try field(label)
        guard let binding = field.field.text, case .state = binding else {
            throw NavigationError(
                "text field \(Value.literal(label)) is bound to nothing the model can write (a constant, or storage outside state)",
                source: control.info.source)
        }
        state.set(.string(text), at: binding)
    }

    /// `submit "LABEL"` (N55): the `onSubmit` actions around the field run, innermost first.
    func submit(_ label: String, state: inout AppState, events: inout [NavigationEvent], exercised: inout ExercisedBehaviours) throws {
        let (control, field) = try field(label)
        exercised.insert(.returnRunsEnclosingOnSubmitActions)
        for action in field.submitActions {
            try run(action, state: &state)
            applyDismissCalls(app.takeDismissCalls(), tapped: control, state: &state, events: &events, exercised: &exercised)
        }
    }

    /// `open url "URL"` (N54): every `onOpenURL` handler on screen runs with the URL.
    func openURL(_ url: String, state: inout AppState, events: inout [NavigationEvent], exercised: inout ExercisedBehaviours) throws {
        let handlers = derivation.structure.urlHandlers
        guard !handlers.isEmpty else {
            throw NavigationError("no view on screen handles a URL: none declares `.onOpenURL { url in … }`")
        }
        exercised.insert(.deepLinkReachesEveryOnOpenURLHandler)
        for handler in handlers {
            do {
                try app.perform(handler, openingURL: url, in: &state)
            } catch let error as NavigationAppError {
                throw NavigationError(error)
            }
            applyDismissCalls(app.takeDismissCalls(), tapped: nil, state: &state, events: &events, exercised: &exercised)
        }
    }

    private func run(_ code: CodeRef, state: inout AppState) throws {
        do {
            try app.perform(code, in: &state)
        } catch let error as NavigationAppError {
            throw NavigationError(error)
        }
    }
}
