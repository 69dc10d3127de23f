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

    /// Both once returned their first argument (`String(repeating: "ab", count: 3)` was
    /// `"ab"`): each is held to what Swift itself computes for the same arguments.
    @Test func repeatingInitializersGiveSwiftsResults() throws {
        for (text, count) in [("ab", 3), ("é", 2), ("", 4), ("x", 0)] {
            #expect(try value("String(repeating: \"\(text)\", count: \(count))") == .string(String(repeating: text, count: count)))
        }
        #expect(try value("String(repeating: \"ab\", count: 3) == \"ab\"") == .bool(String(repeating: "ab", count: 3) == "ab"))
        #expect(try value("Array(repeating: 7, count: 3)") == .array(elementType: "Int", Array(repeating: 7, count: 3).map(Value.int)))
        #expect(try value("Array(repeating: \"ab\", count: 2)") == .array(elementType: "String", Array(repeating: "ab", count: 2).map(Value.string)))
        #expect(try value("Array(repeating: [1, 2], count: 2).count") == .int(Array(repeating: [1, 2], count: 2).count))
        #expect(try value("Array(repeating: 1, count: 0).isEmpty") == .bool(true))
        #expect(try value("Array(repeating: 1, count: 3) == [1]") == .bool(false))
    }

    /// Where Swift traps, the interpreter stops with an error; a huge count is the size limit, not an allocation.
    @Test func repeatingInitializersRefuseWhatSwiftRefuses() throws {
        for (expression, fragment) in [
            ("String(repeating: \"ab\", count: -1)", "Negative count not allowed"),
            ("Array(repeating: 1, count: -1)", "Can't construct Array with count < 0"),
            ("String(repeating: \"ab\", count: 9223372036854775807)", "string too large"),
            ("Array(repeating: 1, count: 9223372036854775807)", "array too large"),
        ] {
            #expect(throws: (any Error).self, "\(expression)") { try value(expression) }
            do { _ = try value(expression) } catch { #expect("\(error)".contains(fragment), "\(expression): \(error)") }
        }
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
            let receivers: [BuiltinMethod.Receiver] = [.array, .set, .string, .bool, .int, .double, .navigationPath]
            #expect(receivers.contains { method.isImplemented(for: $0) }, "\(method) runs on no receiver")
        }
    }

    /// `rounded()` and its relatives, held to what Swift computes for the same values.
    @Test func numberMethodsGiveSwiftsResults() throws {
        let members = "let distance = 42.5\nlet count = 12"
        #expect(try value("(distance * 0.621371).rounded()", members: members) == .double((42.5 * 0.621371).rounded()))
        #expect(try value("Int((distance * 0.621371).rounded())", members: members) == .int(Int((42.5 * 0.621371).rounded())))
        for rule in ["up", "down", "towardZero", "awayFromZero", "toNearestOrEven", "toNearestOrAwayFromZero"] {
            let expected: FloatingPointRoundingRule = switch rule {
            case "up": .up
            case "down": .down
            case "towardZero": .towardZero
            case "awayFromZero": .awayFromZero
            case "toNearestOrEven": .toNearestOrEven
            default: .toNearestOrAwayFromZero
            }
            #expect(try value("distance.rounded(.\(rule))", members: members) == .double(42.5.rounded(expected)), "\(rule)")
            #expect(try value("(-distance).rounded(.\(rule))", members: members) == .double((-42.5).rounded(expected)), "-\(rule)")
        }
        #expect(try value("distance.squareRoot()", members: members) == .double(42.5.squareRoot()))
        #expect(try value("distance.truncatingRemainder(dividingBy: 4)", members: members) == .double(42.5.truncatingRemainder(dividingBy: 4)))
        #expect(try value("count.isMultiple(of: 4)", members: members) == .bool(true))
        #expect(try value("count.isMultiple(of: 5)", members: members) == .bool(false))
        #expect(try value("count.isMultiple(of: 0)", members: members) == .bool(12.isMultiple(of: 0)))
        #expect(try value("abs(count - 20)", members: members) == .int(8))
        #expect(try value("abs(1.5 - distance)", members: members) == .double(41))
    }

    @Test func roundRoundsAVariableInPlace() throws {
        let members = "func roundedUp(_ x: Double) -> Double { var y = x; y.round(); return y }\nfunc roundedDown(_ x: Double) -> Double { var y = x; y.round(.down); return y }"
        #expect(try value("roundedUp(2.5)", members: members) == .double(3))
        #expect(try value("roundedDown(2.5)", members: members) == .double(2))
    }

    @Test func numberMethodsSwiftHasButWeDoNotRunAreUnsupportedAndMisspeltOnesAreNot() {
        func errors(_ call: String, type: String = "Double") -> [String] {
            compile("func shown(_ total: \(type)) -> String { \"\\(total.\(call))\" }\nvar body: some View { Text(shown(2)) }").errorMessages
        }
        #expect(errors("formatted()") == ["unsupported: 'formatted' on 'Double'"])
        #expect(errors("squareRot()") == ["value of type 'Double' has no member 'squareRot'; did you mean 'squareRoot'?"])
        #expect(errors("rounded()", type: "Int") == ["value of type 'Int' has no member 'rounded'"])
    }

    @Test func stringMethodsSwiftHasButWeDoNotRunAreUnsupported() {
        let example = compile("let name = \"a b\"\nvar body: some View { Text(\"\\(name.split(separator: \" \"))\") }")
        #expect(example.errorMessages == ["unsupported: 'split' on 'String'"])
    }
}
