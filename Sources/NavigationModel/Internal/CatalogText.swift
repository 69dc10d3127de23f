/// The exact texts of the catalog's warnings and the model's own notes, by id.
///
/// Each text is a template (`{0}` stands for its first value) so that translations
/// (``ModelTextTranslations``) can place the values where their language needs them.
enum CatalogText {
    /// Every template, by the catalog entry it belongs to and its name there
    /// (its id, ``ModelText/id``, is both: `N12.pathElementWithoutDestination`).
    static let templates: [BehaviourID: [String: String]] = [
        .destinationForTypeMapsToView: [
            "pathElementWithoutDestination":
                "no navigationDestination for “{0}” is visible from the stack; path element {1} shows an empty view",
        ],
        .destinationMustBeInsideStack: [
            "destinationOutsideStack":
                "A navigationDestination declared outside the navigation stack is not visible from it; declare it inside the stack's content",
        ],
        .destinationInLazyContainer: [
            "lazyContainer":
                "Do not put a navigation destination modifier inside a \"lazy\" container, like `List` or `LazyVStack`. "
                + "These containers create child views only when needed to render on screen. Add the navigation destination "
                + "modifier outside these containers so that the navigation stack can always see the destination. "
                + "There's a misplaced `{0}`. It will be ignored in a future release.",
            "lazyContainerIgnored":
                "Do not put a navigation destination modifier inside a \"lazy\" container, like `List` or `LazyVStack`. "
                + "These containers create child views only when needed to render on screen. Add the navigation destination "
                + "modifier outside these containers so that the navigation stack can always see the destination. "
                + "There's a misplaced `{0}`. It will be ignored.",
        ],
        .closestDuplicateDestinationWins: [
            "duplicateDestination":
                "A navigationDestination for “{0}” was declared earlier on the stack. Only the destination declared closest to the root view of the stack will be used.",
        ],
        .homogeneousPathUsesRootDestinations: [
            "homogeneousPath":
                "Only root-level navigation destinations are effective for a navigation stack with a homogeneous path.",
        ],
        .typedPathRejectsOtherTypes: [
            "valueDoesNotFitPath": "cannot push a value of type “{0}” onto a path of {1}",
        ],
        .viewPushesSitAboveThePath: [
            "viewPushesRemovedOne": "pushing a value removed {0} view push above the path",
            "viewPushesRemovedMany": "pushing a value removed {0} view pushes above the path",
            "valueLinkInViewDestination":
                "a value link (“{0}”) tapped inside a view-destination screen does not navigate: the path and the screens stay as they are; append to the path in code, or push this screen by value",
        ],
        .valueLinkNeedsVisibleDestination: [
            "noMatchingDestination":
                "A NavigationLink is presenting a value of type “{0}” but there is no matching navigationDestination declaration visible from the location of the link. The link cannot be activated.",
        ],
        .leadingColumnLinkDrivesNextColumn: [
            "ownColumnDestination":
                "the link's destination is declared in its own column: it is shown in place of the {0} column",
        ],
        .deprecatedIsActiveAndTagLinks: [
            "isActiveDeprecated":
                "'NavigationLink(_:isActive:destination:)' is deprecated since iOS 16: use NavigationLink(value:) with a path bound to NavigationStack(path:)",
            "tagSelectionDeprecated":
                "'NavigationLink(_:tag:selection:destination:)' is deprecated since iOS 16: use NavigationLink(value:) rows in a List(selection:)",
        ],
        .twoActiveLinksShowTheFirst: [
            "twoActiveLinks": "SwiftUI encountered an issue when pushing aNavigationLink. Please file a bug.",
        ],
        .compactSplitViewCollapses: [
            "collapsedFromSelection":
                "entering compact width: the collapsed stack shows each column whose preceding column has a selection or pushed content",
        ],
        .collapsedBackClearsValueLinkSelection: [
            "clearsSelection": "back from a collapsed column cleared '{0}': its rows are NavigationLink(value:) rows",
            "keepsSelection": "back from a collapsed column kept '{0}' set: its rows are plain views, so the row stays highlighted",
        ],
        .iOS16ConditionalColumnDoesNotUpdate: [
            "iOS16ConditionalColumn":
                "On iOS 16 a conditional directly in a NavigationSplitView column does not update when the selection changes; wrap it in a ZStack",
        ],
        .navigationViewStackOrColumns: [
            "valueLinkInNavigationView":
                "A NavigationLink is presenting a value but is not inside a navigation stack or split view: it must appear inside a NavigationContent-based NavigationView. Link will be disabled.",
        ],
        .navigationViewIsDeprecated: [
            "navigationViewStack": "'NavigationView' is deprecated since iOS 16: use NavigationStack",
            "navigationViewColumns": "'NavigationView' is deprecated since iOS 16: use NavigationSplitView",
            "navigationViewAutomatic":
                "'NavigationView' is deprecated since iOS 16: use NavigationStack for one column, NavigationSplitView for several",
            "styleStack": "'navigationViewStyle(.stack)' is deprecated since iOS 16: use NavigationStack",
            "styleColumns": "'navigationViewStyle(.columns)' is deprecated since iOS 16: use NavigationSplitView",
            "styleAutomatic": "'navigationViewStyle' is deprecated since iOS 16: use NavigationStack or NavigationSplitView",
        ],
        .nestedLegacyLinksPushOneLevelPerUpdate: [
            "nestedLegacyLink":
                "a link inside a destination activated in the same update as the link that shows it is not pushed: legacy links push one level per update (its flag stays set; set it after the first level shows)",
        ],
        .restorationIsTheAppsJob: [
            "relaunchRestored":
                "relaunch models an app that saves its navigation state through Codable (SwiftUI keeps no @State across launches): restored {0}; every other @State starts from its initial value",
            "relaunchNothingBound":
                "relaunch models an app that saves its navigation state through Codable (SwiftUI keeps no @State across launches): no navigation state is bound; every other @State starts from its initial value",
        ],
        .nestedStackIsUnsupported: [
            "nestedStack":
                "A NavigationStack inside a pushed view of another navigation stack is not supported; the inner stack is ignored and its links find no matching navigationDestination",
        ],
        .sidebarSelectionPopsDetailValuePushes: [
            "detailReset": "the selection changed: the value pushes of the {0} column's stack were popped",
            "viewPushesKept":
                "the selection changed: the {0} column's view-destination pushes stay (a selection change pops only value pushes; give the stack .id(selection) to reset it)",
            // Round 2 of the presentations, dismiss, tabs and selections (N41–N53).
        ],
        .selectableRowsAreTagged: [
            "tagTypeMismatch":
                "the row's tag {0} is of type {1}, but the list's selection holds {2}: the list does not select the row (a tag must have the selection's type, or that type made Optional); tag the row with a value of the selection's type",
        ],
        .objectsAreShared: [
            "environmentFromInsideStack":
                "the pushed screen reads '{0}' from the environment of the view that declared its destination, inside the stack: the model passes it on; SwiftUI gives pushed screens the stack's environment, and reports disagree on what is set inside it",
        ],
        .dismissActsWhereItIsDeclared: [
            "notPresented":
                "dismiss() did nothing: it was declared in a view that is not presented (the root screen of the app's own stack or split view), and the action applies to the environment where it is declared",
            "notOnScreen": "dismiss() did nothing: the view that declared it is no longer on screen",
            "collapsedColumnPopped":
                "on iOS 18, dismiss() declared in the {0} column of a collapsed split view leaves that column",
            "columnSelectionCleared":
                "on iOS 18, dismiss() declared in the {0} column of an expanded split view clears the selection that shows it",
        ],
        .toolbarItemsAreBarControls: [
            "toolbarWithoutBar":
                "toolbar items outside a NavigationStack, NavigationSplitView or NavigationView have no navigation bar to appear in: they are not shown",
        ],
        .tabViewShowsOneTabAtATime: [
            "reselectedTab":
                "tapping the tab that shows changes nothing here: reports disagree on whether SwiftUI pops that tab's stack to its root",
            "tabViewInScreen":
                "a TabView inside a screen is drawn as its first tab: its other tabs and its selection are not modelled",
        ],
        .computedBindingRunsItsSetter: [
            "reselectedTab":
                "tapping the tab that shows runs its selection binding's setter again; the model pops nothing itself, as reports disagree on whether SwiftUI pops that tab's stack to its root",
        ],
        .bindingDestinationTakesPushesAbove: [
            "poppedAbove":
                "'{0}' no longer presents its destination: the screens pushed above that destination went with it",
        ],
        .compactPopoverShowsAsSheet: [
            "popoverAsSheet":
                "at compact width the popover shows as a sheet; .presentationCompactAdaptation(.popover) keeps it a popover",
        ],
        .onePresentationAtATime: [
            "twoPresentations":
                "Currently, only presenting a single sheet is supported. The next sheet will be presented when the currently presented sheet gets dismissed.",
        ],
        .presentationLeavesWithItsPresenter: [
            "presenterGone":
                "the {0} went away with the screen that presented it, while '{1}' still says it is presented",
        ],
    ]

    static func noMatchingDestination(_ type: String) -> ModelText {
        ModelText(.valueLinkNeedsVisibleDestination, "noMatchingDestination", [type])
    }

    /// N14, as iOS logs it: "… It will be ignored in a future release." on iOS 16 and 17, "… It will be ignored." on iOS 18.
    static func lazyContainer(_ misplaced: String, ignored: Bool) -> ModelText {
        ModelText(.destinationInLazyContainer, ignored ? "lazyContainerIgnored" : "lazyContainer", [misplaced])
    }

    static func duplicateDestination(_ type: String) -> ModelText {
        ModelText(.closestDuplicateDestinationWins, "duplicateDestination", [type])
    }

    static let homogeneousPath = ModelText(.homogeneousPathUsesRootDestinations, "homogeneousPath")

    static func valueDoesNotFitPath(_ type: String, _ pathType: String) -> ModelText {
        ModelText(.typedPathRejectsOtherTypes, "valueDoesNotFitPath", [type, pathType])
    }

    static let twoActiveLinks = ModelText(.twoActiveLinksShowTheFirst, "twoActiveLinks")

    static let destinationOutsideStack = ModelText(.destinationMustBeInsideStack, "destinationOutsideStack")

    static func pathElementWithoutDestination(_ type: String, _ index: Int) -> ModelText {
        ModelText(.destinationForTypeMapsToView, "pathElementWithoutDestination", [type, String(index)])
    }

    static let nestedStack = ModelText(.nestedStackIsUnsupported, "nestedStack")

    static let isActiveDeprecated = ModelText(.deprecatedIsActiveAndTagLinks, "isActiveDeprecated")

    static let tagSelectionDeprecated = ModelText(.deprecatedIsActiveAndTagLinks, "tagSelectionDeprecated")

    static func navigationViewDeprecated(_ style: NavigationViewStyle) -> ModelText {
        switch style {
        case .stack: ModelText(.navigationViewIsDeprecated, "navigationViewStack")
        case .columns: ModelText(.navigationViewIsDeprecated, "navigationViewColumns")
        case .automatic: ModelText(.navigationViewIsDeprecated, "navigationViewAutomatic")
        }
    }

    static func navigationViewStyleDeprecated(_ style: NavigationViewStyle) -> ModelText {
        switch style {
        case .stack: ModelText(.navigationViewIsDeprecated, "styleStack")
        case .columns: ModelText(.navigationViewIsDeprecated, "styleColumns")
        case .automatic: ModelText(.navigationViewIsDeprecated, "styleAutomatic")
        }
    }

    static let iOS16ConditionalColumn = ModelText(.iOS16ConditionalColumnDoesNotUpdate, "iOS16ConditionalColumn")

    static let nestedLegacyLink = ModelText(.nestedLegacyLinksPushOneLevelPerUpdate, "nestedLegacyLink")

    static func collapsedBackClearsSelection(_ binding: String) -> ModelText {
        ModelText(.collapsedBackClearsValueLinkSelection, "clearsSelection", [binding])
    }

    static func collapsedBackKeepsSelection(_ binding: String) -> ModelText {
        ModelText(.collapsedBackClearsValueLinkSelection, "keepsSelection", [binding])
    }

    static func detailReset(_ column: String) -> ModelText { ModelText(.sidebarSelectionPopsDetailValuePushes, "detailReset", [column]) }

    static func viewPushesKept(_ column: String) -> ModelText {
        ModelText(.sidebarSelectionPopsDetailValuePushes, "viewPushesKept", [column])
    }

    static func viewPushesRemoved(_ count: Int) -> ModelText {
        ModelText(.viewPushesSitAboveThePath, count == 1 ? "viewPushesRemovedOne" : "viewPushesRemovedMany", [String(count)])
    }

    static func ownColumnDestination(_ column: String) -> ModelText {
        ModelText(.leadingColumnLinkDrivesNextColumn, "ownColumnDestination", [column])
    }

    static let collapsedFromSelection = ModelText(.compactSplitViewCollapses, "collapsedFromSelection")

    static func relaunchConvention(_ saved: [String]) -> ModelText {
        saved.isEmpty
            ? ModelText(.restorationIsTheAppsJob, "relaunchNothingBound")
            : ModelText(.restorationIsTheAppsJob, "relaunchRestored", [saved.joined(separator: ", ")])
    }

    /// N36: Xcode 14's log for a value link in a `NavigationView` (NavigationBackport#5).
    static let valueLinkInNavigationView = ModelText(.navigationViewStackOrColumns, "valueLinkInNavigationView")

    /// N20 [M]: the model's words for a value link inside a view destination.
    static func valueLinkInViewDestination(_ type: String) -> ModelText {
        ModelText(.viewPushesSitAboveThePath, "valueLinkInViewDestination", [type])
    }

    // MARK: Presentations, dismiss, tabs and selections

    /// N41: a row whose tag's type is not the selection's.
    static func tagTypeMismatch(_ tag: Value, selectionType: String) -> ModelText {
        ModelText(.selectableRowsAreTagged, "tagTypeMismatch", [tag.description, tag.typeName, selectionType])
    }

    /// N43 [M]: a pushed screen that found an object set in the environment inside the stack.
    static func environmentFromInsideStack(_ type: String) -> ModelText {
        ModelText(.objectsAreShared, "environmentFromInsideStack", [type])
    }

    static let dismissNotPresented = ModelText(.dismissActsWhereItIsDeclared, "notPresented")
    static let dismissNotOnScreen = ModelText(.dismissActsWhereItIsDeclared, "notOnScreen")
    static func dismissPoppedCollapsedColumn(_ column: String) -> ModelText {
        ModelText(.dismissActsWhereItIsDeclared, "collapsedColumnPopped", [column])
    }
    static func dismissClearedColumnSelection(_ column: String) -> ModelText {
        ModelText(.dismissActsWhereItIsDeclared, "columnSelectionCleared", [column])
    }

    static let toolbarWithoutBar = ModelText(.toolbarItemsAreBarControls, "toolbarWithoutBar")

    static let reselectedTab = ModelText(.tabViewShowsOneTabAtATime, "reselectedTab")
    static let tabViewInScreen = ModelText(.tabViewShowsOneTabAtATime, "tabViewInScreen")
    static let reselectedTabComputed = ModelText(.computedBindingRunsItsSetter, "reselectedTab")

    static func poppedAbove(_ binding: String) -> ModelText { ModelText(.bindingDestinationTakesPushesAbove, "poppedAbove", [binding]) }

    static let popoverAsSheet = ModelText(.compactPopoverShowsAsSheet, "popoverAsSheet")

    static let twoPresentations = ModelText(.onePresentationAtATime, "twoPresentations")

    static func presenterGone(_ kind: String, binding: String) -> ModelText {
        ModelText(.presentationLeavesWithItsPresenter, "presenterGone", [kind, binding])
    }
}
