import Mustache

// The data `example-run.mustache` receives: one executable example, its
// scenarios' traces, its migration and the JSON the page's script reads. Like
// TemplateData.swift, each type answers Mustache's lookups with a `switch`.
// Optional values have names no enclosing context uses (`screenTitle`, not
// `title`): Mustache looks a missing value up in the enclosing contexts.

/// `example-run.mustache`: the section after an example's last displayed block.
struct ExampleRunData: MustacheParent {
    var name: String
    /// `passed` or `failed` (also a CSS hook: `data-status`).
    var status: String
    /// One sentence: how many scenarios hold, or what failed.
    var summary: String
    /// The result bar: `verified`, `failed` or `cannotRun`, and its word.
    var verdict: String
    var verdictText: String
    /// What was verified: `iOS 17 · iPhone (compact) · iPad landscape (regular)`.
    var configuration: String
    /// For an example navdocs cannot run yet: the first limit it met (`unsupported: 'while' loop`).
    var cannotRunReason: String?
    /// `2 scenarios · 5 claims`.
    var counts: String
    /// Which engine ran the example, in the page's language (`interpreter`, `Swift compiler`);
    /// nil when none did.
    var engine: String?
    /// The example's own errors and warnings (when the build allows failures).
    var problems: [ProblemData]
    var migration: MigrationData?
    var scenarios: [ScenarioData]
    /// Whether the build explored the example's states (the explorer needs it).
    var hasExplorer: Bool
    /// The embedded JSON (already escaped for a `<script>` element; use `{{{json}}}`).
    var json: String
    var labels: Labels

    func child(named name: String) -> Any? {
        switch name {
        case "name": self.name
        case "status": status
        case "failed": status == "failed"
        case "summary": summary
        case "verdict": verdict
        case "verdictText": verdictText
        case "configuration": configuration
        case "cannotRunReason": cannotRunReason
        case "counts": counts
        case "engine": engine
        case "hasScenarios": !scenarios.isEmpty
        case "problems": problems
        case "hasProblems": !problems.isEmpty
        case "migration": migration
        case "scenarios": scenarios
        case "hasExplorer": hasExplorer
        case "json": json
        case "labels": labels
        default: nil
        }
    }
}

/// A `migrates=` pair: both examples' code side by side and the equivalence verdict.
struct MigrationData: MustacheParent {
    var from: String
    /// `equivalent`, `different`, or `unchecked` (one side does not run).
    var verdict: String
    var verdictText: String
    /// The verdict in a few words for the result bar: `same behaviour as legacy-stack`.
    var verdictShort: String
    /// Highlighted code of each side (use `{{{beforeCode}}}` and `{{{afterCode}}}`).
    var beforeCode: String
    var afterCode: String

    func child(named name: String) -> Any? {
        switch name {
        case "from": from
        case "verdict": verdict
        case "verdictText": verdictText
        case "verdictShort": verdictShort
        case "equivalent": verdict == "equivalent"
        case "beforeCode": beforeCode
        case "afterCode": afterCode
        default: nil
        }
    }
}

/// One scenario of the example and its trace.
struct ScenarioData: MustacheParent {
    /// 1-based among the example's scenarios.
    var number: Int
    /// 0-based position in the example's JSON `scenarios`.
    var position: Int
    var title: String?
    /// `scenario-NAME-N`.
    var anchor: String
    var status: String
    var statusText: String
    var steps: [StepData]
    /// Problems of the scenario that no step shows (it did not parse, its example has errors).
    var problems: [ProblemData]

    func child(named name: String) -> Any? {
        switch name {
        case "number": number
        case "position": position
        case "scenarioTitle": title
        case "anchor": anchor
        case "status": status
        case "statusText": statusText
        case "steps": steps
        case "problems": problems
        case "hasProblems": !problems.isEmpty
        default: nil
        }
    }
}

/// One step of a trace: the launch (index 0) or a line of the scenario.
struct StepData: MustacheParent {
    var index: Int
    /// `scenario-NAME-N-step-K`.
    var anchor: String
    var action: String
    /// `passed`, `failed` or `notRun`.
    var status: String
    var statusText: String
    /// Why it failed (`expected …, got …`), when it did.
    var message: String?
    /// Whether the step is an expectation: it checks and changes nothing, so the
    /// template shows its verdict rather than the state again.
    var isCheck: Bool
    var state: [StateValueData]
    var ui: VisibleUIData?
    var events: [EventData]
    var claims: [ClaimLinkData]

    func child(named name: String) -> Any? {
        switch name {
        case "index": index
        case "anchor": anchor
        case "action": action
        case "status": status
        case "statusText": statusText
        case "failure": message
        case "isCheck": isCheck
        case "state": state
        case "hasState": !state.isEmpty
        case "ui": ui
        case "events": events
        case "hasEvents": !events.isEmpty
        case "claims": claims
        case "hasClaims": !claims.isEmpty
        default: nil
        }
    }
}

/// A `@State` value after a step; `previous` when the step changed it.
struct StateValueData: MustacheParent {
    var name: String
    var value: String
    var previous: String?

    func child(named name: String) -> Any? {
        switch name {
        case "name": self.name
        case "value": value
        case "previousValue": previous
        case "changed": previous != nil
        default: nil
        }
    }
}

/// What is visible after a step, as text: the presentations showing, then each
/// column's stack, root first.
struct VisibleUIData: MustacheParent {
    var layout: String
    var size: String
    var layers: [LayerData] = []
    /// A root `TabView`'s tab that shows (N47).
    var selectedTab: String?
    var columns: [ColumnData]
    var backEnabled: Bool

    func child(named name: String) -> Any? {
        switch name {
        case "layout": layout
        case "size": size
        case "layers": layers
        case "selectedTab": selectedTab
        case "columns": columns
        case "backEnabled": backEnabled
        default: nil
        }
    }
}

/// A presentation showing (N46), as the trace text writes it: `sheet over VStack "Mail"`.
struct LayerData: MustacheParent {
    /// `sheet`, `fullScreenCover`, `popover`, `alert` or `confirmationDialog`.
    var kind: String
    /// An alert's or a dialog's title.
    var title: String?
    /// The view expression of the screen it covers, and that screen's title.
    var overView: String?
    var overTitle: String?

    func child(named name: String) -> Any? {
        switch name {
        case "layerKind": kind
        case "layerTitle": title
        case "overView": overView
        case "overTitle": overTitle
        default: nil
        }
    }
}

struct ColumnData: MustacheParent {
    /// `sidebar`, `content`, `detail`; nil for a single stack.
    var name: String?
    /// The column's name in the page's language.
    var label: String?
    var screens: [ScreenData]

    func child(named name: String) -> Any? {
        switch name {
        case "columnName": self.name
        case "columnLabel": label
        case "screens": screens
        default: nil
        }
    }
}

struct ScreenData: MustacheParent {
    /// The view expression: `ColorDetail(color: .pink)`.
    var view: String
    var title: String?

    func child(named name: String) -> Any? {
        switch name {
        case "view": view
        case "screenTitle": title
        default: nil
        }
    }
}

/// A warning or note the model logged, with its catalog id and that entry's evidence.
struct EventData: MustacheParent {
    var severity: String
    var catalogID: String
    var message: String
    /// Whether the message's text is the model's own wording (the behaviour is `[M]`).
    var isModelDecision: Bool
    /// The catalog entry's kinds of evidence (`D`, `O`, `R`, `M`) with their words.
    var kinds: [EvidenceKindData] = []
    /// The entry on the Behaviour catalog page (`../behaviour-catalog/#n20`); nil for an id the catalog lacks.
    var catalogHref: String?

    func child(named name: String) -> Any? {
        switch name {
        case "severity": severity
        case "catalogID": catalogID
        case "message": message
        case "isModelDecision": isModelDecision
        case "kinds": kinds
        case "hasKinds": !kinds.isEmpty
        case "catalogHref": catalogHref
        default: nil
        }
    }
}

/// One kind of evidence of a catalog entry: `D` and its word (`documented`).
struct EvidenceKindData: MustacheParent {
    var code: String
    var word: String

    func child(named name: String) -> Any? {
        switch name {
        case "code": code
        case "word": word
        default: nil
        }
    }
}

/// A claim a step backs, linking back to where the prose states it.
struct ClaimLinkData: MustacheParent {
    var text: String
    /// `#claim-…`, or nil when the claim was not found in the prose.
    var href: String?
    var verified: Bool

    func child(named name: String) -> Any? {
        switch name {
        case "text": text
        case "claimHref": href
        case "verified": verified
        default: nil
        }
    }
}

/// An error or warning shown inside the example's section.
struct ProblemData: MustacheParent {
    var severity: String
    var text: String

    func child(named name: String) -> Any? {
        switch name {
        case "severity": severity
        case "text": text
        default: nil
        }
    }
}
