/// Type names as the example writes them, from the runtime's fully qualified ones.
///
/// `Swift.Array<Example.Park>` is `[Park]`, `Swift.Optional<Swift.Int>` is `Int?`,
/// `Swift.Dictionary<Swift.String, Swift.Int>` is `[String: Int]`, `Example.Outer.Route`
/// is `Outer.Route`: module names go, nesting stays.
enum TypeNameSugar {
    /// The modules whose names never appear in a type name the example writes.
    static let hiddenModules: Set<String> = [
        "Swift", "SwiftUI", "Foundation", "FoundationEssentials", "FoundationInternationalization",
        "NavDocsExample", "main", "Combine", "OpenCombine", "UIKit", "Observation", "CoreGraphics",
        "Dispatch", "_Concurrency",
    ]

    static func sugared(_ reflected: String) -> String {
        var parser = Parser(text: Array(reflected))
        return parser.type()
    }

    private struct Parser {
        let text: [Character]
        var index = 0

        mutating func type() -> String {
            skipSpaces()
            if peek == "(" { return tuple() }
            var components: [String] = []
            var arguments: [String] = []
            while true {
                let name = identifier()
                if name.isEmpty { break }
                components.append(name)
                if peek == "<" {
                    index += 1
                    arguments = []
                    while index < text.count {
                        arguments.append(type())
                        skipSpaces()
                        if peek == "," { index += 1; continue }
                        if peek == ">" { index += 1 }
                        break
                    }
                }
                if peek == "." {
                    index += 1
                    continue
                }
                break
            }
            // Drop a leading module name, and a local context's `(unknown context at …)`.
            while components.count > 1, TypeNameSugar.hiddenModules.contains(components[0]) { components.removeFirst() }
            components.removeAll { $0.hasPrefix("(") }
            let base = components.joined(separator: ".")
            switch (base, arguments.count) {
            case ("Array", 1): return "[" + arguments[0] + "]"
            case ("Optional", 1): return arguments[0] + "?"
            case ("Dictionary", 2): return "[" + arguments[0] + ": " + arguments[1] + "]"
            case (_, 0): return base
            default: return base + "<" + arguments.joined(separator: ", ") + ">"
            }
        }

        private mutating func tuple() -> String {
            index += 1
            var depth = 1
            var result = "("
            while index < text.count, depth > 0 {
                let character = text[index]
                if character == "(" { depth += 1 }
                if character == ")" { depth -= 1 }
                result.append(character)
                index += 1
            }
            return result
        }

        private mutating func identifier() -> String {
            skipSpaces()
            var name = ""
            if peek == "(" {
                // `(unknown context at $…)`: one component.
                var depth = 0
                while index < text.count {
                    let character = text[index]
                    if character == "(" { depth += 1 }
                    if character == ")" { depth -= 1 }
                    name.append(character)
                    index += 1
                    if depth == 0 { break }
                }
                return name
            }
            while index < text.count, text[index].isLetter || text[index].isNumber || text[index] == "_" || text[index] == "$" {
                name.append(text[index])
                index += 1
            }
            return name
        }

        private var peek: Character? { index < text.count ? text[index] : nil }

        private mutating func skipSpaces() {
            while index < text.count, text[index] == " " { index += 1 }
        }
    }

    /// `ScreenContainer<List<Never, Text>>` → `ScreenContainer`, `Outer<Int>.Inner` → `Outer.Inner`.
    static func withoutGenericArguments(_ name: String) -> String {
        guard name.contains("<") else { return name }
        var result = ""
        var depth = 0
        for character in name {
            switch character {
            case "<": depth += 1
            case ">": depth = max(depth - 1, 0)
            default: if depth == 0 { result.append(character) }
            }
        }
        return result
    }
}
