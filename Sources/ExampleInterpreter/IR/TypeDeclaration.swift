/// A struct or enum declared in the example, with its members after lowering.
final class TypeDeclaration: @unchecked Sendable {
    enum Kind: Sendable { case structType, enumType, classType }

    struct StoredProperty: @unchecked Sendable {
        var name: String
        var type: StaticType
        var wrapper: PropertyWrapperKind
        var initializer: Expr?
        /// Whether the declaration has an initial value (known before `initializer` is lowered).
        var hasInitialValue: Bool
        var isLet: Bool
        var offset: Int
        /// A stored closure such as `private var sidebar: () -> Sidebar` called as `sidebar()`.
        var isViewBuilderClosure: Bool
        /// `@SceneStorage`/`@AppStorage`: state the system saves, restored by `relaunch`.
        var isPersisted = false
    }

    struct EnumCase: @unchecked Sendable {
        var name: String
        var parameters: [(label: String?, type: StaticType)]
        var rawValue: RuntimeValue?
    }

    let name: String
    /// The name the model knows the type by, as Swift's `String(reflecting:)` gives it
    /// without the module: `CheckoutCoordinator.Step` for a type nested in another.
    var modelName: String
    let kind: Kind
    let offset: Int
    var conformances: Set<String> = []
    var genericParameters: [String] = []
    /// For each generic parameter, a stored property whose value tells the type an instance
    /// was made with (`choices: [Choice]`): how `Choice.self` is answered at run time.
    var genericWitnesses: [String: GenericWitness] = [:]
    var storedProperties: [StoredProperty] = []
    var computedProperties: [String: FunctionIR] = [:]
    var methods: [String: [FunctionIR]] = [:]
    var staticProperties: [String: Expr] = [:]
    /// The declared or inferred type of each static stored property, known before its value is lowered.
    var staticPropertyTypes: [String: StaticType] = [:]
    /// `@ViewBuilder let content: Content`: stored as the closure the memberwise
    /// initializer receives, and called where the property is read.
    var viewBuilderContentProperties: Set<String> = []
    var initializers: [FunctionIR] = []
    var cases: [EnumCase] = []
    var rawType: StaticType?
    /// Type names this declaration's code mentions: how the root view is found.
    var referencedTypeNames: Set<String> = []

    /// Where a generic parameter's type shows in an instance: a stored property holding a
    /// value of it (`let item: Item`, `Item?`, `Binding<Item>`) or a collection of them.
    struct GenericWitness: Sendable {
        var property: Int
        var isElement: Bool
    }

    init(name: String, kind: Kind, offset: Int) {
        self.name = name
        self.modelName = name
        self.kind = kind
        self.offset = offset
    }

    var isView: Bool { conformances.contains("View") }
    var isCodable: Bool { conformances.contains("Codable") || conformances.contains("Encodable") }
    var isCaseIterable: Bool { conformances.contains("CaseIterable") }

    func fieldIndex(_ name: String) -> Int? {
        storedProperties.firstIndex { $0.name == name }
    }

    func enumCase(_ name: String) -> EnumCase? {
        cases.first { $0.name == name }
    }

    /// Whether `name` is a member of this type: what an implicit member looks for.
    func hasStaticMember(_ name: String) -> Bool {
        enumCase(name) != nil || staticProperties[name] != nil
    }
}
