import Foundation
import UIKit

/// `@UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate`: the app's UIKit
/// delegate. As on iOS, SwiftUI makes the delegate when the app launches and calls its
/// `application(_:didFinishLaunchingWithOptions:)` once, before the first screen; each
/// launch (a scenario's, a `relaunch`) makes a new one.
///
/// Swift makes an instance of a class given as a type only through a `required`
/// initializer, which `NSObject`'s `init()` is not (iOS makes it through the Objective-C
/// runtime). So navdocs's program makes each delegate class of the example through
/// ``_NavDocsMadeDelegate``, which it adds to every class that adopts
/// `UIApplicationDelegate` and can be made without arguments. Reading a delegate that cannot
/// be made stops the example with a message.
@MainActor @preconcurrency
@propertyWrapper
public struct UIApplicationDelegateAdaptor<DelegateType: NSObject & UIApplicationDelegate>: DynamicProperty {
    let box = ApplicationDelegateBox<DelegateType>()

    public init(_ delegateType: DelegateType.Type = DelegateType.self) {}

    public var wrappedValue: DelegateType { box.delegate }
}

extension UIApplicationDelegateAdaptor where DelegateType: ObservableObject {
    public init(_ delegateType: DelegateType.Type = DelegateType.self) {}

    public var projectedValue: ObservedObject<DelegateType>.Wrapper {
        ObservedObject<DelegateType>.Wrapper(object: box.delegate)
    }
}

extension UIApplicationDelegateAdaptor: AttachableProperty {
    /// The app takes its place at launch: its delegate is made and told the app launched.
    func attach(to renderer: Renderer, owner: String, property: String, at place: String) throws {
        _ = box.delegate
    }
}

/// How navdocs's program makes a delegate class of the example (see ``UIApplicationDelegateAdaptor``).
@MainActor
public protocol _NavDocsMadeDelegate: AnyObject {
    static func _navdocsMakeDelegate() -> AnyObject
}

/// One launch's delegate: made once, when the app first needs it.
@MainActor
final class ApplicationDelegateBox<DelegateType: NSObject & UIApplicationDelegate> {
    private var made: DelegateType?

    var delegate: DelegateType {
        if let made { return made }
        guard let maker = DelegateType.self as? any _NavDocsMadeDelegate.Type,
              let delegate = maker._navdocsMakeDelegate() as? DelegateType else {
            fatalError("navdocs cannot make the app's UIKit delegate '\(DelegateType.self)': it needs arguments to be made")
        }
        made = delegate
        _ = delegate.application(UIApplication.shared, willFinishLaunchingWithOptions: nil)
        _ = delegate.application(UIApplication.shared, didFinishLaunchingWithOptions: nil)
        return delegate
    }
}
