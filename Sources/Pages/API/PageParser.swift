import Diagnostics

/// Turns one Markdown file's text into a ``Page``: front matter, blocks with
/// positions, parsed info strings, headings with anchors, prose and comments.
///
/// Problems (bad front matter, malformed info strings, unknown attributes) come
/// back as diagnostics at their positions in the file; parsing never fails.
public struct PageParser: Sendable {
    public init() {}

    /// Parses `source`.
    ///
    /// - Parameters:
    ///   - file: the path diagnostics print (`content/en/navigation-stack.md`).
    ///   - language: the language folder, empty for a page read on its own.
    ///   - slug: the page's path inside its language without `.md`.
    public func parse(
        source: String, file: String, language: String = "", slug: String = ""
    ) -> (page: Page, diagnostics: [Diagnostic]) {
        let front = FrontMatterParser(file: file).parse(source)
        let converted = CommonMarkConverter(file: file).convert(front.markdown)
        let page = Page(
            file: file, language: language, slug: slug.isEmpty ? PageParser.defaultSlug(for: file) : slug,
            frontMatter: front.frontMatter, blocks: converted.blocks, comments: converted.comments
        )
        return (page, front.diagnostics + converted.diagnostics)
    }

    static func defaultSlug(for file: String) -> String {
        let name = file.split(separator: "/").last.map(String.init) ?? file
        return name.hasSuffix(".md") ? String(name.dropLast(3)) : name
    }
}
