/// The ids of the behaviour catalog (`navigation-semantics.md`, N1…N40, and the project's own N41) and their order.
///
/// Ids sort by number, not as text, so that reports read `N2 N10 N11`
/// rather than `N10 N11 N2`.
public enum BehaviourCatalog {
    /// The number of entries in the catalog.
    public static let count = 41

    /// Every id, in catalog order: `N1` … `N41`.
    public static let ids: [String] = (1...count).map { "N\($0)" }

    /// The number of an id (`"N23"` → 23), or nil for anything else.
    public static func number(of id: String) -> Int? {
        guard id.first == "N", let number = Int(id.dropFirst()), number > 0 else { return nil }
        return number
    }

    /// The ids in catalog order, without duplicates; strings that are not ids come last, as text sorts them.
    public static func sorted<S: Sequence<String>>(_ ids: S) -> [String] {
        Set(ids).sorted { lhs, rhs in
            switch (number(of: lhs), number(of: rhs)) {
            case let (left?, right?): return left < right
            case (.some, nil): return true
            case (nil, .some): return false
            case (nil, nil): return lhs < rhs
            }
        }
    }
}
