import Diagnostics
import Pages

/// What a page asks `check` to do: its examples, its scenarios parsed and bound
/// to them, the finder for its claims, and the problems found on the way.
///
/// Binding rules (§1): a scenario runs against an example declared earlier on the
/// same page; naming another is `unknown example 'NAME'` at the info string (its
/// `example=` value). A scenario fence without `example=` is an error at its info
/// string. A block whose info string is malformed is display-only and gets no
/// further diagnostics (Pages has reported the fault). `size=` must be `compact`
/// or `regular`; `migrates=` must name an example declared on the page.
public struct PageCheckPlan: Sendable {
    /// Examples one page may declare; the ones after are shown but not run (a page of
    /// 4,000 examples took 26 s to build, and much longer in a debug build).
    public static let maximumExamples = 200

    public var page: Page
    public var examples: [DeclaredExample]
    /// Scenarios bound to a declared example, in page order.
    public var scenarios: [ScenarioBlock]
    /// The positions in ``scenarios`` of each example's scenarios, in page order: looking
    /// them up is then linear in the page, however many examples it has.
    public private(set) var scenarioPositions: [String: [Int]] = [:]
    public var claimFinder: ClaimFinder
    /// The page's prose, made once for the finder and for whoever marks its matches.
    public var prose: ProseText
    /// Problems of the page's blocks (not of an example's code or a scenario's steps).
    public var diagnostics: [Diagnostic]

    public init(page: Page, parser: ScenarioParser = ScenarioParser()) {
        self.page = page
        let prose = page.prose
        self.prose = prose
        self.claimFinder = ClaimFinder(prose: prose)
        var examples: [DeclaredExample] = []
        var scenarios: [ScenarioBlock] = []
        var diagnostics: [Diagnostic] = []
        var migrations: [(example: Int, attribute: InfoString.Attribute)] = []
        let codeBlocks = page.codeBlocks
        // Lookups by name, so a page of thousands of examples and scenarios plans in linear time.
        var exampleIndex: [String: Int] = [:]
        var scenarioPositions: [String: [Int]] = [:]
        var firstDeclarations: [String: Int]?
        /// Examples past ``maximumExamples``: neither they nor their scenarios run.
        var overLimit: Set<String> = []

        for block in codeBlocks where block.isFenced && !block.info.isMalformed {
            switch block.language {
            case "swift":
                guard let name = block.info.value("example"), !overLimit.contains(name) else { continue }
                if exampleIndex[name] == nil, examples.count == Self.maximumExamples {
                    if overLimit.isEmpty {
                        diagnostics.append(.error(
                            "page.tooManyExamples", at: block.info.location,
                            "too many examples on one page (more than \(Self.maximumExamples)); this one and the ones after it do not run"
                        ))
                    }
                    overLimit.insert(name)
                    continue
                }
                let index: Int
                if let existing = exampleIndex[name] {
                    index = existing
                } else {
                    examples.append(DeclaredExample(name: name, blocks: [], declaration: block.info.location))
                    index = examples.count - 1
                    exampleIndex[name] = index
                }
                Self.add(block, of: page, to: &examples[index])
                if examples[index].rootType == nil, let root = block.info.value("root") {
                    examples[index].rootType = root
                }
                if let migrates = block.info.attribute("migrates"), migrates.value != nil {
                    if examples[index].migration == nil {
                        examples[index].migration = .init(from: migrates.value!, location: migrates.location)
                        migrations.append((index, migrates))
                    } else {
                        diagnostics.append(.error("page.duplicateMigration", at: migrates.location,
                                                  "example '\(name)' already declares what it migrates from"))
                    }
                }
            case "scenario":
                guard let attribute = block.info.attribute("example"), let name = attribute.value else {
                    diagnostics.append(.error("page.scenarioWithoutExample", at: block.info.location,
                                              "scenario block needs 'example=NAME' to name the example it runs against"))
                    continue
                }
                if overLimit.contains(name) { continue }
                guard exampleIndex[name] != nil else {
                    var message = "unknown example '\(name)'"
                    if firstDeclarations == nil {
                        var lines: [String: Int] = [:]
                        for block in codeBlocks where block.language == "swift" {
                            if let name = block.info.value("example"), lines[name] == nil { lines[name] = block.location.line }
                        }
                        firstDeclarations = lines
                    }
                    if let later = firstDeclarations?[name] {
                        message += "; it is declared below, on line \(later), and a scenario can only use an example declared before it"
                    }
                    diagnostics.append(.error("page.unknownExample", at: attribute.valueLocation ?? attribute.location, message))
                    continue
                }
                var size = ScenarioStep.SizeClass.regular
                if let sizeAttribute = block.info.attribute("size"), let value = sizeAttribute.value {
                    if let parsed = ScenarioStep.SizeClass(rawValue: value) {
                        size = parsed
                    } else {
                        diagnostics.append(.error("page.badSize", at: sizeAttribute.valueLocation ?? sizeAttribute.location,
                                                  "unknown size class '\(value)'; expected 'compact' or 'regular'"))
                    }
                }
                let script = parser.parse(block.code, file: block.location.file, line: block.firstCodeLine, column: block.codeColumn)
                scenarioPositions[name, default: []].append(scenarios.count)
                scenarios.append(ScenarioBlock(
                    example: name, index: scenarioPositions[name, default: []].count, title: block.info.value("title"),
                    initialSize: size, location: block.info.location, script: script, block: block
                ))
            default:
                continue
            }
        }
        for (index, attribute) in migrations {
            let from = examples[index].migration!.from
            if from == examples[index].name {
                diagnostics.append(.error("page.selfMigration", at: attribute.valueLocation ?? attribute.location,
                                          "example '\(from)' cannot migrate from itself"))
                examples[index].migration = nil
            } else if exampleIndex[from] == nil {
                diagnostics.append(.error("page.unknownExample", at: attribute.valueLocation ?? attribute.location,
                                          "unknown example '\(from)'"))
                examples[index].migration = nil
            }
        }
        self.examples = examples
        self.scenarios = scenarios
        self.scenarioPositions = scenarioPositions
        self.diagnostics = diagnostics.sorted()
    }

    /// Adds a block's code to its example: the block itself, or for `source=`, one
    /// block per file it includes, positioned in that file (line 1, column 1), so the
    /// example's diagnostics point into the Swift file. A file several blocks include
    /// joins the example once (two blocks may show two regions of one file).
    private static func add(_ block: CodeBlock, of page: Page, to example: inout DeclaredExample) {
        guard block.info.attribute("source") != nil else {
            example.blocks.append(block)
            return
        }
        guard let included = page.includedSource(of: block) else {
            // Not read: the reader has said why, at the attribute.
            example.unreadSources.append(block.info.attribute("source")!.location)
            return
        }
        for file in included.files where !example.blocks.contains(where: { $0.includedFileRealPath == file.realPath }) {
            example.blocks.append(CodeBlock(
                code: file.text, info: block.info, location: SourceLocation(file: file.path, line: 1, column: 1),
                firstCodeLine: 1, codeColumn: 1, isFenced: true, includedFileRealPath: file.realPath
            ))
        }
    }

    /// Whether `page` gives a check anything to do: a fenced, well-formed `swift` block
    /// with `example=`, or a `scenario` block (the blocks the plan reads). Any other
    /// page's plan has no examples and no scenarios, so a build skips making it.
    public static func hasExamplesOrScenarios(_ page: Page) -> Bool {
        page.codeBlocks.contains { block in
            guard block.isFenced, !block.info.isMalformed else { return false }
            switch block.language {
            case "scenario": return true
            case "swift": return block.info.value("example") != nil
            default: return false
            }
        }
    }

    /// The scenarios of one example, in page order.
    public func scenarios(of example: String) -> [ScenarioBlock] {
        (scenarioPositions[example] ?? []).map { scenarios[$0] }
    }

    /// The oldest iOS version the example's scenarios run at: the example must compile
    /// for each (§4). A scenario without `platform` runs at iOS 17, so only an example
    /// whose every scenario selects iOS 18 or later may use iOS 18's APIs (`Tab`).
    public func oldestPlatform(of example: String) -> ScenarioStep.Platform? {
        let positions = scenarioPositions[example] ?? []
        let platforms = positions.map { scenarios[$0].script.platform }
        let iOS = platforms.compactMap { $0 }.filter { ["iOS", "iPadOS"].contains($0.name) }
        if !positions.isEmpty, iOS.count == platforms.count {
            return iOS.min { !$0.isAtLeast($1.version) }
        }
        return iOS.filter { !$0.isAtLeast([17]) }.min { !$0.isAtLeast($1.version) }
    }
}
