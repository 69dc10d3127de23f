extension Value: CustomStringConvertible {
    /// The value in Swift source form, with implicit members where the type is known from context.
    ///
    /// `.pink`, `Park(name: "Yosemite")`, `[.pink, .mint]`, `"lemon"`, `nil`. Sets
    /// and dictionaries print in a stable order (sorted by their members' text),
    /// so traces are deterministic.
    public var description: String {
        var output = ""
        write(to: &output, explicit: false)
        return output
    }

    /// The value in Swift source form with explicit type names (`Color.pink`, `Route.detail(3)`).
    ///
    /// Used where the static type is unknown, such as the elements of a `NavigationPath`.
    public var explicitDescription: String {
        var output = ""
        write(to: &output, explicit: true)
        return output
    }

    func write(to output: inout String, explicit: Bool) {
        switch self {
        case .int(let number):
            output += String(number)
        case .double(let number):
            output += number.description
        case .bool(let flag):
            output += flag ? "true" : "false"
        case .string(let text):
            output += Self.literal(text)
        case .optional(_, nil):
            output += "nil"
        case .optional(_, let wrapped?):
            wrapped.write(to: &output, explicit: explicit)
        case .array(_, let elements):
            Self.writeList(elements, to: &output, explicit: explicit)
        case .set(_, let members):
            Self.writeList(members.sorted { $0.description < $1.description }, to: &output, explicit: explicit)
        case .dictionary(_, _, let entries):
            if entries.isEmpty {
                output += "[:]"
                return
            }
            let sorted = entries.sorted { $0.key.description < $1.key.description }
            output += "["
            for (index, entry) in sorted.enumerated() {
                if index > 0 { output += ", " }
                entry.key.write(to: &output, explicit: explicit)
                output += ": "
                entry.value.write(to: &output, explicit: explicit)
            }
            output += "]"
        case .instance(let type, let fields):
            output += type
            Self.writeArguments(fields, to: &output, explicit: explicit)
        case .enumCase(let type, let name, let associated):
            if explicit { output += type }
            output += "." + name
            if !associated.isEmpty { Self.writeArguments(associated, to: &output, explicit: explicit) }
        case .color(let name):
            output += explicit ? "Color." + name : "." + name
        case .navigationPath(let elements):
            output += "NavigationPath("
            if !elements.isEmpty {
                Self.writeList(elements.map(\.value), to: &output, explicit: true)
            }
            output += ")"
        case .opaque(let type, let arguments):
            output += type
            Self.writeArguments(arguments, to: &output, explicit: true)
        case .closure:
            output += "_"
        }
    }

    static func writeList(_ elements: [Value], to output: inout String, explicit: Bool) {
        output += "["
        for (index, element) in elements.enumerated() {
            if index > 0 { output += ", " }
            element.write(to: &output, explicit: explicit)
        }
        output += "]"
    }

    static func writeArguments(_ arguments: [Argument], to output: inout String, explicit: Bool) {
        output += "("
        for (index, argument) in arguments.enumerated() {
            if index > 0 { output += ", " }
            if let label = argument.label { output += label + ": " }
            argument.value.write(to: &output, explicit: explicit)
        }
        output += ")"
    }

    /// A Swift string literal for `text`, with Swift's escapes.
    public static func literal(_ text: String) -> String {
        var output = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\0": output += "\\0"
            default:
                if scalar.value < 0x20 {
                    output += "\\u{" + String(scalar.value, radix: 16) + "}"
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        return output + "\""
    }
}

extension Argument: CustomStringConvertible {
    /// `label: value`, or the value alone when unlabelled.
    public var description: String {
        (label.map { $0 + ": " } ?? "") + value.description
    }
}
