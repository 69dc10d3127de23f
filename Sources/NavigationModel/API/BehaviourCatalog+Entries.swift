/// The catalog as data: each entry's kind of evidence and its sources
/// (`navigation-semantics.md`), so traces, reports and the site can cite them.
extension BehaviourCatalog {
    /// Where an entry's behaviour comes from.
    public enum Evidence: String, Hashable, Sendable, Codable, CaseIterable {
        /// [D] Apple's documentation.
        case documented = "D"
        /// [O] observed and reported by developers.
        case observed = "O"
        /// [R] inferred from an open-source reimplementation.
        case reimplementation = "R"
        /// [M] the model's own decision where nothing better exists.
        case modelDecision = "M"

        /// `[D]`.
        public var tag: String { "[\(rawValue)]" }
    }

    /// A named source: a document or a link.
    public struct Source: Hashable, Sendable, Codable {
        public var name: String
        public var url: String?

        public init(_ name: String, _ url: String? = nil) {
            self.name = name
            self.url = url
        }
    }

    /// One entry of the catalog.
    public struct Entry: Hashable, Sendable, Codable {
        public var id: BehaviourID
        public var title: String
        public var evidence: [Evidence]
        public var sources: [Source]

        /// `[D][O]`.
        public var kindTags: String { evidence.map(\.tag).joined() }
        /// Whether the entry rests only on the model's own decision.
        public var isModelDecision: Bool { evidence == [.modelDecision] }

        /// The title in `language` (a content folder's code); English when there is no translation.
        public func title(in language: String) -> String {
            ModelTexts.catalogTitles(in: language)[id] ?? title
        }
    }

    /// The entry of `id`: every id has one (``BehaviourCatalog/entries`` lists every case, in order).
    public static func entry(_ id: BehaviourID) -> Entry {
        entries[id.rawValue - 1]
    }

    private static func dev(_ page: String) -> Source {
        Source("Apple: \(page)", "https://developer.apple.com/documentation/swiftui/\(page)")
    }

    private static func gh(_ repo: String, _ kind: String, _ number: Int) -> Source {
        Source("\(repo)#\(number)", "https://github.com/\(repo)/\(kind)/\(number)")
    }

    private static let forums722924 = Source("Apple developer forums, thread 722924", "https://developer.apple.com/forums/thread/722924")
    private static let seed003 = Source("the guide's “new navigation APIs” article (seed 003, iOS 16 beta, 2022)")
    private static let migrationGuide = dev("migrating-to-new-navigation-types")
    /// Apple's Food Truck sample: a sidebar `List(selection:)` of untagged value links, some inside `Section`s and a `ForEach`.
    private static let foodTruckSidebar = Source(
        "Apple sample code: Food Truck, Sidebar.swift", "https://github.com/apple/sample-food-truck/blob/main/App/Navigation/Sidebar.swift")

    /// Every entry, one per ``BehaviourID`` case, in the cases' order (N1 … N60).
    public static let entries: [Entry] = [
        Entry(id: .stackShowsLastPushOverRoot, title: "The root stays; the last push shows; back is disabled at the root", evidence: [.documented], sources: [dev("navigationstack")]),
        Entry(id: .stackOwnsStateOrBindsPath, title: "A stack manages its own state or a bound path", evidence: [.documented], sources: [dev("navigationstack/init(path:root:)")]),
        Entry(id: .assignedPathShowsItsLastElement, title: "Assigning a path shows its last element on top", evidence: [.documented], sources: [dev("navigationstack")]),
        Entry(id: .removeLastPopsOneAndEmptyPathPopsToRoot, title: "removeLast pops one; emptying the path pops to the root", evidence: [.documented], sources: [dev("understanding-the-navigation-stack")]),
        Entry(id: .tapsAndCodeChangeTheSamePath, title: "Taps and code change the same path", evidence: [.documented], sources: [dev("navigationstack/init(path:root:)")]),
        Entry(id: .nestedStackIsUnsupported, title: "A stack inside a pushed view of another stack is not supported", evidence: [.observed, .modelDecision], sources: [Source("Apple developer forums, thread 737671", "https://developer.apple.com/forums/thread/737671"), Source("the warning text is the model's own")]),
        Entry(id: .sidebarSelectionPopsDetailValuePushes, title: "A new sidebar selection pops the detail stack's value pushes, not its view pushes", evidence: [.observed], sources: [forums722924, gh("onmyway133/blog", "issues", 924)]),
        Entry(id: .navigationPathRemovesNoMoreThanItHolds, title: "NavigationPath's API; removing too many is a precondition failure", evidence: [.documented], sources: [dev("navigationpath")]),
        Entry(id: .pathCodableIsNilForNonCodableElements, title: "codable is nil when an element is not Codable", evidence: [.documented], sources: [dev("navigationpath/codable")]),
        Entry(id: .decodedPathShowsTheSameScreens, title: "A decoded path shows the same screens, not necessarily an equal path", evidence: [.documented, .observed], sources: [dev("navigationpath/codablerepresentation"), Source("Swift forums, NavigationPath codable thread", "https://forums.swift.org")]),
        Entry(id: .decodingAnUndeclaredTypeFails, title: "Decoding a type the example no longer declares fails", evidence: [.reimplementation], sources: [Source("open-source NavigationPath reimplementations")]),
        Entry(id: .destinationForTypeMapsToView, title: "navigationDestination(for:) maps a type to a view", evidence: [.documented], sources: [dev("view/navigationdestination(for:destination:)")]),
        Entry(id: .destinationMustBeInsideStack, title: "Destinations must be declared inside the stack", evidence: [.documented], sources: [dev("view/navigationdestination(for:destination:)")]),
        Entry(id: .destinationInLazyContainer, title: "A destination in a lazy container: warned on iOS 16/17, ignored on iOS 18", evidence: [.documented, .observed], sources: [gh("ozontech/SUINavigation", "issues", 2), gh("RevenueCat/purchases-ios", "issues", 5149), gh("airbnb/lottie-ios", "pull", 2528)]),
        Entry(id: .closestDuplicateDestinationWins, title: "A type declared twice: the declaration closest to the root wins", evidence: [.observed], sources: [gh("johnpatrickmorgan/NavigationBackport", "issues", 58)]),
        Entry(id: .homogeneousPathUsesRootDestinations, title: "A homogeneous path uses only root-level destinations", evidence: [.observed], sources: [Source("the runtime warning SwiftUI logs")]),
        Entry(id: .typedPathRejectsOtherTypes, title: "A value of another type does not fit a typed path", evidence: [.modelDecision], sources: [Source("the model's own decision; SwiftUI documents nothing")]),
        Entry(id: .isPresentedDestinationPushesWhileTrue, title: "navigationDestination(isPresented:) pushes while true", evidence: [.documented], sources: [dev("view/navigationdestination(ispresented:destination:)")]),
        Entry(id: .itemDestinationPushesWhileNonNil, title: "navigationDestination(item:) pushes while non-nil", evidence: [.documented], sources: [dev("view/navigationdestination(item:destination:)")]),
        Entry(id: .viewPushesSitAboveThePath, title: "View pushes sit above the path; code that changes the path removes them; a value link inside one does nothing", evidence: [.documented, .modelDecision], sources: [dev("understanding-the-navigation-stack")]),
        Entry(id: .viewLinkPushesItsView, title: "View-destination links push their view", evidence: [.documented], sources: [dev("navigationlink")]),
        Entry(id: .valueLinkAppendsItsValue, title: "Value links append their value; a nil value disables the link", evidence: [.documented], sources: [dev("navigationlink")]),
        Entry(id: .valueLinkNeedsVisibleDestination, title: "A value link without a visible destination cannot be activated", evidence: [.observed], sources: [Source("the runtime warning SwiftUI logs")]),
        Entry(id: .leadingColumnLinkDrivesNextColumn, title: "A value link in a leading column drives the next column", evidence: [.documented], sources: [dev("navigationsplitview")]),
        Entry(id: .linkOutsideContainerIsDisabled, title: "A link outside any navigation container is disabled", evidence: [.documented], sources: [dev("navigationlink")]),
        Entry(id: .deprecatedIsActiveAndTagLinks, title: "The deprecated isActive and tag/selection links", evidence: [.documented], sources: [dev("navigationlink"), migrationGuide]),
        Entry(id: .twoActiveLinksShowTheFirst, title: "Two isActive links active at once: the first shows", evidence: [.observed], sources: [Source("the runtime warning SwiftUI logs")]),
        Entry(id: .nonDetailLinkKeepsPushInItsColumn, title: "isDetailLink(false) keeps a push in its own column", evidence: [.documented], sources: [dev("navigationlink/isdetaillink(_:)")]),
        Entry(id: .twoAndThreeColumnSplitViews, title: "Two- and three-column split views", evidence: [.documented], sources: [dev("navigationsplitview")]),
        Entry(id: .listSelectionDrivesNextColumn, title: "A List selection in one column drives the next", evidence: [.documented], sources: [dev("navigationsplitview")]),
        Entry(id: .columnsSideBySideAtRegularWidth, title: "Columns side by side at regular width; iPad portrait shows the detail only", evidence: [.documented, .observed], sources: [dev("navigationsplitview"), gh("Esri/arcgis-maps-sdk-swift-toolkit", "issues", 1038), gh("Moustachauve/WLED-iOS", "issues", 59), Source("Human Interface Guidelines: split views", "https://developer.apple.com/design/human-interface-guidelines/split-views")]),
        Entry(id: .compactSplitViewCollapses, title: "At compact width the split view collapses into one stack", evidence: [.documented, .modelDecision], sources: [dev("navigationsplitview")]),
        Entry(id: .collapsedBackClearsValueLinkSelection, title: "Collapsed back clears a value-link row's selection, keeps a plain row's", evidence: [.observed], sources: [seed003]),
        Entry(id: .preferredCompactColumnShowsOnTop, title: "preferredCompactColumn chooses the top column when collapsed", evidence: [.documented], sources: [dev("navigationsplitview/init(preferredcompactcolumn:sidebar:detail:)")]),
        Entry(id: .iOS16ConditionalColumnDoesNotUpdate, title: "iOS 16: a conditional in a split view column does not update", evidence: [.observed], sources: [Source("iOS 16 release notes, 91311311"), Source("Apple sample code: RecipeGrid.swift"), seed003]),
        Entry(id: .navigationViewStackOrColumns, title: "NavigationView: stack or columns; a value link in it does nothing", evidence: [.documented], sources: [dev("navigationview"), dev("navigationlink/init(value:label:)"), gh("johnpatrickmorgan/NavigationBackport", "issues", 5)]),
        Entry(id: .navigationViewIsDeprecated, title: "NavigationView and navigationViewStyle are deprecated", evidence: [.documented], sources: [migrationGuide]),
        Entry(id: .nestedLegacyLinksPushOneLevelPerUpdate, title: "Nested legacy links push one level per update", evidence: [.observed], sources: [gh("johnpatrickmorgan/FlowStacks", "issues", 3), gh("johnpatrickmorgan/FlowStacks", "issues", 9)]),
        Entry(id: .deepLinkAssignsTheWholePath, title: "A deep link assigns the whole path", evidence: [.documented], sources: [dev("navigationstack")]),
        Entry(id: .restorationIsTheAppsJob, title: "Restoration is the app's job; relaunch models an app that saves its navigation state", evidence: [.documented, .modelDecision], sources: [dev("navigationpath/codable"), dev("scenestorage")]),
        // N41 on: the project's own additions after the shared spec's N1…N40, each with its sources.
        Entry(id: .selectableRowsAreTagged, title: "Each row of a selectable list has a tag: .tag, a value link's value, or its ForEach id; a tag whose type is not the selection's (or its Optional) does not select the row", evidence: [.documented, .modelDecision], sources: [dev("navigationlink"), dev("navigationlink/init(value:label:)"), dev("view/tag(_:includeoptional:)"), migrationGuide, foodTruckSidebar, Source("the model's own decision: a declared row view passes its body's tag on; no Apple page says so")]),
        Entry(id: .stateLivesWithViewIdentity, title: "A view's @State lives with its identity: its place, its branch, its .id; a popped screen's state ends", evidence: [.documented, .observed], sources: [dev("state"), Source("WWDC21: Demystify SwiftUI", "https://developer.apple.com/videos/play/wwdc2021/10022/"), Source("Chris Eidhof: Lifetime of State Properties in SwiftUI", "https://chris.eidhof.nl/post/swiftui-state-lifetime/")]),
        Entry(id: .objectsAreShared, title: "Objects are shared: every view holding one sees its changes; @StateObject lives with its view; environment objects reach descendants and pushed screens", evidence: [.documented, .modelDecision], sources: [dev("managing-model-data-in-your-app"), dev("migrating-from-the-observable-object-protocol-to-the-observable-macro"), dev("environmentobject"), dev("stateobject"), gh("SwiftfulThinking/SwiftfulRouting", "issues", 116), Source("the model's own decision: a pushed screen finds the environment of the view that declared its destination, even one set inside the stack (the trace warns)"), Source("the model's own decision: an object a view makes for itself without @State or @StateObject is not kept, even in a root view SwiftUI may make only once (the interpreter warns)")]),
        Entry(id: .dismissActsWhereItIsDeclared, title: "dismiss() acts where it is declared: it pops that view's pushed screen, dismisses the presentation holding it, and does nothing on a screen that is not presented; on iOS 18 it also leaves a split view's column", evidence: [.documented], sources: [dev("dismissaction"), dev("environmentvalues/dismiss"), dev("environmentvalues/ispresented"), Source("SwiftUI's interface documentation of DismissAction (Xcode 13): a dismissal declared in a pushed view pops it")]),
        Entry(id: .toolbarItemsAreBarControls, title: "Toolbar items are controls in the navigation bar of the screen that declares them, and show only where a navigation container gives a bar; controls beside the container are on screen; a hidden back button removes back", evidence: [.documented, .observed], sources: [dev("view/toolbar(content:)"), dev("toolbaritem"), dev("view/navigationbarbackbuttonhidden(_:)"), dev("view/navigationbaritems(leading:trailing:)"), Source("Apple: UIViewController.toolbarItems (bar items work with a navigation controller)", "https://developer.apple.com/documentation/uikit/uiviewcontroller/toolbaritems"), Source("SwiftUI Recipes: toolbar placement cheatsheet", "https://swiftuirecipes.com/blog/swiftui-toolbar-placement-cheatsheet")]),
        Entry(id: .presentationsAreLayers, title: "Sheets, covers, popovers and alerts are layers above what presented them; a sheet's stack is its own; whatever sets the binding back (a swipe, dismiss(), a button, code) runs onDismiss", evidence: [.documented], sources: [dev("view/sheet(ispresented:ondismiss:content:)"), dev("view/sheet(item:ondismiss:content:)"), dev("view/fullscreencover(ispresented:ondismiss:content:)"), dev("view/interactivedismissdisabled(_:)"), dev("view/alert(_:ispresented:actions:message:)-8dvt8"), dev("dismissaction")]),
        Entry(id: .tabViewShowsOneTabAtATime, title: "A TabView shows one tab at a time; each tab keeps its stack and state while another shows; selection follows the tags; a presentation on top covers the tab bar", evidence: [.documented, .modelDecision], sources: [dev("tabview"), dev("view/tabitem(_:)"), dev("tab"), dev("enhancing-your-app-content-with-tab-navigation"), dev("view/sheet(ispresented:ondismiss:content:)"), Source("the model's own decision: tapping the tab that shows changes nothing (reports disagree: a pop to the root on iOS 16.1 and iOS 26, none on iOS 17)"), Source("the model's own decision: a TabView inside a screen is drawn as its first tab, its selection ignored (the trace warns)")]),
        Entry(id: .confirmationDialogHasDismissAction, title: "A confirmation dialog has a standard dismiss action: Cancel at compact width, replaced by a button of role .cancel; at regular width it is a popover that a tap outside dismisses; every action dismisses it", evidence: [.documented, .modelDecision], sources: [dev("view/confirmationdialog(_:ispresented:titlevisibility:actions:)"), dev("buttonrole/cancel"), Source("the model's own decision: the dismiss action is labelled Cancel, and a tap outside the popover runs no button's action")]),
        Entry(id: .bindingDestinationTakesPushesAbove, title: "A destination shown by a binding (isActive, a tag, isPresented, an item) takes the screens pushed above it along when the binding stops presenting it", evidence: [.observed], sources: [Source("Stack Overflow: SwiftUI, how to pop to the root view (setting the first link's isActive to false)", "https://stackoverflow.com/questions/57334455"), Source("openillumi: pop to root with NavigationLink and isActive", "https://openillumi.com/en/en-swiftui-navigationlink-pop-to-root-isactive")]),
        Entry(id: .compactPopoverShowsAsSheet, title: "A popover at compact width shows as a sheet unless presentationCompactAdaptation says otherwise", evidence: [.documented], sources: [dev("view/presentationcompactadaptation(horizontal:vertical:)"), dev("view/presentationcompactadaptation(_:)"), dev("presentationadaptation")]),
        Entry(id: .anyViewErasesOnlyTheType, title: "AnyView erases a view's type only: the view it wraps is shown, with the environment of the place it is shown in and controls that work", evidence: [.documented], sources: [dev("anyview"), dev("environmentobject")]),
        Entry(id: .onePresentationAtATime, title: "Two presentations at once from one place: SwiftUI shows one and logs that only a single sheet is supported", evidence: [.observed, .modelDecision], sources: [gh("subconsciousnetwork/subconscious", "issues", 900), gh("feedback-assistant/reports", "issues", 49), Source("the model's own decision: the first one in declaration order shows, whichever was set first")]),
        Entry(id: .presentationLeavesWithItsPresenter, title: "A presentation whose presenting screen leaves goes with it, its binding left set", evidence: [.modelDecision], sources: [Source("the model's own decision: no source says what SwiftUI does with a sheet whose presenter is popped (the trace warns)")]),
        Entry(id: .deepLinkReachesEveryOnOpenURLHandler, title: "A deep link reaches the onOpenURL handler of every view on screen, each with the URL", evidence: [.documented, .observed, .modelDecision], sources: [dev("view/onopenurl(perform:)"), Source("Donny Wals, “Handling deeplinks in iOS 14 with onOpenURL” (2020): several handlers throughout an app each receive the link", "https://www.donnywals.com/handling-deeplinks-in-ios-14-with-onopenurl/"), Source("the model's own decision: the handlers run outermost first (around the container, then each column's screens from the root up, then presentations), as no source gives an order")]),
        Entry(id: .returnRunsEnclosingOnSubmitActions, title: "Return in a text field runs the onSubmit actions of the views around it, up to a submitScope; onSubmit(of: .search) answers only the search field", evidence: [.documented, .modelDecision], sources: [dev("view/onsubmit(of:_:)"), dev("view/submitscope(_:)"), dev("submittriggers"), Source("the model's own decision: nested actions run innermost first")]),
        Entry(id: .imageOnlyControlIsNamedByItsLabel, title: "A button or link whose label is only an image is named by its accessibility label, else by its SF Symbol's name", evidence: [.documented, .modelDecision], sources: [dev("view/accessibilitylabel(_:)"), Source("the model's own decision: with no accessibility label, the symbol's name (as a UI test would read it) names the control, and the mock-up shows it")]),
        Entry(id: .menuOpensAndItsItemsAreTheOnlyControls, title: "A menu's label opens it; while it is open its items are the only controls; choosing one runs it and closes the menu, a submenu opens in its place; with a primary action a tap runs that action instead", evidence: [.documented, .modelDecision], sources: [dev("menu"), dev("menu/init(content:label:primaryaction:)"), dev("view/menuactiondismissbehavior(_:)"), Source("the model's own decision: an open menu covers the screen, so back is unavailable and `dismiss` (a tap outside it) closes it; a menu with a primary action cannot be opened, as a long press is no step; a menu is known by where it is written and its label")]),
        Entry(id: .disclosureGroupShowsContentWhileExpanded, title: "A disclosure group shows its content only while expanded, as its isExpanded binding says or, without one, as it keeps itself (collapsed at first); tapping its label expands or collapses it", evidence: [.documented, .modelDecision], sources: [dev("disclosuregroup"), dev("disclosuregroup/init(isexpanded:content:label:)"), Source("the model's own decision: a group without a binding starts collapsed and is known by where it is written and its label; its label, not only its chevron, toggles it")]),
        Entry(id: .contentUnavailableViewShowsItsParts, title: "A content-unavailable view shows its label, description and actions, whose buttons work; the search variant says No Results", evidence: [.documented, .modelDecision], sources: [dev("contentunavailableview"), dev("contentunavailableview/init(label:description:actions:)"), dev("contentunavailableview/search"), Source("the model's own decision: the search variant's texts are iOS 17's English ones, “No Results” (“No Results for “…”” with a text) and “Check the spelling or try a new search.”")]),
        Entry(id: .computedBindingRunsItsSetter, title: "A binding made with Binding(get:set:) reads through its getter, and every write SwiftUI makes through it (a tab chosen, an alert dismissed, a row selected) runs its setter; tapping the tab that shows runs a computed selection's setter again", evidence: [.documented, .observed, .modelDecision], sources: [dev("binding/init(get:set:)-7ufcp"), dev("binding"), gh("rundfunk47/stinsen", "issues", 40), gh("eggerco/cronica", "issues", 38), Source("the model's own decision: on a re-tap it pops nothing itself (N47), the setter does what the app asks")]),
    ]
}
