/// One declaration of SwiftUI's public API, as the catalog's data lists it.
struct SwiftUIAPI: Hashable, Sendable {
    enum Kind: String, Sendable {
        case view, modifier, type, stdlib
    }

    var kind: Kind
    /// The base name: `navigationDestination`, `NavigationLink`.
    var name: String
    /// The argument labels, `_` for an unlabelled argument.
    var labels: [String]
    /// The iOS version that introduced it, encoded as ``AvailabilityVersion`` does.
    var introduced: Int
    var role: NavigationRole
    /// The iOS version that deprecated it, if any (`Int.max`: deprecated without a version).
    var deprecated: Int?

    /// The declaration as Swift names it: `navigationDestination(item:destination:)`.
    var signature: String {
        switch kind {
        case .type, .stdlib: name
        case .view, .modifier: "\(name)(\(labels.map { "\($0):" }.joined()))"
        }
    }

    /// `17`, or `16.4`: the version as an availability message prints it.
    static func versionText(_ encoded: Int) -> String {
        encoded % 100 == 0 ? "\(encoded / 100)" : "\(encoded / 100).\(encoded % 100)"
    }
}
