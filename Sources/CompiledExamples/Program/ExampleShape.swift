import Diagnostics
import SwiftSyntax

/// What an example's top-level code declares, read with swift-syntax: where each item goes
/// in the program, and which view is the root (`scenario-language.md` §2).
struct ExampleShape {
    /// A top-level item and where it goes.
    struct Item {
        enum Destination {
            /// Stays at the top level (types, extensions, global constants, imports).
            case global
            /// Becomes a member of the implicit root view (`@State`, `var body`, functions).
            case rootMember
            /// Is the implicit root's body (a bare view expression).
            case body
        }

        var range: Range<Int>
        var destination: Destination
    }

    /// A declared type: its name as the runtime names it (`Outer.Inner`) and what it is.
    struct DeclaredType {
        var name: String
        var isView: Bool
        var isApp: Bool
        /// Whether an `App` keeps state of its own (stored properties): it is then the root.
        var hasStoredProperties: Bool
        /// The names its declaration mentions.
        var mentions: Set<String>
        /// Stored `let`s with an initial value: part of the view, not how it was made.
        var nonArguments: Set<String>
        var offset: Int
        /// Its instance `var`s (stored, wrapped or observed), in order: the names the runtime
        /// gives their key paths (a key path to a computed or wrapped property prints no name).
        var variables: [String] = []
        /// Its `@State` (and `@StateObject`, storage) properties: a view's state scenario code may name (`Detail.path`).
        var stateProperties: Set<String> = []
        /// Whether it has generic parameters (its key paths cannot be spelled without them).
        var isGeneric = false
        /// Whether it is a struct or a class (key paths to an enum's members are not bindings).
        var isStructOrClass = false
        /// Its methods' names.
        var functions: Set<String> = []
        /// Its `private` instance `var`s (a subclass's code cannot name them).
        var privateVariables: Set<String> = []
        /// The types it names as its superclass and protocols, as written.
        var inherited: [String] = []
        /// Whether `Type()` cannot make it: its memberwise initializer asks for a stored
        /// property, or the initializers it declares all take arguments.
        var needsArguments = false
    }

    var items: [Item] = []
    var types: [DeclaredType] = []
    /// The names of top-level variables and functions (globals, or the implicit root's members).
    var topLevelNames: Set<String> = []
    /// The names of the variables and functions extensions add, by extended type.
    var extensionMembers: [String: Set<String>] = [:]
    /// Whether the example is (partly) written as the body of an implicit root view.
    var hasImplicitRoot = false
    /// The view an `App`'s window group shows, built without arguments.
    var appWindowView: String?
    /// The view an `App`'s window group builds with arguments (`HomeSplitView(home: .demo)`),
    /// and where that call is.
    var appWindowConstruction: (view: String, range: Range<Int>)?
    /// The views previews show, in file order.
    var previewViews: [String] = []

    init(_ file: SourceFileSyntax) {
        for item in file.statements {
            let range = item.positionAfterSkippingLeadingTrivia.utf8Offset..<item.endPositionBeforeTrailingTrivia.utf8Offset
            switch item.item {
            case .decl(let decl):
                if let variable = decl.as(VariableDeclSyntax.self) {
                    for binding in variable.bindings {
                        if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { topLevelNames.insert(name) }
                    }
                    if Self.makesImplicitRoot(variable) { hasImplicitRoot = true }
                    items.append(Item(range: range, destination: Self.isRootMember(variable) ? .rootMember : .global))
                } else if let function = decl.as(FunctionDeclSyntax.self) {
                    topLevelNames.insert(function.name.text)
                    items.append(Item(range: range, destination: .rootMember))
                } else {
                    collectTypes(decl, outer: [])
                    items.append(Item(range: range, destination: .global))
                }
            case .stmt(let statement):
                if let expression = statement.as(ExpressionStmtSyntax.self)?.expression {
                    hasImplicitRoot = true
                    _ = expression
                    items.append(Item(range: range, destination: .body))
                } else {
                    items.append(Item(range: range, destination: .global))
                }
            case .expr:
                hasImplicitRoot = true
                items.append(Item(range: range, destination: .body))
            }
        }
        // Functions and plain `var`s are members of the implicit root only when there is one;
        // else globals.
        if !hasImplicitRoot {
            for index in items.indices where items[index].destination == .rootMember { items[index].destination = .global }
        }
    }

    /// What makes an example an implicit root view (§2): a top-level property with an
    /// attribute (`@State var path`) or a `var body`. A plain `var` (`var visits = 0`) is a
    /// global unless something else makes the implicit root.
    private static func makesImplicitRoot(_ variable: VariableDeclSyntax) -> Bool {
        if !variable.attributes.isEmpty { return true }
        return variable.bindings.contains { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body" }
    }

    /// `@State var …`, `var body`, and any other top-level `var` of an example written as members.
    private static func isRootMember(_ variable: VariableDeclSyntax) -> Bool {
        if variable.bindingSpecifier.tokenKind == .keyword(.let) && variable.attributes.isEmpty { return false }
        if !variable.attributes.isEmpty { return true }
        guard let binding = variable.bindings.first,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return false }
        return name == "body" || binding.accessorBlock != nil || variable.bindingSpecifier.tokenKind == .keyword(.var)
    }

    private mutating func collectTypes(_ decl: DeclSyntax, outer: [String]) {
        let name: String
        let inherited: [String]
        let members: MemberBlockSyntax
        let isClassLike: Bool
        var isGeneric = false
        var isStructOrClass = false
        if let declaration = decl.as(StructDeclSyntax.self) {
            (name, inherited, members, isClassLike) = (declaration.name.text, Self.inherited(declaration.inheritanceClause), declaration.memberBlock, false)
            isGeneric = declaration.genericParameterClause != nil
            isStructOrClass = true
        } else if let declaration = decl.as(ClassDeclSyntax.self) {
            (name, inherited, members, isClassLike) = (declaration.name.text, Self.inherited(declaration.inheritanceClause), declaration.memberBlock, true)
            isGeneric = declaration.genericParameterClause != nil
            isStructOrClass = true
        } else if let declaration = decl.as(EnumDeclSyntax.self) {
            (name, inherited, members, isClassLike) = (declaration.name.text, Self.inherited(declaration.inheritanceClause), declaration.memberBlock, false)
        } else if let declaration = decl.as(ActorDeclSyntax.self) {
            (name, inherited, members, isClassLike) = (declaration.name.text, Self.inherited(declaration.inheritanceClause), declaration.memberBlock, true)
        } else if let extensionDecl = decl.as(ExtensionDeclSyntax.self) {
            let extended = extensionDecl.extendedType.trimmedDescription
            for member in extensionDecl.memberBlock.members {
                if let function = member.decl.as(FunctionDeclSyntax.self) { extensionMembers[extended, default: []].insert(function.name.text) }
                for binding in member.decl.as(VariableDeclSyntax.self)?.bindings ?? [] {
                    if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { extensionMembers[extended, default: []].insert(name) }
                }
            }
            for member in extensionDecl.memberBlock.members { collectTypes(member.decl, outer: extended.split(separator: ".").map(String.init)) }
            return
        } else {
            return
        }
        _ = isClassLike
        let qualified = (outer + [name]).joined(separator: ".")
        var type = DeclaredType(
            name: qualified,
            isView: inherited.contains("View") || inherited.contains("SwiftUI.View"),
            isApp: inherited.contains("App") || inherited.contains("SwiftUI.App"),
            hasStoredProperties: false, mentions: Self.mentions(in: members), nonArguments: [],
            offset: decl.positionAfterSkippingLeadingTrivia.utf8Offset)
        type.isGeneric = isGeneric || outer.contains { outerName in types.contains { $0.name.hasSuffix(outerName) && $0.isGeneric } }
        type.isStructOrClass = isStructOrClass
        type.inherited = inherited
        var declaresInitializer = false
        var declaresInitializerWithoutArguments = false
        var asksForProperty = false
        for member in members.members {
            if let initializer = member.decl.as(InitializerDeclSyntax.self) {
                declaresInitializer = true
                if initializer.signature.parameterClause.parameters.allSatisfy({ $0.defaultValue != nil }) { declaresInitializerWithoutArguments = true }
            }
            if let variable = member.decl.as(VariableDeclSyntax.self), !variable.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }) {
                asksForProperty = asksForProperty || variable.bindings.contains { Self.memberwiseInitializerAsks(for: $0, of: variable) }
            }
            if let function = member.decl.as(FunctionDeclSyntax.self) { type.functions.insert(function.name.text) }
            if let variable = member.decl.as(VariableDeclSyntax.self) {
                let isStatic = variable.modifiers.contains { ["static", "class"].contains($0.name.text) }
                let attributeNames = variable.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription }
                let isState = attributeNames.contains { ["State", "StateObject", "SceneStorage", "AppStorage"].contains($0) }
                for binding in variable.bindings where !isStatic {
                    guard let propertyName = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                    if variable.bindingSpecifier.tokenKind == .keyword(.var) {
                        type.variables.append(propertyName)
                        if variable.modifiers.contains(where: { $0.name.text == "private" }) { type.privateVariables.insert(propertyName) }
                    }
                    if isState { type.stateProperties.insert(propertyName) }
                    if binding.accessorBlock == nil { type.hasStoredProperties = true }
                    if variable.bindingSpecifier.tokenKind == .keyword(.let), binding.initializer != nil { type.nonArguments.insert(propertyName) }
                }
                if type.isApp, let binding = variable.bindings.first,
                   binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body",
                   let accessors = binding.accessorBlock, case .getter(let statements) = accessors.accessors {
                    appWindowView = appWindowView ?? Self.windowGroupView(in: statements)
                    appWindowConstruction = appWindowConstruction ?? Self.windowGroupView(in: statements, built: Self.viewBuiltWithArguments)
                }
                if inherited.contains("PreviewProvider"), let binding = variable.bindings.first,
                   binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "previews",
                   let accessors = binding.accessorBlock, case .getter(let statements) = accessors.accessors,
                   let view = Self.viewBuiltWithoutArguments(in: statements) {
                    previewViews.append(view)
                }
            }
            collectTypes(member.decl, outer: outer + [name])
        }
        type.needsArguments = declaresInitializer ? !declaresInitializerWithoutArguments : asksForProperty
        types.append(type)
    }

    /// Whether a struct's memberwise initializer has no default for a stored property: a
    /// `let` without a value, a wrapped `@Binding` or `@ObservedObject`, a plain `var` of a
    /// type that is not optional.
    private static func memberwiseInitializerAsks(for binding: PatternBindingSyntax, of variable: VariableDeclSyntax) -> Bool {
        guard binding.accessorBlock == nil, binding.initializer == nil else { return false }
        let wrappers = variable.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription }
        if !wrappers.isEmpty { return wrappers.contains { ["Binding", "ObservedObject", "Bindable", "State", "StateObject"].contains($0) } }
        if variable.bindingSpecifier.tokenKind == .keyword(.let) { return true }
        guard let type = binding.typeAnnotation?.type else { return false }
        return !(type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self))
    }

    /// Notes the view a `#Preview { … }` shows.
    mutating func notePreview(_ statements: CodeBlockItemListSyntax) {
        if let view = Self.viewBuiltWithoutArguments(in: statements) { previewViews.append(view) }
    }

    private static func inherited(_ clause: InheritanceClauseSyntax?) -> [String] {
        clause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
    }

    private static func mentions(in members: MemberBlockSyntax) -> Set<String> {
        var names: Set<String> = []
        for token in members.tokens(viewMode: .sourceAccurate) where token.tokenKind.isIdentifier {
            names.insert(token.text)
        }
        return names
    }

    /// The view a `WindowGroup { … }` (or `Window`, `DocumentGroup`) of a scene body shows.
    private static func windowGroupView(in statements: CodeBlockItemListSyntax) -> String? {
        windowGroupView(in: statements, built: viewBuiltWithoutArguments)
    }

    private static func windowGroupView<Found>(in statements: CodeBlockItemListSyntax, built: (CodeBlockItemListSyntax) -> Found?) -> Found? {
        for item in statements {
            var current: ExprSyntax?
            switch item.item {
            case .expr(let expression): current = expression
            case .stmt(let statement): current = statement.as(ExpressionStmtSyntax.self)?.expression ?? statement.as(ReturnStmtSyntax.self)?.expression
            case .decl: current = nil
            }
            while let call = current?.as(FunctionCallExprSyntax.self) {
                if let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                   ["WindowGroup", "Window", "DocumentGroup"].contains(name), let closure = call.trailingClosure {
                    return built(closure.statements)
                }
                current = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
            }
        }
        return nil
    }

    /// The view the first expression of `statements` builds with arguments (`DeckView(cards:
    /// [...])`, its modifiers left out), and where that call is.
    static func viewBuiltWithArguments(in statements: CodeBlockItemListSyntax) -> (view: String, range: Range<Int>)? {
        for item in statements {
            var current: ExprSyntax?
            switch item.item {
            case .expr(let expression): current = expression
            case .stmt(let statement): current = statement.as(ExpressionStmtSyntax.self)?.expression ?? statement.as(ReturnStmtSyntax.self)?.expression
            case .decl: continue
            }
            while let call = current?.as(FunctionCallExprSyntax.self), let access = call.calledExpression.as(MemberAccessExprSyntax.self), let base = access.base {
                current = base
            }
            guard let call = current?.as(FunctionCallExprSyntax.self),
                  let reference = call.calledExpression.as(DeclReferenceExprSyntax.self),
                  !call.arguments.isEmpty || call.trailingClosure != nil else { return nil }
            return (reference.baseName.text, call.positionAfterSkippingLeadingTrivia.utf8Offset..<call.endPositionBeforeTrailingTrivia.utf8Offset)
        }
        return nil
    }

    /// The view built without arguments by the first expression of `statements`, through modifiers.
    static func viewBuiltWithoutArguments(in statements: CodeBlockItemListSyntax) -> String? {
        for item in statements {
            var current: ExprSyntax?
            switch item.item {
            case .expr(let expression): current = expression
            case .stmt(let statement): current = statement.as(ExpressionStmtSyntax.self)?.expression ?? statement.as(ReturnStmtSyntax.self)?.expression
            case .decl: continue
            }
            while let call = current?.as(FunctionCallExprSyntax.self), let access = call.calledExpression.as(MemberAccessExprSyntax.self), let base = access.base {
                current = base
            }
            guard let call = current?.as(FunctionCallExprSyntax.self),
                  let reference = call.calledExpression.as(DeclReferenceExprSyntax.self),
                  call.arguments.isEmpty, call.trailingClosure == nil else { return nil }
            return reference.baseName.text
        }
        return nil
    }
}

private extension TokenKind {
    var isIdentifier: Bool {
        if case .identifier = self { return true }
        return false
    }
}
