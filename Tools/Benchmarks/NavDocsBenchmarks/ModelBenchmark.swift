import NavigationModel

/// Steps per second of the navigation model on a deep stack, and whether step cost grows with the trace.
///
/// A `NavigationStack` bound to a `[Int]` path starts 200 screens deep; the
/// scenario alternates a value-link tap and `back` for 1,000 steps, recording
/// the trace as a scenario run does. The steps are timed in windows of 100: if
/// a step's cost grew with the length of the trace, later windows would be slower.
enum ModelBenchmark {
    struct DeepStack: NavigationApp {
        var types = TypeTable()

        func root(in state: AppState) throws -> ViewNode {
            .navigationStack(path: .state("path"), root: ViewNode.list([.link("Next", value: .int(1))])
                .navigationDestination(for: "Int", destination: DestinationRef(id: 1))
                .navigationTitle("Root"))
        }

        func destination(_ ref: DestinationRef, value: Value?, in state: AppState) throws -> ViewNode {
            guard case .int(let level)? = value else { throw NavigationAppError("expected an Int") }
            return .custom("Level", [Argument("number", .int(level))], body: ViewNode.vStack([
                .text("Level \(level)"),
                .link("Next", value: .int(level + 1)),
            ]).navigationTitle("Level \(level)"))
        }

        func perform(_ code: CodeRef, in state: inout AppState) throws {}
    }

    /// The entry point for the benchmark dispatcher (`NavDocsBenchmarks model`); takes no options.
    static func run(_ options: [String]) throws {
        run(steps: 1_000, depth: 200, window: 100)
    }

    static func run(steps: Int, depth: Int, window: Int) {
        let path = Value.array(elementType: "Int", (1..<depth).map(Value.int))
        var session = NavigationSession(app: DeepStack(), state: AppState([("path", path)]))
        precondition(session.ui.stack.count == depth, "the stack starts \(depth) screens deep")
        let clock = ContinuousClock()
        var windows: [Duration] = []
        var windowStart = clock.now
        let start = windowStart
        for step in 0..<steps {
            let result = session.perform(step.isMultiple(of: 2) ? .tap("Next") : .back)
            if case .failure(let error) = result { fatalError("step \(step) failed: \(error)") }
            if (step + 1).isMultiple(of: window) {
                let now = clock.now
                windows.append(now - windowStart)
                windowStart = now
            }
        }
        let total = clock.now - start
        let seconds = Double(total.components.seconds) + Double(total.components.attoseconds) / 1e18
        print("model: \(steps) steps on a \(depth)-deep stack in \(total) (\(Int(Double(steps) / seconds)) steps/s)")
        let perWindow = windows.map { duration -> Double in
            (Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18) / Double(window) * 1e6
        }
        print("model: microseconds per step, by window of \(window): " + perWindow.map { String(Int($0.rounded())) }.joined(separator: " "))
        if let first = perWindow.first, let last = perWindow.last {
            print("model: last window / first window = \(Double(Int(last / first * 100)) / 100)")
        }
        print("model: trace has \(session.trace.steps.count) steps")
    }
}
