import Testing
import Diagnostics
@testable import Scenarios

/// A scenario block whose first content line is line 10 of `page.md`.
private func parse(_ text: String, column: Int = 1) -> ScenarioScript {
    ScenarioParser().parse(text, file: "page.md", line: 10, column: column)
}

private func at(_ line: Int, _ column: Int) -> Diagnostics.SourceLocation {
    Diagnostics.SourceLocation(file: "page.md", line: line, column: column)
}

/// The view patterns of an expectation, as `kind: text @line:column`.
func patterns(_ step: ScenarioStep) -> [String] {
    func show(_ pattern: ViewPattern) -> String {
        "\(pattern.source.text) @\(pattern.source.location.line):\(pattern.source.location.column)"
    }
    switch step.kind {
    case .expectScreen(let pattern): return ["screen: " + show(pattern)]
    case .expectColumn(let column, let pattern): return ["\(column.rawValue): " + show(pattern)]
    case .expectStack(let patterns): return patterns.map { "stack: " + show($0) }
    default: return []
    }
}

private func messages(_ script: ScenarioScript) -> [String] {
    script.diagnostics.map { "\($0.location.line):\($0.location.column): \($0.message)" }
}

@Suite struct ScenarioParserActionTests {
    @Test func tapWithAndWithoutColumn() {
        let script = parse("""
        tap "Pink"
          tap "teal" in sidebar
        tap "x" in detail
        """)
        #expect(script.diagnostics.isEmpty)
        #expect(script.steps.map(\.kind) == [
            .tap(label: "Pink", column: nil),
            .tap(label: "teal", column: .sidebar),
            .tap(label: "x", column: .detail),
        ])
        #expect(script.steps.map(\.location) == [at(10, 1), at(11, 3), at(12, 1)])
        #expect(script.steps[1].text == #"tap "teal" in sidebar"#)
    }

    @Test func bareActions() {
        let script = parse("back\nrelaunch\nsize compact\nsize regular")
        #expect(script.diagnostics.isEmpty)
        #expect(script.steps.map(\.kind) == [.back, .relaunch, .size(.compact), .size(.regular)])
        #expect(script.steps.allSatisfy { $0.isAction })
    }

    @Test func selectTakesOneOrMoreLabels() {
        let script = parse(#"""
        select "Birds", "Reptiles"
        select "Reptiles"
        select "A" ,"B",   "C"
        """#)
        #expect(script.diagnostics.isEmpty)
        #expect(script.steps.map(\.kind) == [
            .select(labels: ["Birds", "Reptiles"]),
            .select(labels: ["Reptiles"]),
            .select(labels: ["A", "B", "C"]),
        ])
    }

    @Test func runKeepsTheSwiftTextAndItsPosition() {
        let script = parse(#"""
        run path.append(.blue)
        run   selection = .teal; isShowingPink = true // a comment
        run path.append(Text("a // b"))
        """#, column: 3)
        #expect(script.diagnostics.isEmpty)
        #expect(script.steps.map(\.kind) == [
            .run(SwiftSnippet(text: "path.append(.blue)", location: at(10, 7))),
            .run(SwiftSnippet(text: "selection = .teal; isShowingPink = true", location: at(11, 9))),
            .run(SwiftSnippet(text: #"path.append(Text("a // b"))"#, location: at(12, 7))),
        ])
        if case .run(let snippet) = script.steps[1].kind {
            // `isShowingPink` starts 20 bytes into the snippet.
            #expect(snippet.location(atUTF8Offset: 19) == at(11, 28))
        }
    }

    @Test func platformNamesAndVersions() {
        let script = parse("platform iOS 15\nplatform macOS 13.3\nplatform visionOS 1.0.1")
        #expect(script.diagnostics.isEmpty)
        #expect(script.steps.map(\.kind) == [
            .platform(.init(name: "iOS", version: [15])),
            .platform(.init(name: "macOS", version: [13, 3])),
            .platform(.init(name: "visionOS", version: [1, 0, 1])),
        ])
        #expect(script.platform == .init(name: "iOS", version: [15]))
    }

    @Test func platformComparesLikeAvailable() {
        let iOS15 = ScenarioStep.Platform(name: "iOS", version: [15])
        #expect(!iOS15.isAtLeast([16]))
        #expect(iOS15.isAtLeast([15, 0]))
        #expect(iOS15.isAtLeast([14, 5]))
        #expect(ScenarioStep.Platform(name: "iOS", version: [16, 4]).isAtLeast([16]))
    }

    @Test func platformAfterAnActionIsAnError() {
        let script = parse("expect screen: List\ntap \"A\"\nplatform iOS 15")
        #expect(messages(script) == ["12:1: 'platform' must come before any action"])
        #expect(script.diagnostics[0].notes.map(\.location) == [at(11, 1)])
        #expect(!script.isRunnable)
        // Expectations before it are fine: they are not actions.
        #expect(parse("expect screen: List\nplatform iOS 15\ntap \"A\"").diagnostics.isEmpty)
    }
}

@Suite struct ScenarioParserExpectationTests {
    @Test func expressionExpectations() {
        let script = parse("""
        expect path.isEmpty
        expect path == [.pink]
        expect showing
        expect x ? a : b
        expect Foo.bar == 1
        """)
        #expect(script.diagnostics.isEmpty)
        #expect(script.steps.map(\.kind) == [
            .expect(SwiftSnippet(text: "path.isEmpty", location: at(10, 8))),
            .expect(SwiftSnippet(text: "path == [.pink]", location: at(11, 8))),
            .expect(SwiftSnippet(text: "showing", location: at(12, 8))),
            .expect(SwiftSnippet(text: "x ? a : b", location: at(13, 8))),
            .expect(SwiftSnippet(text: "Foo.bar == 1", location: at(14, 8))),
        ])
        #expect(!script.steps.contains { $0.isAction })
    }

    @Test func viewPatternExpectations() {
        let script = parse("""
        expect screen: ColorDetail(color: .pink)
        expect sidebar:List
        expect content: AnimalList(groupIDs: ["Birds", "Reptiles"])
        expect detail:   Text("Pick a color")
        """)
        #expect(script.diagnostics.isEmpty)
        #expect(script.steps.flatMap(patterns) == [
            "screen: ColorDetail(color: .pink) @10:16",
            "sidebar: List @11:16",
            #"content: AnimalList(groupIDs: ["Birds", "Reptiles"]) @12:17"#,
            #"detail: Text("Pick a color") @13:18"#,
        ])
    }

    @Test func stackSplitsOnlyAtTopLevelAngleBrackets() {
        let script = parse(#"""
        expect stack: List > ParkDetails(park: _) > Text("a > b") > Detail(ok: a > b, f: { x -> Int in x })
        expect stack: List
        """#)
        #expect(script.diagnostics.isEmpty)
        #expect(patterns(script.steps[0]) == [
            "stack: List @10:15",
            "stack: ParkDetails(park: _) @10:22",
            #"stack: Text("a > b") @10:45"#,
            "stack: Detail(ok: a > b, f: { x -> Int in x }) @10:61",
        ])
        #expect(patterns(script.steps[1]) == ["stack: List @11:15"])
    }

    @Test func emptyStackElementIsAnError() {
        #expect(messages(parse("expect stack: List > > Detail")) == ["10:21: expected a view pattern between '>'s"])
        #expect(messages(parse("expect stack: List >")) == ["10:20: expected a view pattern between '>'s"])
    }

    @Test func titleBackAndWarnings() {
        let script = parse(#"""
        expect title: "Colors"
        expect back: enabled
        expect back: disabled
        expect warning: "no matching navigationDestination"
        expect no warning
        expect   no    warning   // spaces are folded
        """#)
        #expect(script.diagnostics.isEmpty)
        #expect(script.steps.map(\.kind) == [
            .expectTitle("Colors"),
            .expectBack(enabled: true),
            .expectBack(enabled: false),
            .expectWarning(fragment: "no matching navigationDestination"),
            .expectNoWarning,
            .expectNoWarning,
        ])
    }

    @Test func malformedExpectations() {
        let script = parse(#"""
        expect
        expect screen:
        expect back: maybe
        expect title: Colors
        expect scren: List
        expect flavour: sweet
        expect path == [.pink
        """#)
        #expect(messages(script) == [
            "10:1: expected an expression or 'screen:', 'stack:', 'title:', ... after 'expect'",
            "11:14: expected a view pattern after 'screen:'",
            "12:14: expected 'enabled' or 'disabled' after 'back:'",
            "13:15: expected the title in quotes after 'title:'",
            "14:8: unknown expectation 'scren:'; did you mean 'screen:'?",
            "15:8: unknown expectation 'flavour:'; expected one of 'screen:', 'stack:', 'sidebar:', 'content:', 'detail:', 'title:', 'back:', 'presented:', 'tab:', 'warning:'",
            "16:16: expected ']' to match this '['",
        ])
        #expect(script.steps.isEmpty)
        #expect(!script.isRunnable)
    }
}

@Suite struct ScenarioParserLexicalTests {
    @Test func quotedArgumentsUseSwiftEscapes() {
        let script = parse(#"""
        tap "Quote \" and \\ back"
        tap "tab\there\nnew"
        tap "\u{1F600} \u{48}i"
        tap #"raw \n "quoted""#
        tap ##"a "# b"##
        tap "中文 标签"
        """#)
        #expect(script.diagnostics.isEmpty)
        #expect(script.steps.map(\.kind) == [
            .tap(label: #"Quote " and \ back"#, column: nil),
            .tap(label: "tab\there\nnew", column: nil),
            .tap(label: "😀 Hi", column: nil),
            .tap(label: #"raw \n "quoted""#, column: nil),
            .tap(label: ##"a "# b"##, column: nil),
            .tap(label: "中文 标签", column: nil),
        ])
    }

    @Test func badLiterals() {
        let script = parse(#"""
        tap "Pink
        tap "a\qb"
        tap "n \(x)"
        tap "\u{zz}"
        """#)
        #expect(messages(script) == [
            "10:5: unterminated string literal",
            "11:7: invalid escape sequence in literal",
            "12:8: string interpolation is not supported in a step's text",
            "13:6: expected hexadecimal code in braces after unicode escape",
        ])
    }

    @Test func commentsBlankLinesAndMarkers() {
        let script = parse(#"""

        // a whole-line comment
        tap "a // not a comment" // a comment
        expect path == [1] // expected-error {{path}}
        expect title: "x"//tight
        back /* inline */ // trailing

        """#)
        #expect(messages(script) == ["15:6: unexpected text after 'back'"])
        #expect(script.steps.map(\.kind) == [
            .tap(label: "a // not a comment", column: nil),
            .expect(SwiftSnippet(text: "path == [1]", location: at(13, 8))),
            .expectTitle("x"),
        ])
        #expect(script.steps.map(\.text) == [#"tap "a // not a comment""#, "expect path == [1]", #"expect title: "x""#])
    }

    @Test func interpolationInSwiftIsCodeNotAComment() {
        let script = parse(#"expect screen: Text("Number \(n) // \("x")") // done"#)
        #expect(script.diagnostics.isEmpty)
        #expect(script.steps.flatMap(patterns) == [#"screen: Text("Number \(n) // \("x")") @10:16"#])
    }

    @Test func crlfLineEndingsAreAccepted() {
        let script = parse("tap \"A\"\r\nback\r\n")
        #expect(script.diagnostics.isEmpty)
        #expect(script.steps.map(\.kind) == [.tap(label: "A", column: nil), .back])
    }

    @Test func columnsCountUTF8Bytes() {
        // "é" is two bytes, so `back` after `tap "é" ` is 3 columns right of its
        // character count.
        let script = parse("tap \"é\" back")
        #expect(messages(script) == ["10:10: unexpected text after 'tap \"…\"'; expected 'in sidebar', 'in content' or 'in detail'"])
    }
}

@Suite struct ScenarioParserErrorTests {
    @Test func unknownStepAtTheWord() {
        // As on the conformance page 06-diagnostics: `flyto "One" // expected-error {{flyto}}`.
        let script = parse("expect screen: List\n   flyto \"One\" // expected-error {{flyto}}\nexpect screen: Text(\"Number 1\")")
        #expect(messages(script) == ["11:4: unknown step 'flyto'"])
        #expect(script.diagnostics[0].severity == .error)
        #expect(!script.isRunnable)
        // The other lines still parse, so a trace can show them.
        #expect(script.steps.count == 2)
    }

    @Test func unknownStepSuggestsTheCloseOne() {
        #expect(messages(parse("tapp \"One\"")) == ["10:1: unknown step 'tapp'; did you mean 'tap'?"])
        #expect(messages(parse("expct x")) == ["10:1: unknown step 'expct'; did you mean 'expect'?"])
        #expect(messages(parse("\"One\"")) == ["10:1: unknown step '\"One\"'"])
    }

    @Test func everyBadLineIsReportedInLineOrder() {
        let script = parse(#"""
        tap
        tap "A" in middle
        tap "A" on sidebar
        select "A",
        select "A" "B"
        size medium
        size
        platform android 14
        platform ios 15
        platform iOS
        back now
        run
        claim
        claim "x" extra
        tap "ok"
        """#)
        #expect(messages(script) == [
            "10:3: expected a quoted label after 'tap'",
            "11:12: unknown column 'middle'; expected sidebar, content or detail",
            "12:9: unexpected text after 'tap \"…\"'; expected 'in sidebar', 'in content' or 'in detail'",
            "13:11: expected a quoted row label after ','",
            "14:12: expected ',' between the labels of 'select'",
            "15:6: unknown size class 'medium'; expected 'compact' or 'regular'",
            "16:1: expected 'compact' or 'regular' after 'size'",
            "17:10: unknown platform 'android'; expected one of iOS, iPadOS, macOS, macCatalyst, tvOS, watchOS, visionOS",
            "18:10: unknown platform 'ios'; did you mean 'iOS'?",
            "19:13: expected a version after 'iOS', as in 'platform iOS 15'",
            "20:6: unexpected text after 'back'",
            "21:3: expected Swift statements after 'run'",
            "22:5: expected the claimed sentence in quotes after 'claim'",
            "23:11: unexpected text after 'claim \"…\"'",
        ])
        #expect(script.steps.map(\.kind) == [.tap(label: "ok", column: nil)])
        #expect(script.diagnostics.allSatisfy { $0.id == "scenario.syntax" })
    }

    @Test func unbalancedBracketsInSwiftAreSyntaxErrors() {
        #expect(messages(parse("run path.append(.blue")) == ["10:16: expected ')' to match this '('"])
        #expect(messages(parse("run path.append(.blue))")) == ["10:23: unexpected ')' without a matching opening bracket"])
        #expect(messages(parse("expect screen: Foo(a: [1)]")) == ["10:25: expected ']' to match '['"])
    }

    @Test func aSnippetCheckerCanRejectSwiftAtParseTime() {
        let parser = ScenarioParser { snippet, role in
            snippet.text.contains("==") && role == .expression && snippet.text.hasSuffix("==")
                ? [.error("swift.syntax", at: snippet.location(atUTF8Offset: snippet.text.utf8.count), "expected expression after operator")]
                : []
        }
        let script = parser.parse("expect path ==\nexpect path == []", file: "page.md", line: 10)
        #expect(messages(script) == ["10:15: expected expression after operator"])
        #expect(!script.isRunnable)
    }
}

@Suite struct ScenarioParserClaimTests {
    @Test func claimsGroupTheStepsAfterThem() {
        // The page 07-claims, shortened.
        let script = parse(#"""
        run setUp()
        claim "replaces what the stack displays"
        run showParks()
        expect screen: ParkDetails(park: Park("Sequoia"))
        claim "Going back from there removes Sequoia from the array"
        back
        expect presentedParks == [Park("Yosemite")]
        claim "the stack swims upstream" // expected-error
        """#)
        #expect(script.diagnostics.isEmpty)
        #expect(script.claims.map(\.text) == [
            "replaces what the stack displays",
            "Going back from there removes Sequoia from the array",
            "the stack swims upstream",
        ])
        #expect(script.claims.map(\.steps) == [1..<3, 3..<5, 5..<5])
        #expect(script.claims.map(\.location) == [at(11, 1), at(14, 1), at(17, 1)])
        #expect(script.claims.map(\.textLocation) == [at(11, 7), at(14, 7), at(17, 7)])
        #expect(script.steps.map(\.claimIndex) == [nil, 0, 0, 1, 1])
    }

    @Test func anEmptyClaimIsAnError() {
        #expect(messages(parse(#"claim "  ""#)) == ["10:7: a claim needs the sentence it backs, quoted from the page"])
    }

    @Test func claimTextUsesSwiftEscapes() {
        let script = parse(#"claim "a \"quoted\" word""#)
        #expect(script.claims.map(\.text) == [#"a "quoted" word"#])
        #expect(script.steps.isEmpty)
    }
}

@Suite struct ScenarioScriptTests {
    @Test func migrationReplaysTapsBacksSelectsAndSizesUpToAnotherAction() {
        // §5: the replay stops at the first other action; expectations are skipped.
        let script = parse(#"""
        tap "Pink"
        expect isShowingPink
        back
        size compact
        select "A"
        run isShowingPurple = true
        tap "Purple"
        """#)
        #expect(script.replayableActionPrefix.map(\.kind) == [
            .tap(label: "Pink", column: nil), .back, .size(.compact), .select(labels: ["A"]),
        ])
    }
}
