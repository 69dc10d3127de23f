import Diagnostics
import SwiftSyntax

/// Turns the syntax of one example into IR, resolving every name once.
///
/// Lowering is also the static pass of the spec: unresolvable names, unsupported
/// constructs and implicit members without a base are found here, reported once,
/// and replaced by `.invalid` so evaluation never reports them again.
final class Lowerer {
    struct Problem {
        var offset: Int
        var id: String
        var message: String
        /// Most problems are errors; what a whole file holds but the model ignores is a warning.
        var severity: Severity = .error
    }

    struct Local {
        var index: Int
        var type: StaticType
        var isLet: Bool
        /// `@Bindable var model = model` in a body: `$model.path` is a binding.
        var isBindable = false
    }

    struct GlobalVariable {
        var name: String
        var type: StaticType
        var initializer: Expr
        var offset: Int
        /// Declared with `var`: code may assign to it (a `let` is a constant).
        var isVariable = false
    }

    /// The locals of one function being lowered; closures nest.
    final class FunctionScope {
        let function: FunctionIR
        var blocks: [[String: Local]] = [[:]]
        let parent: FunctionScope?
        let selfType: TypeDeclaration?
        /// Inside a view builder, expression statements contribute views.
        var isBuilder: Bool

        init(function: FunctionIR, parent: FunctionScope?, selfType: TypeDeclaration?, isBuilder: Bool) {
            self.function = function
            self.parent = parent
            self.selfType = selfType
            self.isBuilder = isBuilder
        }
    }

    var problems: [Problem] = []
    /// Properties whose wrapper is unsupported: reported once at the wrapper, silent at each use.
    var suppressedNames: Set<String> = []
    /// Set while a scenario step is lowered: `Browser.path` then names the `@State`
    /// of the `Browser` on screen, which Swift code itself cannot reach.
    var namesViewState = false
    var notedFixedSeed = false
    /// Methods of `extension View { … }`: helper modifiers, called on any view.
    var viewExtensionMethods: [String: [FunctionIR]] = [:]
    /// Declared types by name, with the synthetic pair type of `enumerated()`.
    var types: [String: TypeDeclaration] = [EnumeratedElement.typeName: EnumeratedElement.declaration]
    var typeOrder: [TypeDeclaration] = []
    var globals: [GlobalVariable] = []
    var globalIndex: [String: Int] = [:]
    var globalFunctions: [String: [FunctionIR]] = [:]
    /// Types used but not declared, with where each was first used.
    var opaqueTypes: [String: Int] = [:]
    /// The type whose members are being lowered; collects the type names it mentions.
    var currentType: TypeDeclaration?
    var scope: FunctionScope?
    /// Stored property initial values, lowered after globals and before bodies: their types feed inference.
    var pendingInitializers: [() -> Void] = []
    /// Generic parameters of the type being lowered.
    var genericParameters: Set<String> = []
    /// Expressions being lowered inside each other: lowering recurses once per level,
    /// and so does evaluating the result.
    var nesting = 0
    static let maximumNesting = 1_000
    /// Whether the nesting limit was reported: one report says it, the rest would repeat it.
    var reportedTooDeep = false
    /// The iOS version the example is checked for (`major * 100 + minor`): an API
    /// introduced later is an error where it is used, as swiftc reports it for a
    /// deployment target.
    var platform: Int
    /// The version an enclosing `if #available` guarantees: APIs up to it are fine inside.
    var availabilityFloor = 0
    /// Where a misspelt SwiftUI name was reported: the same syntax is resolved more than once.
    var reportedNearMisses: Set<Int> = []
    /// Where an availability error was reported, for the same reason.
    var reportedAvailability: Set<Int> = []
    /// Undeclared helpers already warned about: one warning, at the first use.
    var warnedUndeclaredHelpers: Set<String> = []
    let catalog = SwiftUICatalog.shared

    init(platform: Int = AvailabilityVersion.encoded(major: 17, minor: 0)) {
        self.platform = platform
    }

    // MARK: Problems

    func report(_ offset: Int, _ id: String, _ message: String) {
        problems.append(Problem(offset: offset, id: id, message: message))
    }

    /// Randomness runs from a fixed seed: said once per example, where it is first asked for.
    func noteFixedSeed(_ construct: String, at offset: Int) {
        guard !notedFixedSeed else { return }
        notedFixedSeed = true
        problems.append(Problem(offset: offset, id: "interpreter.fixedSeed",
                                message: "'\(construct)' and other random values come from a fixed seed here: every run gives the same values",
                                severity: .note))
    }

    func warn(_ offset: Int, _ id: String, _ message: String) {
        problems.append(Problem(offset: offset, id: id, message: message, severity: .warning))
    }

    func unsupported(_ node: some SyntaxProtocol, _ construct: String) {
        report(node.offset, "interpreter.unsupported", "unsupported: \(construct)")
    }

    func cannotFind(_ name: String, at offset: Int) {
        var message = "cannot find '\(name)' in scope"
        // `navigationStack { }`: a SwiftUI view or type written with the wrong case.
        if let first = name.first, first.isLowercase, let suggestion = catalog.typeNameNearMiss(name),
           suggestion.lowercased() == name.lowercased() {
            message += "; did you mean '\(suggestion)'?"
        }
        report(offset, "interpreter.cannotFind", message)
    }

    /// Reports a conversion Swift rejects between two types lowering is sure of.
    ///
    /// Only simple types are compared (numbers, strings, booleans, colours, declared
    /// types), so an incomplete inference never produces a false error.
    func checkConvertible(_ actual: StaticType, to expected: StaticType, at offset: Int, _ context: ConversionContext) {
        var target = expected
        if case .optional(let wrapped) = expected { target = wrapped }
        guard Self.isSimple(actual), Self.isSimple(target), actual != target else { return }
        if actual == .int && target == .double { return }
        let message: String
        switch context {
        case .declaration: message = "cannot convert value of type '\(actual.name)' to specified type '\(expected.name)'"
        case .argument: message = "cannot convert value of type '\(actual.name)' to expected argument type '\(expected.name)'"
        case .assignment: message = "cannot assign value of type '\(actual.name)' to type '\(expected.name)'"
        }
        report(offset, "interpreter.typeMismatch", message)
    }

    enum ConversionContext {
        case declaration, argument, assignment
    }

    private static func isSimple(_ type: StaticType) -> Bool {
        switch type {
        case .int, .double, .bool, .string, .color, .declared: true
        case .navigationPath, .void, .array, .set, .dictionary, .optional, .range, .opaque, .view, .function, .metatype, .swiftUI,
             .contextual, .undeclared, .generic, .unknown:
            false
        }
    }

    // MARK: Scopes

    func withFunction<T>(_ function: FunctionIR, selfType: TypeDeclaration?, isBuilder: Bool, _ body: () -> T) -> T {
        let saved = scope
        scope = FunctionScope(function: function, parent: saved, selfType: selfType, isBuilder: isBuilder)
        defer { scope = saved }
        return body()
    }

    func withBlock<T>(_ body: () -> T) -> T {
        scope?.blocks.append([:])
        defer { scope?.blocks.removeLast() }
        return body()
    }

    @discardableResult
    func declareLocal(_ name: String, type: StaticType, isLet: Bool = true, isBindable: Bool = false) -> Int {
        guard let scope else { return 0 }
        let index = scope.function.slotCount
        scope.function.slotCount += 1
        scope.blocks[scope.blocks.count - 1][name] = Local(index: index, type: type, isLet: isLet, isBindable: isBindable)
        return index
    }

    func lookupLocal(_ name: String) -> (depth: Int, local: Local)? {
        var depth = 0
        var current = scope
        while let function = current {
            for block in function.blocks.reversed() {
                if let local = block[name] { return (depth, local) }
            }
            depth += 1
            current = function.parent
        }
        return nil
    }

    /// The type of `self` where the code being lowered runs, if it is a method of a declared type.
    var selfType: TypeDeclaration? {
        var current = scope
        while let function = current {
            if let type = function.selfType { return type }
            current = function.parent
        }
        return nil
    }

    var selfExpression: Expr {
        if let (depth, local) = lookupLocal("self") { return .local(depth: depth, index: local.index) }
        return .invalid
    }

    // MARK: Types

    func noteTypeReference(_ name: String) {
        currentType?.referencedTypeNames.insert(name)
    }

    func resolveType(_ syntax: TypeSyntax?) -> StaticType {
        guard let syntax else { return .unknown }
        switch syntax.as(TypeSyntaxEnum.self) {
        case .identifierType(let type):
            let name = type.name.text
            let arguments = type.genericArgumentClause?.arguments.compactMap { argument -> StaticType in
                if case .type(let t) = argument.argument { return resolveType(t) }
                return .unknown
            } ?? []
            return resolveTypeName(name, arguments: arguments, offset: type.offset)
        case .arrayType(let type):
            return .array(resolveType(type.element))
        case .dictionaryType(let type):
            return .dictionary(resolveType(type.key), resolveType(type.value))
        case .optionalType(let type):
            return .optional(resolveType(type.wrappedType))
        case .implicitlyUnwrappedOptionalType(let type):
            return .optional(resolveType(type.wrappedType))
        case .someOrAnyType:
            return .view
        case .functionType(let type):
            return .function(parameters: type.parameters.map { resolveType($0.type) }, result: resolveType(type.returnClause.type))
        case .attributedType(let type):
            return resolveType(type.baseType)
        case .memberType(let type):
            let base = resolveType(type.baseType)
            if case .declared(let name) = base, type.name.text.names(.identifier), let declaration = types[name],
               let id = declaration.storedProperties.first(where: { $0.name.names(.id) }) {
                return id.type
            }
            if let nested = nestedType(type.name.text, in: base) { return nested }
            if case .opaque(let name) = base { return .opaque("\(name).\(type.name.text)") }
            // `Edge.Set`, `NavigationBarItem.TitleDisplayMode`: a nested SwiftUI type.
            let qualified = type.trimmedDescription
            if catalog.isKnownType(qualified) { return catalog.isView(qualified) ? .view : .swiftUI(qualified) }
            return .unknown
        case .tupleType(let type):
            if type.elements.count == 1, let only = type.elements.first { return resolveType(only.type) }
            return type.elements.isEmpty ? .void : .unknown
        default:
            return .unknown
        }
    }

    /// `CheckoutCoordinator.Step`: a type the example declares inside another, found by its own name.
    func nestedType(_ name: String, in outer: StaticType) -> StaticType? {
        guard case .declared(let outerName) = outer, let outerType = types[outerName], let nested = types[name],
              nested.modelName == outerType.modelName + "." + name else { return nil }
        noteTypeReference(name)
        return .declared(name)
    }

    func resolveTypeName(_ name: String, arguments: [StaticType], offset: Int) -> StaticType {
        // Every declared type is registered before any type is resolved: a `Result` the
        // example does not declare is the standard library's.
        if name == ResultType.typeName, types[name] == nil, !genericParameters.contains(name) {
            types[name] = ResultType.declaration()
        }
        if types[name] == nil, !genericParameters.contains(name) { checkTypeAvailability(name, offset: offset) }
        switch name {
        case "Int": return .int
        case "Double", "Float", "CGFloat": return .double
        case "Bool": return .bool
        case "String", "Character", "LocalizedStringKey": return .string
        case "Color": return .color
        case "NavigationPath": return .navigationPath
        case "Void": return .void
        case "Array": return .array(arguments.first ?? .unknown)
        case "Set": return .set(arguments.first ?? .unknown)
        case "Optional": return .optional(arguments.first ?? .unknown)
        case "Dictionary": return .dictionary(arguments.first ?? .unknown, arguments.dropFirst().first ?? .unknown)
        case "Range", "ClosedRange": return .range(arguments.first ?? .int)
        case "Binding", "State": return arguments.first ?? .unknown
        case "Self": return selfType.map { .declared($0.name) } ?? .unknown
        default:
            if genericParameters.contains(name) { return .generic }
            // `func body(content: Content)` of a `ViewModifier`: the view it modifies.
            if name.names(.modifierContent), currentType?.conformances.contains("ViewModifier") == true { return .view }
            if types[name] != nil {
                noteTypeReference(name)
                return .declared(name)
            }
            if catalog.isView(name) { return .view }
            if catalog.isKnownType(name) { return .swiftUI(name) }
            reportNearMiss(name, offset: offset)
            if opaqueTypes[name] == nil { opaqueTypes[name] = offset }
            return .opaque(name)
        }
    }
}

extension SyntaxProtocol {
    /// UTF-8 offset of the node's first token, trivia skipped: where diagnostics point.
    var offset: Int { positionAfterSkippingLeadingTrivia.utf8Offset }
}
