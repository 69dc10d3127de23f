import Testing
@testable import Pages

/// The front matter is found by scanning the first lines' bytes; these tests hold it
/// to what splitting the whole text into `"\n"` characters gave (the reference below).
@Suite struct FrontMatterLinesTests {
    /// The earlier implementation: every line of the file, as characters.
    static func reference(_ source: String) -> (closing: Int?, yaml: String, markdown: String)? {
        var lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        guard let first = lines.first, first.trimmingTrailingSpace == "---" else { return nil }
        guard let closing = lines.indices.dropFirst().first(where: {
            let line = lines[$0].trimmingTrailingSpace
            return line == "---" || line == "..."
        }) else { return (nil, "", source) }
        let yaml = lines[1..<closing].joined(separator: "\n")
        for index in 0...closing { lines[index] = "" }
        return (closing, yaml, lines.joined(separator: "\n"))
    }

    static func scanned(_ source: String) -> (closing: Int?, yaml: String, markdown: String)? {
        guard let lines = FrontMatterLines(source) else { return nil }
        return (lines.closingLine, lines.closingLine == nil ? "" : lines.yaml, lines.markdown)
    }

    static func same(_ source: String) -> Bool {
        let (expected, actual) = (reference(source), scanned(source))
        guard let expected, let actual else { return expected == nil && actual == nil }
        return expected.closing == actual.closing && expected.yaml == actual.yaml && expected.markdown == actual.markdown
    }

    @Test(arguments: [
        "---\ntitle: T\n---\n# H\n",
        "---\ntitle: T\n...\nrest",
        "---\n---",
        "---\n---\n",
        "---  \t\r\ntitle: T\n--- \nbody\n\nmore",
        "--- \ntitle: T\n",
        "---",
        "# No front matter\n---\n",
        "---\r\ntitle: T\r\n---\r\nbody\r\n",
        "---\ntitle: T\n---\r\n",
        "---\ntitle: T\n---\r",
        "---\u{301}\ntitle: T\n---\n",
        "---\ntitle: Café\n---\n\u{301}body",
        "\n---\ntitle: T\n---\n",
        "",
    ])
    func findsWhatSplittingEveryLineFound(_ source: String) {
        #expect(Self.same(source), "\(source.debugDescription)")
    }

    @Test func agreesOnGeneratedPages() {
        let pieces = ["---", "...", "title: T", "\n", "\r\n", "\r", " ", "\t", "é", "e\u{301}", "a", "-", "."]
        var generator = SplitMix(seed: 16)
        for _ in 0..<3_000 {
            var source = generator.next() % 4 == 0 ? "" : "---\n"
            for _ in 0..<(generator.next() % 14) { source += pieces[Int(generator.next() % UInt64(pieces.count))] }
            #expect(Self.same(source), "\(source.debugDescription)")
        }
    }
}

/// A small deterministic random generator, so a failure repeats.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
