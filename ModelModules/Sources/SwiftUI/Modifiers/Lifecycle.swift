import Foundation
import Combine
internal import NavigationModel

/// The views' lifecycle as the model runs it: what `onAppear`, `.task`, `onChange` and
/// `onReceive` ask for, met while views are drawn and run when the drawing is done.
///
/// A view appears when a derivation meets it and the derivation before did not (so at the
/// launch, or when a push, a presentation or a new branch shows it); its `onAppear` and
/// `.task` then run once, the task to its end (``Settling``). An `onChange` runs when the
/// value it watches is not the one the previous drawing saw. An `onReceive` subscribes while
/// its view is on screen; what the publisher sends runs when the step settles. The actions
/// run after the drawing, never during it, and the state they leave is drawn again.
@MainActor
final class ViewLifecycle {
    private var met: [String: () -> Void] = [:]
    private var metOrder: [String] = []
    private var metSites: Set<String> = []
    private var onScreen: Set<String> = []
    private var changes: [() -> Void] = []
    private var watched: [String: (Any) -> Bool] = [:]
    private var subscriptions: [String: (box: AnyObject, cancellable: AnyCancellable)] = [:]

    /// A derivation starts: what it meets is on screen after it.
    func beginDerivation() {
        met = [:]
        metOrder = []
        metSites = []
    }

    /// `onAppear`/`.task` at `key`: runs when the view was not on screen at the last derivation.
    func appear(_ key: String, _ action: @escaping () -> Void) {
        metSites.insert(key)
        if met.updateValue(action, forKey: key) == nil { metOrder.append(key) }
    }

    /// `onChange(of:)` at `key`, seeing `value`.
    func change<V: Equatable>(_ key: String, value: V, initial: Bool, _ action: @escaping (V, V) -> Void) {
        if metSites.insert(key).inserted {
            if let same = watched[key] {
                if !same(value), let old = watchedValues[key] as? V {
                    changes.append { action(old, value) }
                }
            } else if initial {
                changes.append { action(value, value) }
            }
        }
        watched[key] = { ($0 as? V) == value }
        watchedValues[key] = value
    }

    private var watchedValues: [String: Any] = [:]

    /// `onReceive(publisher)` at `key`: subscribes the first time, then keeps the latest action.
    func receive<P: Publisher>(_ key: String, _ publisher: P, _ action: @escaping (P.Output) -> Void) where P.Failure == Never {
        metSites.insert(key)
        if let box = subscriptions[key]?.box as? ReceiveBox<P.Output> {
            box.action = action
            return
        }
        let box = ReceiveBox(action)
        let cancellable = publisher.sink { [box] output in
            Settling.pendingCallbacks.append { box.action(output) }
        }
        subscriptions[key] = (box, cancellable)
    }

    /// What the last derivation asks to run: the actions of views that appeared, then the
    /// changes seen. Views no longer met lose what they watched and their subscriptions.
    func takeWork() -> [() -> Void] {
        var work = metOrder.filter { !onScreen.contains($0) }.compactMap { met[$0] }
        onScreen = Set(metOrder)
        work += changes
        changes = []
        for key in watched.keys where !metSites.contains(key) {
            watched[key] = nil
            watchedValues[key] = nil
        }
        for key in subscriptions.keys where !metSites.contains(key) {
            subscriptions[key]?.cancellable.cancel()
            subscriptions[key] = nil
        }
        return work
    }

    /// A launch: nothing is on screen, nothing watched or subscribed.
    func reset() {
        beginDerivation()
        onScreen = []
        changes = []
        watched = [:]
        watchedValues = [:]
        for (_, subscription) in subscriptions { subscription.cancellable.cancel() }
        subscriptions = [:]
    }
}

private final class ReceiveBox<Output> {
    var action: (Output) -> Void
    init(_ action: @escaping (Output) -> Void) { self.action = action }
}

extension View {
    private func lifecycle(_ name: String, _ file: String, _ line: Int, _ column: Int,
                           _ register: @escaping (ViewLifecycle, String) -> Void) -> ModelledModifier<Self> {
        modelled(file, line, column) { renderer, place in
            register(renderer.lifecycle, place + "|" + CallSite(file, line, column).key)
            return .other(name)
        }
    }

    /// Runs `action` when the view appears (at the launch, or when a step shows it).
    public func onAppear(perform action: (() -> Void)? = nil, _file: String = #filePath, _line: Int = #line, _column: Int = #column) -> some View {
        lifecycle("onAppear", _file, _line, _column) { lifecycle, key in
            if let action { lifecycle.appear(key, action) }
        }
    }

    /// Starts `action` when the view appears; the step that showed the view settles it.
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void,
                     _file: String = #filePath, _line: Int = #line, _column: Int = #column) -> some View {
        lifecycle("task", _file, _line, _column) { lifecycle, key in
            lifecycle.appear(key) { _ = Task { @MainActor in await action() } }
        }
    }

    /// Starts `action` when the view appears and again whenever `value` changes.
    public func task<T>(id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void,
                        _file: String = #filePath, _line: Int = #line, _column: Int = #column) -> some View where T: Equatable {
        lifecycle("task", _file, _line, _column) { lifecycle, key in
            lifecycle.appear(key) { _ = Task { @MainActor in await action() } }
            lifecycle.change(key + "|id", value: value, initial: false) { _, _ in Task { @MainActor in await action() } }
        }
    }

    public func onChange<V>(of value: V, perform action: @escaping (_ newValue: V) -> Void,
                            _file: String = #filePath, _line: Int = #line, _column: Int = #column) -> some View where V: Equatable {
        lifecycle("onChange", _file, _line, _column) { lifecycle, key in
            lifecycle.change(key, value: value, initial: false) { _, new in action(new) }
        }
    }

    @available(*, deprecated, message: "navdocs-introduced: iOS 17.0")
    public func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void,
                            _file: String = #filePath, _line: Int = #line, _column: Int = #column) -> some View where V: Equatable {
        lifecycle("onChange", _file, _line, _column) { lifecycle, key in
            lifecycle.change(key, value: value, initial: initial, action)
        }
    }

    @available(*, deprecated, message: "navdocs-introduced: iOS 17.0")
    public func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping () -> Void,
                            _file: String = #filePath, _line: Int = #line, _column: Int = #column) -> some View where V: Equatable {
        lifecycle("onChange", _file, _line, _column) { lifecycle, key in
            lifecycle.change(key, value: value, initial: initial) { _, _ in action() }
        }
    }

    /// Runs `action` with what `publisher` sends while the view is on screen.
    public func onReceive<P>(_ publisher: P, perform action: @escaping (P.Output) -> Void,
                             _file: String = #filePath, _line: Int = #line, _column: Int = #column) -> some View where P: Publisher, P.Failure == Never {
        lifecycle("onReceive", _file, _line, _column) { lifecycle, key in
            lifecycle.receive(key, publisher, action)
        }
    }
}
