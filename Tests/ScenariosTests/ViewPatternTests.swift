import Testing
import Diagnostics
@testable import Scenarios

private func snippet(_ text: String) -> SwiftSnippet {
    SwiftSnippet(text: text, location: Diagnostics.SourceLocation(file: "p.md", line: 44, column: 16))
}

private func pattern(_ text: String) throws -> ViewPattern {
    try ViewPattern.parse(snippet(text)).get()
}

/// `label: value-text` per argument, `_` for wildcards.
private func shape(_ pattern: ViewPattern) -> String {
    guard let arguments = pattern.arguments else { return pattern.typeName }
    let parts = arguments.map { ($0.label.map { "\($0): " } ?? "") + ($0.value?.text ?? "_") }
    return pattern.typeName + "(" + parts.joined(separator: ", ") + ")"
}

@Suite struct ViewPatternTests {
    @Test func theShapesOfSection3() throws {
        #expect(shape(try pattern("ColorDetail")) == "ColorDetail")
        #expect(shape(try pattern("ColorDetail(color: .pink)")) == "ColorDetail(color: .pink)")
        #expect(shape(try pattern("ColorDetail(color: _)")) == "ColorDetail(color: _)")
        #expect(shape(try pattern(#"Text("Pick a color")"#)) == #"Text("Pick a color")"#)
        #expect(shape(try pattern("List")) == "List")
        #expect(shape(try pattern("EmptyView()")) == "EmptyView()")
        #expect(shape(try pattern(#"ParkDetails(park: Park(name: "Yosemite"))"#)) == #"ParkDetails(park: Park(name: "Yosemite"))"#)
        #expect(shape(try pattern(#"AnimalList(groupIDs: ["Birds", "Reptiles"])"#)) == #"AnimalList(groupIDs: ["Birds", "Reptiles"])"#)
        #expect(shape(try pattern(#"Row(a: x ? 1 : 2, "b, c", _)"#)) == #"Row(a: x ? 1 : 2, "b, c", _)"#)
    }

    @Test func modifiersTakeNoPart() throws {
        #expect(shape(try pattern(#"Text("x").navigationTitle("T").padding()"#)) == #"Text("x")"#)
    }

    @Test func argumentValuesKeepTheirPositions() throws {
        let parsed = try pattern(#"ParkDetails(park: Park("Sequoia"))"#)
        let argument = try #require(parsed.arguments?.first)
        #expect(argument.location.column == 16 + 12)
        #expect(argument.value?.location.column == 16 + 18)
    }

    @Test func malformedPatterns() {
        func problem(_ text: String) -> String? {
            guard case .failure(let error) = ViewPattern.parse(snippet(text)) else { return nil }
            return "\(error.diagnostic.location.column): \(error.diagnostic.message)"
        }
        #expect(problem(#""List""#) == "16: expected a view pattern, as in 'ColorDetail(color: .pink)' or 'List'")
        #expect(problem("Detail(color: )") == "30: expected a value or '_' after 'color:'")
        #expect(problem("Detail(a, , b)") == "25: expected an argument")
        #expect(problem("Detail(a) extra") == "26: unexpected text after the view pattern 'Detail(a)'")
        #expect(problem("Detail(a") == "22: expected ')' to match this '('")
    }

    @Test func matchingComparesTypeLabelsAndValues() throws {
        // Values here are strings standing for evaluated values; the closure
        // stands for "evaluate the text typed like the screen's value".
        let evaluate: (SwiftSnippet, String) -> Bool = { $0.text == $1 }
        let pink: [(label: String?, value: String)] = [("color", ".pink")]
        #expect(try pattern("ColorDetail(color: .pink)").matches(typeName: "ColorDetail", arguments: pink, valueMatches: evaluate))
        #expect(try !pattern("ColorDetail(color: .mint)").matches(typeName: "ColorDetail", arguments: pink, valueMatches: evaluate))
        #expect(try pattern("ColorDetail(color: _)").matches(typeName: "ColorDetail", arguments: pink, valueMatches: evaluate))
        #expect(try pattern("ColorDetail").matches(typeName: "ColorDetail", arguments: pink, valueMatches: evaluate))
        #expect(try !pattern("ColorDetail(shade: .pink)").matches(typeName: "ColorDetail", arguments: pink, valueMatches: evaluate))
        #expect(try !pattern("ColorDetail()").matches(typeName: "ColorDetail", arguments: pink, valueMatches: evaluate))
        #expect(try !pattern("ParkDetails").matches(typeName: "ColorDetail", arguments: pink, valueMatches: evaluate))
        #expect(try pattern(#"Text("Number 7")"#).matches(typeName: "Text", arguments: [(nil, #""Number 7""#)], valueMatches: evaluate))
    }

    @Test func badPatternsMakeTheScenarioNotRun() {
        let script = ScenarioParser().parse("expect screen: \"List\"\nexpect stack: List > Detail(a b", file: "p.md", line: 10)
        #expect(script.diagnostics.map { "\($0.location.line):\($0.location.column): \($0.message)" } == [
            "10:16: expected a view pattern, as in 'ColorDetail(color: .pink)' or 'List'",
            "11:28: expected ')' to match this '('",
        ])
        #expect(!script.isRunnable)
    }
}
