import NavigationModel

/// The lifecycle modifiers of the views drawn (``ViewLifecycle``).
extension InterpretedApp {
    /// Notes the lifecycle modifiers of a view being drawn at `place` (`onAppear`, `.task`,
    /// `.task(id:)`, `onChange(of:)`): what they ask runs after the drawing (``adoptViewState(into:)``).
    func noteLifecycle(_ modifier: ModifierValue, at place: String) {
        let key = place + "|\(modifier.offset)"
        let action = modifier.arguments.last { argument in
            if case .closure = argument.value { return argument.label == nil || argument.label == "perform" || argument.label == "action" }
            return false
        }
        guard case .closure(let closure)? = action?.value else { return }
        switch modifier.name {
        case "onAppear":
            lifecycle.appear(key, closure)
        case "task":
            lifecycle.appear(key, closure)
            if let id = modifier.argument("id") { lifecycle.change(key + "|id", value: id, initial: false, closure) }
        case "onChange":
            guard let value = modifier.argument("of") else { return }
            var initial = false
            if case .bool(let flag)? = modifier.argument("initial") { initial = flag }
            lifecycle.change(key, value: value, initial: initial, closure)
        default:
            break
        }
    }

    /// Runs what the views just drawn ask (``ViewLifecycle``) and writes what it changed
    /// into `state`; a fault is kept for the next derivation, as the compiled engine does.
    func runLifecycleWork(into state: inout AppState) -> Bool {
        let work = lifecycle.takeWork()
        guard !work.isEmpty else { return false }
        interpreter.budget.restart()
        do {
            try bridging { () throws(EvaluationError) -> Void in
                for item in work {
                    _ = try interpreter.call(item.closure, arguments: item.arguments, offset: item.closure.function.offset)
                }
            }
        } catch {
            lifecycleFault = error
            return true
        }
        let before = state
        store(into: &state)
        return state != before
    }
}
