import Foundation
internal import NavigationModel

/// Converts the example's Swift values into the navigation model's `Value`s and back.
///
/// The model keeps state as `Value`s and writes it only through the bindings the views
/// gave it: a link's value appended to a path, a row's tag stored as a selection, `false`
/// or `nil` when a screen goes away. Every value the bridge converts is remembered, so a
/// `Value` the model writes back is the Swift value it came from; paths, optionals, arrays,
/// sets, Booleans and numbers are rebuilt around such values with the type of the value
/// they replace.
@MainActor
final class ValueBridge {
    /// The Swift value behind each converted `Value` (instances, enum cases, colours).
    private var originals: [Value: Any] = [:]
    /// Where each object held in state lives (`router` → `.state("router", [])`), as of the
    /// last conversion of the state: a binding to one of its properties writes there.
    var objectHomes: [ObjectIdentifier: (state: String, members: [String])] = [:]
    /// The traits of the types met, by the name the model uses.
    private(set) var traits: [String: TypeTraits] = [:]
    /// The objects being converted: a reference back to one is a cycle and is left out.
    private var converting: Set<ObjectIdentifier> = []

    // MARK: Swift to Value

    /// The model's form of a Swift value (a closure's is `.closure`); nil for what the model has no form for (views).
    func value(_ subject: Any, home: (state: String, members: [String])? = nil) -> Value? {
        switch subject {
        case let undeclared as any _NavDocsUndeclaredType:
            let converted = Value.opaque(type: typeName(type(of: undeclared)), arguments: arguments(of: undeclared._navdocsArguments))
            remember(converted, subject)
            traits[typeName(type(of: undeclared))] = .hashable
            return converted
        case let convertible as any ModelValueConvertible:
            let converted = convertible.modelValue(in: self, home: home)
            // A binding reads as its value, but is not that value: remembered as the Swift
            // value behind it, a `Picker(selection: $unit)` would hand a destination for
            // `Unit` the binding instead of the `Unit` it holds.
            if let converted, !(subject is any BindingProtocol) { remember(converted, subject) }
            return converted
        case let number as Int: return .int(number)
        case let number as Int8: return .int(Int(number))
        case let number as Int16: return .int(Int(number))
        case let number as Int32: return .int(Int(number))
        case let number as Int64: return .int(Int(number))
        case let number as UInt: return .int(Int(truncatingIfNeeded: number))
        case let number as UInt8: return .int(Int(number))
        case let number as UInt16: return .int(Int(number))
        case let number as UInt32: return .int(Int(number))
        case let number as UInt64: return .int(Int(truncatingIfNeeded: number))
        case let number as Double: return .double(number)
        case let number as Float: return .double(Double(number))
        case let number as CGFloat: return .double(Double(number))
        case let flag as Bool: return .bool(flag)
        case let text as String: return .string(text)
        case let text as Substring: return .string(String(text))
        case let character as Character: return .string(String(character))
        default: break
        }
        let mirror = Mirror(reflecting: subject)
        let name = typeName(type(of: subject))
        switch mirror.displayStyle {
        case .enum?:
            let converted = enumValue(subject, mirror: mirror, typeName: name, home: home)
            remember(converted, subject)
            return converted
        case .struct?:
            let converted = Value.instance(type: name, fields: fields(of: mirror, home: home))
            note(subject, named: name)
            remember(converted, subject)
            return converted
        case .class?:
            let object = subject as AnyObject
            let identifier = ObjectIdentifier(object)
            guard !converting.contains(identifier) else { return nil }
            converting.insert(identifier)
            defer { converting.remove(identifier) }
            if let home { objectHomes[identifier] = home }
            let converted = Value.instance(type: name, fields: fields(of: mirror, home: home, includingSuperclasses: true))
            note(subject, named: name)
            remember(converted, subject)
            return converted
        case .tuple?:
            let elements = mirror.children.compactMap { child in
                value(child.value).map { Argument(Self.tupleLabel(child.label), $0) }
            }
            return .opaque(type: name, arguments: elements)
        case nil where String(describing: type(of: subject)).contains("->"):
            // A closure: an argument or field like any other, printed `_`, as the interpreter does.
            return .closure
        case .optional?, .collection?, .dictionary?, .set?, nil:
            return nil
        @unknown default:
            return nil
        }
    }

    private func enumValue(_ subject: Any, mirror: Mirror, typeName name: String, home: (state: String, members: [String])?) -> Value {
        note(subject, named: name)
        guard let payload = mirror.children.first, let caseName = payload.label else {
            return .enumCase(type: name, name: Self.caseName(of: subject), associatedValues: [])
        }
        let payloadMirror = Mirror(reflecting: payload.value)
        if payloadMirror.displayStyle == .tuple {
            let associated = payloadMirror.children.compactMap { child in
                value(child.value).map { Argument(Self.tupleLabel(child.label), $0) }
            }
            return .enumCase(type: name, name: caseName, associatedValues: associated)
        }
        let single = value(payload.value).map { [Argument(nil, $0)] } ?? []
        return .enumCase(type: name, name: caseName, associatedValues: single)
    }

    /// The name of a case without associated values, as declared: `String(describing:)`
    /// gives an enum's `description` when it has one (`case small` described as "Small"),
    /// so the name is asked of the runtime, which `String(describing:)` itself falls back to.
    private static func caseName(of subject: Any) -> String {
        func name<T>(_ value: T) -> String? {
            _navdocsEnumCaseName(value).map { String(cString: $0) }
        }
        return _openExistential(subject, do: name) ?? String(describing: subject)
    }

    /// `.0` and friends are positions, not labels.
    private static func tupleLabel(_ label: String?) -> String? {
        guard let label, !label.hasPrefix(".") else { return nil }
        return label
    }

    /// Stored properties by the names the source declares: a wrapper's storage (`_path` of
    /// `@Published var path`, an `@Observable` class's `_path`) under the property's name,
    /// bookkeeping (`_$observationRegistrar`) left out.
    private func fields(of mirror: Mirror, home: (state: String, members: [String])?, includingSuperclasses: Bool = false) -> [Argument] {
        var mirrors = [mirror]
        if includingSuperclasses {
            var superclass = mirror.superclassMirror
            while let next = superclass {
                mirrors.insert(next, at: 0)
                superclass = next.superclassMirror
            }
        }
        var result: [Argument] = []
        for current in mirrors {
            for child in current.children {
                guard var label = child.label, !label.hasPrefix("_$") else { continue }
                var content = child.value
                if label.hasPrefix("_") {
                    label.removeFirst()
                    if let wrapper = content as? any WrappedValueReadable {
                        guard let wrapped = wrapper.currentWrappedValue else { continue }
                        content = wrapped
                    }
                }
                let childHome = home.map { ($0.state, $0.members + [label]) }
                if let converted = value(content, home: childHome) { result.append(Argument(label, converted)) }
            }
        }
        return result
    }

    /// The values of an undeclared type's arguments, labelled (views and closures left out).
    func arguments(of arguments: _NavDocsArguments) -> [Argument] {
        arguments.entries.compactMap { entry in
            if entry.value is any View, !(entry.value is any ModelValueConvertible) { return nil }
            guard let converted = value(entry.value), converted != .closure else { return nil }
            return Argument(entry.label, converted)
        }
    }

    private func remember(_ value: Value, _ original: Any) {
        originals[value] = original
    }

    /// Records what the model needs to know of a type: hashable, codable, identifiable.
    private func note(_ subject: Any, named name: String) {
        guard traits[name] == nil else { return }
        var found: TypeTraits = []
        if subject is any Hashable { found.insert(.hashable) }
        if subject is any Codable { found.insert(.codable) }
        if subject is any Identifiable { found.insert(.identifiable) }
        traits[name] = found
    }

    /// Records the traits of a type seen only by name (a destination's `for:` type).
    func note(type: Any.Type) {
        let name = typeName(type)
        guard traits[name] == nil else { return }
        var found: TypeTraits = []
        if type is any Hashable.Type { found.insert(.hashable) }
        if type is any Codable.Type { found.insert(.codable) }
        if type is any Identifiable.Type { found.insert(.identifiable) }
        traits[name] = found
    }

    /// Whether a value can be encoded (its type is `Codable`).
    func isCodable(_ subject: Any) -> Bool {
        subject is any Codable
    }

    // MARK: Type names

    private var typeNames: [ObjectIdentifier: String] = [:]

    /// The type's name as the example writes it: `Park`, `Outer.Route`, `[Park]`, `Int?`,
    /// `Set<String>`, `[String: Int]` (no module names, sugar for the standard generics).
    func typeName(_ type: Any.Type) -> String {
        if let known = typeNames[ObjectIdentifier(type)] { return known }
        let name = TypeNameSugar.sugared(String(reflecting: type))
        typeNames[ObjectIdentifier(type)] = name
        return name
    }

    // MARK: Value to Swift

    /// The Swift value for a model value the model wrote through a binding, shaped like
    /// `template` (the value it replaces); nil when it cannot be rebuilt.
    func swiftValue(_ value: Value, like template: Any?, type expected: Any.Type? = nil) -> Any? {
        if let original = originals[value] { return original }
        let swiftType = expected ?? template.map { Swift.type(of: $0) }
        if let rebuildable = swiftType as? any RebuildableFromModel.Type {
            return rebuildable.rebuild(from: value, template: template, in: self)
        }
        switch value {
        case .int(let number):
            if let integer = swiftType as? any BinaryInteger.Type { return integer.init(number) }
            return number
        case .double(let number):
            if swiftType == Float.self { return Float(number) }
            if swiftType == CGFloat.self { return CGFloat(number) }
            return number
        case .bool(let flag): return flag
        case .string(let text): return text
        case .optional(_, let wrapped?):
            return swiftValue(wrapped, like: nil)
        case .optional(_, nil), .array, .set, .dictionary, .instance, .enumCase, .color, .navigationPath, .opaque, .closure:
            return nil
        }
    }

    /// The state's new value after the model wrote `new` over `old` through a binding:
    /// the parts that differ are rebuilt, the rest kept, objects changed in place.
    func updated(_ current: Any, from old: Value?, to new: Value) -> Any? {
        if let old, old == new { return current }
        // The object the state holds is changed in place: the value remembered for it comes
        // from an earlier conversion (`Router(path: [])` before a push), and the object's
        // properties have changed since, so finding it again says nothing about them.
        if let rebuilt = swiftValue(new, like: current), !Self.isSameObject(rebuilt, current), !isChangedObject(rebuilt, since: new) {
            return rebuilt
        }
        // A struct or object whose stored properties changed: write each changed one
        // through the key path a binding to it registered.
        guard case .instance(_, let newFields) = new else { return nil }
        var oldFields: [Argument] = []
        if case .instance(_, let fields)? = old { oldFields = fields }
        var result = current
        for field in newFields {
            guard let label = field.label else { continue }
            let previous = oldFields.first { $0.label == label }?.value
            if previous == field.value { continue }
            // An object held by an object (a coordinator's `let chats`) is changed in place:
            // it needs no key path, as nothing is written into its holder.
            if MemberAccessors.shared.accessor(for: type(of: current), member: label) == nil,
               let member = Self.objectMember(of: result, named: label) {
                guard let changed = updated(member, from: previous, to: field.value), Self.isSameObject(changed, member) else { return nil }
                continue
            }
            guard let accessor = MemberAccessors.shared.accessor(for: type(of: current), member: label),
                  let currentMember = accessor.get(result),
                  let updatedMember = updated(currentMember, from: previous, to: field.value),
                  accessor.set(&result, updatedMember) else { return nil }
        }
        return result
    }

    /// Whether `candidate` is an object whose properties no longer give `value`: the object
    /// was remembered for an earlier state of it (a scenario before this one signed in), so
    /// it is not the value the model wrote.
    private func isChangedObject(_ candidate: Any, since value: Value) -> Bool {
        guard Mirror(reflecting: candidate).displayStyle == .class else { return false }
        return self.value(candidate) != value
    }

    /// The object a class instance holds in its stored property `name` (its own or a
    /// superclass's); nil when it is not an object or there is no such property.
    private static func objectMember(of holder: Any, named name: String) -> Any? {
        guard Mirror(reflecting: holder).displayStyle == .class else { return nil }
        var mirror: Mirror? = Mirror(reflecting: holder)
        while let current = mirror {
            if let child = current.children.first(where: { $0.label == name }) {
                return Mirror(reflecting: child.value).displayStyle == .class ? child.value : nil
            }
            mirror = current.superclassMirror
        }
        return nil
    }

    /// Whether two values are the same instance of a class.
    private static func isSameObject(_ first: Any, _ second: Any) -> Bool {
        guard Mirror(reflecting: first).displayStyle == .class, Mirror(reflecting: second).displayStyle == .class else { return false }
        return (first as AnyObject) === (second as AnyObject)
    }
}

/// A model module type that converts itself (`Color`, `NavigationPath`, optionals, collections).
@MainActor
protocol ModelValueConvertible {
    func modelValue(in bridge: ValueBridge, home: (state: String, members: [String])?) -> Value?
}

/// A type the bridge can rebuild from a model value, given the value it replaces.
@MainActor
protocol RebuildableFromModel {
    static func rebuild(from value: Value, template: Any?, in bridge: ValueBridge) -> Any?
}

/// A property wrapper whose current value the bridge shows in place of the wrapper.
@MainActor
protocol WrappedValueReadable {
    var currentWrappedValue: Any? { get }
}

/// The Swift runtime's name of an enum value's case (nil when it has none to give), the
/// entry point the standard library's own printing of enums uses.
@_silgen_name("swift_EnumCaseName")
private func _navdocsEnumCaseName<T>(_ value: T) -> UnsafePointer<CChar>?
