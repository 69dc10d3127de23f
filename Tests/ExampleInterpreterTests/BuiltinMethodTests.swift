import Diagnostics
import NavigationModel
import Testing
@testable import ExampleInterpreter

/// Built-in methods: every one lowering accepts runs, and the random ones are refused.
@Suite struct BuiltinMethodTests {
    private let step = SourceLocation(file: "page.md", line: 90, column: 8)

    private func value(_ expression: String, members: String = "let items = [3, 1, 2]") throws -> Value {
        let example = compile(members + "\nvar body: some View { Text(\"x\") }")
        let app = try #require(example.app, "\(example.errorMessages)")
        let compiled = app.compileExpression(expression, at: step)
        let code = try #require(compiled.compiled, "\(compiled.diagnostics.map(\.message))")
        return try app.evaluate(code, in: try app.initialState())
    }

    @Test func theSixFormerlyMissingMethodsRun() throws {
        #expect(try value("items.suffix(2) == [1, 2]") == .bool(true))
        #expect(try value("items.lastIndex(of: 2) ?? -1") == .int(2))
        #expect(try value("items.lastIndex { $0 > 1 } ?? -1") == .int(2))
        #expect(try value("items.starts(with: [3, 1])") == .bool(true))
        #expect(try value("Set(items).isSuperset(of: [1, 2])") == .bool(true))
        #expect(try value("Set([1, 2]).symmetricDifference([2, 3]).count") == .int(2))
        #expect(try value("\"  hi \".trimmingCharacters(in: .whitespaces)") == .string("hi"))
        #expect(try value("items.reduce(0) { $0 + $1 }") == .int(6))
    }

    @Test func randomMethodsRunFromAFixedSeedAndSaySo() throws {
        let shuffled = try value("[1, 2, 3, 4, 5, 6, 7, 8].shuffled()")
        #expect(try value("[1, 2, 3, 4, 5, 6, 7, 8].shuffled()") == shuffled, "every run gives the same order")
        guard case .array(_, let elements) = shuffled else { Issue.record("not an array: \(shuffled)"); return }
        #expect(Set(elements) == Set((1...8).map { Value.int($0) }), "a permutation of the input")
        #expect(elements != (1...8).map { Value.int($0) }, "really shuffled, not returned as it was")
        let example = compile("let items = [1, 2]\nvar body: some View { Text(\"\\(items.shuffled())\") }")
        #expect(example.errorMessages.isEmpty)
        #expect(example.diagnostics.contains { $0.severity == .note && $0.message.contains("fixed seed") })
    }

    @Test func everyMethodIsImplementedForSomeReceiver() {
        for method in BuiltinMethod.allCases {
            let receivers: [BuiltinMethod.Receiver] = [.array, .set, .string, .bool, .navigationPath]
            #expect(receivers.contains { method.isImplemented(for: $0) }, "\(method) runs on no receiver")
        }
    }

    @Test func stringMethodsSwiftHasButWeDoNotRunAreUnsupported() {
        let example = compile("let name = \"a b\"\nvar body: some View { Text(\"\\(name.split(separator: \" \"))\") }")
        #expect(example.errorMessages == ["unsupported: 'split' on 'String'"])
    }
}
