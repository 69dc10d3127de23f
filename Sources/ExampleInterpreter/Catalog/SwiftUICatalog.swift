/// SwiftUI's public API as the iOS 18 SDK declares it, with the navigation role of each
/// declaration: the data of ``data`` (generated from `APITable/`), parsed once.
///
/// Lowering resolves every SwiftUI name against it: a misspelt name is an error with a
/// "did you mean", an API newer than the platform or unavailable on iOS is an error at its
/// use, an implicit member resolves through its parameter's type, and an API that can
/// change navigation without the model following it is a warning where it is used.
struct SwiftUICatalog: Sendable {
    static let shared = SwiftUICatalog(parsing: data)

    private(set) var entries: [SwiftUIAPI] = []
    /// Members by owner, then by name.
    private var members: [String: [String: [SwiftUIAPI]]] = [:]
    /// Types and type aliases by qualified name (`Text`, `Edge.Set`).
    private var types: [String: [SwiftUIAPI]] = [:]
    /// Types that are views, or other content of a builder (`ToolbarItem`, `Tab`), by qualified name.
    private(set) var viewTypes: Set<String> = []
    /// Instance methods a view can be modified with, by name: members of `View`, of the
    /// shape protocols and of each view type (`Text.bold()`, `Image.resizable()`).
    private var viewMembers: [String: [SwiftUIAPI]] = [:]
    /// `Color`'s named colours (`pink`, `accentColor`): the interpreter's colour values.
    private(set) var colorNames: Set<String> = []

    /// Owners whose instance methods apply to views of every kind the interpreter makes.
    static let viewProtocols: Set<String> = ["View", "Shape", "InsettableShape", "ShapeView", "DynamicViewContent", "ModifiedContent"]

    /// Whether a type conforming to `protocolName` is written in a view builder: a view, a
    /// shape, or the content of a toolbar, a tab view or a chart (`ToolbarContent`, `TabContent`).
    static func isBuilderContent(_ protocolName: String) -> Bool {
        protocolName == "View" || protocolName == "Shape" || protocolName == "InsettableShape" || protocolName.hasSuffix("Content")
    }

    /// Parses the line format of ``data`` (described in `APITable/generate-catalog.py`); a
    /// malformed line is our bug, so it traps.
    init(parsing text: String) {
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            precondition(fields.count == 8, "malformed catalog line: \(line)")
            guard let code = fields[0].first, let kind = SwiftUIAPI.Kind(rawValue: code) else {
                preconditionFailure("unknown kind in catalog line: \(line)")
            }
            guard let role = NavigationRole(code: fields[7]) else { preconditionFailure("unknown role in catalog line: \(line)") }
            var parameters: [SwiftUIAPI.Parameter] = []
            var conformances: [String] = []
            if kind.hasParameters, !fields[3].isEmpty {
                parameters = fields[3].split(separator: ";", omittingEmptySubsequences: false).map { item in
                    let (head, _, context) = Self.cut(String(item), at: ":")
                    let hasDefault = head.hasSuffix("?")
                    return SwiftUIAPI.Parameter(label: hasDefault ? String(head.dropLast()) : head, hasDefault: hasDefault, context: context)
                }
            } else if kind == .type, !fields[3].isEmpty {
                conformances = fields[3].split(separator: ",").map(String.init)
            }
            let api = SwiftUIAPI(
                kind: kind, owner: fields[1], name: fields[2], parameters: parameters,
                introduced: Self.encode(fields[4]), isUnavailable: fields[5].contains("u"), isDeprecated: fields[5].contains("d"),
                result: fields[6], conformances: conformances, role: role)
            entries.append(api)
            switch kind {
            case .type, .typeAlias:
                types[api.qualifiedName, default: []].append(api)
                if conformances.contains(where: Self.isBuilderContent) { viewTypes.insert(api.qualifiedName) }
            case .initializer, .method, .staticMethod, .property, .staticProperty, .enumCase, .subscriptMember, .macro:
                members[api.owner, default: [:]][api.name, default: []].append(api)
            }
        }
        for owner in Self.viewProtocols.union(viewTypes) {
            for (name, declarations) in members[owner] ?? [:] {
                let methods = declarations.filter { $0.kind == .method }
                if !methods.isEmpty { viewMembers[name, default: []] += methods }
            }
        }
        colorNames = Set((members["Color"] ?? [:]).values.joined().filter { $0.kind == .staticProperty && $0.result == "Color" }.map(\.name))
    }

    private static func cut(_ text: String, at separator: Character) -> (String, Bool, String) {
        guard let index = text.firstIndex(of: separator) else { return (text, false, "") }
        return (String(text[..<index]), true, String(text[text.index(after: index)...]))
    }

    private static func encode(_ version: String) -> Int {
        guard !version.isEmpty else { return 0 }
        let parts = version.split(separator: ".").map { Int($0) ?? 0 }
        return AvailabilityVersion.encoded(major: parts.first ?? 0, minor: parts.dropFirst().first ?? 0)
    }

    // MARK: Queries

    /// The declarations of a type or type alias by its qualified name (`Text`, `Edge.Set`).
    func types(named name: String) -> [SwiftUIAPI] { types[name] ?? [] }
    func isKnownType(_ name: String) -> Bool { types[name] != nil }
    func isView(_ name: String) -> Bool { viewTypes.contains(name) }

    /// The members of `owner` named `name`, every kind.
    func members(of owner: String, named name: String) -> [SwiftUIAPI] { members[owner]?[name] ?? [] }
    func memberNames(of owner: String) -> [String] { Array((members[owner] ?? [:]).keys) }

    /// A type's initializers (`Text`'s for `Text("A")`).
    func initializers(of type: String) -> [SwiftUIAPI] { members(of: type, named: "init") }

    /// The methods a view value can be modified with (`padding`, `fill` on a shape, `bold` on a text).
    func modifiers(named name: String) -> [SwiftUIAPI] { viewMembers[name] ?? [] }
    func isModifier(_ name: String) -> Bool { viewMembers[name] != nil }

    /// Top-level functions and macros: `withAnimation`, `Observable()`.
    func globals(named name: String) -> [SwiftUIAPI] { members(of: "", named: name) }

    /// `EnvironmentValues.dismiss`, `.colorScheme`: what `@Environment(\.key)` reads.
    func environmentValues(named name: String) -> [SwiftUIAPI] {
        members(of: "EnvironmentValues", named: name).filter { $0.kind == .property }
    }

    /// The protocols and types whose members a value of `type` has: itself, then its SwiftUI protocols.
    func ownersOfMembers(of type: String) -> [String] {
        var owners = [type]
        for declaration in types(named: type) {
            for protocolName in declaration.conformances where members[protocolName] != nil && !owners.contains(protocolName) {
                owners.append(protocolName)
            }
        }
        return owners
    }

    /// The static members (`automatic`, `system(size:)`, cases) a contextual type `type` offers under `name`.
    func staticMembers(of type: String, named name: String) -> [SwiftUIAPI] {
        ownersOfMembers(of: type).flatMap { members(of: $0, named: name) }.filter(\.kind.isStaticMember)
    }

    func staticMemberNames(of type: String) -> [String] {
        ownersOfMembers(of: type).flatMap { owner in
            (members[owner] ?? [:]).filter { $0.value.contains(where: \.kind.isStaticMember) }.map(\.key)
        }
    }

    /// The instance members (properties, methods) of a value of `type`.
    func instanceMembers(of type: String, named name: String) -> [SwiftUIAPI] {
        ownersOfMembers(of: type).flatMap { members(of: $0, named: name) }.filter { $0.kind == .property || $0.kind == .method }
    }

    func instanceMemberNames(of type: String) -> [String] {
        ownersOfMembers(of: type).flatMap { owner in
            (members[owner] ?? [:]).filter { $0.value.contains { $0.kind == .property || $0.kind == .method } }.map(\.key)
        }
    }

    /// Whether an implicit member in a context of this type resolves against data the catalog has
    /// (a SwiftUI type or protocol with static members), so a member it lacks is an error.
    func knowsStaticMembers(of type: String) -> Bool {
        isKnownType(type) && ownersOfMembers(of: type).contains { owner in
            (members[owner] ?? [:]).values.contains { $0.contains(where: \.kind.isStaticMember) }
        }
    }

    // MARK: Near misses

    /// The SwiftUI type a capitalised name that is not one misspells.
    func typeNameNearMiss(_ name: String) -> String? {
        guard !isKnownType(name) else { return nil }
        return NearMiss.closest(to: name, in: types.keys.filter { !$0.contains(".") })
    }

    /// The view modifier an unknown member name misspells.
    func modifierNearMiss(_ name: String) -> String? {
        NearMiss.closest(to: name, in: viewMembers.keys)
    }

    // MARK: Availability

    /// Why none of `candidates` can be used on iOS `platform`, or nil when one can.
    ///
    /// Declarations of every `#if` branch are listed, so an API counts as available when any
    /// of its declarations is; unavailable when every one is unavailable on iOS.
    static func availabilityProblem(_ candidates: [SwiftUIAPI], platform: Int) -> AvailabilityProblem? {
        guard !candidates.isEmpty, !candidates.contains(where: { !$0.isUnavailable && $0.introduced <= platform }) else { return nil }
        let onIOS = candidates.filter { !$0.isUnavailable }
        guard let oldest = onIOS.min(by: { $0.introduced < $1.introduced }) else {
            return .unavailable(candidates[0])
        }
        return .tooNew(oldest)
    }

    enum AvailabilityProblem: Equatable {
        case tooNew(SwiftUIAPI)
        case unavailable(SwiftUIAPI)

        /// swiftc's words.
        var message: String {
            switch self {
            case .tooNew(let api): "'\(api.signature)' is only available in iOS \(SwiftUIAPI.versionText(api.introduced)) or newer"
            case .unavailable(let api): "'\(api.signature)' is unavailable in iOS"
            }
        }
    }

    // MARK: Overloads

    /// One argument of a call, as overload matching sees it.
    struct ArgumentShape: Hashable, Sendable {
        var label: String?
        var isTrailingClosure: Bool
    }

    /// The declarations a call's arguments fit, by Swift's rules: arguments in parameter order,
    /// a parameter with a default may be left out, a trailing closure fills a closure parameter.
    static func matching(_ candidates: [SwiftUIAPI], arguments: [ArgumentShape]) -> [SwiftUIAPI] {
        candidates.filter { assignment(arguments, to: $0.parameters) != nil }
    }

    /// For each argument, the index of the parameter it fills; nil when the arguments do not fit.
    static func assignment(_ arguments: [ArgumentShape], to parameters: [SwiftUIAPI.Parameter]) -> [Int]? {
        var indices: [Int] = []
        return assign(arguments[...], parameters, from: 0, into: &indices) ? indices : nil
    }

    private static func assign(_ arguments: ArraySlice<ArgumentShape>, _ parameters: [SwiftUIAPI.Parameter], from start: Int, into indices: inout [Int]) -> Bool {
        guard let argument = arguments.first else { return parameters[start...].allSatisfy(\.hasDefault) }
        guard start < parameters.count else { return false }
        let parameter = parameters[start]
        let takes: Bool
        if argument.isTrailingClosure && argument.label == nil {
            takes = parameter.isClosure || parameter.context.isEmpty
        } else {
            takes = parameter.label == (argument.label ?? "_")
        }
        if takes {
            indices.append(start)
            if assign(arguments.dropFirst(), parameters, from: start + 1, into: &indices) { return true }
            indices.removeLast()
        }
        return parameter.hasDefault && assign(arguments, parameters, from: start + 1, into: &indices)
    }
}

extension NavigationRole {
    /// The role's code in the catalog data (empty: inert).
    init?(code: String) {
        switch code {
        case "": self = .inert
        case "m": self = .modelled
        case "p": self = .presents
        case "a": self = .acts
        case "l": self = .alters
        default: return nil
        }
    }
}
