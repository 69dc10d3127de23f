/// What the site says of a `migrates=` pair: the comparison found a difference, found none,
/// or could not be made (one of the two examples does not run).
enum MigrationVerdict: String, Sendable {
    case different, equivalent, unchecked

    /// The label key of the verdict's short form (`migrationShortEquivalent`).
    var shortLabelKey: String {
        switch self {
        case .different: "migrationShortDifferent"
        case .equivalent: "migrationShortEquivalent"
        case .unchecked: "migrationShortUnchecked"
        }
    }
}
