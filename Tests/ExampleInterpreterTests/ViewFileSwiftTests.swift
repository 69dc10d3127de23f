import Diagnostics
import NavigationModel
import Testing
@testable import ExampleInterpreter

/// The Swift that view files use beyond §2's first list, each construct through a
/// root view's initial state.
@Suite struct ViewFileSwiftTests {
    /// The elements of an array value, whatever its element type's name.
    private func elements(_ value: Value?) -> [Value]? {
        if case .array(_, let elements)? = value { return elements }
        return nil
    }

    private func initial(_ code: String) throws -> AppState {
        let example = compile(code + "\nvar body: some View { Text(\"x\") }")
        let app = try #require(example.app, "\(example.errorMessages)")
        return try app.initialState()
    }

    @Test func emptyCollectionsByTypeAndDefaultedSubscripts() throws {
        let state = try initial("""
        @State private var names = [String]()
        @State private var groups: [String: [Int]] = {
            var groups = [String: [Int]]()
            for n in 1...5 where n != 3 {
                groups[n % 2 == 0 ? "even" : "odd", default: []].append(n)
            }
            return groups
        }()
        @State private var oddCount = 0
        """)
        #expect(elements(state["names"]) == [])
        guard case .dictionary(_, _, let groups)? = state["groups"] else { Issue.record("not a dictionary: \(String(describing: state["groups"]))"); return }
        #expect(elements(groups[.string("odd")]) == [.int(1), .int(5)])
        #expect(elements(groups[.string("even")]) == [.int(2), .int(4)])
    }

    @Test func rawValuesStaticsAndSelf() throws {
        let state = try initial("""
        enum Level: Int, CaseIterable, Identifiable {
            case low = 1, mid, high
            var id: Int { rawValue }
            static let fallback = Level.low
            static var count: Int { allCases.count }
        }
        @State private var level = Level(rawValue: 3) ?? Level.fallback
        @State private var ids = Level.allCases.map(\\.id)
        @State private var total = Level.count
        """)
        #expect(elements(state["ids"]) == [.int(1), .int(2), .int(3)])
        #expect(state["level"] == .enumCase(type: "Level", name: "high", associatedValues: []))
        #expect(state["total"] == .int(3))
    }

    @Test func throwingCodeDoCatchAndTryOptional() throws {
        // Top-level functions are globals when the example declares its views.
        let example = compile("""
        enum Failure: Error { case empty }
        func parse(_ text: String) throws -> Int {
            guard let value = Int(text) else { throw Failure.empty }
            return value
        }
        struct Root: View {
            @State private var good = (try? parse("4")) ?? 0
            @State private var bad = (try? parse("x")) ?? -1
            @State private var caught: String = {
                do {
                    _ = try parse("nope")
                    return "no error"
                } catch {
                    return "caught"
                }
            }()
            var body: some View { Text("x") }
        }
        """)
        let app = try #require(example.app, "\(example.errorMessages)")
        let state = try app.initialState()
        #expect(state["good"] == .int(4))
        #expect(state["bad"] == .int(-1))
        #expect(state["caught"] == .string("caught"))
    }

    @Test func anUncaughtErrorIsAFaultInSwiftsWords() {
        let example = compile("""
        enum Failure: Error { case empty }
        func fail() throws -> Int { throw Failure.empty }
        struct Root: View {
            @State private var value = try! fail()
            var body: some View { Text("\\(value)") }
        }
        """)
        #expect(example.errorMessages == ["error thrown and not caught: empty"])
    }

    @Test func collectionMethodsViewFilesUse() throws {
        let state = try initial("""
        struct Score: Hashable { let player: String; let points: Int }
        @State private var total = [30, 45, 12].reduce(0) { $0 + $1 }
        @State private var lastTwo = [1, 2, 3].suffix(2).map { $0 * 10 }
        @State private var labels = ["a", "b"].enumerated().map { "\\($0.offset):\\($0.element)" }
        @State private var squares = (1...3).map { $0 * $0 }
        @State private var set = Set([1, 1, 2])
        """)
        #expect(state["total"] == .int(87))
        #expect(elements(state["lastTwo"]) == [.int(20), .int(30)])
        #expect(elements(state["labels"]) == [.string("0:a"), .string("1:b")])
        #expect(elements(state["squares"]) == [.int(1), .int(4), .int(9)])
    }

    @Test func randomnessIsSeededAndSaysSo() throws {
        let code = """
        @State private var roll = Int.random(in: 1...6)
        @State private var order = [1, 2, 3, 4, 5].shuffled()
        var body: some View { Text("\\(roll)") }
        """
        let first = compile(code)
        let second = compile(code)
        #expect(first.diagnostics.map(\.severity) == [.note])
        #expect(first.diagnostics.first?.message.contains("fixed seed") == true)
        let a = try #require(first.app), b = try #require(second.app)
        #expect(try a.initialState()["roll"] == b.initialState()["roll"])
        #expect(try a.initialState()["order"] == b.initialState()["order"])
    }

    @Test func viewExtensionsViewModifiersAndInitialValueInit() throws {
        let example = compile("""
        extension View {
            func card(_ title: String) -> some View { self.navigationTitle(title).padding() }
        }
        struct Framed: ViewModifier {
            var title: String
            func body(content: Content) -> some View { content.navigationTitle(title) }
        }
        struct Book: View {
            @State private var path: [Int]
            init(depth: Int = 2) { self._path = State(initialValue: Array(1...depth)) }
            var body: some View {
                NavigationStack(path: $path) {
                    Text("root").card("Books")
                        .navigationDestination(for: Int.self) { n in Text("\\(n)").modifier(Framed(title: "Page \\(n)")) }
                }
            }
        }
        """)
        #expect(example.errorMessages == [])
        let app = try #require(example.app)
        #expect(elements(try app.initialState()["path"]) == [.int(1), .int(2)])
    }
}
