import Testing
@testable import Scenarios

/// A bare name in `expect`/`run` (`scenario-language.md` §7): the root's property, else the
/// `@State` of the one view on screen that has one by that name; several on screen is an
/// error listing the `Type.name` choices. Each page runs on both engines.
@Suite(.serialized) struct BareStepNameTests {
    typealias Engine = RealAppStepsTests.EngineUnderTest

    static func problems(_ code: String, _ scenario: String, on engine: Engine) -> [String] {
        RealAppStepsTests.problems(code, scenario, on: engine)
    }

    /// A root with a path; the pushed screen keeps a count of its own, and the root has a
    /// `title` that a child also declares.
    static let counters = """
    struct ContentView: View {
        @State private var path: [Int] = []
        @State private var title = "Root"
        var body: some View {
            NavigationStack(path: $path) {
                List { NavigationLink("Seven", value: 7) }
                    .navigationDestination(for: Int.self) { number in Tally(start: number) }
                    .navigationTitle(title)
            }
        }
    }

    struct Tally: View {
        let start: Int
        @State private var count = 0
        @State private var title = "Tally"
        var body: some View {
            VStack {
                Text("\\(start + count)")
                Button("Add") { count += 1 }
            }
        }
    }
    """

    @Test(arguments: Engine.allCases)
    func aBareNameReadsAndWritesTheStateOfTheViewOnScreen(engine: Engine) {
        #expect(Self.problems(Self.counters, """
        tap "Seven"
        tap "Add"
        tap "Add"
        expect count == 2
        run count = 5
        expect Tally.count == 5
        run count += 1
        expect count == 6
        """, on: engine) == [])
    }

    /// `\.count` in a key path names a member of the key path's root, even while a view on
    /// screen has a `count` of its own.
    @Test(arguments: Engine.allCases)
    func aKeyPathComponentIsNotABareName(engine: Engine) {
        #expect(Self.problems(Self.counters, """
        tap "Seven"
        expect ["a", "bc"].map(\\.count) == [1, 2]
        """, on: engine) == [])
    }

    @Test(arguments: Engine.allCases)
    func theRootsPropertyComesFirst(engine: Engine) {
        #expect(Self.problems(Self.counters, """
        tap "Seven"
        expect title == "Root"
        expect Tally.title == "Tally"
        """, on: engine) == [])
    }

    @Test(arguments: Engine.allCases)
    func aWrongExpectationShowsTheValue(engine: Engine) {
        let problems = Self.problems(Self.counters, "tap \"Seven\"\nexpect count == 3", on: engine)
        #expect(problems.count == 1, "\(problems)")
        #expect(problems.first?.contains("0") == true, "\(problems)")
    }

    @Test(arguments: Engine.allCases)
    func noViewOnScreenWithThatNameIsAnError(engine: Engine) {
        let problems = Self.problems(Self.counters, "expect count == 0", on: engine)
        #expect(problems.count == 1, "\(problems)")
        #expect(problems.first?.contains("the root view has no 'count', and no view that has one ('Tally') is on screen") == true, "\(problems)")
    }

    @Test(arguments: Engine.allCases)
    func twoViewsOnScreenWithThatNameListTheChoices(engine: Engine) {
        let problems = Self.problems(Self.counters, "run path = [7, 7]\nexpect count == 0", on: engine)
        #expect(problems.count == 1, "\(problems)")
        #expect(problems.first?.contains("'count' is ambiguous: 2 views on screen have it; write one of Tally.count, Tally#2.count") == true, "\(problems)")
    }

    @Test(arguments: Engine.allCases)
    func aNameNoViewDeclaresIsStillUnknown(engine: Engine) {
        let problems = Self.problems(Self.counters, "tap \"Seven\"\nexpect total == 0", on: engine)
        #expect(problems.count == 1, "\(problems)")
        #expect(problems.first?.contains("total") == true, "\(problems)")
    }

    /// A step's own `let` of the same name is that `let`.
    @Test(arguments: Engine.allCases)
    func aNameTheStepDeclaresIsTheStepsOwn(engine: Engine) {
        #expect(Self.problems(Self.counters, """
        tap "Seven"
        run let count = [3]; path = count
        expect path == [3]
        """, on: engine) == [])
    }

    /// `Type.name` is written through as well as read, on both engines.
    @Test(arguments: Engine.allCases)
    func aQualifiedNameIsWrittenThrough(engine: Engine) {
        #expect(Self.problems(Self.counters, """
        tap "Seven"
        run Tally.count = 4
        run Tally.count += 1
        expect count == 5
        """, on: engine) == [])
    }
}
