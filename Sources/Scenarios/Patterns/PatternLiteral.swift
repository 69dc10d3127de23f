import NavigationModel

/// A pattern argument written as a literal, evaluated typed like the screen's value it is
/// compared with (§3): `"Mist Trail"`, `3`, `2.5`, `true`, `nil`, `.pink`, `Color.pink`,
/// `.detail` and `[.pink, .mint]`.
///
/// The compiled engine reads a screen's arguments as values; these are the forms patterns
/// take in practice, and a pattern argument outside them is reported as such.
enum PatternLiteral {
    /// Whether `text` denotes `value`; nil when the text is not a literal form this reads.
    static func matches(_ text: String, _ value: Value) -> Bool? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed == "nil" {
            if case .optional(_, nil) = value { return true }
            return false
        }
        if case .optional(_, let wrapped?) = value { return matches(trimmed, wrapped) }
        if trimmed.hasPrefix("\""), trimmed.hasSuffix("\""), trimmed.count >= 2, let string = unescaped(String(trimmed.dropFirst().dropLast())) {
            if case .string(let actual) = value { return actual == string }
            return false
        }
        if let number = Int(trimmed) {
            switch value {
            case .int(let actual): return actual == number
            case .double(let actual): return actual == Double(number)
            default: return false
            }
        }
        if let number = Double(trimmed) {
            if case .double(let actual) = value { return actual == number }
            return false
        }
        if trimmed == "true" || trimmed == "false" {
            if case .bool(let actual) = value { return actual == (trimmed == "true") }
            return false
        }
        if trimmed.hasPrefix("["), trimmed.hasSuffix("]") {
            let inner = String(trimmed.dropFirst().dropLast())
            let parts = inner.trimmingCharacters(in: .whitespaces).isEmpty ? [] : topLevelParts(inner)
            guard let elements = value.elements else { return false }
            guard parts.count == elements.count else { return false }
            for (part, element) in zip(parts, elements) {
                guard let matched = matches(part, element) else { return nil }
                if !matched { return false }
            }
            return true
        }
        // `.pink`, `Color.pink`, `.detail`, `Route.detail`: a case or colour without arguments.
        if let dot = trimmed.lastIndex(of: "."), !trimmed.contains("("), trimmed[trimmed.index(after: dot)...].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
            let member = String(trimmed[trimmed.index(after: dot)...])
            let typeName = String(trimmed[..<dot])
            switch value {
            case .color(let name): return (typeName.isEmpty || typeName == "Color") && name == member
            case .enumCase(let type, let name, let associated):
                return (typeName.isEmpty || typeName == type || type.hasSuffix("." + typeName)) && name == member && associated.isEmpty
            default: return false
            }
        }
        return nil
    }

    private static func unescaped(_ text: String) -> String? {
        var result = ""
        var escaping = false
        for character in text {
            if escaping {
                switch character {
                case "n": result.append("\n")
                case "t": result.append("\t")
                case "\"", "\\", "'": result.append(character)
                default: return nil
                }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else if character == "\"" {
                return nil
            } else {
                result.append(character)
            }
        }
        return escaping ? nil : result
    }

    private static func topLevelParts(_ text: String) -> [String] {
        var parts: [String] = []
        var depth = 0
        var current = ""
        var inString = false
        for character in text {
            if character == "\"" { inString.toggle() }
            if !inString {
                if "([".contains(character) { depth += 1 }
                if ")]".contains(character) { depth -= 1 }
                if character == ",", depth == 0 {
                    parts.append(current)
                    current = ""
                    continue
                }
            }
            current.append(character)
        }
        parts.append(current)
        return parts
    }
}
