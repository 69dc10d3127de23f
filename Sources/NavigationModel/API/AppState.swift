/// The truth the visible UI is derived from.
///
/// The root view's `@State` values by name (in declaration order), plus what
/// SwiftUI keeps to itself and only the model changes: the contents of stacks
/// that manage their own state, view-destination pushes, how deep a collapsed
/// split view shows (N32, N33), the size class and the platform version. The
/// interpreter reads and writes the named values (in `root(in:)`,
/// `destination(_:value:in:)` and `perform(_:in:)`); it never needs the rest.
public struct AppState: Hashable, Sendable {
    /// The root's `@State` property names, in declaration order.
    public private(set) var names: [String]
    private var storage: [String: Value]
    /// The horizontal size class.
    public internal(set) var sizeClass: SizeClass
    /// The platform `#available` checks are evaluated against.
    public internal(set) var platform: PlatformVersion
    /// A write through a computed binding: the setter to run and the value it is given.
struct SetterWrite: Hashable, Sendable {
    var setter: CodeRef
    var value: Value
}

/// How the device is held; it matters at regular width (N31).
    public internal(set) var orientation: Orientation = .landscape
    /// What SwiftUI keeps to itself.
    var memory = NavigationMemory()
    /// The `@State` of views other than the root, by the name traces print
    /// (`Browser.path`): where in the view tree each lives, as the app identifies it.
    ///
    /// Such state lives as long as its view: the app adds it when a derivation first
    /// meets the view and removes it when one no longer does (see
    /// ``NavigationApp/adoptViewState(into:)``). Its values are in the named values.
    public var viewStateIdentities: [String: String] = [:]
    /// Writes through computed bindings an action made, in order, not yet run: the model
    /// runs their setters (the app's code) before it derives the next screen.
    var pendingSetterWrites: [SetterWrite] = []

    /// Creates the launch state from the root's initial `@State` values, in declaration order.
    public init(_ values: [(String, Value)] = [], sizeClass: SizeClass = .regular, platform: PlatformVersion = .iOS17) {
        self.names = []
        self.storage = [:]
        self.sizeClass = sizeClass
        self.platform = platform
        for (name, value) in values { self[name] = value }
    }

    /// The value of a root `@State` property; assigning a new name declares it (last in order).
    public subscript(name: String) -> Value? {
        get { storage[name] }
        set {
            if storage[name] == nil, newValue != nil { names.append(name) }
            if newValue == nil { names.removeAll { $0 == name } }
            storage[name] = newValue
        }
    }

    /// The `@State` values in declaration order.
    public var values: [Argument] {
        names.map { Argument($0, storage[$0]!) }
    }

    /// The value a binding reads.
    public func value(at binding: BindingRef) -> Value? {
        switch binding {
        case .constant(let value):
            return value
        case .computed(let value, let setter):
            // What this action already wrote reads back, as the setter will make it so.
            return pendingSetterWrites.last { $0.setter == setter }?.value ?? value
        case .state(let name, let members):
            var current = storage[name]
            for member in members {
                current = current?.unwrapped?.field(member)
            }
            return current
        }
    }

    /// Writes through a binding; writes to a constant or to a missing property are ignored, as
    /// SwiftUI ignores them. A write through a computed binding waits for the model to run its setter.
    public mutating func set(_ newValue: Value, at binding: BindingRef) {
        if case .computed(_, let setter) = binding {
            pendingSetterWrites.append(SetterWrite(setter: setter, value: newValue))
            return
        }
        guard case .state(let name, let members) = binding, let old = storage[name] else { return }
        if let updated = Self.replacing(in: old, members: members[...], with: newValue) {
            storage[name] = updated
        }
    }

    private static func replacing(in value: Value, members: ArraySlice<String>, with newValue: Value) -> Value? {
        guard let first = members.first else { return newValue }
        guard let child = value.field(first),
              let updatedChild = replacing(in: child, members: members.dropFirst(), with: newValue) else { return nil }
        return value.replacingField(first, with: updatedChild)
    }
}

/// How the device is held (`orientation portrait`): an iPad in portrait shows a split
/// view's detail column alone (N31).
public enum Orientation: String, Hashable, Sendable, Codable {
    case landscape, portrait
}

/// The horizontal size class: iPhone portrait is compact, iPad full screen is regular.
public enum SizeClass: String, Hashable, Sendable, Codable {
    case compact, regular
}

/// The platform version `#available` checks are evaluated against (`platform iOS 15`).
public struct PlatformVersion: Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
    /// The operating system's name as `#available` writes it: `iOS`, `macOS`.
    public var name: String
    public var major: Int
    public var minor: Int

    public init(_ name: String = "iOS", _ major: Int, _ minor: Int = 0) {
        self.name = name
        self.major = major
        self.minor = minor
    }

    /// The default: the model follows iOS 17.
    public static let iOS17 = PlatformVersion("iOS", 17)

    /// Whether `#available(name major.minor, *)` takes its first branch on this platform.
    ///
    /// A check for another operating system is satisfied through `*`.
    public func isAvailable(_ name: String, _ major: Int, _ minor: Int = 0) -> Bool {
        guard name == self.name else { return true }
        return (self.major, self.minor) >= (major, minor)
    }

    public static func < (lhs: PlatformVersion, rhs: PlatformVersion) -> Bool {
        (lhs.name, lhs.major, lhs.minor) < (rhs.name, rhs.major, rhs.minor)
    }

    public var description: String {
        minor == 0 ? "\(name) \(major)" : "\(name) \(major).\(minor)"
    }
}
