import Diagnostics

/// A fenced or indented code block with its parsed info string.
public struct CodeBlock: Hashable, Sendable {
    /// The code, exactly as cmark hands it over (ending with a newline when non-empty).
    public var code: String
    /// The parsed info string; empty for indented blocks and bare fences.
    public var info: InfoString
    /// The position of the opening fence (the first backtick or tilde).
    public var location: SourceLocation
    /// The line of the code's first line in the Markdown file; its columns start at
    /// ``codeColumn``. Diagnostics inside the code map through these two.
    public var firstCodeLine: Int
    /// The column in the Markdown file where each code line starts (after the
    /// fence's indentation and any container prefix such as `> `).
    public var codeColumn: Int
    /// Whether the block was fenced (indented blocks have no info string).
    public var isFenced: Bool
    /// For the code of a file that a `source=` block includes, as an example's program
    /// holds it: the file's real path (its ``location`` is the file's line 1). Nil for a
    /// block of the page.
    public var includedFileRealPath: String?

    public init(
        code: String, info: InfoString, location: SourceLocation, firstCodeLine: Int, codeColumn: Int, isFenced: Bool,
        includedFileRealPath: String? = nil
    ) {
        self.code = code
        self.info = info
        self.location = location
        self.firstCodeLine = firstCodeLine
        self.codeColumn = codeColumn
        self.isFenced = isFenced
        self.includedFileRealPath = includedFileRealPath
    }

    /// The language word of the info string (`swift`, `scenario`), or `nil`.
    public var language: String? { info.language?.text }

    /// The executable example the block belongs to: `example=NAME` on a fenced
    /// `swift` or `scenario` block whose info string is well formed. Other
    /// languages' blocks are never examples, whatever their info string says.
    public var exampleName: String? {
        guard isFenced, !info.isMalformed, let language, InfoString.checkedLanguages.contains(language) else { return nil }
        return info.value("example")
    }

    /// Whether the block is left out of the page (`hidden` on an example's block).
    public var isHidden: Bool { exampleName != nil && info.hasFlag("hidden") }

    /// The Markdown position of a position inside ``code`` (1-based line and column of the code).
    public func location(ofCodeLine line: Int, column: Int) -> SourceLocation {
        SourceLocation(file: location.file, line: firstCodeLine + line - 1, column: codeColumn + column - 1)
    }
}
