/// Key paths to stored properties, registered as bindings to them are made
/// (`$model.path`, `$router.path`): the model writes state only through bindings, so
/// every property it can change has one here, and the bridge can write a changed
/// property of a struct or an object by its name.
final class MemberAccessors: @unchecked Sendable {
    nonisolated(unsafe) static let shared = MemberAccessors()

    struct Accessor {
        let get: (Any) -> Any?
        /// Writes into the value (a struct is replaced, an object changed in place); false when the types do not fit.
        let set: (inout Any, Any) -> Bool
    }

    private var accessors: [Key: Accessor] = [:]
    /// Names of key paths the program registered (`\\Router.path` → `path`).
    private var names: [AnyKeyPath: String] = [:]

    /// Registers the names of a declared type's properties by key path.
    func name(_ table: [AnyKeyPath: String]) {
        names.merge(table) { first, _ in first }
    }

    /// A registered name of a one-component key path.
    func registeredName(of keyPath: AnyKeyPath) -> String? {
        names[keyPath]
    }

    private struct Key: Hashable {
        let type: ObjectIdentifier
        let member: String
    }

    /// Registers `\Root.member` (a writable key path whose last component is `member`).
    func register<Root, Member>(_ keyPath: WritableKeyPath<Root, Member>, member: String) {
        let key = Key(type: ObjectIdentifier(Root.self), member: member)
        guard accessors[key] == nil else { return }
        accessors[key] = Accessor(
            get: { base in (base as? Root).map { $0[keyPath: keyPath] } },
            set: { base, newValue in
                guard var root = base as? Root, let member = newValue as? Member else { return false }
                root[keyPath: keyPath] = member
                base = root
                return true
            })
    }

    /// The accessor of a member of `type`, or of the class it inherits the member from.
    func accessor(for type: Any.Type, member: String) -> Accessor? {
        if let found = accessors[Key(type: ObjectIdentifier(type), member: member)] { return found }
        var superclass = (type as? AnyClass).flatMap { _getSuperclass($0) }
        while let current = superclass {
            if let found = accessors[Key(type: ObjectIdentifier(current), member: member)] { return found }
            superclass = _getSuperclass(current)
        }
        return nil
    }

    /// The member names of a key path as the model names them (`\Router.path` → `["path"]`).
    static func memberNames(of keyPath: AnyKeyPath, root: Any.Type) -> [String] {
        if let registered = shared.registeredName(of: keyPath) { return [registered] }
        let text = String(describing: keyPath)
        let prefix = "\\" + String(describing: root) + "."
        let components: Substring
        if text.hasPrefix(prefix) {
            components = text.dropFirst(prefix.count)
        } else if let firstDot = text.firstIndex(of: ".") {
            components = text[text.index(after: firstDot)...]
        } else {
            return []
        }
        return components.split(separator: ".").map { component in
            // `?` and `!` of optional chaining are not part of the name.
            String(component.filter { $0 != "?" && $0 != "!" })
        }
    }
}
