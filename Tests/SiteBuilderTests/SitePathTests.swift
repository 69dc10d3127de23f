import Testing
@testable import SiteBuilder

/// `SitePath` works on bytes for speed; these tests hold it to the plain
/// component-by-component definition, kept here as the oracle.
struct SitePathTests {
    @Test func relativeMatchesTheComponentDefinitionOnManyPaths() {
        var generator = SeededPaths(seed: 7)
        for _ in 0..<4_000 {
            let from = generator.folder()
            let target = generator.target()
            #expect(SitePath.relative(from: from, to: target) == Oracle.relative(from: from, to: target), "\(from) → \(target)")
        }
    }

    @Test func resolveMatchesTheComponentDefinitionOnManyPaths() {
        var generator = SeededPaths(seed: 11)
        for _ in 0..<4_000 {
            let directory = generator.folder()
            let relative = generator.relativeReference()
            #expect(SitePath.resolve(relative, against: directory) == Oracle.resolve(relative, against: directory), "\(relative) against \(directory)")
        }
    }

    @Test func directoryKeepsTheTrailingSlash() {
        #expect(SitePath.directory(of: "en/x/index.html") == "en/x/")
        #expect(SitePath.directory(of: "index.html") == "")
        #expect(SitePath.directory(of: "zh-Hans/导航/index.html") == "zh-Hans/导航/")
    }

    @Test func nonASCIIPartsAreComparedByTheirBytes() {
        #expect(SitePath.relative(from: "zh-Hans/导航/", to: "zh-Hans/导航/栈/") == "栈/")
        #expect(SitePath.relative(from: "zh-Hans/导航/", to: "zh-Hans/栈/") == "../栈/")
        #expect(SitePath.resolve("../栈.md", against: "zh-Hans/导航/") == "zh-Hans/栈.md")
    }

    /// The definitions the byte versions replaced.
    enum Oracle {
        static func relative(from fromDirectory: String, to target: String) -> String {
            let from = fromDirectory.split(separator: "/")
            var to = target.split(separator: "/", omittingEmptySubsequences: true)
            let targetIsFolder = target.isEmpty || target.hasSuffix("/")
            var common = 0
            let comparable = targetIsFolder ? to.count : max(0, to.count - 1)
            while common < from.count, common < comparable, from[common] == to[common] { common += 1 }
            to.removeFirst(common)
            var parts = Array(repeating: "..", count: from.count - common)
            parts += to.map(String.init)
            var result = parts.joined(separator: "/")
            if targetIsFolder { result = result.isEmpty ? "./" : result + "/" }
            return result
        }

        static func resolve(_ relative: String, against directory: String) -> String? {
            var parts: [Substring] = directory.split(separator: "/")
            for part in relative.split(separator: "/", omittingEmptySubsequences: true) {
                switch part {
                case ".": continue
                case "..":
                    guard !parts.isEmpty else { return nil }
                    parts.removeLast()
                default: parts.append(part)
                }
            }
            var result = parts.joined(separator: "/")
            if relative.hasSuffix("/"), !result.isEmpty { result += "/" }
            return result
        }
    }

    /// Paths from a small alphabet of parts, so shared prefixes, `.`, `..`, doubled
    /// and trailing slashes all occur often.
    struct SeededPaths {
        var state: UInt64
        init(seed: UInt64) { state = seed }

        mutating func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }

        static let parts = ["en", "zh-Hans", "guide", "a", "b", "导航", "x.md", "index.md", "img.png", "é"]

        mutating func parts(_ count: Int, from alphabet: [String]) -> [String] {
            (0..<count).map { _ in alphabet[next(alphabet.count)] }
        }

        mutating func folder() -> String {
            let parts = parts(next(4), from: Self.parts)
            return parts.isEmpty ? "" : parts.joined(separator: "/") + "/"
        }

        mutating func target() -> String {
            var text = parts(next(5), from: Self.parts).joined(separator: next(6) == 0 ? "//" : "/")
            if next(3) == 0 { text += "/" }
            return text
        }

        mutating func relativeReference() -> String {
            var text = parts(next(5), from: Self.parts + [".", "..", ".."]).joined(separator: next(6) == 0 ? "//" : "/")
            if next(3) == 0 { text += "/" }
            if next(8) == 0 { text = "./" + text }
            return text
        }
    }
}
