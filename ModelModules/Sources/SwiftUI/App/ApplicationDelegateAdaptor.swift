import Foundation
import UIKit

/// `@UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate`: the app's UIKit
/// delegate. navdocs launches no UIKit application, so nothing calls the delegate, and the
/// delegate is not made: Swift makes an instance of a class given as a type only through a
/// `required` initializer, which `NSObject`'s `init()` is not. Reading the delegate stops
/// the example with a message.
@MainActor @preconcurrency
@propertyWrapper
public struct UIApplicationDelegateAdaptor<DelegateType: NSObject & UIApplicationDelegate>: DynamicProperty {
    public init(_ delegateType: DelegateType.Type = DelegateType.self) {}

    public var wrappedValue: DelegateType {
        fatalError("navdocs does not make an app's UIKit delegate ('\(DelegateType.self)'): the app's code cannot read it")
    }
}

extension UIApplicationDelegateAdaptor where DelegateType: ObservableObject {
    public init(_ delegateType: DelegateType.Type = DelegateType.self) {}

    public var projectedValue: ObservedObject<DelegateType>.Wrapper {
        fatalError("navdocs does not make an app's UIKit delegate ('\(DelegateType.self)'): the app's code cannot read it")
    }
}
