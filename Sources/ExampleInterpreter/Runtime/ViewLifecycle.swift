/// The views' lifecycle as the model runs it: what `onAppear`, `.task` and `onChange` ask
/// for, met while views are drawn and run when the drawing is done.
///
/// The compiled engine's rules, kept the same: a view appears when a derivation meets it and
/// the derivation before did not (at the launch, or when a step shows it); its `onAppear`
/// and `.task` then run once (a task to its end: `await` is a plain call here). An
/// `onChange` runs when the value it watches is not the one the previous drawing saw. The
/// actions run after the drawing, never during it, and the state they leave is drawn again.
final class ViewLifecycle {
    /// An action to run, with the arguments its closure takes.
    struct Work {
        var closure: Closure
        var arguments: [RuntimeValue]
    }

    private var met: [String: Closure] = [:]
    private var metOrder: [String] = []
    private var metSites: Set<String> = []
    private var onScreen: Set<String> = []
    private var changes: [Work] = []
    private var watched: [String: RuntimeValue] = [:]

    /// A derivation starts: what it meets is on screen after it.
    func beginDerivation() {
        met = [:]
        metOrder = []
        metSites = []
    }

    /// `onAppear`/`.task` at `key`: runs when the view was not on screen at the last derivation.
    func appear(_ key: String, _ action: Closure) {
        metSites.insert(key)
        if met.updateValue(action, forKey: key) == nil { metOrder.append(key) }
    }

    /// `onChange(of:)` at `key`, seeing `value`; `initial` runs it at its first sight too.
    func change(_ key: String, value: RuntimeValue, initial: Bool, _ action: Closure) {
        if metSites.insert(key).inserted {
            if let old = watched[key] {
                if old != value { changes.append(Work(closure: action, arguments: Self.arguments(action, old: old, new: value))) }
            } else if initial {
                changes.append(Work(closure: action, arguments: Self.arguments(action, old: value, new: value)))
            }
        }
        watched[key] = value
    }

    /// `onChange`'s action takes nothing, the new value (`perform:`), or the old and the new.
    private static func arguments(_ action: Closure, old: RuntimeValue, new: RuntimeValue) -> [RuntimeValue] {
        switch action.function.parameters.count {
        case 0: []
        case 1: [new]
        default: [old, new]
        }
    }

    /// What the last derivation asks to run: the actions of views that appeared, then the
    /// changes seen. Views no longer met lose what they watched.
    func takeWork() -> [Work] {
        var work = metOrder.filter { !onScreen.contains($0) }.compactMap { key in met[key].map { Work(closure: $0, arguments: []) } }
        onScreen = Set(metOrder)
        work += changes
        changes = []
        for key in watched.keys where !metSites.contains(key) {
            watched[key] = nil
        }
        return work
    }

    /// A launch: nothing is on screen, nothing watched.
    func reset() {
        beginDerivation()
        onScreen = []
        changes = []
        watched = [:]
    }
}
