/// What a `swift source="PATH"` block brings in from the author's project: the
/// files as they were read for this build or check (see ``IncludedSourceReader``).
public struct IncludedSource: Hashable, Sendable {
    /// In the order of the block's `source=` attributes; a folder's Swift files sorted by path.
    public var files: [IncludedFile]

    public init(files: [IncludedFile]) {
        self.files = files
    }
}

/// One file a `source=` block includes.
public struct IncludedFile: Hashable, Sendable {
    /// How diagnostics name it: relative to the working directory, as the page is
    /// (`Sources/App/ContentView.swift` for `source="../../Sources/App/ContentView.swift"`
    /// on `content/en/app.md`).
    public var path: String
    /// How the site shows it: its path inside the repository, or inside the `sources:`
    /// folder that holds it, led by that folder's name.
    public var name: String
    /// The file with every link resolved: one file that several blocks of an example
    /// include joins the example once.
    public var realPath: String
    /// The whole file; all of it is part of the example.
    public var text: String
    /// The 1-based lines the block shows, in order: every line but the region markers
    /// (and lines between `// snippet.hide` and `// snippet.show`), or with `region=`,
    /// that region's. Empty when the block shows another of its files' region.
    public var shownLines: [Int]

    public init(path: String, name: String, realPath: String, text: String, shownLines: [Int]) {
        self.path = path
        self.name = name
        self.realPath = realPath
        self.text = text
        self.shownLines = shownLines
    }

    /// The lines the block shows, joined (each with its line break).
    public var shownCode: String {
        guard !shownLines.isEmpty else { return "" }
        let lines = SnippetMarkers.lines(of: text)
        var code = ""
        for number in shownLines where number <= lines.count {
            code += lines[number - 1]
            code += "\n"
        }
        return code
    }
}
