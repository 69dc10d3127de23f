import Foundation

// `import UIKit` in an example: the UIKit types SwiftUI files commonly touch, as values that
// do nothing. Views drawn through UIKit are opaque to the navigation model.

/// A colour by name (`.systemBackground`, `.red`).
open class UIColor: NSObject, @unchecked Sendable {
    public let name: String

    public init(named name: String) {
        self.name = name
    }

    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(named: "red: \(red), green: \(green), blue: \(blue)")
    }

    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(named: "white: \(white)")
    }

    public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        self.init(named: dynamicProvider(UITraitCollection()).name)
    }

    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor { self }

    public static let red = UIColor(named: "red")
    public static let orange = UIColor(named: "orange")
    public static let yellow = UIColor(named: "yellow")
    public static let green = UIColor(named: "green")
    public static let blue = UIColor(named: "blue")
    public static let purple = UIColor(named: "purple")
    public static let brown = UIColor(named: "brown")
    public static let white = UIColor(named: "white")
    public static let gray = UIColor(named: "gray")
    public static let lightGray = UIColor(named: "lightGray")
    public static let darkGray = UIColor(named: "darkGray")
    public static let black = UIColor(named: "black")
    public static let clear = UIColor(named: "clear")
    public static let cyan = UIColor(named: "cyan")
    public static let magenta = UIColor(named: "magenta")
    public static let label = UIColor(named: "label")
    public static let secondaryLabel = UIColor(named: "secondaryLabel")
    public static let tertiaryLabel = UIColor(named: "tertiaryLabel")
    public static let systemBackground = UIColor(named: "systemBackground")
    public static let secondarySystemBackground = UIColor(named: "secondarySystemBackground")
    public static let tertiarySystemBackground = UIColor(named: "tertiarySystemBackground")
    public static let systemGroupedBackground = UIColor(named: "systemGroupedBackground")
    public static let secondarySystemGroupedBackground = UIColor(named: "secondarySystemGroupedBackground")
    public static let systemFill = UIColor(named: "systemFill")
    public static let separator = UIColor(named: "separator")
    public static let systemRed = UIColor(named: "systemRed")
    public static let systemOrange = UIColor(named: "systemOrange")
    public static let systemYellow = UIColor(named: "systemYellow")
    public static let systemGreen = UIColor(named: "systemGreen")
    public static let systemMint = UIColor(named: "systemMint")
    public static let systemTeal = UIColor(named: "systemTeal")
    public static let systemBlue = UIColor(named: "systemBlue")
    public static let systemIndigo = UIColor(named: "systemIndigo")
    public static let systemPurple = UIColor(named: "systemPurple")
    public static let systemPink = UIColor(named: "systemPink")
    public static let systemGray = UIColor(named: "systemGray")
    public static let systemGray2 = UIColor(named: "systemGray2")
    public static let systemGray3 = UIColor(named: "systemGray3")
    public static let systemGray4 = UIColor(named: "systemGray4")
    public static let systemGray5 = UIColor(named: "systemGray5")
    public static let systemGray6 = UIColor(named: "systemGray6")
    public static let tintColor = UIColor(named: "tintColor")
}

/// The traits a dynamic colour reads.
open class UITraitCollection: NSObject {
    public var userInterfaceStyle: UIUserInterfaceStyle = .light
    public var horizontalSizeClass: UIUserInterfaceSizeClass = .compact
    public override init() {}
}

public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified, light, dark
}

public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified, compact, regular
}

public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified, phone, pad, tv, carPlay, mac, vision
}

/// An image, drawn by nothing.
open class UIImage: NSObject, @unchecked Sendable {
    public let name: String

    public init?(named name: String) {
        self.name = name
    }

    public init?(systemName: String) {
        self.name = systemName
    }

    public init?(data: Data) {
        self.name = "data"
    }

    public init?(contentsOfFile path: String) {
        self.name = path
    }

    public var size: CGSize { .zero }
}

/// A font by name and size.
open class UIFont: NSObject, @unchecked Sendable {
    public let pointSize: CGFloat

    public init(pointSize: CGFloat) {
        self.pointSize = pointSize
    }

    public static func systemFont(ofSize size: CGFloat) -> UIFont { UIFont(pointSize: size) }
    public static func boldSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(pointSize: size) }
    public convenience init?(name: String, size: CGFloat) { self.init(pointSize: size) }
}

/// The app: `UIApplication.shared.open(url)` is accepted and does nothing.
open class UIApplication: NSObject, @unchecked Sendable {
    public static let shared = UIApplication()
    public static let openSettingsURLString = "app-settings:"
    public var applicationIconBadgeNumber = 0

    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler: ((Bool) -> Void)? = nil) {
        completionHandler?(true)
    }

    public func canOpenURL(_ url: URL) -> Bool { true }

    @discardableResult
    public func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool { true }

    public func registerForRemoteNotifications() {}

    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }
}

/// A selector, for `sendAction`.
public struct Selector: Hashable, Sendable {
    public let name: String
    public init(_ name: String) { self.name = name }
}

open class UIEvent: NSObject {}

open class UIResponder: NSObject {
    public override init() {}
    open func resignFirstResponder() -> Bool { true }
}

/// The device: an iPhone.
open class UIDevice: NSObject, @unchecked Sendable {
    public static let current = UIDevice()
    public var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
    public var name: String { "iPhone" }
    public var systemName: String { "iOS" }
    public var systemVersion: String { "17.0" }
    public var model: String { "iPhone" }
}

/// The screen of an iPhone in portrait.
open class UIScreen: NSObject, @unchecked Sendable {
    public static let main = UIScreen()
    public var bounds: CGRect { CGRect(x: 0, y: 0, width: 393, height: 852) }
    public var scale: CGFloat { 3 }
}

open class UIView: UIResponder {}

open class UIViewController: UIResponder {
    open var view: UIView! = UIView()
    open var title: String?
    open func viewDidLoad() {}
    open func present(_ controller: UIViewController, animated: Bool, completion: (() -> Void)? = nil) { completion?() }
    open func dismiss(animated: Bool, completion: (() -> Void)? = nil) { completion?() }
}

open class UINavigationBarAppearance: NSObject {
    public var backgroundColor: UIColor?
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    public var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    public override init() {}
    public func configureWithOpaqueBackground() {}
    public func configureWithTransparentBackground() {}
    public func configureWithDefaultBackground() {}
}

open class UITabBarAppearance: NSObject {
    public var backgroundColor: UIColor?
    public override init() {}
    public func configureWithOpaqueBackground() {}
    public func configureWithTransparentBackground() {}
    public func configureWithDefaultBackground() {}
}

open class UINavigationBar: UIView {
    nonisolated(unsafe) private static let shared = UINavigationBar()
    public static func appearance() -> UINavigationBar { shared }
    public var standardAppearance = UINavigationBarAppearance()
    public var scrollEdgeAppearance: UINavigationBarAppearance?
    public var compactAppearance: UINavigationBarAppearance?
    public var tintColor: UIColor?
    public var barTintColor: UIColor?
    public var titleTextAttributes: [NSAttributedString.Key: Any]?
    public var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
}

open class UITabBar: UIView {
    nonisolated(unsafe) private static let shared = UITabBar()
    public static func appearance() -> UITabBar { shared }
    public var standardAppearance = UITabBarAppearance()
    public var scrollEdgeAppearance: UITabBarAppearance?
    public var unselectedItemTintColor: UIColor?
    public var barTintColor: UIColor?
}

open class UITableView: UIView {
    nonisolated(unsafe) private static let shared = UITableView()
    public static func appearance() -> UITableView { shared }
    public var backgroundColor: UIColor?
    public var separatorStyle: Int = 0
}

/// Haptics do nothing here.
open class UIImpactFeedbackGenerator: NSObject {
    public enum FeedbackStyle: Int, Sendable { case light, medium, heavy, soft, rigid }
    public init(style: FeedbackStyle) {}
    public override init() {}
    public func impactOccurred() {}
    public func impactOccurred(intensity: CGFloat) {}
    public func prepare() {}
}

open class UINotificationFeedbackGenerator: NSObject {
    public enum FeedbackType: Int, Sendable { case success, warning, error }
    public override init() {}
    public func notificationOccurred(_ type: FeedbackType) {}
    public func prepare() {}
}

open class UISelectionFeedbackGenerator: NSObject {
    public override init() {}
    public func selectionChanged() {}
    public func prepare() {}
}

open class UIPasteboard: NSObject, @unchecked Sendable {
    public static let general = UIPasteboard()
    public var string: String?
    public var url: URL?
}

/// The launch methods are requirements (UIKit's are optional Objective-C requirements), so
/// the delegate class's own implementation is the one SwiftUI's adaptor calls.
public protocol UIApplicationDelegate: AnyObject {
    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
}

extension UIApplicationDelegate {
    public func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool { true }
    public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool { true }
}

extension UIApplication {
    public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }
}
