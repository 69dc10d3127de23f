import Foundation
import Mustache
import Testing
@testable import SiteBuilder

/// The templates' escaping is swift-mustache's own HTML escaping, made faster; the
/// library's escaping (a template without the pragma) is the oracle.
struct TemplateEscapingTests {
    struct Value: MustacheParent {
        var text: String
        func child(named name: String) -> Any? { name == "text" ? text : nil }
    }

    static let pieces = [
        "a", "Zeta", " ", "&", "<", ">", "\"", "'", "é", "导航", "👩‍👩‍👧", "&amp;", "\n", "\r\n", "x<y",
        "\"\u{301}", "<\u{20D2}", "'\u{0301}", "\u{301}", "e\u{301}",
    ]

    @Test func escapesAsTheLibrarysHTMLContentTypeDoes() throws {
        TemplateEscaping.registered
        let library = try MustacheTemplate(string: "[{{text}}]")
        let ours = try MustacheTemplate(string: TemplateEscaping.pragma + "[{{text}}]")
        var state: UInt64 = 5
        for _ in 0..<3_000 {
            var text = ""
            state = state &* 6364136223846793005 &+ 1442695040888963407
            for _ in 0..<Int((state >> 40) % 10) {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                text += Self.pieces[Int((state >> 33) % UInt64(Self.pieces.count))]
            }
            #expect(ours.render(Value(text: text)) == library.render(Value(text: text)), "\(text.debugDescription)")
        }
    }

    @Test func thePragmaLineRendersToNothing() throws {
        TemplateEscaping.registered
        for text in ["{{#text}}\nX\n{{/text}}\n", "\n\n{{text}}", "  {{#text}}  \n{{text}}\n  {{/text}}\n", "", "\r\n{{text}}"] {
            let plain = try MustacheTemplate(string: text).render(Value(text: "v"))
            let prefixed = try MustacheTemplate(string: TemplateEscaping.pragma + text).render(Value(text: "v"))
            #expect(prefixed == plain, "\(text.debugDescription)")
        }
    }

    @Test func aTemplateErrorNamesTheLineOfTheFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navdocs-templates-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for name in TemplateSet.required {
            try Data("ok\n".utf8).write(to: folder.appendingPathComponent("\(name).mustache"))
        }
        try Data("<p>\n{{#open}}\n".utf8).write(to: folder.appendingPathComponent("page.mustache"))
        #expect {
            _ = try TemplateSet(folder: folder, displayPath: "templates")
        } throws: { error in
            guard case .templateSyntax(let file, let line, _, _) = error as? SiteBuildError else { return false }
            return file == "templates/page.mustache" && line == 3
        }
    }
}
