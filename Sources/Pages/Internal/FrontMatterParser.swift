import Diagnostics
import Yams

/// Splits a page's YAML front matter from its Markdown and reads the known keys.
///
/// The front matter's lines are replaced by empty lines in the Markdown handed to
/// cmark, so cmark's line numbers are the file's line numbers with no offset to add.
struct FrontMatterParser {
    let file: String

    struct Result {
        var frontMatter: FrontMatter
        /// The source with the front matter blanked out (same line count).
        var markdown: String
        var diagnostics: [Diagnostic]
    }

    func parse(_ source: String) -> Result {
        guard let split = FrontMatterLines(source) else {
            return Result(frontMatter: FrontMatter(), markdown: source, diagnostics: [])
        }
        guard let closing = split.closingLine else {
            let diagnostic = Diagnostic.error(
                "frontMatter.unclosed", at: location(line: 1, column: 1),
                "front matter is not closed; add a line '---' after it"
            )
            return Result(frontMatter: FrontMatter(), markdown: source, diagnostics: [diagnostic])
        }
        let yaml = split.yaml
        let markdown = split.markdown
        var frontMatter = FrontMatter(lineCount: closing + 1)
        if let plain = PlainFrontMatter(yaml) {
            frontMatter.title = plain.title
            frontMatter.summary = plain.summary
            return Result(frontMatter: frontMatter, markdown: markdown, diagnostics: [])
        }
        var diagnostics: [Diagnostic] = []
        let reader = YAMLMappingReader(file: file, firstLine: 2, what: "front matter")
        guard let mapping = reader.mapping(yaml, diagnostics: &diagnostics) else {
            return Result(frontMatter: frontMatter, markdown: markdown, diagnostics: diagnostics)
        }
        for (key, value) in mapping {
            let name = key.string ?? ""
            switch name {
            case "title":
                frontMatter.title = reader.string(value, key: name, diagnostics: &diagnostics)
            case "summary":
                frontMatter.summary = reader.string(value, key: name, diagnostics: &diagnostics)
            case "order":
                if let number = value.int {
                    frontMatter.order = number
                } else {
                    diagnostics.append(.error(
                        "frontMatter.type", at: reader.location(of: value),
                        "'order' must be an integer, got '\(value.string ?? "a collection")'"
                    ))
                }
            default:
                diagnostics.append(.warning(
                    "frontMatter.unknownKey", at: reader.location(of: key),
                    "unknown front matter key '\(name)'; known keys are title, order, summary"
                ))
            }
        }
        return Result(frontMatter: frontMatter, markdown: markdown, diagnostics: diagnostics)
    }

    private func location(line: Int, column: Int) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column)
    }
}

extension Substring {
    var trimmingTrailingSpace: Substring {
        var result = self
        while let last = result.last, last == " " || last == "\t" || last == "\r" { result.removeLast() }
        return result
    }
}
