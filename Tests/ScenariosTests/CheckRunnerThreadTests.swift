import Diagnostics
import Foundation
import Synchronization
import Testing
@testable import Scenarios

/// Checking pages waits (for compilers, for example processes), and must not wait on the
/// threads Swift concurrency shares with every other task of the process: there is one per
/// core, and a check that held them all stalled the test suite's other tests for minutes
/// (on CI, until their time limits and then for good). No time limit here: the gate's
/// patience ends a check that holds the threads, and a busy suite may start this test late.
@Suite struct CheckRunnerThreadTests {
    /// A gate that opens once; waiting on it gives up after `patience` seconds.
    final class Gate: Sendable {
        private let opened = DispatchSemaphore(value: 0)
        private let isOpen = Atomic(false)

        func open() {
            isOpen.store(true, ordering: .relaxed)
            opened.signal()
        }

        /// Whether the gate opened in time (it stays open for the next waiter).
        func wait(patience: Double) -> Bool {
            if isOpen.load(ordering: .relaxed) { return true }
            guard opened.wait(timeout: .now() + patience) == .success else { return false }
            opened.signal()
            return true
        }
    }

    /// ``TableEngine`` whose every compilation waits for the gate, as a compiled example waits for swiftc.
    struct GateEngine: ExampleEngine {
        var gate: Gate
        var table = TableEngine()

        func compile(_ example: DeclaredExample) -> ExampleCompilation<TableEngine.Compiled> {
            guard gate.wait(patience: 20) else {
                return ExampleCompilation(compiled: nil, diagnostics: [.error("test.gate", at: example.declaration, "the gate never opened")])
            }
            return table.compile(example)
        }

        func driver(for compiled: TableEngine.Compiled, scenario: ScenarioBlock) -> TableEngine.Driver {
            table.driver(for: compiled, scenario: scenario)
        }

        func compareMigration(
            _ new: TableEngine.Compiled, from old: TableEngine.Compiled, oldScenarios: [ScenarioBlock], migration: DeclaredExample.Migration
        ) -> Diagnostic? {
            nil
        }
    }

    /// More pages than cores all wait for a gate that only a task on the shared threads opens:
    /// the check ends only if its waiting leaves those threads free.
    @Test func pagesWaitWithoutHoldingTheSharedThreads() async {
        let gate = Gate()
        let pageCount = ProcessInfo.processInfo.activeProcessorCount + 2
        let sources = (0..<pageCount).map { index in
            CheckRunner<GateEngine>.Source(file: "p\(index).md", text: """
            ```swift example=e\(index)
            Text("x")
            ```
            """)
        }
        let checking = Task { await CheckRunner(engine: GateEngine(gate: gate)).check(sources) }
        // Runs on a shared thread once one is free, which a check waiting on them never leaves.
        let opener = Task {
            try? await Task.sleep(for: .milliseconds(100))
            gate.open()
        }
        let report = await checking.value
        await opener.value
        #expect(report.allDiagnostics.isEmpty, "\(report.allDiagnostics.map(\.message))")
        #expect(report.pages.map(\.path) == sources.map(\.file))
    }
}
