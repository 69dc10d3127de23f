/// Names whose meaning the Swift language, its standard library, Foundation or SwiftUI
/// fixes and on which lowering decides. Each is written once, here: lowering asks
/// `name.names(.rawValue)` instead of comparing with a literal, so a misspelt name is a
/// compile error and every special name has one list.
enum WellKnownName: String, Sendable {
    // MARK: The language
    case selfValue = "self"
    case initializer = "init"
    /// `Optional`'s cases.
    case some, none

    // MARK: The standard library and Foundation
    /// `RawRepresentable`, `CaseIterable`, `Hashable`, `CustomStringConvertible` and `Identifiable`'s requirements.
    case rawValue, allCases, hashValue, description, id
    /// `Identifiable`'s associated type (`Trail.ID`).
    case identifier = "ID"
    /// `Int` and `Double`'s static members lowering evaluates itself.
    case max, min, zero, pi, random
    /// `Hasher` and its `combine(_:)`.
    case hasher = "Hasher", combine
    case uuid = "UUID"

    // MARK: SwiftUI
    case view = "View"
    case qualifiedView = "SwiftUI.View"
    /// `App.body` and `PreviewProvider.previews`: where a whole file's root is found.
    case body, previews
    /// `View.modifier(_:)` and `ViewModifier.Content`.
    case modifier
    case modifierContent = "Content"
    /// `Binding.constant(_:)`.
    case binding = "Binding", constant
    /// `ContentUnavailableView.search` (N59).
    case contentUnavailableView = "ContentUnavailableView", search
}

extension StringProtocol {
    /// Whether this name is `known`.
    func names(_ known: WellKnownName) -> Bool {
        self == known.rawValue
    }
}
