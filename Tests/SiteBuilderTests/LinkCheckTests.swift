import Diagnostics
import Foundation
import Testing
@testable import SiteBuilder

@Suite struct LinkCheckTests {
    let pages = [
        "en/index.md": """
        # Home

        ## Getting started

        Read [the stack](navigation-stack.md) first.
        """,
        "en/navigation-stack.md": """
        ---
        title: Navigation stack
        ---

        # Navigation stack

        ## Push a view

        Back [home](index.md#getting-started), to [a section](#push-a-view),
        and [away](https://developer.apple.com/documentation/swiftui).
        Nothing at [this link](missing.md) or
        at [this anchor](index.md#getting-startd).
        """,
    ]

    @Test func aBrokenLinkAndABrokenAnchorAreErrorsAtTheirPositions() async throws {
        let site = try TestSite(content: pages)
        defer { site.remove() }
        let report = try await site.build()
        let rendered = report.diagnostics.map { TextDiagnosticRenderer().render($0) }
        #expect(rendered == [
            "content/en/navigation-stack.md:11:12: error: broken link: no page or file 'missing.md' (looked for en/missing.md)",
            "content/en/navigation-stack.md:12:4: error: broken anchor: no heading '#getting-startd' in 'index.md'; did you mean '#getting-started'?",
        ])
        #expect(!report.wroteOutput)
        #expect(!FileManager.default.fileExists(atPath: site.output.path))
    }

    @Test func goodLinksBecomeRelativeFolderURLs() async throws {
        var fixed = pages
        fixed["en/navigation-stack.md"] = "# Navigation stack\n\n## Push a view\n\n[home](index.md#getting-started) [here](#push-a-view) [out](https://swift.org) [top](#top)\n"
        let site = try TestSite(content: fixed)
        defer { site.remove() }
        let report = try await site.build()
        #expect(report.diagnostics.isEmpty)
        let html = try site.read("en/navigation-stack/index.html")
        #expect(html.contains(##"<a href="../#getting-started">home</a>"##))
        #expect(html.contains(##"<a href="#push-a-view">here</a>"##))
        #expect(html.contains(#"<a href="https://swift.org">out</a>"#))
        #expect(try site.read("en/index.html").contains(#"<a href="navigation-stack/">the stack</a>"#))
    }

    @Test func anAnchorOnTheSamePageIsChecked() async throws {
        let site = try TestSite(content: ["en/index.md": "# Home\n\nSee [below](#nowhere).\n"])
        defer { site.remove() }
        let report = try await site.build()
        #expect(report.diagnostics.map(\.message) == ["broken anchor: no heading '#nowhere' on this page"])
        #expect(report.diagnostics.first?.location == SourceLocation(file: "content/en/index.md", line: 3, column: 5))
    }

    @Test func folderLinksAndStaticFilesResolve() async throws {
        let site = try TestSite(content: [
            "en/index.md": "# Home\n\n[Guide](guide/) and ![a picture](images/a.png)\n",
            "en/guide/index.md": "# Guide\n\n[Up](../index.md) [Picture](../images/a.png)\n",
            "en/images/a.png": "not really a png",
        ])
        defer { site.remove() }
        let report = try await site.build()
        #expect(report.diagnostics.isEmpty)
        #expect(try site.read("en/index.html").contains(#"<a href="guide/">Guide</a> and <img src="images/a.png" alt="a picture">"#))
        #expect(try site.read("en/guide/index.html").contains(#"<a href="../">Up</a> <a href="../images/a.png">Picture</a>"#))
        #expect(try site.read("en/images/a.png") == "not really a png")
    }

    @Test func relativePathsBetweenOutputFolders() {
        #expect(SitePath.relative(from: "en/a/", to: "en/b/") == "../b/")
        #expect(SitePath.relative(from: "en/", to: "en/") == "./")
        #expect(SitePath.relative(from: "en/guide/basics/", to: "zh-Hans/") == "../../../zh-Hans/")
        #expect(SitePath.relative(from: "en/a/", to: "") == "../../")
        #expect(SitePath.relative(from: "en/a/", to: "en/images/a.png") == "../images/a.png")
        #expect(SitePath.resolve("../x.md", against: "en/guide/") == "en/x.md")
        #expect(SitePath.resolve("../../x.md", against: "en/") == nil)
    }
}
