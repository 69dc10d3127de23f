/// The YAML block at the top of a page, between `---` lines.
public struct FrontMatter: Hashable, Sendable {
    /// The page title (falls back to the first heading, then the file name).
    public var title: String?
    /// Position among siblings in the sidebar; lower comes first, missing comes last.
    public var order: Int?
    /// One sentence for search results and the page's description.
    public var summary: String?
    /// How many lines of the file the front matter occupies, fences included.
    public var lineCount: Int

    public init(title: String? = nil, order: Int? = nil, summary: String? = nil, lineCount: Int = 0) {
        self.title = title
        self.order = order
        self.summary = summary
        self.lineCount = lineCount
    }
}
