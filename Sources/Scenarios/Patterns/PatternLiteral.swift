import NavigationModel

/// A pattern argument written as a literal, evaluated typed like the screen's value it is
/// compared with (§3): `"Mist Trail"`, `3`, `2.5`, `true`, `nil`, `.pink`, `Color.pink`,
/// `.detail`, `[.pink, .mint]`, and values made of these (`Park(name: "Yosemite")`,
/// `.detail(3)`, `Route.park(name: "Zion")`).
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
            case .bool, .string, .optional, .array, .set, .dictionary, .instance, .enumCase, .color,
                 .navigationPath, .opaque, .closure: return false
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
            guard var elements = value.elements else { return false }
            guard parts.count == elements.count else { return false }
            // A set has no order: pair each written member with one of its members.
            if case .set = value {
                for part in parts {
                    guard let index = elements.firstIndex(where: { matches(part, $0) == true }) else { return false }
                    elements.remove(at: index)
                }
                return true
            }
            for (part, element) in zip(parts, elements) {
                guard let matched = matches(part, element) else { return nil }
                if !matched { return false }
            }
            return true
        }
        // `Park(name: "Yosemite")`, `.detail(3)`, `Route.park(name: "Zion")`: a value made of literals.
        if trimmed.hasSuffix(")"), let open = trimmed.firstIndex(of: "(") {
            let callee = String(trimmed[..<open])
            guard callee.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }), !callee.isEmpty else { return nil }
            let inner = String(trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)])
            let parts = inner.trimmingCharacters(in: .whitespaces).isEmpty ? [] : topLevelParts(inner)
            let written = parts.map(labelled)
            let actual: [Argument]
            switch value {
            case .instance(let type, let fields), .opaque(let type, let fields):
                guard callee == type || type.hasSuffix("." + callee) else { return false }
                actual = fields
            case .enumCase(let type, let name, let associated):
                guard let dot = callee.lastIndex(of: ".") else { return false }
                let typeName = String(callee[..<dot])
                guard callee[callee.index(after: dot)...] == name, typeName.isEmpty || typeName == type || type.hasSuffix("." + typeName) else { return false }
                actual = associated
            case .int, .double, .bool, .string, .optional, .array, .set, .dictionary, .color, .navigationPath, .closure:
                return false
            }
            guard written.count == actual.count else { return false }
            // An initializer may take its values unlabelled (`Park("Yosemite")` for `Park(name:)`).
            for (part, argument) in zip(written, actual) {
                guard part.label == argument.label || part.label == nil else { return false }
                guard let matched = matches(part.text, argument.value) else { return nil }
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
            case .int, .double, .bool, .string, .optional, .array, .set, .dictionary, .instance,
                 .navigationPath, .opaque, .closure: return false
            }
        }
        return nil
    }

    /// `label: value` or `value`.
    private static func labelled(_ part: String) -> (label: String?, text: String) {
        let trimmed = part.trimmingCharacters(in: .whitespaces)
        if let colon = trimmed.firstIndex(of: ":") {
            let label = trimmed[..<colon]
            if !label.isEmpty, label.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
                return (String(label), String(trimmed[trimmed.index(after: colon)...]))
            }
        }
        return (nil, trimmed)
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
