import Diagnostics
import Foundation
import NavigationModel
import Pages
import Scenarios

/// Turns one page's check result into what the site shows: each example's
/// template data and JSON, and the marks of the claims in the prose.
struct ExampleSectionBuilder {
    let plan: PageCheckPlan
    let result: PageChecker<SelectedEngine>.Result
    let labels: Labels
    let highlighter = SwiftHighlighter()
    /// The id of the mark each claimed passage carries: the first claim of those words.
    private var claimAnchors: [ClaimMatch: String] = [:]
    /// Each example's report by name, so a page of thousands of examples builds in linear time.
    private let reports: [String: ExampleReport]
    private let examples: [String: DeclaredExample]

    init(plan: PageCheckPlan, result: PageChecker<SelectedEngine>.Result, labels: Labels) {
        self.plan = plan
        self.result = result
        self.labels = labels
        self.reports = Dictionary(result.report.examples.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        self.examples = Dictionary(plan.examples.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for (match, entry, index, _, _) in foundClaims() where claimAnchors[match] == nil {
            claimAnchors[match] = entry.claimID(index)
        }
    }

    /// A scenario of the page with its run and its place among its example's scenarios.
    struct ScenarioEntry {
        var block: ScenarioBlock
        var run: ScenarioRun
        var anchor: String { "scenario-\(block.example)-\(block.index)" }

        func stepAnchor(_ index: Int) -> String { "\(anchor)-step-\(index)" }
        func claimID(_ index: Int) -> String { "claim-\(block.example)-\(block.index)-\(index + 1)" }

        /// The trace step where a claim's evidence starts: script step `k` is trace step `k + 1`
        /// (the launch is step 0); the scenario itself when the claim backs no step.
        func claimTarget(_ claim: ScenarioClaim) -> String {
            guard !claim.steps.isEmpty, let trace = run.trace, trace.steps.count > claim.steps.lowerBound + 1 else {
                return "#\(anchor)"
            }
            return "#\(stepAnchor(claim.steps.lowerBound + 1))"
        }
    }

    func scenarios(of example: String) -> [ScenarioEntry] {
        (plan.scenarioPositions[example] ?? []).map { ScenarioEntry(block: plan.scenarios[$0], run: result.runs[$0]) }
    }

    // MARK: Template data

    func data(for example: DeclaredExample) -> ExampleRunData {
        let report = reports[example.name]
        let entries = scenarios(of: example.name)
        let cannotRun = report?.status == .cannotRun
        let failed = !cannotRun && (report?.status == .failed || entries.contains { $0.run.status == .failed })
        let reason = cannotRun ? report?.diagnostics.first { $0.isNavdocsLimitation }?.message : nil
        let summary: String = if let reason {
            "\(word("exampleCannotRun")) \(reason)"
        } else if failed {
            word("exampleFailed")
        } else if entries.isEmpty {
            word("exampleNoScenario")
        } else {
            word("exampleVerified")
        }
        let scenarioSections = entries.enumerated().map { position, entry in scenarioData(entry, position: position) }
        let graph = result.explorations[example.name]
        let payload = ExamplePayload(
            example: example.name, labels: scriptLabels,
            scenarios: entries.map(payloadScenario),
            explorer: graph.map(payloadExplorer)
        )
        let problems = (report?.diagnostics ?? []).filter { $0.severity != .note && $0.id != "migration.differs" }
        let verdict = cannotRun ? "cannotRun" : (failed ? "failed" : "verified")
        let claimCount = entries.reduce(0) { $0 + $1.block.script.claims.count }
        return ExampleRunData(
            name: example.name, status: cannotRun ? "cannotRun" : (failed ? "failed" : "passed"), summary: summary,
            verdict: verdict, verdictText: word("result" + verdict.prefix(1).uppercased() + verdict.dropFirst()),
            configuration: configuration(entries), cannotRunReason: reason,
            counts: [count(entries.count, "scenarioCount"), count(claimCount, "claimCount")].joined(separator: " · "),
            engine: report?.engine.map(engineWord),
            problems: problems.map(problem),
            migration: example.migration.map { migration(example, $0, report: report) },
            scenarios: scenarioSections, hasExplorer: graph != nil,
            json: Self.scriptJSON(payload), labels: labels
        )
    }

    /// What the scenarios verified: the platform (the model's iOS 17 unless a scenario
    /// selects one with `platform`) and the widths the traces show.
    private func configuration(_ entries: [ScenarioEntry]) -> String {
        var platforms: [String] = []
        for entry in entries {
            let platform = entry.block.script.platform?.description ?? PlatformVersion.iOS17.description
            if !platforms.contains(platform) { platforms.append(platform) }
        }
        if platforms.isEmpty { platforms = [PlatformVersion.iOS17.description] }
        var sizes: Set<String> = []
        for entry in entries {
            for step in entry.run.trace?.steps ?? [] { sizes.insert(step.ui.sizeClass.rawValue) }
        }
        if sizes.isEmpty { sizes = ["regular"] }
        let devices = ["compact", "regular"].filter(sizes.contains).map { word($0 == "compact" ? "configCompact" : "configRegular") }
        return ([platforms.joined(separator: ", ")] + devices).joined(separator: " · ")
    }

    /// The result bar's name of the engine that ran an example.
    private func engineWord(_ engine: EngineUsed) -> String {
        switch engine {
        case .interpreter: word("engineInterpreter")
        case .compiler: word("engineCompiler")
        }
    }

    /// `1 scenario`, `3 scenarios` (`…One` and `…Many` labels with `{count}`).
    private func count(_ number: Int, _ key: String) -> String {
        word(key + (number == 1 ? "One" : "Many")).replacingOccurrences(of: "{count}", with: String(number))
    }

    private func scenarioData(_ entry: ScenarioEntry, position: Int) -> ScenarioData {
        let script = entry.block.script
        // The claims whose evidence starts at each trace step (script step `k` is trace step `k + 1`).
        var claimsByStep: [Int: [(ScenarioClaim, ScenarioRun.ClaimOutcome)]] = [:]
        for pair in zip(script.claims, entry.run.claims) where !pair.0.steps.isEmpty {
            claimsByStep[pair.0.steps.lowerBound + 1, default: []].append(pair)
        }
        var steps: [StepData] = []
        if let trace = entry.run.trace {
            for step in trace.steps {
                let backed = claimsByStep[step.index] ?? []
                steps.append(stepData(step, entry: entry, claims: backed.map { pair in
                    ClaimLinkData(
                        text: pair.0.text, href: pair.1.match.flatMap { claimAnchors[$0] }.map { "#\($0)" },
                        verified: pair.1.status == .passed
                    )
                }))
            }
        } else {
            // Nothing ran (the script did not parse, or the example has errors): the steps as
            // written, as many as a trace may show (``TraceLimits``).
            steps = script.steps.prefix(TraceLimits.maximumSteps).enumerated().map { index, step in
                StepData(
                    index: index + 1, anchor: entry.stepAnchor(index + 1), action: step.text, status: "notRun",
                    statusText: word("notRun"), message: nil, isCheck: false, state: [], ui: nil, events: [], claims: []
                )
            }
        }
        let status = Self.status(entry.run.status)
        let problems = entry.run.trace == nil
            ? entry.run.diagnostics.filter { $0.severity != .note || entry.run.status == .notRun }.map(problem)
            : []
        return ScenarioData(
            number: entry.block.index, position: position, title: entry.block.title, anchor: entry.anchor,
            status: status, statusText: word(status), steps: steps, problems: problems
        )
    }

    private func stepData(_ step: TraceStep, entry: ScenarioEntry, claims: [ClaimLinkData]) -> StepData {
        let status = Self.status(step.outcome)
        var message: String?
        var isCheck = false
        switch step.outcome {
        case .failed(let error):
            message = error.message
        case .expectation(let passed, let failure):
            message = passed ? nil : failure
            isCheck = true
        case .succeeded, .notRun:
            break
        }
        let showsState = !isCheck && status != "notRun"
        return StepData(
            index: step.index, anchor: entry.stepAnchor(step.index),
            action: step.index == 0 ? word("launch") : step.action,
            status: status, statusText: word(status == "passed" ? (isCheck ? "checkPassed" : "actionDone") : status), message: message,
            isCheck: isCheck,
            state: showsState ? step.state.map {
                StateValueData(name: $0.name, value: $0.value.description, previous: $0.previous?.description)
            } : [],
            ui: showsState ? uiData(step.ui) : nil,
            events: step.events.map { event in
                let entry = BehaviourCatalog.entry(event.catalogID)
                return EventData(
                    severity: event.severity.rawValue, catalogID: event.catalogID.description,
                    message: event.message(in: plan.page.language), isModelDecision: event.isModelDecision,
                    kinds: BehaviourCatalogPage.kinds(of: entry, labels: labels),
                    catalogHref: BehaviourCatalogPage.href(to: entry.id, from: plan.page)
                )
            },
            claims: claims
        )
    }

    func uiData(_ ui: VisibleUI) -> VisibleUIData {
        VisibleUIData(
            layout: ui.layout.rawValue, size: ui.sizeClass.rawValue,
            layers: ui.layers.map { layer in
                LayerData(kind: layer.kind.rawValue, title: layer.title, overView: layer.over?.description, overTitle: layer.over?.title)
            },
            selectedTab: ui.tabs.first(where: \.isSelected)?.label,
            columns: ui.columns.map { column in
                let name = ui.layout == .columns ? column.name?.rawValue : nil
                return ColumnData(
                    name: name, label: name.map { word("column" + $0.prefix(1).uppercased() + $0.dropFirst()) },
                    screens: column.screens.map { ScreenData(view: $0.description, title: $0.title) }
                )
            },
            backEnabled: ui.isBackEnabled
        )
    }

    private func migration(_ example: DeclaredExample, _ migration: DeclaredExample.Migration, report: ExampleReport?) -> MigrationData {
        let old = examples[migration.from]
        let difference = report?.diagnostics.first { $0.id == "migration.differs" }
        let runs = { (name: String) in
            self.reports[name].map { !$0.diagnostics.contains { $0.severity == .error && $0.id != "migration.differs" } } ?? false
        }
        let verdict: MigrationVerdict = difference != nil ? .different : (runs(example.name) && runs(migration.from) ? .equivalent : .unchecked)
        let verdictText = switch verdict {
        case .different: difference?.message ?? ""
        case .equivalent: word("migrationEquivalent")
        case .unchecked: word("migrationUnchecked")
        }
        let verdictShort = word(verdict.shortLabelKey).replacingOccurrences(of: "{from}", with: migration.from)
        return MigrationData(
            from: migration.from, verdict: verdict.rawValue, verdictText: verdictText, verdictShort: verdictShort,
            beforeCode: old.map(code) ?? "", afterCode: code(example)
        )
    }

    /// The example's displayed blocks, highlighted, as one listing.
    private func code(_ example: DeclaredExample) -> String {
        example.blocks.filter { !$0.info.hasFlag("hidden") }.map { highlighter.html(for: $0.code) }.joined(separator: "\n")
    }

    private func problem(_ diagnostic: Diagnostic) -> ProblemData {
        ProblemData(
            severity: diagnostic.severity.rawValue,
            text: "\(diagnostic.location.line):\(diagnostic.location.column): \(diagnostic.message)"
        )
    }

    // MARK: JSON

    private func payloadScenario(_ entry: ScenarioEntry) -> ExamplePayload.Scenario {
        ExamplePayload.Scenario(
            anchor: entry.anchor, title: entry.block.title, status: Self.status(entry.run.status),
            steps: (entry.run.trace?.steps ?? []).map { step in
                ExamplePayload.Step(
                    anchor: entry.stepAnchor(step.index), action: step.index == 0 ? word("launch") : step.action,
                    status: Self.status(step.outcome), ui: ExamplePayload.UI(step.ui)
                )
            }
        )
    }

    private func payloadExplorer(_ graph: ExplorationGraph) -> ExamplePayload.Explorer {
        ExamplePayload.Explorer(
            truncated: graph.isTruncated,
            maxDepth: ExampleRunning.explorerLimits.maxDepth, maxStates: ExampleRunning.explorerLimits.maxStates,
            nodes: graph.nodes.map { ExamplePayload.Explorer.Node(ui: ExamplePayload.UI($0.ui)) },
            edges: graph.edges.map { ExamplePayload.Explorer.Edge(from: $0.from, to: $0.to, action: $0.action) }
        )
    }

    /// The payload as the text of a `<script type="application/json">`: sorted keys,
    /// so builds are byte-identical, and no `<` that could close the element.
    static func scriptJSON(_ payload: ExamplePayload) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(payload) else { return "null" }
        return String(decoding: data, as: UTF8.self).replacingOccurrences(of: "<", with: "\\u003c")
    }

    // MARK: Claims

    /// A mark for every claim found in the prose. Scenarios that claim the same
    /// words share one mark: the first claim's id, verified only if all hold.
    func claimMarks() -> [ClaimMark] {
        var marks: [ClaimMark] = []
        var scenarioNames: [[String]] = []
        var positions: [ClaimMatch: Int] = [:]
        for (match, entry, index, claim, outcome) in foundClaims() {
            let verified = outcome.status == .passed
            let scenarioName = entry.block.title.map { "\(word("scenario")) \(entry.block.index): \($0)" }
                ?? "\(word("scenario")) \(entry.block.index)"
            if let position = positions[match] {
                marks[position].verified = marks[position].verified && verified
                scenarioNames[position].append(scenarioName)
                continue
            }
            let passage = plan.prose.passages[match.segmentIndex]
            positions[match] = marks.count
            scenarioNames.append([scenarioName])
            marks.append(ClaimMark(
                id: entry.claimID(index),
                start: passage.location(atUTF8Offset: match.utf8Range.lowerBound),
                end: passage.location(atUTF8Offset: match.utf8Range.upperBound - 1),
                href: entry.claimTarget(claim), verified: verified, title: ""
            ))
        }
        for position in marks.indices {
            let verdict = word(marks[position].verified ? "claimVerified" : "claimFailed")
            marks[position].title = "\(verdict) \(scenarioNames[position].joined(separator: "; "))"
        }
        return marks
    }

    /// Every claim of the page found in the prose, in page order.
    private func foundClaims() -> [(ClaimMatch, ScenarioEntry, Int, ScenarioClaim, ScenarioRun.ClaimOutcome)] {
        var found: [(ClaimMatch, ScenarioEntry, Int, ScenarioClaim, ScenarioRun.ClaimOutcome)] = []
        for example in plan.examples {
            for entry in scenarios(of: example.name) {
                for (index, (claim, outcome)) in zip(entry.block.script.claims, entry.run.claims).enumerated() {
                    guard let match = outcome.match, plan.prose.passages.indices.contains(match.segmentIndex),
                          !match.utf8Range.isEmpty else { continue }
                    found.append((match, entry, index, claim, outcome))
                }
            }
        }
        return found
    }

    // MARK: Words

    private func word(_ key: String) -> String { labels.words[key] ?? key }

    private var scriptLabels: [String: String] {
        Labels.scriptKeys.reduce(into: [:]) { words, key in
            words[key.script] = labels.words[key.label]
        }
    }

    /// A step's status word: an expectation that held passed like an applied action.
    static func status(_ outcome: TraceStep.Outcome) -> String {
        switch outcome {
        case .succeeded: "passed"
        case .failed: "failed"
        case .notRun: "notRun"
        case .expectation(let passed, _): passed ? "passed" : "failed"
        }
    }

    static func status(_ status: CheckStatus) -> String {
        switch status {
        case .passed: "passed"
        case .failed: "failed"
        case .notRun: "notRun"
        case .cannotRun: "cannotRun"
        }
    }
}
