/// A `Menu` (N57): its label is a control that opens it; its content's controls show only
/// while it is open, in place of everything else on screen; choosing one runs it and closes
/// the menu.
public struct MenuNode: Hashable, Sendable {
    /// The label the menu is tapped by.
    public var label: ViewNode
    /// The menu's items, evaluated: buttons, links, nested menus (submenus), dividers.
    public var content: [ViewNode]
    /// `primaryAction:`: what a tap on the label runs instead of opening the menu (a long
    /// press opens it, which a scenario cannot do).
    public var primaryAction: CodeRef?

    public init(label: ViewNode, content: [ViewNode], primaryAction: CodeRef? = nil) {
        self.label = label
        self.content = content
        self.primaryAction = primaryAction
    }
}
