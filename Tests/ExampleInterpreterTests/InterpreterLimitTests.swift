import Diagnostics
import Foundation
import NavigationModel
import Testing
@testable import ExampleInterpreter

/// Inputs that crashed (stack overflow, trap) or hung the interpreter: each is now
/// an error at the construct's position, and the process goes on.
@Suite struct InterpreterLimitTests {
    private func expectError(_ marked: MarkedSource, _ fragment: String, at marker: String? = "1️⃣") {
        let example = compile(marked)
        let errors = example.diagnostics.filter { $0.severity == .error }
        #expect(errors.count == 1, "\(errors.map { "\($0.location): \($0.message)" })")
        #expect(errors.first?.message.contains(fragment) == true, "\(errors.map(\.message))")
        if let marker { #expect(errors.first?.location == marked.markers[marker]) }
        #expect(example.app == nil)
    }

    /// An expression shown in a `Text`, evaluated when the launch screen renders.
    private func expectRuntimeError(_ expression: String, _ fragment: String) {
        expectError(MarkedSource("""
        let zero = 0
        let none: Int? = nil
        var body: some View { Text("\\(\(expression))") }
        """), fragment, at: nil)
    }

    // MARK: Nesting and length

    @Test func thousandsOfNestedParenthesesStopBeforeTheParser() {
        expectError(MarkedSource("let x = " + String(repeating: "(", count: 64) + "1️⃣" + String(repeating: "(", count: 2_936) + "1" + String(repeating: ")", count: 3_000)),
                    "code nested too deeply (more than 64 brackets, parentheses and braces open at once)")
    }

    @Test func thousandsOfNestedBracketsStopBeforeTheParser() {
        expectError(MarkedSource("let x = " + String(repeating: "[", count: 12) + "1️⃣" + String(repeating: "[", count: 2_988) + "1" + String(repeating: "]", count: 3_000)),
                    "brackets nested too deeply (more than 12 levels of '[')")
    }

    /// 24 unclosed `[` kept swift-syntax's lookahead busy for minutes (it doubles per level).
    @Test func unclosedNestedBracketsFinishQuickly() {
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            expectError(MarkedSource("let x = " + String(repeating: "[", count: 12) + "1️⃣" + String(repeating: "[", count: 12)), "brackets nested too deeply")
        }
        #expect(elapsed < .seconds(10))
    }

    @Test func bracketsInStringsAndCommentsDoNotCount() {
        let example = compile("""
        // [[[[[[[[[[[[[[[[[[[[[[[[
        let text = "[[[[[[[[[[[[[[[[[[[[[[[[ \\(1) [[[[[[[[[[[[[["
        var body: some View { Text(text) }
        """)
        #expect(example.errorMessages.isEmpty, "\(example.errorMessages)")
    }

    @Test func aSumOfThousandsOfTermsIsTooLong() {
        expectError(MarkedSource("let sum = 1️⃣" + Array(repeating: "1", count: 3_000).joined(separator: " + ")),
                    "expression too long (more than 512 operators)")
    }

    @Test func aLongTernaryChainIsTooLong() {
        expectError(MarkedSource("let t = 1️⃣" + String(repeating: "true ? 1 : ", count: 3_000) + "0"),
                    "expression too long (more than 512 operators)")
    }

    /// Under the limits, a long sum lowers and evaluates (deep recursion on a large stack).
    @Test func aSumOfFiveHundredTermsEvaluates() throws {
        let example = compile("var body: some View { Text(\"\\(" + Array(repeating: "1", count: 500).joined(separator: " + ") + ")\") }")
        #expect(try example.launchScreen().texts == ["500"])
    }

    // MARK: Recursion and loops share one budget

    /// Recursion through a default value makes no call, so the call limit never saw it.
    @Test func aDefaultValueThatBuildsItsOwnTypeIsBounded() {
        let example = compile(MarkedSource("""
        struct Park { let name: String; let nearby = [1️⃣Park(name: "Zion")] }
        let park = Park(name: "Arches")
        var body: some View { Text(park.name) }
        """))
        #expect(example.errorMessages.count == 1)
        #expect(example.errorMessages.first?.contains("nested too deeply (more than 2000 levels)") == true, "\(example.errorMessages)")
        #expect(example.diagnostics.first?.location.line == 10)
    }

    @Test func anEndlessLoopStopsAfterItsSteps() {
        expectError(MarkedSource("""
        func spin() -> Int {
            var n = 0
            for i in 0..<100000 { for j in 0..<100000 { n = i + j } }
            return n
        }
        var body: some View { Text("\\(spin())") }
        """), "evaluation did not finish after 1000000 steps", at: nil)
    }

    /// Scans of a large collection in a loop: each scan is charged by its length.
    @Test func repeatedScansOfALargeArrayStopAfterTheirSteps() {
        expectError(MarkedSource("""
        func scan() -> Int {
            let big = Array(0..<100000)
            var found = 0
            for _ in 0..<100000 { if big.contains(-1) { found += 1 } }
            return found
        }
        var body: some View { Text("\\(scan())") }
        """), "evaluation did not finish after 1000000 steps", at: nil)
    }

    @Test func aComputedPropertyThatReadsItselfIsBounded() {
        expectError(MarkedSource("""
        struct Loop { var value: Int { 1️⃣value + 1 } }
        var body: some View { Text("\\(Loop().value)") }
        """), "recursion too deep", at: nil)
    }

    // MARK: Traps become Swift's runtime errors

    @Test func integerOverflowIsAnError() {
        expectRuntimeError("Int.max + 1", "arithmetic overflow")
        expectRuntimeError("Int.min - 1", "arithmetic overflow")
        expectRuntimeError("Int.max * 2", "arithmetic overflow")
        expectRuntimeError("-(Int.min)", "arithmetic overflow")
        expectRuntimeError("Int.min / -1", "arithmetic overflow")
    }

    @Test func divisionByZeroIsAnError() {
        expectRuntimeError("1 / zero", "Division by zero")
        expectRuntimeError("1 % zero", "Division by zero in remainder operation")
    }

    @Test func indexOutOfRangeAndNilUnwrapAreErrors() {
        expectRuntimeError("[1, 2][5]", "Index out of range")
        expectRuntimeError("[1, 2][-1]", "Index out of range")
        expectRuntimeError("none!", "Unexpectedly found nil while unwrapping an Optional value")
    }

    @Test func integerLiteralsBeyondIntAreErrors() {
        expectError(MarkedSource("let big = 1️⃣9223372036854775808\nvar body: some View { Text(\"\\(big)\") }"), "overflows when stored into 'Int'")
        expectError(MarkedSource("let big = 1️⃣0b1\(String(repeating: "0", count: 70))\nvar body: some View { Text(\"\\(big)\") }"), "overflows when stored into 'Int'")
    }

    /// The raw value after `Int.max` trapped in lowering (`value + 1`), killing `check`, `build` and `serve`.
    @Test func rawValuesCountingPastIntMaxAreErrors() throws {
        expectError(MarkedSource("enum E: Int { case a = 9223372036854775807, 1️⃣b }\nvar body: some View { Text(\"x\") }"),
                    "integer literal '9223372036854775808' overflows when stored into 'Int'")
        expectError(MarkedSource("enum E: Int { case a = 1️⃣9223372036854775808 }\nvar body: some View { Text(\"x\") }"),
                    "overflows when stored into 'Int'")
        // Up to `Int.max` the values count on as in Swift, from a written value in any base.
        let example = compile("""
        enum E: Int { case a = 9223372036854775806, b }
        enum F: Int { case a = 0x10, b, c = 1_000, d }
        var body: some View { Text("\\(E.b.rawValue) \\(F.b.rawValue) \\(F.d.rawValue)") }
        """)
        #expect(example.errorMessages.isEmpty, "\(example.errorMessages)")
        #expect(try example.launchScreen().kind == .text("9223372036854775807 17 1001"))
    }

    @Test func availabilityVersionsAreRangeChecked() {
        expectError(MarkedSource("""
        var body: some View {
            if #available(iOS 1️⃣9223372036854775807, *) { Text("new") } else { Text("old") }
        }
        """), "version number '9223372036854775807' is out of range")
    }

    // MARK: Size

    @Test func aStringThatDoublesInALoopIsTooLarge() {
        expectError(MarkedSource("""
        func grow() -> String {
            var s = "ab"
            for _ in 0..<64 { s = s + s }
            return s
        }
        var body: some View { Text(grow()) }
        """), "string too large (more than 1000000 bytes", at: nil)
    }

    @Test func anArrayThatDoublesInALoopIsTooLarge() {
        expectError(MarkedSource("""
        func grow() -> Int {
            var a = [1]
            for _ in 0..<64 { a = a + a }
            return a.count
        }
        var body: some View { Text("\\(grow())") }
        """), "array too large (more than 1000000 elements)", at: nil)
    }

    // MARK: Threads

    /// Compiling from a thread with a small stack still has the stack the limits need.
    @Test func deepEvaluationWorksFromASmallStackThread() async {
        let example = await withCheckedContinuation { continuation in
            let thread = Thread {
                let code = "var body: some View { Text(\"\\(" + Array(repeating: "1", count: 500).joined(separator: " + ") + ")\") }"
                continuation.resume(returning: compile(code))
            }
            thread.stackSize = 256 << 10
            thread.start()
        }
        #expect(example.errorMessages.isEmpty, "\(example.errorMessages)")
    }
}
