/// SwiftUI's public API as data: views, modifiers and types with their argument
/// labels, iOS availability and navigation role (``data``), loaded once.
///
/// Lowering resolves every SwiftUI name against it: a misspelt name is an error
/// with a "did you mean", an API newer than the platform is an error at its use,
/// and an API that can change navigation without the model following it is a
/// warning where it is used.
struct SwiftUICatalog: Sendable {
    static let shared = SwiftUICatalog(parsing: data)

    private(set) var entries: [SwiftUIAPI] = []
    private var views: [String: [SwiftUIAPI]] = [:]
    private var modifiers: [String: [SwiftUIAPI]] = [:]
    private var types: [String: SwiftUIAPI] = [:]
    private var standardLibrary: Set<String> = []

    /// Parses the line format of ``data``; a malformed line is our bug, so it traps.
    init(parsing text: String) {
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: " ").map(String.init)
            guard let first = fields.first, !first.hasPrefix("#") else { continue }
            guard let kind = SwiftUIAPI.Kind(rawValue: first), fields.count >= 2 else {
                preconditionFailure("malformed catalog line: \(line)")
            }
            if kind == .stdlib {
                standardLibrary.insert(fields[1])
                continue
            }
            precondition(fields.count >= 4, "malformed catalog line: \(line)")
            let (name, labels) = Self.splitSignature(fields[1])
            guard let role = NavigationRole(rawValue: fields[3]) else { preconditionFailure("unknown role in: \(line)") }
            var deprecated: Int?
            if fields.count > 4, fields[4].hasPrefix("deprecated=") {
                let value = fields[4].dropFirst("deprecated=".count)
                deprecated = value == "future" ? Int.max : Self.encode(String(value))
            }
            let api = SwiftUIAPI(kind: kind, name: name, labels: labels, introduced: Self.encode(fields[2]), role: role, deprecated: deprecated)
            entries.append(api)
            switch kind {
            case .view: views[name, default: []].append(api)
            case .modifier: modifiers[name, default: []].append(api)
            case .type: types[name] = api
            case .stdlib: break
            }
        }
    }

    private static func splitSignature(_ text: String) -> (String, [String]) {
        guard let open = text.firstIndex(of: "(") else { return (text, []) }
        let name = String(text[..<open])
        let inner = text[text.index(after: open)...].dropLast()
        return (name, inner.split(separator: ":").map(String.init))
    }

    private static func encode(_ version: String) -> Int {
        let parts = version.split(separator: ".").map { Int($0) ?? 0 }
        return AvailabilityVersion.encoded(major: parts.first ?? 0, minor: parts.dropFirst().first ?? 0)
    }

    // MARK: Queries

    func views(named name: String) -> [SwiftUIAPI] { views[name] ?? [] }
    func modifiers(named name: String) -> [SwiftUIAPI] { modifiers[name] ?? [] }
    func type(named name: String) -> SwiftUIAPI? { types[name] }
    func isView(_ name: String) -> Bool { views[name] != nil }
    func isModifier(_ name: String) -> Bool { modifiers[name] != nil }
    func isStandardLibraryMember(_ name: String) -> Bool { standardLibrary.contains(name) }

    /// Whether a capitalised name is SwiftUI's (a view or a type).
    func isKnownTypeName(_ name: String) -> Bool { views[name] != nil || types[name] != nil }

    /// The SwiftUI view or type a capitalised name that is neither misspells.
    func typeNameNearMiss(_ name: String) -> String? {
        guard !isKnownTypeName(name) else { return nil }
        return NearMiss.closest(to: name, in: Array(views.keys) + Array(types.keys))
    }

    /// The modifier an unknown member name misspells.
    func modifierNearMiss(_ name: String) -> String? {
        NearMiss.closest(to: name, in: modifiers.keys)
    }

    /// Labels a trailing closure can stand for (the closure parameters of the data's signatures).
    static let closureLabels: Set<String> = [
        "_", "content", "label", "destination", "action", "root", "sidebar", "detail", "rowContent", "header",
        "footer", "icon", "title", "perform", "actions", "message", "menuItems", "preview", "placeholder",
        "onDismiss", "onCompletion", "onIncrement", "onDecrement", "renderer", "children", "primaryAction",
        "currentValueLabel", "minimumValueLabel", "maximumValueLabel", "keyframes", "onPaste", "onSetup",
        "isTargeted", "of", "token", "leading", "trailing", "description", "onPressingChanged", "columns",
    ]

    /// The declarations a call's labels fit, in the data's order.
    ///
    /// Lenient on purpose (any parameter may be left out, as if it had a default),
    /// so an availability error is only reported when every declaration that could
    /// be meant is too new.
    static func matching(_ candidates: [SwiftUIAPI], labels: [(label: String?, isTrailingClosure: Bool)]) -> [SwiftUIAPI] {
        candidates.filter { api in
            var index = 0
            for argument in labels {
                var found = false
                while index < api.labels.count {
                    let parameter = api.labels[index]
                    index += 1
                    let fits = argument.isTrailingClosure && argument.label == nil
                        ? closureLabels.contains(parameter)
                        : parameter == (argument.label ?? "_")
                    if fits { found = true; break }
                }
                if !found { return false }
            }
            return true
        }
    }
}
