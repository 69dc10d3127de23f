import Testing
import Diagnostics
import Pages
@testable import Scenarios

private func plan(_ source: String, file: String = "page.md") -> PageCheckPlan {
    PageCheckPlan(page: PageParser().parse(source: source, file: file).page)
}

private func lines(_ diagnostics: [Diagnostic]) -> [String] {
    diagnostics.map { "\($0.location.line):\($0.location.column): \($0.severity.rawValue): \($0.message)" }
}

@Suite struct PageCheckPlanTests {
    @Test func theDiagnosticsPageBindsScenariosToEarlierExamples() throws {
        let name = "06-diagnostics.md"
        let plan = plan(try conformancePage(name), file: name)
        #expect(plan.examples.map(\.name) == ["unknown-name", "loops", "opaque", "ok"])
        #expect(lines(plan.diagnostics) == ["10:21: error: unknown example 'nowhere'"])
        #expect(plan.scenarios.map { "\($0.example) \($0.index)" } == ["opaque 1", "ok 1", "ok 2", "ok 3"])
        // The scenario with `flyto` keeps its syntax error, at the word.
        let flyto = plan.scenarios(of: "ok")[1]
        #expect(lines(flyto.script.diagnostics) == ["84:1: error: unknown step 'flyto'"])
        #expect(!flyto.script.isRunnable)
        // Steps point into the Markdown file.
        #expect(plan.scenarios(of: "ok")[2].script.steps.map(\.location.line) == [91, 92, 93, 94, 95])
    }

    @Test func examplesJoinTheirBlocksInPageOrder() throws {
        let name = "02-navigation-path.md"
        let plan = plan(try conformancePage(name), file: name)
        #expect(plan.examples.count == 1)
        let mixed = try #require(plan.examples.first)
        #expect(mixed.blocks.map(\.firstCodeLine) == [10, 25])
        #expect(mixed.blocks[0].info.hasFlag("hidden"))
        #expect(mixed.declaration.line == 9)
        #expect(plan.scenarios.map(\.title) == [
            "Heterogeneous pushes", "Restoration needs Codable elements",
            "A non-Codable element blocks restoration", "Removing more than the path holds",
        ])
        #expect(plan.diagnostics.isEmpty)
    }

    @Test func migrationsAndSizesAreRead() throws {
        let legacy = plan(try conformancePage("05-legacy.md"), file: "05-legacy.md")
        #expect(legacy.examples.compactMap { example in example.migration.map { "\($0.from) → \(example.name) at \($0.location.line)" } } == [
            "flags → path at 36", "flags → wrong at 60", "tags → split at 105",
        ])
        #expect(legacy.diagnostics.isEmpty)
        let split = plan(try conformancePage("04-split-view.md"), file: "04-split-view.md")
        #expect(split.scenarios.map(\.initialSize) == [.regular, .compact, .compact, .regular])
    }

    @Test func bindingMistakesAreReportedAtTheInfoString() {
        let plan = plan("""
        ```scenario example=later
        tap "A"
        ```

        ```swift example=later migrates=nowhere
        Text("A")
        ```

        ```scenario title="orphan"
        tap "A"
        ```

        ```scenario example=later size=medium
        tap "A"
        ```

        ```swift example=self migrates=self
        Text("B")
        ```
        """)
        #expect(lines(plan.diagnostics) == [
            "1:21: error: unknown example 'later'; it is declared below, on line 5, and a scenario can only use an example declared before it",
            "5:33: error: unknown example 'nowhere'",
            "9:4: error: scenario block needs 'example=NAME' to name the example it runs against",
            "13:32: error: unknown size class 'medium'; expected 'compact' or 'regular'",
            "17:32: error: example 'self' cannot migrate from itself",
        ])
        #expect(plan.examples.allSatisfy { $0.migration == nil })
        // A bad size still runs the scenario, at the default size.
        #expect(plan.scenarios.map(\.initialSize) == [.regular])
    }

    @Test func aMalformedScenarioFenceIsDisplayOnly() {
        let plan = plan("""
        ```swift example=a
        Text("A")
        ```

        ```scenario example="a
        flyto "x"
        ```
        """)
        #expect(plan.scenarios.isEmpty)
        #expect(plan.diagnostics.isEmpty)
    }
}

@Suite struct ClaimsInPagesTests {
    @Test func theClaimsPageFindsItsClaimsInTheReducedProse() throws {
        let name = "07-claims.md"
        let plan = plan(try conformancePage(name), file: name)
        let script = try #require(plan.scenarios.first?.script)
        let lookups = script.claims.map { plan.claimFinder.locate($0) }
        let found = lookups.compactMap { lookup -> String? in
            guard case .found(let match) = lookup else { return nil }
            return "\(match.location(in: plan.page.prose))"
        }
        // `Going *back* from there removes Sequoia` + line break + `from the array`.
        #expect(found == ["07-claims.md:7:24", "07-claims.md:8:42", "07-claims.md:9:20"])
        guard case .notFound(let diagnostic) = lookups[3] else {
            Issue.record("'the stack swims upstream' was found")
            return
        }
        #expect(lines([diagnostic]) == [#"44:7: error: claim not found in the page's text: "the stack swims upstream""#])
    }

    @Test func chineseProseBrokenAcrossLinesMatchesAClaimWithoutSpaces() throws {
        let plan = plan("""
        从那里*返回*会把红杉从数组中
        移除，并显示优胜美地的详细信息。

        ```swift example=parks
        Text("x")
        ```

        ```scenario example=parks
        claim "从那里返回会把红杉从数组中移除"
        claim "返回会把红杉从数组中删除"
        ```
        """)
        let claims = try #require(plan.scenarios.first?.script.claims)
        guard case .found(let match) = plan.claimFinder.locate(claims[0]) else {
            Issue.record("a line-broken Chinese claim was not found")
            return
        }
        #expect(match.location(in: plan.page.prose).line == 1)
        guard case .notFound = plan.claimFinder.locate(claims[1]) else {
            Issue.record("a changed Chinese claim was found")
            return
        }
    }
}
