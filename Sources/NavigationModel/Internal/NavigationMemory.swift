/// What SwiftUI keeps to itself: state the example cannot read.
struct NavigationMemory: Hashable, Sendable {
    /// Per stack (by its key): the values of a self-managed stack and the view-destination pushes.
    var stacks: [String: StackMemory] = [:]
    /// Views shown in a column in place of its content, by column index (a link in the previous column).
    var columnReplacements: [Int: ColumnReplacement] = [:]
    /// How many columns after the first a collapsed split view shows (N32, N33).
    var collapsedDepth = 0
    /// The tab a `TabView` without a selection binding shows (N47).
    var selectedTab = 0
    /// Column content frozen by the iOS 16 conditional-column bug (N35), by column index.
    var frozenColumns: [Int: ViewNode] = [:]
    /// N38: legacy links shown by the last derivation, and those held back (set together with their parent).
    var legacyShown: Set<String> = []
    var legacySuppressed: Set<String> = []
    /// The `Menu` that is open (N57), by its identity (``ScreenScanner/identity(of:label:)``); nil when none is.
    var openMenu: String?
    /// The `DisclosureGroup`s without an `isExpanded` binding that are expanded (N58), by identity.
    var expandedGroups: Set<String> = []

    func stack(_ key: String) -> StackMemory { stacks[key] ?? StackMemory() }
}

/// The parts of one stack that live outside the example's state.
struct StackMemory: Hashable, Sendable {
    /// The values pushed onto a stack that manages its own state.
    var ownPath: [Value] = []
    /// View-destination pushes (N20, N21), above the value pushes.
    var viewPushes: [DestinationRef] = []

    var isEmpty: Bool { ownPath.isEmpty && viewPushes.isEmpty }
}

/// A view shown in place of a column's content by a link in the previous column.
struct ColumnReplacement: Hashable, Sendable {
    var destination: DestinationRef
    var value: Value?
}
