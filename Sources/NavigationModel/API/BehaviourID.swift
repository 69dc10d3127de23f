/// The id of a behaviour-catalog entry (`N57`), one case per entry of
/// ``BehaviourCatalog/entries``, named by what the behaviour is.
///
/// The model records the behaviours it applies, events and errors cite them,
/// and the interpreter and the compiled engine report them, all through these
/// cases, so two places cannot disagree on what a number means: a behaviour
/// added to the catalog is a new case, and a case taken away is a compile error
/// wherever it was cited. Text appears only where an id is printed or crosses
/// a wire: `description` is `N57`, and the id encodes as that string, so JSON
/// reports and the compiled engine's replies read as they always have.
///
/// Ids compare by number, so that reports read `N2 N10 N11`, not `N10 N11 N2`.
public enum BehaviourID: Int, CaseIterable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// N1: The root stays; the last push shows; back is disabled at the root.
    case stackShowsLastPushOverRoot = 1
    /// N2: A stack manages its own state or a bound path.
    case stackOwnsStateOrBindsPath = 2
    /// N3: Assigning a path shows its last element on top.
    case assignedPathShowsItsLastElement = 3
    /// N4: removeLast pops one; emptying the path pops to the root.
    case removeLastPopsOneAndEmptyPathPopsToRoot = 4
    /// N5: Taps and code change the same path.
    case tapsAndCodeChangeTheSamePath = 5
    /// N6: A stack inside a pushed view of another stack is not supported.
    case nestedStackIsUnsupported = 6
    /// N7: A new sidebar selection pops the detail stack's value pushes, not its view pushes.
    case sidebarSelectionPopsDetailValuePushes = 7
    /// N8: NavigationPath's API; removing too many is a precondition failure.
    case navigationPathRemovesNoMoreThanItHolds = 8
    /// N9: codable is nil when an element is not Codable.
    case pathCodableIsNilForNonCodableElements = 9
    /// N10: A decoded path shows the same screens, not necessarily an equal path.
    case decodedPathShowsTheSameScreens = 10
    /// N11: Decoding a type the example no longer declares fails.
    case decodingAnUndeclaredTypeFails = 11
    /// N12: navigationDestination(for:) maps a type to a view.
    case destinationForTypeMapsToView = 12
    /// N13: Destinations must be declared inside the stack.
    case destinationMustBeInsideStack = 13
    /// N14: A destination in a lazy container: warned on iOS 16/17, ignored on iOS 18.
    case destinationInLazyContainer = 14
    /// N15: A type declared twice: the declaration closest to the root wins.
    case closestDuplicateDestinationWins = 15
    /// N16: A homogeneous path uses only root-level destinations.
    case homogeneousPathUsesRootDestinations = 16
    /// N17: A value of another type does not fit a typed path.
    case typedPathRejectsOtherTypes = 17
    /// N18: navigationDestination(isPresented:) pushes while true.
    case isPresentedDestinationPushesWhileTrue = 18
    /// N19: navigationDestination(item:) pushes while non-nil.
    case itemDestinationPushesWhileNonNil = 19
    /// N20: View pushes sit above the path; code that changes the path removes them; a value link inside one does nothing.
    case viewPushesSitAboveThePath = 20
    /// N21: View-destination links push their view.
    case viewLinkPushesItsView = 21
    /// N22: Value links append their value; a nil value disables the link.
    case valueLinkAppendsItsValue = 22
    /// N23: A value link without a visible destination cannot be activated.
    case valueLinkNeedsVisibleDestination = 23
    /// N24: A value link in a leading column drives the next column.
    case leadingColumnLinkDrivesNextColumn = 24
    /// N25: A link outside any navigation container is disabled.
    case linkOutsideContainerIsDisabled = 25
    /// N26: The deprecated isActive and tag/selection links.
    case deprecatedIsActiveAndTagLinks = 26
    /// N27: Two isActive links active at once: the first shows.
    case twoActiveLinksShowTheFirst = 27
    /// N28: isDetailLink(false) keeps a push in its own column.
    case nonDetailLinkKeepsPushInItsColumn = 28
    /// N29: Two- and three-column split views.
    case twoAndThreeColumnSplitViews = 29
    /// N30: A List selection in one column drives the next.
    case listSelectionDrivesNextColumn = 30
    /// N31: Columns side by side at regular width; iPad portrait shows the detail only.
    case columnsSideBySideAtRegularWidth = 31
    /// N32: At compact width the split view collapses into one stack.
    case compactSplitViewCollapses = 32
    /// N33: Collapsed back clears a value-link row's selection, keeps a plain row's.
    case collapsedBackClearsValueLinkSelection = 33
    /// N34: preferredCompactColumn chooses the top column when collapsed.
    case preferredCompactColumnShowsOnTop = 34
    /// N35: iOS 16: a conditional in a split view column does not update.
    case iOS16ConditionalColumnDoesNotUpdate = 35
    /// N36: NavigationView: stack or columns; a value link in it does nothing.
    case navigationViewStackOrColumns = 36
    /// N37: NavigationView and navigationViewStyle are deprecated.
    case navigationViewIsDeprecated = 37
    /// N38: Nested legacy links push one level per update.
    case nestedLegacyLinksPushOneLevelPerUpdate = 38
    /// N39: A deep link assigns the whole path.
    case deepLinkAssignsTheWholePath = 39
    /// N40: Restoration is the app's job; relaunch models an app that saves its navigation state.
    case restorationIsTheAppsJob = 40
    /// N41: Each row of a selectable list has a tag: .tag, a value link's value, or its ForEach id; a tag whose type is not the selection's (or its Optional) does not select the row.
    case selectableRowsAreTagged = 41
    /// N42: A view's @State lives with its identity: its place, its branch, its .id; a popped screen's state ends.
    case stateLivesWithViewIdentity = 42
    /// N43: Objects are shared: every view holding one sees its changes; @StateObject lives with its view; environment objects reach descendants and pushed screens.
    case objectsAreShared = 43
    /// N44: dismiss() acts where it is declared: it pops that view's pushed screen, dismisses the presentation holding it, and does nothing on a screen that is not presented; on iOS 18 it also leaves a split view's column.
    case dismissActsWhereItIsDeclared = 44
    /// N45: Toolbar items are controls in the navigation bar of the screen that declares them, and show only where a navigation container gives a bar; controls beside the container are on screen; a hidden back button removes back.
    case toolbarItemsAreBarControls = 45
    /// N46: Sheets, covers, popovers and alerts are layers above what presented them; a sheet's stack is its own; whatever sets the binding back (a swipe, dismiss(), a button, code) runs onDismiss.
    case presentationsAreLayers = 46
    /// N47: A TabView shows one tab at a time; each tab keeps its stack and state while another shows; selection follows the tags; a presentation on top covers the tab bar.
    case tabViewShowsOneTabAtATime = 47
    /// N48: A confirmation dialog has a standard dismiss action: Cancel at compact width, replaced by a button of role .cancel; at regular width it is a popover that a tap outside dismisses; every action dismisses it.
    case confirmationDialogHasDismissAction = 48
    /// N49: A destination shown by a binding (isActive, a tag, isPresented, an item) takes the screens pushed above it along when the binding stops presenting it.
    case bindingDestinationTakesPushesAbove = 49
    /// N50: A popover at compact width shows as a sheet unless presentationCompactAdaptation says otherwise.
    case compactPopoverShowsAsSheet = 50
    /// N51: AnyView erases a view's type only: the view it wraps is shown, with the environment of the place it is shown in and controls that work.
    case anyViewErasesOnlyTheType = 51
    /// N52: Two presentations at once from one place: SwiftUI shows one and logs that only a single sheet is supported.
    case onePresentationAtATime = 52
    /// N53: A presentation whose presenting screen leaves goes with it, its binding left set.
    case presentationLeavesWithItsPresenter = 53
    /// N54: A deep link reaches the onOpenURL handler of every view on screen, each with the URL.
    case deepLinkReachesEveryOnOpenURLHandler = 54
    /// N55: Return in a text field runs the onSubmit actions of the views around it, up to a submitScope; onSubmit(of: .search) answers only the search field.
    case returnRunsEnclosingOnSubmitActions = 55
    /// N56: A button or link whose label is only an image is named by its accessibility label, else by its SF Symbol's name.
    case imageOnlyControlIsNamedByItsLabel = 56
    /// N57: A menu's label opens it; while it is open its items are the only controls; choosing one runs it and closes the menu, a submenu opens in its place; with a primary action a tap runs that action instead.
    case menuOpensAndItsItemsAreTheOnlyControls = 57
    /// N58: A disclosure group shows its content only while expanded, as its isExpanded binding says or, without one, as it keeps itself (collapsed at first); tapping its label expands or collapses it.
    case disclosureGroupShowsContentWhileExpanded = 58
    /// N59: A content-unavailable view shows its label, description and actions, whose buttons work; the search variant says No Results.
    case contentUnavailableViewShowsItsParts = 59
    /// N60: A binding made with Binding(get:set:) reads through its getter, and every write SwiftUI makes through it (a tab chosen, an alert dismissed, a row selected) runs its setter; tapping the tab that shows runs a computed selection's setter again.
    case computedBindingRunsItsSetter = 60

    /// `N57`.
    public var id: String { "N\(rawValue)" }

    public var description: String { id }

    /// The case of an id as text (`"N57"`); nil for anything else (`N0`, `57`, `N057`, an unknown number).
    public init?(id: String) {
        guard id.first == "N", let number = Int(id.dropFirst()), id == "N\(number)" else { return nil }
        self.init(rawValue: number)
    }

    public static func < (lhs: BehaviourID, rhs: BehaviourID) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// Decodes the id's text (`"N57"`), as reports and the compiled engine's replies carry it.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let id = BehaviourID(id: text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "'\(text)' is not a behaviour-catalog id")
        }
        self = id
    }

    /// Encodes the id's text (`"N57"`).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(id)
    }
}
