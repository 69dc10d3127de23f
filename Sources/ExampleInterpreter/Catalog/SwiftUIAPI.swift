/// One declaration of SwiftUI's public API (or of a framework examples use with it), as the
/// catalog's generated data lists it: `APITable/swiftui-ios18.tsv` and `other-frameworks.tsv`,
/// with the navigation role of `APITable/navigation-roles.tsv`.
struct SwiftUIAPI: Hashable, Sendable {
    enum Kind: Character, Sendable, CaseIterable {
        case type = "T", typeAlias = "A", initializer = "I", method = "F", staticMethod = "f"
        case property = "V", staticProperty = "v", enumCase = "C", subscriptMember = "S", macro = "M"

        /// The kind as the table's `kind` column names it.
        var tableName: String {
            switch self {
            case .type: "type"
            case .typeAlias: "typealias"
            case .initializer: "init"
            case .method: "func"
            case .staticMethod: "static-func"
            case .property: "var"
            case .staticProperty: "static-var"
            case .enumCase: "case"
            case .subscriptMember: "subscript"
            case .macro: "macro"
            }
        }

        /// Members a type name reaches (`Font.headline`, `.automatic`): static properties, static methods, cases.
        var isStaticMember: Bool { self == .staticProperty || self == .staticMethod || self == .enumCase }

        /// Declarations called with arguments, whose labels the data lists.
        var hasParameters: Bool {
            switch self {
            case .initializer, .method, .staticMethod, .subscriptMember, .macro: true
            case .type, .typeAlias, .property, .staticProperty, .enumCase: false
            }
        }
    }

    /// One parameter of a declaration that takes arguments.
    struct Parameter: Hashable, Sendable {
        /// The argument label, `_` for an unlabelled argument.
        var label: String
        /// Whether the declaration gives it a default value (a call may leave it out).
        var hasDefault: Bool
        /// The type an implicit member in this argument resolves against (`ToolbarItemPlacement`,
        /// or a generic parameter's protocol such as `ListStyle`); `{}` for a closure; empty when none.
        var context: String

        var isClosure: Bool { context == "{}" || context == "{V}" }
    }

    var kind: Kind
    /// The type it belongs to or extends (`View`, `ToolbarItemPlacement`); empty at the top level.
    var owner: String
    /// The base name: `navigationDestination`, `init`, `topBarTrailing`, `Text`.
    var name: String
    var parameters: [Parameter]
    /// The iOS version that introduced it, encoded as ``AvailabilityVersion`` does (0: always).
    var introduced: Int
    /// `@available(iOS, unavailable)`: using it is an error on iOS.
    var isUnavailable: Bool
    /// Deprecated on iOS: recorded, never reported (pages show deprecated code on purpose).
    var isDeprecated: Bool
    /// A method's or property's result type (`Font`, `View` for `some View`); a type alias's target.
    var result: String
    /// A type's protocols (`View`, `Shape`, `Hashable`).
    var conformances: [String]
    var role: NavigationRole

    /// The argument labels, `_` for an unlabelled argument.
    var labels: [String] { parameters.map(\.label) }

    /// The type's name with its owner, for nested types (`Edge.Set`, `NavigationBarItem.TitleDisplayMode`).
    var qualifiedName: String { owner.isEmpty ? name : owner + "." + name }

    /// The declaration as Swift names it in messages: `navigationDestination(item:destination:)`,
    /// `NavigationStack(root:)` for an initializer, `Observable()` for a macro, `topBarTrailing`.
    var signature: String {
        let labelList = "(" + labels.map { "\($0):" }.joined() + ")"
        switch kind {
        case .initializer: return (owner.split(separator: ".").last.map(String.init) ?? owner) + labelList
        case .method, .staticMethod, .macro: return name + labelList
        case .subscriptMember: return "subscript" + labelList
        case .type, .typeAlias, .property, .staticProperty, .enumCase: return name
        }
    }

    /// The table's `signature` column: `init(root:)`, `sheet(isPresented:onDismiss:content:)`, `topBarTrailing`.
    var tableSignature: String {
        switch kind {
        case .initializer: "init(" + labels.map { "\($0):" }.joined() + ")"
        case .subscriptMember: "subscript(" + labels.map { "\($0):" }.joined() + ")"
        case .method, .staticMethod, .macro: signature
        case .type, .typeAlias, .property, .staticProperty, .enumCase: name
        }
    }

    /// `17`, or `16.4`: the version as an availability message prints it.
    static func versionText(_ encoded: Int) -> String {
        encoded % 100 == 0 ? "\(encoded / 100)" : "\(encoded / 100).\(encoded % 100)"
    }
}
