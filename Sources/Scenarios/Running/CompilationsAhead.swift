import Foundation
import SwiftParsingGuards

/// A page's examples compiled ahead of the one whose scenarios run, for an engine whose
/// compiling is slow (``ExampleEngine/compilesAhead``): a compiler works while the checker
/// waits for an example's process, so both cores stay busy.
///
/// Each compilation is the one the checker would make itself, with the same scenarios and
/// platform; the checker takes them in page order. A few run ahead at most, so a long page
/// neither holds many threads nor keeps compilations nobody may need (a cancelled build).
final class CompilationsAhead<Engine: ExampleEngine>: @unchecked Sendable {
    /// How many examples past the current one are compiled ahead.
    static var window: Int { 3 }

    private let engine: Engine
    private let plan: PageCheckPlan
    private let skipping: Set<String>
    private var started = 0
    private var pending: [Int: Pending] = [:]

    /// One compilation running on its own thread.
    private final class Pending: @unchecked Sendable {
        var result: ExampleCompilation<Engine.Compiled>?
        let done = DispatchSemaphore(value: 0)
    }

    /// Nil when the engine compiles fast enough in place.
    init?(engine: Engine, plan: PageCheckPlan, skipping: Set<String>) {
        guard engine.compilesAhead, plan.examples.count > 1 else { return nil }
        self.engine = engine
        self.plan = plan
        self.skipping = skipping
    }

    /// Starts the compilations of the examples up to `last` not started yet (the checker's thread only).
    func start(through last: Int) {
        while started <= min(last, plan.examples.count - 1) {
            let example = plan.examples[started]
            defer { started += 1 }
            guard !skipping.contains(example.name), example.unreadSources.isEmpty else { continue }
            let scenarios = plan.scenarios(of: example.name)
            let platform = plan.oldestPlatform(of: example.name)
            let pending = Pending()
            self.pending[started] = pending
            let engine = engine
            LargeStack.start {
                pending.result = engine.compile(example, scenarios: scenarios, platform: platform)
                pending.done.signal()
            }
        }
    }

    /// The compilation of example `index`, once it is done; nil when it was not started.
    func take(_ index: Int) -> ExampleCompilation<Engine.Compiled>? {
        guard let pending = pending.removeValue(forKey: index) else { return nil }
        pending.done.wait()
        return pending.result
    }
}
