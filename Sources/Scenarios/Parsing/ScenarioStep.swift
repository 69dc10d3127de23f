import Diagnostics
import NavigationModel

/// One line of a scenario that does something: an action or an expectation.
///
/// `claim` lines are not steps; they group the steps after them (see
/// ``ScenarioClaim``), and a step records the group it belongs to.
public struct ScenarioStep: Hashable, Sendable {
    public var kind: Kind
    /// The position of the step's first word.
    public var location: SourceLocation
    /// The step as written, without its comment and surrounding spaces, for traces.
    public var text: String
    /// The index in ``ScenarioScript/claims`` of the claim this step is evidence for.
    public var claimIndex: Int?

    public init(kind: Kind, location: SourceLocation, text: String, claimIndex: Int? = nil) {
        self.kind = kind
        self.location = location
        self.text = text
        self.claimIndex = claimIndex
    }

    /// Actions change state and the first failing one stops the scenario;
    /// expectations only observe. `expect warning:` looks at the last action.
    public var isAction: Bool { kind.isAction }

    /// What a step does, with its arguments already decoded (string literals) or
    /// kept as Swift text to be parsed when it runs (statements, expressions, patterns).
    public enum Kind: Hashable, Sendable {
        /// `tap "LABEL"`, optionally `in sidebar|content|detail`.
        case tap(label: String, column: Column?)
        /// `back`: the system back control of the top-most stack.
        case back
        /// `select "A", "B"`: a multi-selection list's new selection, by row label.
        case select(labels: [String])
        /// `run STATEMENTS`: Swift statements in the root view's scope.
        case run(SwiftSnippet)
        /// `size compact|regular`.
        case size(SizeClass)
        /// `platform iOS 15`: how `#available` checks evaluate.
        case platform(Platform)
        /// `relaunch`: state restoration through the root's encoded `@State` values.
        case relaunch
        /// `dismiss`: swipe the top sheet or popover away (N46).
        case dismiss
        /// `tab "LABEL"`: show a root `TabView`'s tab (N47).
        case selectTab(label: String)
        /// `orientation portrait|landscape`: how the device is held (N31).
        case orientation(Orientation)
        /// `open url "URL"`: a deep link, delivered to the `onOpenURL` handlers on screen (N54).
        case openURL(String)
        /// `type "TEXT" into "LABEL"`: the text field's binding takes the text.
        case typeText(text: String, field: String)
        /// `submit "LABEL"`: return pressed in the text field; its `onSubmit` actions run (N55).
        case submit(field: String)
        /// `expect EXPR`: a Swift boolean expression in the root's scope.
        case expect(SwiftSnippet)
        /// `expect screen: PATTERN`.
        case expectScreen(ViewPattern)
        /// `expect stack: P1 > P2 > ...`, root first.
        case expectStack([ViewPattern])
        /// `expect sidebar: P`, `expect content: P`, `expect detail: P`.
        case expectColumn(Column, ViewPattern)
        /// `expect title: "TEXT"`.
        case expectTitle(String)
        /// `expect back: enabled|disabled`.
        case expectBack(enabled: Bool)
        /// `expect presented: sheet` (or `fullScreenCover`, `popover`, `alert`,
        /// `confirmationDialog`, `none`): what is presented on top (N46).
        case expectPresented(String)
        /// `expect tab: "LABEL"`: the tab that shows (N47).
        case expectTab(String)
        /// `expect warning: "FRAGMENT"`.
        case expectWarning(fragment: String)
        /// `expect no warning`.
        case expectNoWarning

        public var isAction: Bool {
            switch self {
            case .tap, .back, .select, .run, .size, .platform, .relaunch, .dismiss, .selectTab, .orientation, .openURL, .typeText, .submit:
                true
            case .expect, .expectScreen, .expectStack, .expectColumn, .expectTitle,
                 .expectBack, .expectPresented, .expectTab, .expectWarning, .expectNoWarning:
                false
            }
        }
    }

    /// How the device is held, as `orientation` names it.
    public enum Orientation: String, Hashable, Sendable, Codable, CaseIterable {
        case portrait, landscape
    }

    /// A split-view column, as `tap ... in` and `expect COLUMN:` name them.
    public enum Column: String, Hashable, Sendable, Codable, CaseIterable {
        case sidebar, content, detail
    }

    /// The horizontal size class a scenario runs at.
    public enum SizeClass: String, Hashable, Sendable, Codable, CaseIterable {
        case compact, regular
    }

    /// A platform and version for `#available`: `iOS 15`, `macOS 13.3`.
    public struct Platform: Hashable, Sendable, Codable, CustomStringConvertible {
        /// The platform name as `#available` spells it (`iOS`, `macOS`, ...).
        public var name: String
        /// Version components, major first (`[15]`, `[13, 3]`).
        public var version: [Int]

        public init(name: String, version: [Int]) {
            self.name = name
            self.version = version
        }

        /// The model's version value (`iOS 16` → major 16, minor 0).
        public var platformVersion: PlatformVersion {
            PlatformVersion(name, version.first ?? 0, version.count > 1 ? version[1] : 0)
        }

        /// The largest number a version component may be: the interpreter encodes a
        /// version as `major * 100 + minor`, and no platform is near this.
        public static let maximumVersionComponent = 9_999

        /// The names `#available` accepts.
        public static let knownNames = ["iOS", "iPadOS", "macOS", "macCatalyst", "tvOS", "watchOS", "visionOS"]

        public var description: String {
            "\(name) \(version.map(String.init).joined(separator: "."))"
        }

        /// Whether this platform version is at least `other` (missing components are 0),
        /// the comparison `#available(iOS 16, *)` makes.
        public func isAtLeast(_ other: [Int]) -> Bool {
            let count = max(version.count, other.count)
            for index in 0..<count {
                let mine = index < version.count ? version[index] : 0
                let theirs = index < other.count ? other[index] : 0
                if mine != theirs { return mine > theirs }
            }
            return true
        }
    }
}
