import CCmark
import Foundation
import Pages
import Testing
@testable import SiteBuilder

/// Every example of the CommonMark 0.30 spec (the version of the libcmark we parse
/// with), rendered through the site's own path (``MarkdownBody``: parser, then
/// ``HTMLRenderer`` on the page body) and compared with the spec's HTML.
///
/// Each example is rendered as the body of a page (behind an empty front matter,
/// so a leading `---` is Markdown, not front matter). Both sides go through ``CommonMarkConformanceTests/normalized(_:)``. Examples
/// with raw HTML (our renderer never writes it) are compared with the spec's HTML
/// minus the raw HTML: the expectation is cmark's own safe rendering (raw HTML
/// replaced by `<!-- raw HTML omitted -->`) with those placeholders removed, and
/// cmark's unsafe rendering must equal the spec's HTML, so the expectation is
/// anchored to the spec.
///
/// The spec is downloaded by `make commonmark-spec` into `.build/commonmark-spec/spec.json`
/// (or named by `COMMONMARK_SPEC`); it is never committed. Without it the test is
/// skipped, or fails under `CI=true`.
@Suite struct CommonMarkConformanceTests {
    struct Example: Decodable {
        var markdown: String
        var html: String
        var example: Int
        var section: String
    }

    static let specURL: URL = {
        if let path = ProcessInfo.processInfo.environment["COMMONMARK_SPEC"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent(".build/commonmark-spec/spec.json")
    }()

    static let specIsAvailable = FileManager.default.fileExists(atPath: specURL.path)
    static let isCI = ProcessInfo.processInfo.environment["CI"] == "true"

    @Test(.enabled(if: specIsAvailable || isCI, "no CommonMark spec at .build/commonmark-spec/spec.json; run `make commonmark-spec`"))
    func everySpecExampleRendersAsTheSpecSays() throws {
        guard Self.specIsAvailable else {
            Issue.record("CI=true and the CommonMark spec is missing at \(Self.specURL.path); run `make commonmark-spec`")
            return
        }
        let examples = try JSONDecoder().decode([Example].self, from: Data(contentsOf: Self.specURL))
        #expect(examples.count == 652, "the CommonMark 0.30 spec has 652 examples")
        var passed = 0, rawHTMLExamples = 0
        var failures: [String] = []
        for example in examples {
            let page = PageParser().parse(source: example.markdown, file: "content/en/index.md").page
            let hasRawHTML = Self.containsRawHTML(page.blocks)
            var expected = example.html
            if hasRawHTML {
                rawHTMLExamples += 1
                #expect(Self.cmarkHTML(example.markdown, options: CMARK_OPT_UNSAFE) == example.html,
                        "cmark renders example \(example.example) as the spec says")
                expected = Self.cmarkHTML(example.markdown, options: CMARK_OPT_DEFAULT)
                    .replacingOccurrences(of: "<!-- raw HTML omitted -->", with: "")
            }
            // The example is a page's body: behind empty front matter, so an example
            // that starts with `---` stays Markdown.
            let actual = MarkdownBody("---\n---\n" + example.markdown).html
            if Self.normalized(actual) == Self.normalized(expected) {
                passed += 1
            } else {
                failures.append("example \(example.example) (\(example.section)):\n\(example.markdown)\nexpected: \(Self.normalized(expected))\nactual:   \(Self.normalized(actual))")
            }
        }
        print("CommonMark 0.30 conformance: \(passed) of \(examples.count) examples pass (\(rawHTMLExamples) with raw HTML, compared without it)")
        #expect(failures.isEmpty, "\(failures.count) examples differ:\n\(failures.joined(separator: "\n\n"))")
    }

    static func containsRawHTML(_ blocks: [Block]) -> Bool {
        var found = false
        Page.visit(blocks) { block in
            switch block {
            case .html: found = true
            case .paragraph(let inlines, _): Inline.visit(inlines) { if case .html = $0 { found = true } }
            case .heading(let heading): Inline.visit(heading.content) { if case .html = $0 { found = true } }
            default: break
            }
        }
        return found
    }

    static func cmarkHTML(_ markdown: String, options: Int32) -> String {
        guard let pointer = cmark_markdown_to_html(markdown, markdown.utf8.count, options) else { return "" }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    /// What both sides are compared as: our own markup (heading ids and anchor
    /// links, the class on `<pre>`) in cmark's form, void elements without `/`,
    /// `'` unescaped (we write `&#39;`, cmark the character or `&#x27;`), and no
    /// whitespace between tags.
    static func normalized(_ html: String) -> String {
        var text = html
        text = text.replacing(#/<h([1-6]) id="[^"]*">/#) { "<h\($0.output.1)>" }
        text = text.replacing(#/<a class="anchor" href="[^"]*" aria-label="Link to this section">#</a>/#, with: "")
        // Our `<pre>` also carries what the site adds for readers (tabindex, so a keyboard can scroll it).
        text = text.replacing(#/<pre class="code language-([^"]*)"[^>]*><code>/#) { "<pre><code class=\"language-\($0.output.1)\">" }
        text = text.replacing(#/<pre class="code"[^>]*><code>/#, with: "<pre><code>")
        text = text.replacing(" />", with: ">")
        text = text.replacing("&#39;", with: "'").replacing("&#x27;", with: "'")
        text = text.replacing(#/>\s+</#, with: "><")
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
