import Diagnostics
import Testing
@testable import SiteBuilder

/// Destinations are written as cmark writes them, and never as script or a local file.
@Suite struct LinkDestinationTests {
    @Test(arguments: [
        "javascript:alert(1)", "JavaScript:alert(1)", "vbscript:msgbox(1)", "file:///etc/passwd",
        "data:text/html;base64,PHNjcmlwdD4=", "<\u{01} JAVA\tscript:alert(1)>", "&#x20;javascript:alert(1)",
        "java&#9;script:alert(1)",
    ])
    func unsafeLinksKeepTheirTextAndLoseTheURLWithAWarning(destination: String) {
        let body = MarkdownBody("Before [click *me*](\(destination)) after\n")
        #expect(body.html == "<p>Before click <em>me</em> after</p>\n")
        #expect(body.ids == ["link.unsafe"])
        #expect(body.diagnostics.first?.severity == .warning)
        #expect(body.diagnostics.first?.location == SourceLocation(file: "content/en/index.md", line: 1, column: 8))
    }

    @Test func theWarningSaysWhy() {
        let body = MarkdownBody("[a](javascript:x) [b](file:x)\n\n![c](data:text/html,x)\n")
        #expect(body.diagnostics.map(\.message) == [
            "link destination not written: a 'javascript:' URL runs script in the reader's browser",
            "link destination not written: a 'file:' URL points at the reader's own disk",
            "image destination not written: a 'data:' URL other than a PNG, GIF, JPEG or WebP image can carry script",
        ])
    }

    @Test func unsafeImagesLoseTheirSourceAndImageDataIsKept() {
        let body = MarkdownBody("![bad](javascript:alert(1)) ![dot](data:image/png;base64,iVBOR) ![svg](DATA:image/svg+xml,x)\n")
        #expect(body.html == #"<p><img alt="bad"> <img src="data:image/png;base64,iVBOR" alt="dot"> <img alt="svg"></p>"# + "\n")
        #expect(body.ids == ["link.unsafe", "link.unsafe"])
    }

    @Test func otherSchemesAreLeftAlone() {
        let body = MarkdownBody("[a](https://example.org/x) [b](mailto:a@b.c) [c](javascriptish/page.md)\n")
        #expect(body.html.contains(#"<a href="https://example.org/x">a</a>"#))
        #expect(body.html.contains(#"<a href="mailto:a@b.c">b</a>"#))
        #expect(body.ids == ["link.broken"])
    }

    @Test func destinationsArePercentEncodedAsCmarkDoes() {
        let body = MarkdownBody(#"[a](https://x.org/foo\bar) [b](https://x.org/a%20b&auml;?q=1&r='2') [c](<https://x.org/a b{c}>)"# + "\n")
        #expect(body.html.contains(#"<a href="https://x.org/foo%5Cbar">a</a>"#))
        #expect(body.html.contains(#"<a href="https://x.org/a%20b%C3%A4?q=1&amp;r=&#39;2&#39;">b</a>"#))
        #expect(body.html.contains(#"<a href="https://x.org/a%20b%7Bc%7D">c</a>"#))
        #expect(body.diagnostics.isEmpty)
    }

    @Test func linksToPagesAreCheckedDecodedAndWrittenEncoded() {
        let body = MarkdownBody(
            "[x](guide%20book.md#%E5%AF%BC%E8%88%AA) [y](guide book.md) [z](<guide book.md#导航>)\n",
            otherPages: ["guide book.md": "# 导航\n"]
        )
        #expect(body.diagnostics.isEmpty)
        #expect(body.html.contains(#"<a href="guide%20book/#%E5%AF%BC%E8%88%AA">x</a>"#))
        #expect(body.html.contains(#"<a href="guide%20book/#%E5%AF%BC%E8%88%AA">z</a>"#))
    }

    @Test func anEmptyDestinationIsAWarningAtTheLink() {
        let body = MarkdownBody("Text\n\nSee [link]() and ![pic](<>).\n")
        #expect(body.html == "<p>Text</p>\n<p>See <a href=\"\">link</a> and <img src=\"\" alt=\"pic\">.</p>\n")
        #expect(body.ids == ["link.empty", "link.empty"])
        #expect(body.diagnostics.map(\.location.line) == [3, 3])
        #expect(body.diagnostics.map(\.location.column) == [5, 18])
        #expect(body.diagnostics.first?.message == "link has no destination; write one between the parentheses")
    }
}
