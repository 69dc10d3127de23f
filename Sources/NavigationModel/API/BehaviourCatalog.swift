/// The behaviour catalog (`navigation-semantics.md` N1…N40, and the entries the
/// project added after it with their sources): one entry per ``BehaviourID``, in order.
public enum BehaviourCatalog {
    /// The number of entries in the catalog.
    public static var count: Int { entries.count }

    /// Every id, in catalog order: `N1` … the last entry's.
    public static var ids: [BehaviourID] { BehaviourID.allCases }
}
