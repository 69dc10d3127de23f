/// The exact texts of the catalog's warnings and the model's own notes.
enum CatalogText {
    static func noMatchingDestination(_ type: String) -> String {
        "A NavigationLink is presenting a value of type “\(type)” but there is no matching navigationDestination declaration visible from the location of the link. The link cannot be activated."
    }

    /// N14, as iOS logs it: "… It will be ignored in a future release." on iOS 16 and 17, "… It will be ignored." on iOS 18.
    static func lazyContainer(_ misplaced: String, ignored: Bool) -> String {
        "Do not put a navigation destination modifier inside a \"lazy\" container, like `List` or `LazyVStack`. "
            + "These containers create child views only when needed to render on screen. Add the navigation destination "
            + "modifier outside these containers so that the navigation stack can always see the destination. "
            + "There's a misplaced `\(misplaced)`. "
            + (ignored ? "It will be ignored." : "It will be ignored in a future release.")
    }

    static func duplicateDestination(_ type: String) -> String {
        "A navigationDestination for “\(type)” was declared earlier on the stack. Only the destination declared closest to the root view of the stack will be used."
    }

    static let homogeneousPath =
        "Only root-level navigation destinations are effective for a navigation stack with a homogeneous path."

    static func valueDoesNotFitPath(_ type: String, _ pathType: String) -> String {
        "cannot push a value of type “\(type)” onto a path of \(pathType)"
    }

    static let twoActiveLinks = "SwiftUI encountered an issue when pushing aNavigationLink. Please file a bug."

    static let destinationOutsideStack =
        "A navigationDestination declared outside the navigation stack is not visible from it; declare it inside the stack's content"

    static func pathElementWithoutDestination(_ type: String, _ index: Int) -> String {
        "no navigationDestination for “\(type)” is visible from the stack; path element \(index) shows an empty view"
    }

    static let nestedStack =
        "A NavigationStack inside a pushed view of another navigation stack is not supported; the inner stack is ignored and its links find no matching navigationDestination"

    static let isActiveDeprecated =
        "'NavigationLink(_:isActive:destination:)' is deprecated since iOS 16: use NavigationLink(value:) with a path bound to NavigationStack(path:)"

    static let tagSelectionDeprecated =
        "'NavigationLink(_:tag:selection:destination:)' is deprecated since iOS 16: use NavigationLink(value:) rows in a List(selection:)"

    static func navigationViewDeprecated(_ style: NavigationViewStyle) -> String {
        switch style {
        case .stack: return "'NavigationView' is deprecated since iOS 16: use NavigationStack"
        case .columns: return "'NavigationView' is deprecated since iOS 16: use NavigationSplitView"
        case .automatic:
            return "'NavigationView' is deprecated since iOS 16: use NavigationStack for one column, NavigationSplitView for several"
        }
    }

    static func navigationViewStyleDeprecated(_ style: NavigationViewStyle) -> String {
        switch style {
        case .stack: return "'navigationViewStyle(.stack)' is deprecated since iOS 16: use NavigationStack"
        case .columns: return "'navigationViewStyle(.columns)' is deprecated since iOS 16: use NavigationSplitView"
        case .automatic: return "'navigationViewStyle' is deprecated since iOS 16: use NavigationStack or NavigationSplitView"
        }
    }

    static let iOS16ConditionalColumn =
        "On iOS 16 a conditional directly in a NavigationSplitView column does not update when the selection changes; wrap it in a ZStack"

    static let nestedLegacyLink =
        "a link inside a destination activated in the same update as the link that shows it is not pushed: legacy links push one level per update (its flag stays set; set it after the first level shows)"

    static func collapsedBackClearsSelection(_ binding: String) -> String {
        "back from a collapsed column cleared '\(binding)': its rows are NavigationLink(value:) rows"
    }

    static func collapsedBackKeepsSelection(_ binding: String) -> String {
        "back from a collapsed column kept '\(binding)' set: its rows are plain views, so the row stays highlighted"
    }

    static func detailReset(_ column: String) -> String {
        "the selection changed: the value pushes of the \(column) column's stack were popped"
    }

    static func viewPushesKept(_ column: String) -> String {
        "the selection changed: the \(column) column's view-destination pushes stay (a selection change pops only value pushes; give the stack .id(selection) to reset it)"
    }

    static func viewPushesRemoved(_ count: Int) -> String {
        "pushing a value removed \(count) view push\(count == 1 ? "" : "es") above the path"
    }

    static func ownColumnDestination(_ column: String) -> String {
        "the link's destination is declared in its own column: it is shown in place of the \(column) column"
    }

    static let collapsedFromSelection =
        "entering compact width: the collapsed stack shows each column whose preceding column has a selection or pushed content"

    static func relaunchConvention(_ saved: [String]) -> String {
        let what = saved.isEmpty ? "no navigation state is bound" : "restored " + saved.joined(separator: ", ")
        return "relaunch models an app that saves its navigation state through Codable (SwiftUI keeps no @State across launches): \(what); every other @State starts from its initial value"
    }

    /// N36: Xcode 14's log for a value link in a `NavigationView` (NavigationBackport#5).
    static let valueLinkInNavigationView =
        "A NavigationLink is presenting a value but is not inside a navigation stack or split view: it must appear inside a NavigationContent-based NavigationView. Link will be disabled."

    /// N20 [M]: the model's words for a value link inside a view destination.
    static func valueLinkInViewDestination(_ type: String) -> String {
        "a value link (“\(type)”) tapped inside a view-destination screen does not navigate: the path and the screens stay as they are; append to the path in code, or push this screen by value"
    }
}
