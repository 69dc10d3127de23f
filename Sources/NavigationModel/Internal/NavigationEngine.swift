import Foundation

/// Applies actions to a state and derives the result; no trace, no session bookkeeping.
///
/// An action first changes state (`apply`), then the model adjusts what
/// SwiftUI adjusts by itself (view pushes under a new value N20, the detail stack
/// after a new sidebar selection N7, the depth of a collapsed split view N32–N34),
/// then derives the new visible UI.
struct NavigationEngine {
    let app: any NavigationApp
    /// The launch state: a relaunch starts from its values (N40).
    var initial: AppState?

    /// The result of one action: the new state and its derivation, and the events the action logged.
    struct Step {
        var state: AppState
        var derivation: Derivation
        var events: [NavigationEvent]
        /// The catalog entries the action and the derivation after it applied (the action's events included).
        var exercised: ExercisedBehaviours
    }

    // MARK: Launch and derivation

    /// How many times one derivation may be repeated for views that bring new state.
    static let maximumViewStateRounds = 16

    func launch(_ initial: AppState) throws -> Step {
        var state = initial
        state.memory = NavigationMemory()
        let derivation = try derive(&state, previous: nil, enteringCompact: state.sizeClass == .compact)
        let events = Self.collapseNote(derivation, state, entering: state.sizeClass == .compact)
        return Step(state: state, derivation: derivation, events: events, exercised: derivation.exercised)
    }

    /// N32 [M]: entering compact width, the collapsed stack shows the columns the selections admit.
    static func collapseNote(_ derivation: Derivation, _ state: AppState, entering: Bool) -> [NavigationEvent] {
        guard entering, case .splitView = derivation.structure.layout, state.memory.collapsedDepth > 0 else { return [] }
        return [NavigationEvent(.note, .action, .compactSplitViewCollapses, CatalogText.collapsedFromSelection, isModelDecision: true)]
    }

    func derive(_ state: inout AppState, previous: (Structure, AppState)?, enteringCompact: Bool) throws -> Derivation {
        var deriver = Deriver(app: app, state: state)
        var structure = try app.deriving(state) { try deriver.deriveStructure() }
        // A view met for the first time brings its own state; derive again so that its
        // bindings drive what they bind. A new view is met at most once per level of
        // nesting, so this settles; the bound stops a view that keeps renaming itself.
        var rounds = 0
        while rounds < Self.maximumViewStateRounds, app.adoptViewState(into: &state) {
            rounds += 1
            deriver = Deriver(app: app, state: state)
            structure = try app.deriving(state) { try deriver.deriveStructure() }
        }
        // What the app's own evaluation logged (N43): state-caused, so logged when it first arises.
        let appEvents = app.takeEvents()
        structure.events.append(contentsOf: appEvents)
        for event in appEvents { structure.exercised.insert(event.catalogID) }
        for (index, node) in structure.columnsToFreeze where state.memory.frozenColumns[index] == nil {
            state.memory.frozenColumns[index] = node
        }
        state.memory.legacyShown = structure.legacyShown
        state.memory.legacySuppressed = structure.legacySuppressed
        var usesPreferredColumn = false
        if case .splitView(let preferred, _) = structure.layout, state.sizeClass == .compact {
            usesPreferredColumn = preferred != nil
            if enteringCompact {
                state.memory.collapsedDepth = Self.initialDepth(structure, state: state, preferred: preferred)
            } else if let (oldStructure, oldState) = previous {
                state.memory.collapsedDepth = Self.adjustedDepth(
                    from: oldStructure, oldState, to: structure, state, preferred: preferred)
            }
        }
        var derivation = Deriver.assemble(structure, state: state)
        // N34: the collapsed split view consults preferredCompactColumn for its top column.
        if usesPreferredColumn { derivation.exercised.insert(.preferredCompactColumnShowsOnTop) }
        // N42: views other than the root keep state of their own.
        if !state.viewStateIdentities.isEmpty { derivation.exercised.insert(.stateLivesWithViewIdentity) }
        return derivation
    }

    // MARK: Collapsed depth (N32, N34)

    private static func admission(_ structure: Structure, _ state: AppState, column k: Int) -> (token: [Value?], admitted: Bool) {
        let stacks = structure.stacks
        guard k + 1 < stacks.count else { return ([], false) }
        let selection = stacks[k].rootSelectionList.flatMap { state.value(at: $0.selection.binding) }
        let next = stacks[k + 1]
        var replaced: Value?
        switch next.screens.first?.origin {
        case .columnOverride(let presentation)?: replaced = .string("override \(presentation.destination.id)")
        case .columnReplacement?: replaced = .string("replacement")
        case .root, .pathElement, .ownPathElement, .viewPush, .presentation, nil: replaced = nil
        }
        let admitted = (selection.map { !$0.isEmptySelection } ?? false) || replaced != nil || next.hasPushes
        return ([selection, replaced, .bool(next.hasPushes)], admitted)
    }

    private static func preferredIndex(_ structure: Structure, _ state: AppState, _ preferred: BindingRef?) -> Int? {
        guard let preferred, case .enumCase(_, let name, _)? = state.value(at: preferred)?.unwrapped,
              let column = ColumnName(rawValue: name) else { return nil }
        return structure.columnNames.firstIndex(of: column)
    }

    static func initialDepth(_ structure: Structure, state: AppState, preferred: BindingRef?) -> Int {
        if let index = preferredIndex(structure, state, preferred) { return index }
        var depth = 0
        while depth + 1 < structure.stacks.count, admission(structure, state, column: depth).admitted {
            depth += 1
        }
        return depth
    }

    private static func adjustedDepth(
        from oldStructure: Structure, _ oldState: AppState, to structure: Structure, _ state: AppState,
        preferred: BindingRef?
    ) -> Int {
        var depth = state.memory.collapsedDepth
        if let newIndex = preferredIndex(structure, state, preferred),
           newIndex != preferredIndex(oldStructure, oldState, preferred) {
            return newIndex
        }
        guard oldStructure.stacks.count == structure.stacks.count else {
            return min(depth, structure.stacks.count - 1)
        }
        for k in 0..<(structure.stacks.count - 1) {
            let before = admission(oldStructure, oldState, column: k)
            let after = admission(structure, state, column: k)
            guard before.token != after.token else { continue }
            depth = after.admitted ? max(depth, k + 1) : min(depth, k)
        }
        return min(depth, structure.stacks.count - 1)
    }

    // MARK: Actions

    func perform(_ action: NavigationAction, on current: Step) throws -> Step {
        var state = current.state
        var events: [NavigationEvent] = []
        var exercised = ExercisedBehaviours()
        var enteringCompact = false
        var byCode = false
        switch action {
        case .tap(let label, let column):
            byCode = try ActionApplier(app: app, derivation: current.derivation)
                .tap(label, in: column, state: &state, events: &events, exercised: &exercised)
        case .back:
            try ActionApplier(app: app, derivation: current.derivation).back(state: &state, events: &events, exercised: &exercised)
        case .dismiss:
            try ActionApplier(app: app, derivation: current.derivation).dismiss(state: &state, exercised: &exercised)
        case .selectTab(let label):
            try ActionApplier(app: app, derivation: current.derivation).selectTab(label, state: &state, events: &events, exercised: &exercised)
        case .select(let labels):
            try ActionApplier(app: app, derivation: current.derivation).select(labels, state: &state, events: &events, exercised: &exercised)
        case .run(let code):
            byCode = true
            do {
                try app.perform(code, in: &state)
            } catch let error as NavigationAppError {
                throw NavigationError(error)
            }
            // N44: code run in the root's scope dismisses through the actions it can reach.
            ActionApplier(app: app, derivation: current.derivation)
                .applyDismissCalls(app.takeDismissCalls(), tapped: nil, state: &state, events: &events, exercised: &exercised)
        case .size(let size):
            enteringCompact = size == .compact && state.sizeClass != .compact
            if size != state.sizeClass, case .navigationView(let style, _) = current.derivation.structure.layout, style != .stack {
                Self.carryViewPushes(in: &state.memory, toCompact: size == .compact, columns: current.derivation.structure.regularColumnCount)
                exercised.insert(.navigationViewStackOrColumns)
            }
            state.sizeClass = size
        case .platform(let platform):
            state.platform = platform
            state.memory.frozenColumns = [:]
        case .orientation(let orientation):
            state.orientation = orientation
        case .openURL(let url):
            byCode = true
            try ActionApplier(app: app, derivation: current.derivation).openURL(url, state: &state, events: &events, exercised: &exercised)
        case .typeText(let text, let label):
            try ActionApplier(app: app, derivation: current.derivation).typeText(text, into: label, state: &state)
        case .submit(let label):
            byCode = true
            try ActionApplier(app: app, derivation: current.derivation).submit(label, state: &state, events: &events, exercised: &exercised)
        case .relaunch:
            return try relaunch(current, into: app)
        }
        return try finish(state, from: current, events: events, exercised: exercised, enteringCompact: enteringCompact, byCode: byCode)
    }

    /// Applies a change made by the caller's own code (a `run` step the interpreter evaluated itself).
    func change(_ body: (inout AppState) throws -> Void, on current: Step) throws -> Step {
        var state = current.state
        do {
            try body(&state)
        } catch let error as NavigationAppError {
            throw NavigationError(error)
        }
        return try finish(state, from: current, events: [], exercised: ExercisedBehaviours(), enteringCompact: false, byCode: true)
    }

    private func finish(
        _ changed: AppState, from current: Step, events: [NavigationEvent], exercised: ExercisedBehaviours,
        enteringCompact: Bool, byCode: Bool
    ) throws -> Step {
        var state = changed
        var events = events
        var exercised = exercised
        try runSetters(in: &state, exercised: &exercised)
        Self.recordPathChanges(from: current, to: state, byCode: byCode, into: &exercised)
        SelfAdjustments(old: current.derivation.structure, oldState: current.state)
            .apply(to: &state, events: &events, exercised: &exercised)
        try runSetters(in: &state, exercised: &exercised)
        // Equal situations must be equal states (exploration deduplicates by state).
        state.memory.stacks = state.memory.stacks.filter { !$0.value.isEmpty }
        var derivation = try convertingErrors {
            try derive(&state, previous: (current.derivation.structure, current.state), enteringCompact: enteringCompact)
        }
        // N46: a presentation that went away, whatever removed it, runs its onDismiss; N53: one
        // whose presenter left the screen went with it, its binding still set.
        let gone = Self.layersGone(from: current.derivation.structure, to: derivation.structure)
        var ranOnDismiss = false
        for layer in gone {
            let presentation = layer.modal.presentation
            if Self.stillPresents(layer, in: state) {
                exercised.insert(.presentationLeavesWithItsPresenter)
                events.append(NavigationEvent(
                    .warning, .action, .presentationLeavesWithItsPresenter,
                    CatalogText.presenterGone(layer.shownKind.rawValue, binding: presentation.trigger.binding.description),
                    source: layer.modal.source, isModelDecision: true))
            }
            guard let onDismiss = presentation.onDismiss else { continue }
            exercised.insert(.presentationsAreLayers)
            do {
                try app.perform(onDismiss, in: &state)
            } catch let error as NavigationAppError {
                throw NavigationError(error)
            }
            ranOnDismiss = true
        }
        if ranOnDismiss {
            let settled = derivation
            derivation = try convertingErrors {
                try derive(&state, previous: (settled.structure, state), enteringCompact: false)
            }
        }
        events.append(contentsOf: Self.collapseNote(derivation, state, entering: enteringCompact))
        exercised.formUnion(derivation.exercised)
        for event in events { exercised.insert(event.catalogID) }
        // N7: a stack replaced by one with a new identity (`.id`) is gone, with what it had pushed.
        let liveKeys = derivation.structure.allStackKeys
        state.memory.stacks = state.memory.stacks.filter { !$0.key.contains("#") || liveKeys.contains($0.key) }
        return Step(state: state, derivation: derivation, events: events, exercised: exercised)
    }

    /// N60: the writes an action made through computed bindings run their setters, in order,
    /// as SwiftUI calls a `Binding(get:set:)`'s setter where it would write a state.
    private func runSetters(in state: inout AppState, exercised: inout ExercisedBehaviours) throws {
        while !state.pendingSetterWrites.isEmpty {
            let write = state.pendingSetterWrites.removeFirst()
            exercised.insert(.computedBindingRunsItsSetter)
            do {
                try app.perform(write.setter, writing: write.value, in: &state)
            } catch let error as NavigationAppError {
                throw NavigationError(error)
            }
        }
    }

    /// The presentations showing in `old` that no longer show in `new`, the top-most first.
    static func layersGone(from old: Structure, to new: Structure) -> [DerivedLayer] {
        let remaining = Set(new.layers.map(\.identity))
        return old.layers.reversed().filter { !remaining.contains($0.identity) }
    }

    /// Whether a presentation's binding still says it shows (true, or an item set).
    static func stillPresents(_ layer: DerivedLayer, in state: AppState) -> Bool {
        // A computed binding's getter is the app's code: what it reads now is not known.
        if case .computed = layer.modal.presentation.trigger.binding { return false }
        let current = state.value(at: layer.modal.presentation.trigger.binding)?.unwrapped
        switch layer.modal.presentation.trigger {
        case .isPresented: return current == .bool(true)
        case .item: return current != nil && current == layer.modal.value
        }
    }

    /// The path behaviours a change applied: N8 for a `NavigationPath` that changed; for code,
    /// N4 (removing), N5 (the stack follows the path) and N39 (a deep link assigns several values at once).
    private static func recordPathChanges(from current: Step, to state: AppState, byCode: Bool, into exercised: inout ExercisedBehaviours) {
        for stack in current.derivation.structure.stacks {
            guard let path = stack.path else { continue }
            let before = current.state.value(at: path)?.unwrapped
            let after = state.value(at: path)?.unwrapped
            guard before != after else { continue }
            if case .navigationPath? = after { exercised.insert(.navigationPathRemovesNoMoreThanItHolds) }
            guard byCode else { continue }
            exercised.insert(.tapsAndCodeChangeTheSamePath)
            let old = before?.elements ?? []
            let new = after?.elements ?? []
            if new.count < old.count { exercised.insert(.removeLastPopsOneAndEmptyPathPopsToRoot) }
            let appendedOne = new.count == old.count + 1 && Array(new.dropLast()) == old
            if new.count >= 2, new.count > old.count, !appendedOne { exercised.insert(.deepLinkAssignsTheWholePath) }
        }
    }

    private func convertingErrors<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as NavigationAppError {
            throw NavigationError(error)
        }
    }

    /// N36: a multi-column `NavigationView` keeps its view pushes across size changes: the views
    /// a link put in later columns become pushes of the one compact stack, and back again [M].
    private static func carryViewPushes(in memory: inout NavigationMemory, toCompact: Bool, columns: Int) {
        let compactKey = "navigationView.compact"
        if toCompact {
            var pushes: [DestinationRef] = []
            for column in 0..<columns {
                if column > 0, let replacement = memory.columnReplacements[column], replacement.value == nil {
                    pushes.append(replacement.destination)
                }
                pushes.append(contentsOf: memory.stack("column\(column)").viewPushes)
                memory.stacks["column\(column)"] = nil
            }
            memory.columnReplacements = [:]
            if !pushes.isEmpty { memory.stacks[compactKey] = StackMemory(ownPath: [], viewPushes: pushes) }
        } else {
            let pushes = memory.stack(compactKey).viewPushes
            memory.stacks[compactKey] = nil
            guard let first = pushes.first, columns > 1 else { return }
            memory.columnReplacements[1] = ColumnReplacement(destination: first, value: nil)
            if pushes.count > 1 {
                memory.stacks["column\(columns - 1)"] = StackMemory(ownPath: [], viewPushes: Array(pushes.dropFirst()))
            }
        }
    }

    // MARK: Relaunch (N10, N11, N40)

    /// N40 [M]: `relaunch` models an app that saves its *navigation* state and restores it.
    ///
    /// SwiftUI keeps no `@State` across launches. The values bound to navigation
    /// containers (paths, `List` selections, `isPresented:`/`item:`/legacy link
    /// bindings, column visibility, the preferred compact column) go through
    /// `Codable` and are written back into a fresh root; every other `@State`
    /// starts again from its initial value (`initial`).
    func relaunch(_ current: Step, into newApp: any NavigationApp) throws -> Step {
        let types = app.types
        var bindings = Self.navigationBindings(current.derivation.structure)
        // `@SceneStorage`/`@AppStorage`: saved by the system whatever they hold.
        for name in app.persistentStateNames where !bindings.contains(.state(name)) { bindings.append(.state(name)) }
        var encoded: [Argument] = []
        var savedBindings: [BindingRef] = []
        for binding in bindings {
            guard case .state(let name, _) = binding, let value = current.state.value(at: binding) else { continue }
            let entry = Argument(name, value)
            if let part = types.uncodablePart(of: value) {
                throw NavigationError(Self.encodingFailure(entry, part: part, types: types), catalogID: .restorationIsTheAppsJob)
            }
            encoded.append(entry)
            savedBindings.append(binding)
        }
        let data: Data
        do {
            data = try JSONEncoder().encode(encoded)
        } catch {
            throw NavigationError("cannot encode the state for relaunch: \(error)", catalogID: .restorationIsTheAppsJob)
        }
        let decoded: [Argument]
        do {
            decoded = try JSONDecoder().decode([Argument].self, from: data)
        } catch {
            throw NavigationError("cannot decode the state on relaunch: \(error)", catalogID: .restorationIsTheAppsJob)
        }
        let newTypes = newApp.types
        var fresh = initial ?? AppState(current.state.values.map { ($0.label ?? "", $0.value) })
        fresh.sizeClass = current.state.sizeClass
        fresh.platform = current.state.platform
        fresh.memory = NavigationMemory()
        for (binding, entry) in zip(savedBindings, decoded) {
            let name = entry.label ?? ""
            if let failure = Self.decodingFailure(name: name, value: entry.value, types: newTypes) {
                throw NavigationError(failure, catalogID: .decodingAnUndeclaredTypeFails)
            }
            fresh.set(Self.recomputingCodability(entry.value, types: newTypes), at: binding)
        }
        do {
            var step = try NavigationEngine(app: newApp, initial: initial).launch(fresh)
            step.events.insert(NavigationEvent(
                .note, .action, .restorationIsTheAppsJob, CatalogText.relaunchConvention(savedBindings.map(\.description)),
                isModelDecision: true), at: 0)
            // N40: the state went through its Codable form; N10: a decoded path shows the same screens.
            step.exercised.insert(.restorationIsTheAppsJob)
            let restoredPath = step.derivation.structure.stacks.contains { stack in
                stack.path.flatMap { step.state.value(at: $0)?.unwrapped?.elements }.map { !$0.isEmpty } ?? false
            }
            if restoredPath { step.exercised.insert(.decodedPathShowsTheSameScreens) }
            for event in step.events { step.exercised.insert(event.catalogID) }
            return step
        } catch let error as NavigationAppError {
            throw NavigationError(error)
        }
    }

    /// The state bindings navigation containers read: what an app that saves its navigation state saves (N40).
    static func navigationBindings(_ structure: Structure) -> [BindingRef] {
        var result: [BindingRef] = []
        func add(_ binding: BindingRef?) {
            guard let binding, case .state = binding, !result.contains(binding) else { return }
            result.append(binding)
        }
        if case .splitView(let preferred, let visibility) = structure.layout {
            add(visibility)
            add(preferred)
        }
        for stack in structure.stacks {
            add(stack.path)
            for screen in stack.screens {
                for list in screen.scan.selectionLists { add(list.selection.binding) }
                for presentation in screen.scan.presentations {
                    switch presentation.kind {
                    case .isPresented(let binding), .item(let binding), .isActive(let binding), .tag(_, let binding):
                        add(binding)
                    }
                }
                for control in screen.scan.controls {
                    switch control.action {
                    case .isActive(let binding), .tagSelection(_, let binding): add(binding)
                    case .modalButton, .valueLink, .viewLink, .button, .row, .field, .openMenu, .toggleDisclosure: break
                    }
                }
            }
        }
        return result
    }

    private static func encodingFailure(_ entry: Argument, part: Value, types: TypeTable) -> String {
        let name = entry.label ?? "?"
        if let elements = entry.value.unwrapped?.elements,
           let index = elements.firstIndex(where: { types.uncodablePart(of: $0) != nil }) {
            return "cannot encode '\(name)' for relaunch: element \(index) of type '\(elements[index].typeName)' is not Codable"
        }
        if case .navigationPath(let elements)? = entry.value.unwrapped,
           let index = elements.firstIndex(where: { !$0.isCodable }) {
            return "cannot encode '\(name)' for relaunch: element \(index) of type '\(elements[index].value.typeName)' is not Codable"
        }
        return "cannot encode '\(name)' for relaunch: type '\(part.typeName)' is not Codable"
    }

    private static func decodingFailure(name: String, value: Value, types: TypeTable) -> String? {
        if let elements = value.unwrapped?.elements {
            for (index, element) in elements.enumerated() {
                if let type = types.firstUnknownType(in: element) {
                    return "cannot decode '\(name)' on relaunch: element \(index) has type '\(type)', which the example no longer declares"
                }
            }
        }
        if let type = types.firstUnknownType(in: value) {
            return "cannot decode '\(name)' on relaunch: type '\(type)' is no longer declared by the example"
        }
        return nil
    }

    private static func recomputingCodability(_ value: Value, types: TypeTable) -> Value {
        guard case .navigationPath(let elements) = value else { return value }
        return .navigationPath(elements.map { types.pathElement($0.value) })
    }
}

extension NavigationError {
    /// A fault in the example's code, in its own words and place.
    init(_ error: NavigationAppError) {
        self.init(
            error.message, source: error.source,
            catalogID: error.message == Value.removeTooManyMessage ? .navigationPathRemovesNoMoreThanItHolds : nil)
    }
}
