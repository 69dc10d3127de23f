/// A modifier with the source position of its name (`.navigationDestination`), where declaration warnings point.
public struct ModifierNode: Hashable, Sendable {
    /// What the modifier is.
    public var kind: ModifierKind
    /// Where the modifier's name is written.
    public var source: SourceRef?

    public init(_ kind: ModifierKind, source: SourceRef? = nil) {
        self.kind = kind
        self.source = source
    }
}

/// The modifiers the model understands; others are recorded by name and ignored.
public enum ModifierKind: Hashable, Sendable {
    /// `.navigationDestination(for: T.self) { value in … }` (N12).
    case destinationForType(typeName: String, destination: DestinationRef)
    /// `.navigationDestination(isPresented: $flag) { … }` (N18).
    case destinationIsPresented(BindingRef, destination: DestinationRef)
    /// `.navigationDestination(item: $item) { item in … }` (N19).
    case destinationItem(BindingRef, destination: DestinationRef)
    /// `.navigationTitle("…")` (also the deprecated `.navigationBarTitle`).
    case navigationTitle(String)
    /// `.isDetailLink(flag)` (N28).
    case isDetailLink(Bool)
    /// `.navigationViewStyle(…)` (N36, N37).
    case navigationViewStyle(NavigationViewStyle)
    /// `.tag(value)`: a row's tag in a selectable `List`, overriding a value link's or `ForEach`'s own (N41).
    case tag(Value)
    /// `.disabled(flag)`: a disabled control cannot be tapped.
    case disabled(Bool)
    /// `.id(value)`: the view's identity; a navigation stack with a new identity starts afresh (N7).
    case identity(Value)
    /// `.toolbar { … }` (and the deprecated `.navigationBarItems`): controls in the navigation
    /// bar of the screen that declares them, tappable like the screen's own (N45).
    case toolbar([ViewNode])
    /// `.navigationBarBackButtonHidden(flag)`, or `.toolbar(.hidden, for: .navigationBar)`:
    /// the screen shows no back control (N45).
    case backButtonHidden(Bool)
    /// `.overlay { … }`, `.safeAreaInset(edge:) { … }`, `.background { … }`: views drawn over,
    /// beside or under the view; their controls are on screen with it (N45).
    case attachedViews([ViewNode])
    /// `.sheet`, `.fullScreenCover`, `.popover`, `.alert`, `.confirmationDialog` (N46).
    case presents(ModalPresentation)
    /// `.interactiveDismissDisabled(flag)`: the sheet showing it cannot be swiped away (N46).
    case interactiveDismissDisabled(Bool)
    /// `Button(role: .cancel)`, `Button(role: .destructive)` on the button it belongs to: a
    /// confirmation dialog's cancel-role button replaces its standard dismiss action (N48).
    case buttonRole(ButtonRole)
    /// `.presentationCompactAdaptation(_:)` (or its `horizontal:` value) in a presentation's
    /// content: how a popover shows at compact width (N50).
    case presentationCompactAdaptation(PresentationAdaptation)
    /// `.onOpenURL { url in … }`: run by `open url` while the view is on screen (N54).
    case onOpenURL(CodeRef)
    /// `.onSubmit { … }` (of `.text`): run by `submit` in a text field inside the view (N55).
    case onSubmit(CodeRef)
    /// `.submitScope(flag)`: a submit inside the view does not reach the `onSubmit` actions around it (N55).
    case submitScope(Bool)
    /// `.accessibilityLabel("…")`: the name an image-only button or link is tapped by (N56).
    case accessibilityLabel(String)
    /// Any other modifier (`.padding`, `.font`): no effect on navigation.
    case other(String)
}

/// The styles of the deprecated `NavigationView`.
public enum NavigationViewStyle: String, Hashable, Sendable, Codable {
    case automatic, stack, columns
}

/// The roles of a `Button` that change how a presentation treats it (N48).
public enum ButtonRole: String, Hashable, Sendable, Codable, CaseIterable {
    case cancel, destructive
}

/// `PresentationAdaptation`: what a presentation becomes at compact width (N50).
public enum PresentationAdaptation: String, Hashable, Sendable, Codable, CaseIterable {
    /// The default: a popover becomes a sheet.
    case automatic
    /// Keep the presentation as declared, if possible.
    case none
    case popover, sheet, fullScreenCover
}
