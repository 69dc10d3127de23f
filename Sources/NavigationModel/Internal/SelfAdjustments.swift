/// What SwiftUI changes by itself after a state change, judged against the previous structure.
///
/// N20: a value pushed while view pushes are on top removes them first (any
/// change of the path in code does). N7: a new selection in a split view's
/// column pops the value pushes of the later columns' stacks (their paths),
/// unless the same change also set their paths (a deep link); view-destination
/// pushes are not popped by it (`.id(selection)` on the stack resets everything).
struct SelfAdjustments {
    let old: Structure
    let oldState: AppState

    func apply(to state: inout AppState, events: inout [NavigationEvent], exercised: inout ExercisedBehaviours) {
        let reset = resetLaterColumns(in: &state, events: &events, exercised: &exercised)
        removeViewPushesUnderNewValues(in: &state, skipping: reset, events: &events, exercised: &exercised)
        popAboveEndedPresentations(in: &state, events: &events, exercised: &exercised)
    }

    /// N49: a destination shown by a binding (`isActive`, a tag, `isPresented`, an item) that
    /// the binding no longer presents takes the screens pushed above it along: setting the
    /// first link's flag to `false` pops to the root, as apps that pop to the root this way rely on.
    private func popAboveEndedPresentations(in state: inout AppState, events: inout [NavigationEvent], exercised: inout ExercisedBehaviours) {
        for stack in old.stacks {
            let ended = stack.screens.indices.first { index in
                guard case .presentation(let presentation) = stack.screens[index].origin else { return false }
                return !Self.stillPresents(presentation, in: state)
            }
            guard let ended, case .presentation(let presentation) = stack.screens[ended].origin else { continue }
            var removed: [Int] = []
            for screen in stack.screens[(ended + 1)...] {
                if case .viewPush(let index) = screen.origin { removed.append(index) }
            }
            guard !removed.isEmpty, var memory = state.memory.stacks[stack.key] else { continue }
            for index in removed.sorted(by: >) where memory.viewPushes.indices.contains(index) {
                memory.viewPushes.remove(at: index)
            }
            state.memory.stacks[stack.key] = memory
            exercised.insert(.bindingDestinationTakesPushesAbove)
            events.append(NavigationEvent(
                .note, .action, .bindingDestinationTakesPushesAbove, CatalogText.poppedAbove(presentation.binding.description)))
        }
    }

    /// Whether a presentation's binding, read in the new state, still shows the same destination.
    static func stillPresents(_ presentation: Presentation, in state: AppState) -> Bool {
        let current = state.value(at: presentation.binding)?.unwrapped
        switch presentation.kind {
        case .isPresented, .isActive: return current == .bool(true)
        case .item: return current != nil && current == presentation.value
        case .tag(let tag, _): return current == tag.unwrapped
        }
    }

    private func pathValue(_ stack: DerivedStack, in state: AppState) -> [Value] {
        if let path = stack.path { return state.value(at: path)?.unwrapped?.elements ?? [] }
        return state.memory.stack(stack.key).ownPath
    }

    private func removeViewPushesUnderNewValues(
        in state: inout AppState, skipping reset: Set<String>, events: inout [NavigationEvent], exercised: inout ExercisedBehaviours
    ) {
        for stack in old.stacks where !reset.contains(stack.key) {
            let memory = state.memory.stack(stack.key)
            guard !memory.viewPushes.isEmpty else { continue }
            let before = pathValue(stack, in: oldState)
            let after = pathValue(stack, in: state)
            guard before != after else { continue }
            state.memory.stacks[stack.key]?.viewPushes = []
            exercised.insert(.viewPushesSitAboveThePath)
            if after.count > before.count {
                events.append(NavigationEvent(
                    .note, .action, .viewPushesSitAboveThePath, CatalogText.viewPushesRemoved(memory.viewPushes.count)))
            }
        }
    }

    /// Returns the keys of the stacks whose value pushes it popped.
    private func resetLaterColumns(
        in state: inout AppState, events: inout [NavigationEvent], exercised: inout ExercisedBehaviours
    ) -> Set<String> {
        guard case .splitView = old.layout else { return [] }
        var reset: Set<String> = []
        let stacks = old.stacks
        for (index, stack) in stacks.enumerated() where index + 1 < stacks.count {
            guard let list = stack.rootSelectionList,
                  state.value(at: list.selection.binding) != oldState.value(at: list.selection.binding) else { continue }
            // N30: the later columns are re-evaluated with the new selection.
            exercised.insert(.listSelectionDrivesNextColumn)
            for later in stacks[(index + 1)...] where later.hasPushes || !state.memory.stack(later.key).isEmpty {
                if pathValue(later, in: state) != pathValue(later, in: oldState) { continue }
                let column = later.column?.rawValue ?? "next"
                let valuePushes = pathValue(later, in: state)
                let viewPushes = state.memory.stack(later.key).viewPushes
                exercised.insert(.sidebarSelectionPopsDetailValuePushes)
                guard !valuePushes.isEmpty else {
                    if !viewPushes.isEmpty {
                        events.append(NavigationEvent(
                            .note, .action, .sidebarSelectionPopsDetailValuePushes, CatalogText.viewPushesKept(column)))
                    }
                    continue
                }
                if let path = later.path, var value = state.value(at: path) {
                    if case .optional(let wrapped, let inner?) = value {
                        var innerValue = inner
                        try? innerValue.removeAll()
                        value = .optional(wrappedType: wrapped, innerValue)
                    } else {
                        try? value.removeAll()
                    }
                    state.set(value, at: path)
                }
                state.memory.stacks[later.key]?.ownPath = []
                reset.insert(later.key)
                events.append(NavigationEvent(.note, .action, .sidebarSelectionPopsDetailValuePushes, CatalogText.detailReset(column)))
            }
            return reset
        }
        return reset
    }
}
