/// A `DisclosureGroup` (N58): its content shows only while it is expanded; tapping its
/// label expands or collapses it.
public struct DisclosureGroupNode: Hashable, Sendable {
    /// The label the group is tapped by.
    public var label: ViewNode
    /// `isExpanded:`: the state that says whether it is expanded; nil when the group keeps
    /// that state itself (collapsed at first).
    public var isExpanded: BindingRef?
    /// The content shown while expanded, evaluated.
    public var content: [ViewNode]

    public init(label: ViewNode, isExpanded: BindingRef?, content: [ViewNode]) {
        self.label = label
        self.isExpanded = isExpanded
        self.content = content
    }
}
