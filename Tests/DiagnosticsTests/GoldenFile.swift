import Foundation
import Testing

/// Compares rendered output with a file under `Golden/`, printing a line diff on
/// failure. Set `NAVDOCS_RECORD_GOLDEN=1` to write the files instead.
func assertGolden(_ actual: String, named name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden/\(name)")
    if ProcessInfo.processInfo.environment["NAVDOCS_RECORD_GOLDEN"] == "1" {
        try actual.write(to: url, atomically: true, encoding: .utf8)
        return
    }
    let expected = try String(contentsOf: url, encoding: .utf8)
    guard expected != actual else { return }
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
    var diff: [String] = []
    for index in 0..<max(expectedLines.count, actualLines.count) {
        let old = index < expectedLines.count ? String(expectedLines[index]) : nil
        let new = index < actualLines.count ? String(actualLines[index]) : nil
        if old != new {
            if let old { diff.append("-\(index + 1): \(old)") }
            if let new { diff.append("+\(index + 1): \(new)") }
        }
    }
    let message = "output differs from Golden/\(name):\n" + diff.joined(separator: "\n")
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
}
