/// The verdicts of one content page.
public struct PageReport: Hashable, Sendable, Codable {
    /// The page's path as diagnostics print it.
    public var path: String
    /// Problems of the page itself rather than of an example or scenario: front
    /// matter, info strings, a scenario naming an unknown example, broken links.
    public var diagnostics: [Diagnostic]
    public var examples: [ExampleReport]

    public init(path: String, diagnostics: [Diagnostic] = [], examples: [ExampleReport] = []) {
        self.path = path
        self.diagnostics = diagnostics
        self.examples = examples
    }

    /// Every diagnostic of the page, wherever it is filed, sorted by position.
    public var allDiagnostics: [Diagnostic] {
        var all = diagnostics
        for example in examples {
            all.append(contentsOf: example.diagnostics)
            for scenario in example.scenarios { all.append(contentsOf: scenario.diagnostics) }
        }
        return all.sorted()
    }
}
