import Diagnostics
import NavigationModel
import Testing
@testable import ExampleInterpreter

/// The language subset of spec §2, construct by construct, checked through `expect`-style evaluation.
@Suite struct ConstructTests {
    private let step = SourceLocation(file: "page.md", line: 90, column: 8)

    /// Evaluates `expression` in the root scope of an example made of `members` and a trivial body.
    private func value(_ expression: String, members: String, body: String = "Text(\"x\")") throws -> Value {
        let example = compile(members + "\nvar body: some View { \(body) }")
        let app = try #require(example.app, "\(example.errorMessages)")
        let compiled = app.compileExpression(expression, at: step)
        let code = try #require(compiled.compiled, "\(compiled.diagnostics.map(\.message))")
        return try app.evaluate(code, in: try app.initialState())
    }

    @Test func structsWithStoredComputedAndMemberwiseInit() throws {
        let members = """
        struct Park: Hashable, Codable {
            var name: String
            var visits = 0
            var title: String { "\\(name) (\\(visits))" }
            func greeting(_ prefix: String) -> String { prefix + name }
        }
        let park = Park(name: "Yosemite")
        let busy = Park(name: "Zion", visits: 3)
        """
        #expect(try value("park.title", members: members) == .string("Yosemite (0)"))
        #expect(try value("busy.title", members: members) == .string("Zion (3)"))
        #expect(try value("park.greeting(\"Hi \")", members: members) == .string("Hi Yosemite"))
        #expect(try value("park == Park(name: \"Yosemite\", visits: 0)", members: members) == .bool(true))
    }

    @Test func writtenInitializerAndMutatingMethod() throws {
        let members = """
        struct Counter {
            var count: Int
            init(start: Int) { self.count = start * 2 }
            mutating func bump() { count += 1 }
        }
        @State private var counter = Counter(start: 2)
        """
        let example = compile(members + "\nvar body: some View { Text(\"\\(counter.count)\") }")
        let app = try #require(example.app, "\(example.errorMessages)")
        var state = try app.initialState()
        #expect(state["counter"] == .instance(type: "Counter", fields: [Argument("count", .int(4))]))
        let bump = try #require(app.compileStatements("counter.bump(); counter.bump()", at: step).compiled)
        try app.perform(bump, in: &state)
        #expect(state["counter"] == .instance(type: "Counter", fields: [Argument("count", .int(6))]))
        #expect(try app.root(in: state).kind == .text("6"))
    }

    @Test func enumsWithAssociatedAndRawValues() throws {
        let members = """
        enum Route: Hashable { case list, detail(Int) }
        enum Flavor: String, CaseIterable { case vanilla, mint = "Mint" }
        let route = Route.detail(3)
        """
        #expect(try value("route", members: members) == .enumCase(type: "Route", name: "detail", associatedValues: [Argument(nil, .int(3))]))
        #expect(try value("Flavor.mint.rawValue", members: members) == .string("Mint"))
        #expect(try value("Flavor.allCases.count", members: members) == .int(2))
        #expect(try value("Flavor(rawValue: \"vanilla\") == .vanilla", members: members) == .bool(true))
    }

    @Test func switchOnLiteralEnumAndOptionalPatterns() throws {
        let members = """
        enum Route: Hashable { case list, detail(Int) }
        func describe(_ route: Route?) -> String {
            switch route {
            case .detail(let n) where n > 10: return "big \\(n)"
            case .detail(let n): return "detail \\(n)"
            case .list: return "list"
            case nil: return "none"
            }
        }
        func word(_ n: Int) -> String {
            switch n {
            case 1: return "one"
            case 2, 3: return "few"
            default: return "many"
            }
        }
        """
        #expect(try value("describe(.detail(12))", members: members) == .string("big 12"))
        #expect(try value("describe(.detail(2))", members: members) == .string("detail 2"))
        #expect(try value("describe(.list)", members: members) == .string("list"))
        #expect(try value("describe(nil)", members: members) == .string("none"))
        #expect(try value("word(3) + word(1) + word(9)", members: members) == .string("fewonemany"))
    }

    @Test func ifLetShorthandGuardAndTernary() throws {
        let members = """
        @State private var selection: String? = "Kiwi"
        func label() -> String {
            if let selection { return "picked \\(selection)" } else { return "none" }
        }
        func first(_ names: [String]) -> String {
            guard let name = names.first else { return "empty" }
            return name.count > 3 ? name.uppercased() : name.lowercased()
        }
        """
        #expect(try value("label()", members: members) == .string("picked Kiwi"))
        #expect(try value("first([])", members: members) == .string("empty"))
        #expect(try value("first([\"Tuatara\"]) + first([\"Kea\"])", members: members) == .string("TUATARAkea"))
    }

    @Test func loopsClosuresAndCollections() throws {
        let members = """
        let numbers = Array(1...5)
        func total() -> Int {
            var sum = 0
            for n in numbers where false { sum += n }
            return sum
        }
        """
        // `for ... where` runs the body only for the elements that pass.
        #expect(try value("total()", members: members) == .int(0))

        let plain = """
        let numbers = Array(1...5)
        func total() -> Int {
            var sum = 0
            for n in numbers { sum += n }
            for i in 0..<2 { sum -= i }
            return sum
        }
        """
        #expect(try value("total()", members: plain) == .int(14))
        #expect(try value("numbers.filter { $0 % 2 == 1 }.map { n in n * 10 }", members: plain) == .array(elementType: "Int", [.int(10), .int(30), .int(50)]))
        #expect(try value("numbers.first(where: { $0 > 3 })", members: plain) == .int(4))
        #expect(try value("numbers.contains(5) && !numbers.isEmpty", members: plain) == .bool(true))
        #expect(try value("numbers.first(where: { $0 > 9 }) ?? -1", members: plain) == .int(-1))
        // Trailing closures take the label of the parameter they fill.
        #expect(try value("numbers.first { $0 > 3 }", members: plain) == .int(4))
        #expect(try value("numbers.contains { $0 == 9 }", members: plain) == .bool(false))
        #expect(try value("numbers.sorted { $0 > $1 }.first", members: plain) == .int(5))
        #expect(try value("\"\\(numbers.count) of \\(numbers.last ?? 0)\"", members: plain) == .string("5 of 5"))
    }

    @Test func colorsAndTheirDescriptions() throws {
        #expect(try value("Color.mint.description", members: "") == .string("mint"))
        #expect(try value("[Color.pink, .teal]", members: "") == .array(elementType: "Color", [.color("pink"), .color("teal")]))
    }

    @Test func stateBindingAndProjection() throws {
        // A child view writes through its `@Binding` to the root's `@State`.
        let example = compile("""
        struct Toggler: View {
            @Binding var isOn: Bool
            var body: some View {
                Button("Flip") { isOn.toggle() }
            }
        }
        struct Screen: View {
            @State private var isOn = false
            var body: some View {
                VStack {
                    Toggler(isOn: $isOn)
                    Text(isOn ? "on" : "off")
                }
            }
        }
        """)
        let app = try #require(example.app, "\(example.errorMessages)")
        var state = try app.initialState()
        let screen = try app.root(in: state)
        let action = try #require(screen.allNodes.compactMap { node -> CodeRef? in
            if case .button(_, let action) = node.kind { return action }
            return nil
        }.first)
        try app.perform(action, in: &state)
        #expect(state["isOn"] == .bool(true))
        #expect(try app.root(in: state).texts.contains("on"))
    }

    @Test func genericViewWithViewBuilderParameters() throws {
        // 08-availability's wrapper: generic over its columns, built from @ViewBuilder closures.
        let example = compile("""
        struct Card<Content: View>: View {
            var title: String
            private var content: Content
            init(title: String, @ViewBuilder content: () -> Content) {
                self.title = title
                self.content = content()
            }
            var body: some View { VStack { Text(title); content } }
        }
        struct Screen: View {
            var body: some View {
                Card(title: "Birds") {
                    Text("Kiwi")
                    Text("Kea")
                }
            }
        }
        """)
        #expect(try example.launchScreen().texts == ["Birds", "Kiwi", "Kea"])
    }

    @Test func availabilityFollowsThePlatform() throws {
        let example = compile("""
        var body: some View {
            if #available(iOS 16, macOS 13, *) {
                Text("new")
            } else {
                Text("old")
            }
        }
        """)
        let app = try #require(example.app)
        #expect(try app.root(in: try app.initialState()).texts == ["new"])
        #expect(try app.root(in: try app.initialState(platform: PlatformVersion("iOS", 15))).texts == ["old"])
    }

    @Test func opaqueLeafViewShowsItsArguments() throws {
        let screen = try compile("""
        NavigationStack {
            ColorDetail(color: Color.pink, count: 2)
        }
        """).launchScreen()
        guard case .navigationStack(nil, let root) = screen.kind else { Issue.record("\(screen)"); return }
        #expect(root.kind == .opaque(type: "ColorDetail", arguments: [Argument("color", .color("pink")), Argument("count", .int(2))]))
    }

    @Test func keyPathIdentifiesRows() throws {
        let screen = try compile("""
        struct Animal: Hashable, Identifiable { var id: String; var name: String }
        let animals = [Animal(id: "k", name: "Kiwi"), Animal(id: "t", name: "Tuatara")]
        var body: some View {
            List {
                ForEach(animals, id: \\.name) { animal in Text(animal.name) }
                ForEach(animals) { animal in Text(animal.id) }
            }
        }
        """).launchScreen()
        let ids = screen.allNodes.compactMap { node -> [Value]? in
            if case .forEach(let elements) = node.kind { return elements.map(\.id) }
            return nil
        }
        #expect(ids == [[.string("Kiwi"), .string("Tuatara")], [.string("k"), .string("t")]])
    }

    @Test func runStatementsUseTheStateTypesForImplicitMembers() throws {
        // `run path.append(.blue)` and `expect path == [.pink]`: implicit members typed from the state.
        let example = compile("""
        @State private var path: [Color] = []
        @State private var picked: Set<String> = []
        var body: some View { NavigationStack(path: $path) { Text("Root") } }
        """)
        let app = try #require(example.app)
        var state = try app.initialState()
        let run = try #require(app.compileStatements("path.append(.blue); path += [.pink]; picked = [\"A\", \"B\"]", at: step).compiled)
        try app.perform(run, in: &state)
        #expect(state["path"] == .array(elementType: "Color", [.color("blue"), .color("pink")]))
        let holds = try #require(app.compileExpression("picked == [\"B\", \"A\"]", at: step).compiled)
        #expect(try app.check(holds, in: state).holds)
        let fails = try #require(app.compileExpression("path == [.pink]", at: step).compiled)
        let outcome = try app.check(fails, in: state)
        #expect(!outcome.holds)
        #expect(outcome.failureMessage(for: "path == [.pink]") == "expected path == [.pink], got path = [.blue, .pink]")
    }

    @Test func unknownNameInAStepIsReportedInTheStep() throws {
        let app = try #require(compile("NavigationStack { Text(\"x\") }").app)
        let result = app.compileExpression("screen == 1", at: SourceLocation(file: "page.md", line: 70, column: 8))
        #expect(result.compiled == nil)
        #expect(result.diagnostics.map(\.message) == ["cannot find 'screen' in scope"])
        #expect(result.diagnostics.first?.location == SourceLocation(file: "page.md", line: 70, column: 8))
    }

    @Test func patternArgumentsTakeTheirTypeFromTheComparedValue() throws {
        let app = try #require(compile("NavigationStack { Text(\"x\") }").app)
        let pink = try #require(app.compileExpression(".pink", at: step, typedLike: .color("mint")).compiled)
        #expect(try app.evaluate(pink, in: try app.initialState()) == .color("pink"))
        let set = try #require(app.compileExpression("[\"A\", \"B\"]", at: step, typedLike: .set(elementType: "String", [])).compiled)
        #expect(try app.evaluate(set, in: try app.initialState()) == .set(elementType: "String", [.string("A"), .string("B")]))
    }
}

@Suite struct MutationTests {
    @Test func removeAllWithATrailingClosureRemovesOnlyMatches() throws {
        let example = compile("""
        @State private var names = ["Kiwi", "Kea", "Tuatara"]
        var body: some View { Text("\\(names.count)") }
        """)
        let app = try #require(example.app)
        var state = try app.initialState()
        let code = try #require(app.compileStatements("names.removeAll { $0.hasPrefix(\"K\") }; names[0] += \"!\"", at: SourceLocation(file: "p.md", line: 1, column: 5)).compiled)
        try app.perform(code, in: &state)
        #expect(state["names"] == .array(elementType: "String", [.string("Tuatara!")]))
    }
}
