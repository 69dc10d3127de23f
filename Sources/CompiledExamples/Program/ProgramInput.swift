import Diagnostics

/// What the compiled engine needs of an example: its blocks where the page has them, the
/// root the page names, and the scenario code to compile with it.
public struct ProgramInput: Hashable, Sendable {
    /// The example's name, for messages.
    public var name: String
    /// Its blocks in page order (visible and hidden).
    public var blocks: [ProgramBlock]
    /// `root=TYPE`, when the page gives it.
    public var rootType: String?
    /// Where problems of the example as a whole go (the first block's info string).
    public var declaration: SourceLocation
    /// The `run` and `expect` code of the example's scenarios.
    public var snippets: [ProgramSnippet]

    public init(name: String, blocks: [ProgramBlock], rootType: String?, declaration: SourceLocation, snippets: [ProgramSnippet]) {
        self.name = name
        self.blocks = blocks
        self.rootType = rootType
        self.declaration = declaration
        self.snippets = snippets
    }
}

/// One block of an example: its code (without the fence's indentation) and where it starts.
public struct ProgramBlock: Hashable, Sendable {
    public var code: String
    public var file: String
    /// 1-based line of the block's first code line.
    public var line: Int
    /// 1-based column (UTF-8) where its code lines start.
    public var column: Int

    public init(code: String, file: String, line: Int, column: Int = 1) {
        self.code = code
        self.file = file
        self.line = line
        self.column = column
    }
}

/// Swift code of a scenario step, compiled into the example's program in the root's scope.
public struct ProgramSnippet: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// `run STATEMENTS`.
        case statements
        /// `expect EXPR`; `subject` is the left side of a comparison, shown when it fails.
        case expectation(subject: String?, other: String?)
    }

    /// The number the program and the process know the snippet by.
    public var id: Int
    public var kind: Kind
    public var text: String
    /// Where the text starts in the page.
    public var location: SourceLocation

    public init(id: Int, kind: Kind, text: String, location: SourceLocation) {
        self.id = id
        self.kind = kind
        self.text = text
        self.location = location
    }
}
