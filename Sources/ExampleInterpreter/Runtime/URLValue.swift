import Foundation

/// The `URL` an `onOpenURL` handler receives from `open url` (N54): its parts, as
/// Foundation's `URL` reads them, are the properties deep-link code inspects.
extension Interpreter {
    static func urlValue(_ string: String) -> RuntimeValue {
        .opaque(type: "URL", arguments: [LabeledValue(label: "string", value: .string(string))])
    }

    /// `URL(string:)`: the URL, or nil when Foundation reads no URL in the text.
    static func parsedURL(_ string: String) -> RuntimeValue {
        URL(string: string) == nil ? .none : urlValue(string)
    }

    /// A property of a URL value; nil when `name` is not one the interpreter gives.
    static func urlMember(_ arguments: [LabeledValue], _ name: String) -> RuntimeValue? {
        guard case .string(let string)? = arguments.first(where: { $0.label == "string" })?.value,
              let url = URL(string: string) else { return nil }
        func optional(_ text: String?) -> RuntimeValue { text.map(RuntimeValue.string) ?? .none }
        switch name {
        case "absoluteString": return .string(url.absoluteString)
        case "scheme": return optional(url.scheme)
        case "host": return optional(url.host)
        case "path": return .string(url.path)
        case "query": return optional(url.query)
        case "fragment": return optional(url.fragment)
        case "pathComponents": return .array(url.pathComponents.map(RuntimeValue.string))
        case "lastPathComponent": return .string(url.lastPathComponent)
        default: return nil
        }
    }
}
