import Testing
import Diagnostics
@testable import Scenarios

private let file = "page.md"

private func at(_ line: Int, _ column: Int = 1) -> Diagnostics.SourceLocation {
    Diagnostics.SourceLocation(file: file, line: line, column: column)
}

/// Scenario text starting at line 10; the block's info string is on line 9.
private func script(_ text: String) -> ScenarioScript {
    ScenarioParser().parse(text, file: file, line: 10)
}

private let blockLocation = at(9)

/// A driver whose results are written per line, recording what it was asked.
private struct ScriptedDriver: ScenarioDriver {
    var launchResult: ActionResult = .succeeded(warnings: [])
    var actions: [Int: ActionResult] = [:]
    var expectations: [Int: [Diagnostic]] = [:]
    private(set) var launchedPlatform: ScenarioStep.Platform?
    private(set) var asked: [Int] = []

    mutating func launch(platform: ScenarioStep.Platform?) -> ActionResult {
        launchedPlatform = platform
        return launchResult
    }

    mutating func perform(_ step: ScenarioStep) -> ActionResult {
        asked.append(step.location.line)
        return actions[step.location.line] ?? .succeeded(warnings: [])
    }

    mutating func evaluate(_ step: ScenarioStep) -> [Diagnostic] {
        asked.append(step.location.line)
        return expectations[step.location.line] ?? []
    }

    private(set) var recorded: [String] = []

    mutating func record(_ step: ScenarioStep, outcome: StepOutcome, message: String?) {
        recorded.append("\(step.location.line) \(outcome)" + (message.map { ": \($0)" } ?? ""))
    }
}

private let noDestination = RuntimeWarning(id: "model.noDestination", message: "A NavigationLink is presenting a value of type “String” but there is no matching navigationDestination declaration visible from the location of the link. The link cannot be activated.")
private let lazyDestination = RuntimeWarning(
    id: "model.lazyDestination",
    message: #"Do not put a navigation destination modifier inside a "lazy" container, like `List` or `LazyVStack`"#,
    declaration: at(42, 18)
)

private func lines(_ diagnostics: [Diagnostic]) -> [String] {
    diagnostics.map { "\($0.location.line):\($0.location.column): \($0.severity.rawValue): \($0.message)" }
}

@Suite struct ScenarioExecutorTests {
    @Test func aFailingExpectationIsReportedAndTheScenarioGoesOn() {
        var driver = ScriptedDriver()
        driver.expectations[10] = [.error("expect.failed", at: at(10, 8), #"expected screen: Text("Number 1"), got List"#)]
        let run = ScenarioExecutor().run(script("""
        expect screen: Text("Number 1")
        tap "One"
        expect screen: Text("Number 1")
        """), at: blockLocation, on: &driver)
        #expect(driver.asked == [10, 11, 12])
        #expect(run.stepOutcomes == [.failed, .passed, .passed])
        #expect(lines(run.diagnostics) == [#"10:8: error: expected screen: Text("Number 1"), got List"#])
        #expect(run.status == .failed)
    }

    @Test func theFirstFailingActionStopsTheScenarioWithANote() {
        // Conformance 06: `tap "Two"` fails, the expectation after it does not run.
        var driver = ScriptedDriver()
        driver.actions[11] = .failed(diagnostics: [.error("step.noControl", at: at(11), #"no visible control "Two"; visible: "One""#)], warnings: [])
        let run = ScenarioExecutor().run(script("""
        expect back: disabled
        tap "Two"
        expect screen: Text("Number 2")
        back
        """), at: blockLocation, on: &driver)
        #expect(driver.asked == [10, 11])
        #expect(run.stepOutcomes == [.passed, .failed, .notRun, .notRun])
        #expect(lines(run.diagnostics) == [
            #"11:1: error: no visible control "Two"; visible: "One""#,
            "12:1: note: the remaining steps did not run: the action on line 11 failed",
        ])
        #expect(run.status == .failed)
    }

    @Test func expectWarningConsumesTheLastActionsWarnings() {
        // Conformance 03: tapping a link without a destination logs a warning the page states.
        var driver = ScriptedDriver()
        driver.actions[10] = .succeeded(warnings: [noDestination])
        let run = ScenarioExecutor().run(script("""
        tap "Lemon"
        expect warning: "no matching navigationDestination"
        expect screen: List
        tap "Seven"
        expect no warning
        """), at: blockLocation, on: &driver)
        #expect(run.diagnostics.isEmpty)
        #expect(run.stepOutcomes == [.passed, .passed, .passed, .passed, .passed])
        #expect(run.stepWarnings[0] == [noDestination])
    }

    @Test func anUnconsumedActionWarningIsReportedAtItsStep() {
        // Conformance 03: `tap "Lemon" // expected-warning {{navigationDestination}}`.
        var driver = ScriptedDriver()
        driver.actions[11] = .succeeded(warnings: [noDestination])
        let run = ScenarioExecutor().run(script("expect screen: List\n  tap \"Lemon\""), at: blockLocation, on: &driver)
        #expect(lines(run.diagnostics) == ["11:3: warning: \(noDestination.message)"])
        #expect(run.diagnostics[0].id == "model.noDestination")
        // A warning alone doesn't fail the scenario.
        #expect(run.status == .passed)
    }

    @Test func aWarningExpectationThatIsNotMetSaysWhatCame() {
        var driver = ScriptedDriver()
        driver.actions[10] = .succeeded(warnings: [noDestination])
        let run = ScenarioExecutor().run(script("""
        tap "Lemon"
        expect warning: "lazy"
        back
        expect warning: "anything"
        """), at: blockLocation, on: &driver)
        #expect(lines(run.diagnostics) == [
            "10:1: warning: \(noDestination.message)",
            "11:1: error: expected warning \"lazy\", got \"\(noDestination.message)\"",
            "13:1: error: expected warning \"anything\", got none",
        ])
        #expect(run.stepOutcomes == [.passed, .failed, .passed, .failed])
    }

    @Test func expectNoWarningFailsNamingTheWarningsOnce() {
        var driver = ScriptedDriver()
        driver.actions[10] = .succeeded(warnings: [noDestination])
        let run = ScenarioExecutor().run(script("tap \"Lemon\"\nexpect no warning"), at: blockLocation, on: &driver)
        #expect(lines(run.diagnostics) == ["11:1: error: expected no warning, got \"\(noDestination.message)\""])
    }

    @Test func beforeAnyActionTheLaunchWarningsAreTheLastActions() {
        var driver = ScriptedDriver()
        driver.launchResult = .succeeded(warnings: [lazyDestination])
        let run = ScenarioExecutor().run(script("""
        platform iOS 15
        expect warning: "lazy"
        tap "a"
        """), at: blockLocation, on: &driver)
        #expect(driver.launchedPlatform == .init(name: "iOS", version: [15]))
        // `platform` was applied at launch: the driver is not asked to perform it.
        #expect(driver.asked == [12])
        #expect(run.diagnostics.isEmpty)
        #expect(run.consumedDeclarationWarnings == [lazyDestination])
        #expect(run.launchWarnings == [lazyDestination])
    }

    @Test func declarationWarningsAreReportedOncePerExampleUnlessConsumed() {
        // Conformance 03 `lazy`: the misplaced modifier warns at its declaration, once.
        var ledger = DeclarationWarningLedger()
        ledger.record([lazyDestination])  // the example's launch evaluation
        for _ in 0..<2 {
            var driver = ScriptedDriver()
            driver.launchResult = .succeeded(warnings: [lazyDestination])
            driver.actions[10] = .succeeded(warnings: [noDestination])
            let run = ScenarioExecutor().run(script("tap \"a\"\nexpect warning: \"no matching navigationDestination\""), at: blockLocation, on: &driver)
            #expect(run.diagnostics.isEmpty)
            #expect(run.unconsumedDeclarationWarnings == [lazyDestination])
            ledger.record(run)
        }
        #expect(lines(ledger.diagnostics) == ["42:18: warning: \(lazyDestination.message)"])

        // A scenario that states the warning consumes it for the example.
        var driver = ScriptedDriver()
        driver.launchResult = .succeeded(warnings: [lazyDestination])
        ledger.record(ScenarioExecutor().run(script("expect warning: \"lazy\""), at: blockLocation, on: &driver))
        #expect(ledger.diagnostics.isEmpty)
    }

    @Test func stepsTheExecutorSettlesAreRecordedForTheTrace() {
        var driver = ScriptedDriver()
        driver.actions[12] = .failed(diagnostics: [.error("e", at: at(12), "no back control: the root is showing")], warnings: [])
        _ = ScenarioExecutor().run(script("""
        platform iOS 15
        expect no warning
        back
        expect warning: "x"
        """), at: blockLocation, on: &driver)
        #expect(driver.recorded == ["10 passed", "11 passed", "13 notRun"])
        var warned = ScriptedDriver()
        _ = ScenarioExecutor().run(script("expect warning: \"x\""), at: blockLocation, on: &warned)
        #expect(warned.recorded == [#"10 failed: expected warning "x", got none"#])
    }

    @Test func aScenarioThatDoesNotParseIsNotRun() {
        var driver = ScriptedDriver()
        let parsed = script("flyto \"One\"\nexpect screen: Text(\"Number 1\")")
        let run = ScenarioExecutor().run(parsed, at: blockLocation, on: &driver)
        #expect(driver.asked.isEmpty)
        #expect(driver.launchedPlatform == nil)
        #expect(lines(run.diagnostics) == ["10:1: error: unknown step 'flyto'"])
        #expect(run.stepOutcomes == [.notRun])
        #expect(run.status == .failed)
    }

    @Test func aScenarioOfABrokenExampleIsNotRunWithANote() {
        let note = ScenarioExecutor.exampleHasErrorsNote(example: "opaque", at: blockLocation)
        let run = ScenarioExecutor().notRun(script("tap \"Yosemite\""), diagnostics: [note])
        #expect(lines(run.diagnostics) == ["9:1: note: scenario not run: example 'opaque' has errors"])
        #expect(run.status == .notRun)
        let report = run.report(index: 1, title: nil, location: blockLocation, script: script("tap \"Yosemite\""))
        #expect(report.status == .notRun)
        #expect(report.displayName == "scenario 1")
    }

    @Test func aFailedLaunchStopsEverything() {
        var driver = ScriptedDriver()
        driver.launchResult = .failed(diagnostics: [.error("swift.fault", at: at(3, 5), "arithmetic overflow")], warnings: [])
        let run = ScenarioExecutor().run(script("tap \"A\"\nexpect x"), at: blockLocation, on: &driver)
        #expect(driver.asked.isEmpty)
        #expect(lines(run.diagnostics) == [
            "3:5: error: arithmetic overflow",
            "10:1: note: the remaining steps did not run: the launch screen failed",
        ])
    }
}

@Suite struct ScenarioExecutorClaimTests {
    // The prose of conformance 07-claims, reduced.
    let finder = ClaimFinder(prose: [ProseSegment(text: """
    The showParks method replaces what the stack displays with the details for
    Sequoia, the last park in the new array. Going back from there removes Sequoia
    from the array and reveals the details for Yosemite.
    """, location: at(7))])

    let claims = script(#"""
    claim "replaces what the stack displays with the details for Sequoia"
    run showParks()
    expect screen: ParkDetails(park: Park("Sequoia"))
    claim "Going back from there removes Sequoia from the array"
    back
    expect presentedParks == [Park("Yosemite")]
    claim "reveals the details for Yosemite"
    expect screen: ParkDetails(park: Park("Yosemite"))
    claim "the stack swims upstream"
    expect presentedParks.count == 1
    """#)

    @Test func claimsAreBoundToTheProseAndToTheirEvidence() {
        var driver = ScriptedDriver()
        driver.expectations[17] = [.error("expect.failed", at: at(17, 8), #"expected screen: ParkDetails(park: Park("Yosemite")), got Text("Parks")"#)]
        let run = ScenarioExecutor(claimFinder: finder).run(claims, at: blockLocation, on: &driver)
        #expect(run.claims.map(\.status) == [.passed, .passed, .failed, .failed])
        #expect(run.claims[0].match?.segmentIndex == 0)
        #expect(run.claims[3].match == nil)
        #expect(lines(run.diagnostics) == [
            #"17:8: error: expected screen: ParkDetails(park: Park("Yosemite")), got Text("Parks")"#,
            #"18:7: error: claim not found in the page's text: "the stack swims upstream""#,
        ])
        let report = run.report(index: 2, title: "Parks", location: blockLocation, script: claims)
        #expect(report.claims.map(\.status) == [.passed, .passed, .failed, .failed])
        #expect(report.claims.map(\.location.line) == [10, 13, 16, 18])
        #expect(report.status == .failed)
    }

    @Test func claimsAfterAFailedActionAreNotRunAndClaimsAreCheckedEvenWhenNothingRuns() {
        var driver = ScriptedDriver()
        driver.actions[14] = .failed(diagnostics: [.error("step.noBack", at: at(14), "no back control: the root is showing")], warnings: [])
        let run = ScenarioExecutor(claimFinder: finder).run(claims, at: blockLocation, on: &driver)
        #expect(run.claims.map(\.status) == [.passed, .failed, .notRun, .failed])

        let skipped = ScenarioExecutor(claimFinder: finder).notRun(claims, diagnostics: [])
        #expect(skipped.claims.map(\.status) == [.notRun, .notRun, .notRun, .failed])
        #expect(skipped.diagnostics.map(\.id) == ["claim.notFound"])
    }
}
