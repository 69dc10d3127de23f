import Foundation
import Testing
@testable import SiteBuilder

/// Builds each fixture site under `Fixtures/<case>/content` and compares every
/// page's `<main>` element with `Fixtures/<case>/expected/<page>.main.html`.
///
/// Re-record after an intended change with `NAVDOCS_RECORD=1 swift test`.
@Suite struct GoldenSiteTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static var cases: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: fixtures.path)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
    }

    @Test(arguments: cases) func mainElementsMatchTheGoldenFiles(_ name: String) async throws {
        let fixture = Self.fixtures.appendingPathComponent(name)
        let site = try TestSite(copying: fixture.appendingPathComponent("content"))
        defer { site.remove() }
        let report = try await site.build()
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        let expected = fixture.appendingPathComponent("expected")
        let record = ProcessInfo.processInfo.environment["NAVDOCS_RECORD"] == "1"
        let pages = try site.outputFiles().keys.filter { $0.hasSuffix("/index.html") }.sorted()
        #expect(!pages.isEmpty)
        for page in pages {
            let actual = mainElement(of: try site.read(page)) + "\n"
            let golden = expected.appendingPathComponent(page.replacingOccurrences(of: ".html", with: ".main.html"))
            if record {
                try FileManager.default.createDirectory(at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(actual.utf8).write(to: golden)
                continue
            }
            guard let data = FileManager.default.contents(atPath: golden.path) else {
                Issue.record("missing golden file \(name)/expected/\(page); run with NAVDOCS_RECORD=1")
                continue
            }
            let wanted = String(decoding: data, as: UTF8.self)
            if wanted != actual {
                Issue.record("\(name)/\(page) differs from its golden file:\n\(LineDiff.render(from: wanted, to: actual))")
            }
        }
    }
}

/// A line diff for failure messages: `-` expected, `+` actual, two lines of context.
enum LineDiff {
    static func render(from old: String, to new: String) -> String {
        let a = old.components(separatedBy: "\n"), b = new.components(separatedBy: "\n")
        var lengths = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                lengths[i][j] = a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var lines: [(Character, String)] = []
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                lines.append((" ", a[i])); i += 1; j += 1
            } else if j < b.count, i == a.count || lengths[i][j + 1] >= lengths[i + 1][j] {
                lines.append(("+", b[j])); j += 1
            } else {
                lines.append(("-", a[i])); i += 1
            }
        }
        let changed = Set(lines.indices.filter { lines[$0].0 != " " })
        return lines.indices
            .filter { index in changed.contains { abs($0 - index) <= 2 } }
            .map { "\(lines[$0].0) \(lines[$0].1)" }
            .joined(separator: "\n")
    }
}
