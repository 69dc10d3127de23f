/// The exact texts of the catalog's warnings and the model's own notes.
enum CatalogText {
    static func noMatchingDestination(_ type: String) -> String {
        "A NavigationLink is presenting a value of type “\(type)” but there is no matching navigationDestination declaration visible from the location of the link. The link cannot be activated."
    }

    static let lazyContainer =
        "Do not put a navigation destination modifier inside a \"lazy\" container, like `List` or `LazyVStack`"

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

    static func navigationViewDeprecated(_ style: NavigationViewStyle, compactOnly: Bool) -> String {
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

    static func legacySteps(_ screens: [String]) -> String {
        "legacy links push one level per update: shown in \(screens.count) updates: " + screens.joined(separator: ", then ")
    }

    static func collapsedBackClearsSelection(_ binding: String) -> String {
        "back from a collapsed column cleared '\(binding)': its rows are NavigationLink(value:) rows"
    }

    static func collapsedBackKeepsSelection(_ binding: String) -> String {
        "back from a collapsed column kept '\(binding)' set: its rows are plain views, so the row stays highlighted"
    }

    static func detailReset(_ column: String) -> String {
        "the selection changed: the \(column) column's stack was reset to its root"
    }

    static func viewPushesRemoved(_ count: Int) -> String {
        "pushing a value removed \(count) view push\(count == 1 ? "" : "es") above the path"
    }

    static let collapsedFromSelection =
        "entering compact width: the collapsed stack shows each column whose preceding column's selection is set"
}
