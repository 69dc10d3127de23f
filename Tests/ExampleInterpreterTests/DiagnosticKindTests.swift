import Diagnostics
import NavigationModel
import Testing
@testable import ExampleInterpreter

/// One test per kind of diagnostic, each at its marked position.
@Suite struct DiagnosticKindTests {
    private func expectSingleError(_ marked: MarkedSource, _ fragment: String, at marker: String = "1️⃣", root: String? = nil) {
        let example = compile(marked, root: root)
        let errors = example.diagnostics.filter { $0.severity == .error }
        #expect(errors.count == 1, "\(errors.map { "\($0.location): \($0.message)" })")
        #expect(errors.first?.message.contains(fragment) == true, "\(errors.map(\.message))")
        #expect(errors.first?.location == marked.markers[marker])
        #expect(example.app == nil)
    }

    @Test func unresolvedName() {
        // A near miss of a declared name is a typo, in swiftc's words; another name is an
        // undeclared helper, an error only where the first screen depends on it.
        expectSingleError(MarkedSource("""
        let parks = ["Zion"]
        var body: some View {
            NavigationStack {
                List(1️⃣prks, id: \\.self) { park in Text(park) }
            }
        }
        """), "cannot find 'prks' in scope; did you mean 'parks'?")
        expectSingleError(MarkedSource("""
        NavigationStack {
            List(1️⃣parks) { park in
                Text(park.name)
            }
        }
        """), "the first screen depends on 'parks', which the example does not declare")
    }

    @Test func unsupportedConstruct() {
        expectSingleError(MarkedSource("""
        @State private var path: [Int] = []
        func fill() {
            var i = 0
            1️⃣while i < 3 {
                path.append(i)
                i += 1
            }
        }
        var body: some View { Text("Root") }
        """), "unsupported: 'while' loop")
    }

    @Test func memberOfOpaqueType() {
        expectSingleError(MarkedSource("""
        @State private var path: [Park] = []
        var body: some View {
            NavigationStack(path: $path) {
                Text("Parks")
                    .navigationDestination(for: Park.self) { park in
                        ParkDetails(name: park.1️⃣name)
                    }
            }
        }
        """), "'Park' is not declared in this example; declare it in a hidden block to use 'name'")
    }

    @Test func implicitMemberWithoutBaseSuggestsTheOneType() {
        expectSingleError(MarkedSource("""
        NavigationStack {
            NavigationLink("Purple", value: 1️⃣.purple)
        }
        """), "cannot infer contextual base in reference to member 'purple'; did you mean 'Color.purple'?")
    }

    @Test func implicitMemberInOpaqueViewArgument() {
        // An undeclared view's parameters have no types, so `.pink` has no base (spec §2).
        expectSingleError(MarkedSource("""
        NavigationStack {
            ColorDetail(color: 1️⃣.pink)
        }
        """), "cannot infer contextual base in reference to member 'pink'")
    }

    @Test func arithmeticOverflowAtItsOperator() {
        expectSingleError(MarkedSource("""
        let big = Int.max
        var body: some View {
            Text("\\(big 1️⃣+ 1)")
        }
        """), "arithmetic overflow")
    }

    @Test func indexOutOfRange() {
        expectSingleError(MarkedSource("""
        let names = ["a", "b"]
        var body: some View {
            Text(names1️⃣[2])
        }
        """), "Index out of range")
    }

    @Test func forceUnwrappingNil() {
        expectSingleError(MarkedSource("""
        @State private var selection: String? = nil
        var body: some View {
            Text(selection1️⃣!)
        }
        """), "Unexpectedly found nil while unwrapping an Optional value")
    }

    @Test func removingPastTheStartInARunStep() throws {
        let example = compile("""
        @State private var path: [Int] = [1]
        var body: some View { NavigationStack(path: $path) { Text("Root") } }
        """)
        let app = try #require(example.app)
        let step = MarkedSource("1️⃣path.removeLast(2)", file: "page.md", line: 40, column: 5)
        let code = try #require(app.compileStatements(step.code, at: SourceLocation(file: "page.md", line: 40, column: 5)).compiled)
        var state = try app.initialState()
        do {
            try app.perform(code, in: &state)
            Issue.record("removeLast(2) on one element must fail")
        } catch let error as NavigationAppError {
            #expect(error.message == "Can't remove more items from a collection than it contains")
            #expect(error.source.map(app.location(of:)) == SourceLocation(file: "page.md", line: 40, column: 10))
        }
    }

    @Test func emptyExample() {
        let example = compile([("   \n", 5)], name: "empty")
        #expect(example.errorMessages == ["example 'empty' is empty"])
        #expect(example.diagnostics.first?.location == SourceLocation(file: "page.md", line: 4, column: 1))
    }

    @Test func noRootView() {
        let example = compile([("struct Park: Hashable { var name: String }", 5)])
        #expect(example.errorMessages.count == 1)
        #expect(example.errorMessages.first?.contains("root=") == true)
        #expect(example.diagnostics.first?.location == SourceLocation(file: "page.md", line: 4, column: 1))
    }

    @Test func severalCandidateRootsAskForRoot() {
        let example = compile("""
        struct A: View { var body: some View { Text("A") } }
        struct B: View { var body: some View { Text("B") } }
        """)
        #expect(example.errorMessages.count == 1)
        #expect(example.errorMessages.first?.contains("add 'root=TYPE'") == true)
        #expect(compile("""
        struct A: View { var body: some View { Text("A") } }
        struct B: View { var body: some View { Text("B") } }
        """, root: "B").errorMessages == [])
    }

    @Test func wrongArgumentLabelPointsAtTheCallName() {
        expectSingleError(MarkedSource("""
        struct Badge: View {
            var title: String
            var body: some View { Text(title) }
        }
        struct Screen: View {
            var body: some View {
                VStack {
                    1️⃣Badge(titel: "New")
                        .padding()
                }
            }
        }
        """), "incorrect argument label in call (have 'titel:', expected 'title:')")
    }

    @Test func missingArgument() {
        expectSingleError(MarkedSource("""
        struct Badge: View {
            var title: String
            var body: some View { Text(title) }
        }
        struct Screen: View {
            var body: some View { 1️⃣Badge() }
        }
        """), "missing argument for parameter 'title' in call")
    }

    @Test func deepRecursionIsAnErrorNotACrash() {
        expectSingleError(MarkedSource("""
        func depth(_ n: Int) -> Int { 1️⃣depth(n + 1) }
        var body: some View { Text("\\(depth(0))") }
        """), "recursion too deep")
    }

    @Test func recursiveViewIsBounded() {
        let example = compile("""
        struct Nest: View {
            var level = 0
            var body: some View { VStack { Nest(level: level + 1) } }
        }
        """)
        #expect(example.errorMessages.count == 1)
        #expect(example.errorMessages.first?.contains("too deep") == true)
    }

    @Test func syntaxError() {
        expectSingleError(MarkedSource("""
        NavigationStack {
            Text("x"1️⃣
        }
        """), "expected ')'")
    }

    @Test func assignmentToLetConstant() {
        expectSingleError(MarkedSource("""
        @State private var count = 0
        func bump() {
            let step = 1
            1️⃣step = 2
            count += step
        }
        var body: some View { Text("\\(count)") }
        """), "cannot assign to value: 'step' is a 'let' constant")
    }

    @Test func problemReportedOnceByTheStaticPass() {
        // The static pass reports `prks`; evaluation does not run a broken example again.
        let example = compile("""
        let parks = ["Zion"]
        var body: some View {
            NavigationStack {
                List(prks, id: \\.self) { park in Text(park) }
                Text("\\(prks.count)")
            }
        }
        """)
        #expect(example.errorMessages == ["cannot find 'prks' in scope; did you mean 'parks'?", "cannot find 'prks' in scope; did you mean 'parks'?"])
        #expect(Set(example.diagnostics.map(\.location.line)).count == 2)
    }
}

@Suite struct TypeMismatchTests {
    @Test func argumentOfTheWrongType() {
        let marked = MarkedSource("""
        struct ColorDetail: View {
            var color: Color
            var body: some View { color }
        }
        struct Screen: View {
            var body: some View { ColorDetail(color: 1️⃣"pink") }
        }
        """)
        let example = compile(marked)
        #expect(example.errorMessages == ["cannot convert value of type 'String' to expected argument type 'Color'"])
        #expect(example.diagnostics.first?.location == marked.markers["1️⃣"])
    }

    @Test func declarationAndAssignment() {
        let example = compile("""
        @State private var count: Int = "none"
        func reset() { count = true }
        var body: some View { Text("\\(count)") }
        """)
        #expect(example.errorMessages == [
            "cannot convert value of type 'String' to specified type 'Int'",
            "cannot assign value of type 'Bool' to type 'Int'",
        ])
    }
}

@Suite struct OptionalMemberTests {
    @Test func memberOfAnOptionalMustBeUnwrapped() {
        let marked = MarkedSource("""
        @State private var selection: Color? = .pink
        var body: some View {
            VStack {
                Text(selection?.description ?? "none")
                Text(selection.1️⃣description)
            }
        }
        """)
        let example = compile(marked)
        #expect(example.errorMessages == ["value of optional type 'Color?' must be unwrapped to refer to member 'description' of wrapped base type 'Color'"])
        #expect(example.diagnostics.first?.location == marked.markers["1️⃣"])
    }
}

@Suite struct TerminationTests {
    @Test func exponentialWorkStopsWithAnError() {
        let example = compile("""
        func fib(_ n: Int) -> Int { n < 2 ? n : fib(n - 1) + fib(n - 2) }
        var body: some View { Text("\\(fib(40))") }
        """)
        #expect(example.errorMessages.count == 1)
        #expect(example.errorMessages.first?.contains("evaluation did not finish after") == true)
    }

    @Test func hugeRangesAreRefusedNotMaterialised() {
        let example = compile("""
        func total() -> Int {
            var sum = 0
            for i in 0..<Int.max { sum += i }
            return sum
        }
        var body: some View { Text("\\(total())") }
        """)
        #expect(example.errorMessages.count == 1)
        #expect(example.errorMessages.first?.contains("range too large") == true)
    }
}
