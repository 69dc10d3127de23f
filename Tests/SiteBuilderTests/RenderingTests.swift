import Diagnostics
import Foundation
import Testing
@testable import SiteBuilder

@Suite struct RenderingTests {
    @Test func aTitleWithAScriptTagIsEscapedEverywhere() async throws {
        let site = try TestSite(content: [
            "en/index.md": "---\ntitle: \"<script>alert(1)</script>\"\nsummary: \"a \\\"quoted\\\" <b>summary</b>\"\n---\n\n# Heading <script>x</script>\n\nText with `<code>` & more.\n",
        ])
        defer { site.remove() }
        let report = try await site.build()
        let html = try site.read("en/index.html")
        #expect(!html.contains("<script>alert(1)</script>"))
        #expect(html.contains("<title>&lt;script&gt;alert(1)&lt;/script&gt; · Test Docs</title>"))
        #expect(html.contains(#"content="a &quot;quoted&quot; &lt;b&gt;summary&lt;/b&gt;""#))
        #expect(html.contains("<code>&lt;code&gt;</code> &amp; more."))
        // Raw HTML in Markdown is never passed through; the author hears about it.
        #expect(!html.contains("<script>x</script>"))
        #expect(report.diagnostics.map(\.id) == ["html.omitted"])
        #expect(report.diagnostics.first?.message == "raw HTML <script> is not rendered; write it in Markdown")
        #expect(report.diagnostics.first?.location == SourceLocation(file: "content/en/index.md", line: 6, column: 11))
    }

    @Test func commentsAreNeitherRenderedNorReported() async throws {
        let site = try TestSite(content: [
            "en/index.md": "# Home\n\nText <!-- a marker --> more.\n\n<!-- expected-error@+1 {{x}} -->\n```swift\nlet x = 1\n```\n",
        ])
        defer { site.remove() }
        let report = try await site.build()
        #expect(report.diagnostics.isEmpty)
        let html = try site.read("en/index.html")
        #expect(!html.contains("marker"))
        #expect(!html.contains("expected-error"))
    }

    @Test func swiftIsHighlightedFromSwiftSyntaxClassification() {
        let html = SwiftHighlighter().html(for: "struct A: View { // hi\n  let s = \"<x>\"; var n = 42 }\n")
        #expect(html == #"<span class="kw">struct</span> A: <span class="ty">View</span> { <span class="cm">// hi</span>"# + "\n" +
            #"  <span class="kw">let</span> s = <span class="st">&quot;&lt;x&gt;&quot;</span>; <span class="kw">var</span> n = <span class="nu">42</span> }"# + "\n")
    }

    @Test func hiddenExampleBlocksAreLeftOutAndExamplesGetAnchors() async throws {
        let site = try TestSite(content: [
            "en/index.md": """
            # Home

            ```swift example=parks hidden
            struct Park: Hashable { var name: String }
            ```

            ```swift example=parks title="The list"
            List { Text("Yosemite") }
            ```

            ```scenario example=parks
            expect screen: List
            ```
            """,
        ])
        defer { site.remove() }
        _ = try await site.build()
        let html = try site.read("en/index.html")
        #expect(!html.contains("struct"))
        #expect(html.contains(#"<figure class="code-figure"><figcaption>The list</figcaption><pre class="code language-swift" id="example-parks" data-example="parks" tabindex="0">"#))
        #expect(html.contains(#"<pre class="code language-scenario" data-example="parks" tabindex="0"><code>expect screen: List"#))
    }

    @Test func theSidebarFollowsOrderAndNesting() async throws {
        let site = try TestSite(content: [
            "en/index.md": "# Home\n",
            "en/b.md": "---\norder: 1\n---\n# Bee\n",
            "en/a.md": "---\norder: 2\n---\n# Ant\n",
            "en/guide/index.md": "# Guide\n",
            "en/guide/one.md": "# One\n",
        ])
        defer { site.remove() }
        _ = try await site.build()
        let sidebar = { (html: String) -> [String] in
            let nav = html.components(separatedBy: "<nav class=\"sidebar\"")[1].components(separatedBy: "</nav>")[0]
            return nav.components(separatedBy: "</a>").dropLast().compactMap { $0.components(separatedBy: ">").last }
        }
        #expect(sidebar(try site.read("en/index.html")) == ["Home", "Bee", "Ant", "Guide", "Behaviour catalog"])
        #expect(sidebar(try site.read("en/guide/one/index.html")) == ["Home", "Bee", "Ant", "Guide", "One", "Behaviour catalog"])
        #expect(try site.read("en/guide/one/index.html").contains(#"<li class="current"><a href="./" aria-current="page">One</a></li>"#))
    }
}
