import CompiledExamples
import Diagnostics
import NavigationModel
import Pages

/// The hash of everything that decides what checking one example gives, so a result kept
/// from an earlier run is used only when nothing it read has changed.
///
/// It reads: the engine (its choice, compiler, model modules and this navdocs's build), the
/// page's path and language, the example's blocks with their positions and info strings
/// (included files are in the blocks' code), each of its scenarios with its position, the
/// platform it compiles for, whether the explorer runs, the page's prose when a scenario
/// claims something (claims are found there), and, for a migrated example, the key of the
/// example it migrates from. Positions are part of it because every diagnostic and trace
/// names them: an edit above an example moves its results.
struct ExampleResultKey: Hashable, Sendable {
    let hex: String

    /// Raise when the kept results' shape or meaning changes without navdocs's build changing.
    static let version = "example-result-1"

    init(
        example: DeclaredExample, in plan: PageCheckPlan, platform: ScenarioStep.Platform?,
        explorerLimits: NavigationExplorer.Limits?, engineIdentity: String, migratedFrom: ExampleResultKey?
    ) {
        var parts = [Self.version, engineIdentity, plan.page.file, plan.page.language, example.name, example.rootType ?? "-",
                     example.migration.map { "\($0.from)@\(Self.position($0.location))" } ?? "-",
                     migratedFrom?.hex ?? "-", platform?.description ?? "-",
                     explorerLimits.map { "\($0.maxDepth) \($0.maxStates) \($0.includesSizeChanges) \($0.maxWork) \($0.maxGraphSize)" } ?? "-"]
        for block in example.blocks {
            parts += [Self.position(block.location), block.info.raw, "\(block.firstCodeLine):\(block.codeColumn)", block.code]
        }
        let scenarios = plan.scenarios(of: example.name)
        for scenario in scenarios {
            parts += [Self.position(scenario.location), "\(scenario.index)", scenario.title ?? "-", scenario.initialSize.rawValue,
                      scenario.block.info.raw, "\(scenario.block.firstCodeLine):\(scenario.block.codeColumn)", scenario.block.code]
        }
        if scenarios.contains(where: { !$0.script.claims.isEmpty }) {
            for segment in plan.claimFinder.segments {
                parts += [Self.position(segment.location), segment.text]
            }
        }
        hex = StableHash.hex(parts)
    }

    private static func position(_ location: SourceLocation) -> String {
        "\(location.file):\(location.line):\(location.column)"
    }
}
