import SwiftSyntax

/// Lowers the declarations of an example: registers its types, members, globals and
/// functions before any body, so calls resolve in any order; then lowers the bodies and
/// picks the root view.
final class DeclarationLowerer: LowererPart {
    unowned let lowerer: Lowerer
    /// Stored property initial values, lowered after globals and before bodies: their types feed inference.
    var pendingInitializers: [() -> Void] = []

    init(lowerer: Lowerer) {
        self.lowerer = lowerer
    }

    /// Lowers every declaration of the joined example and picks the root view.
    func lowerProgram(_ file: SourceFileSyntax, rootName: String?, rootProblemOffset: Int) -> LoweredProgram {
        var typeDecls: [DeclSyntax] = []
        var extensions: [ExtensionDeclSyntax] = []
        var topFunctions: [FunctionDeclSyntax] = []
        var stateVariables: [VariableDeclSyntax] = []
        var bodyDeclaration: VariableDeclSyntax?
        var globalVariables: [VariableDeclSyntax] = []
        var bareItems: [CodeBlockItemSyntax] = []
        var scaffolding: [StructDeclSyntax] = []
        var previews: [ClosureExprSyntax?] = []

        for item in file.statements {
            if let preview = Self.previewMacro(item) {
                previews.append(preview.trailingClosure)
                continue
            }
            switch item.item {
            case .decl(let decl):
                if let structDecl = decl.as(StructDeclSyntax.self), isWholeFileScaffolding(structDecl) {
                    scaffolding.append(structDecl)
                } else if decl.is(StructDeclSyntax.self) || decl.is(EnumDeclSyntax.self) || decl.is(ClassDeclSyntax.self) {
                    typeDecls.append(decl)
                } else if let ext = decl.as(ExtensionDeclSyntax.self) {
                    extensions.append(ext)
                } else if let function = decl.as(FunctionDeclSyntax.self) {
                    topFunctions.append(function)
                } else if let variable = decl.as(VariableDeclSyntax.self) {
                    if variable.hasAttribute(.state) || variable.hasAttribute(.binding) {
                        stateVariables.append(variable)
                    } else if variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body",
                              variable.bindings.first?.accessorBlock != nil {
                        bodyDeclaration = variable
                    } else if variable.bindings.contains(where: { $0.accessorBlock != nil }) {
                        // A computed top-level property belongs with the implicit root's members.
                        stateVariables.append(variable)
                    } else {
                        globalVariables.append(variable)
                    }
                } else if decl.is(ImportDeclSyntax.self) {
                    continue
                } else {
                    reportUnsupportedDeclaration(decl)
                }
            case .stmt(let stmt):
                if let expressionStatement = stmt.as(ExpressionStmtSyntax.self), expressionStatement.expression.is(IfExprSyntax.self) || expressionStatement.expression.is(SwitchExprSyntax.self) {
                    bareItems.append(item)
                } else {
                    report.unsupported(stmt, "top-level statement")
                }
            case .expr:
                bareItems.append(item)
            }
        }

        // Phase A: every declared type's name, nested ones flattened.
        for decl in typeDecls { registerType(decl) }
        var wholeFileRoots = WholeFileRoots()
        var appRoot: (type: TypeDeclaration, decl: StructDeclSyntax, window: CodeBlockItemListSyntax)?
        for decl in scaffolding {
            // An app that keeps state (`@StateObject var store = Store()`) runs as the root:
            // what its window group provides (`.environmentObject(store)`) reaches the views.
            if appRoot == nil, let window = statefulAppWindow(decl) {
                let type = TypeDeclaration(name: decl.name.text, kind: .structType, offset: decl.name.offset)
                type.conformances = ["View"]
                addType(type, at: decl.name)
                appRoot = (type, decl, window)
                wholeFileRoots.app = (decl.name.text, decl.name.offset)
                continue
            }
            collectRoot(from: decl, into: &wholeFileRoots)
        }
        for preview in previews { collectRoot(fromPreview: preview, into: &wholeFileRoots) }
        for ext in extensions {
            let name = ext.extendedType.trimmedDescription
            if name.names(.view) || name.names(.qualifiedView) { continue }
            if symbols.types[name] == nil { report.unsupported(ext, "extension of '\(name)'") }
        }

        let hasImplicitRoot = !stateVariables.isEmpty || bodyDeclaration != nil || !bareItems.isEmpty
        var implicitRoot: TypeDeclaration?
        if hasImplicitRoot {
            let name = symbols.types["ContentView"] == nil ? "ContentView" : "ExampleRoot"
            let root = TypeDeclaration(name: name, kind: .structType, offset: 0)
            root.conformances = ["View"]
            symbols.types[name] = root
            symbols.typeOrder.append(root)
            implicitRoot = root
        }

        // Phase B: member shells, so calls resolve in any order.
        var memberLists: [(TypeDeclaration, [MemberBlockItemSyntax])] = []
        var pendingBodies: [() -> Void] = []
        for decl in typeDecls { collectMembers(decl, into: &memberLists) }
        for ext in extensions {
            let extended = ext.extendedType.trimmedDescription
            if extended == "View" || extended == "SwiftUI.View" {
                pendingBodies += registerViewExtension(ext)
                continue
            }
            if let type = symbols.types[extended] {
                memberLists.append((type, Array(ext.memberBlock.members)))
                for inherited in ext.inheritanceClause?.inheritedTypes ?? [] {
                    type.conformances.insert(inherited.type.trimmedDescription)
                }
            }
        }
        for (type, members) in memberLists {
            pendingBodies += registerMembers(of: type, members.map(\.decl))
        }
        if let (type, decl, window) = appRoot {
            let members = decl.memberBlock.members.map(\.decl).filter { member in
                guard let variable = member.as(VariableDeclSyntax.self) else { return true }
                return variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text != "body"
            }
            pendingBodies += registerMembers(of: type, members)
            let body = FunctionIR(name: "body", offset: window.first?.offset ?? type.offset)
            body.isBuilder = true
            body.hasSelf = true
            body.resultType = .view
            type.computedProperties["body"] = body
            pendingBodies.append { [unowned self] in self.lowerBody(body, of: type, items: window) }
        }
        if let root = implicitRoot {
            var decls: [DeclSyntax] = stateVariables.map { DeclSyntax($0) }
            if let bodyDeclaration { decls.append(DeclSyntax(bodyDeclaration)) }
            decls += topFunctions.map { DeclSyntax($0) }
            pendingBodies += registerMembers(of: root, decls)
            if bodyDeclaration == nil && !bareItems.isEmpty {
                let body = FunctionIR(name: "body", offset: bareItems[0].offset)
                body.isBuilder = true
                body.hasSelf = true
                body.resultType = .view
                root.computedProperties["body"] = body
                let items = bareItems
                pendingBodies.append { [unowned self] in
                    // The items themselves, in the file's tree: their offsets are the page's.
                    self.lowerBody(body, of: root, items: items)
                }
            } else if !bareItems.isEmpty {
                report.unsupported(bareItems[0], "a bare view expression together with 'var body'")
            }
        } else {
            for function in topFunctions {
                let ir = functionShell(function, isMethod: false)
                symbols.globalFunctions[ir.name, default: []].append(ir)
                pendingBodies.append { [unowned self] in
                    if let body = function.body { self.lowerBody(ir, of: nil, items: body.statements) }
                }
            }
        }

        // Globals before bodies: their types feed inference.
        for variable in globalVariables { lowerGlobal(variable) }
        for lower in pendingInitializers { lower() }
        for lower in pendingBodies { lower() }

        let root = pickRoot(named: rootName, implicitRoot: implicitRoot, wholeFileRoots: wholeFileRoots, problemOffset: rootProblemOffset)
        return LoweredProgram(types: symbols.types, globals: symbols.globals, root: root, implicitRoot: implicitRoot != nil)
    }

    /// `extension View { func cardStyle() -> some View { … } }`: each method becomes a
    /// modifier any view can call; `self` is the view it is called on.
    private func registerViewExtension(_ ext: ExtensionDeclSyntax) -> [() -> Void] {
        var pending: [() -> Void] = []
        for member in ext.memberBlock.members {
            guard let function = member.decl.as(FunctionDeclSyntax.self) else {
                report.unsupported(member.decl, "a member of 'extension View' other than a method")
                continue
            }
            let ir = functionShell(function, isMethod: true)
            symbols.viewExtensionMethods[ir.name, default: []].append(ir)
            if let body = function.body {
                pending.append { [unowned self] in self.lowerBody(ir, of: nil, items: body.statements) }
            }
        }
        return pending
    }

    /// A `#Preview` macro at the top level, as a declaration or an expression: accepted, not run.
    static func previewMacro(_ item: CodeBlockItemSyntax) -> PreviewMacro? {
        switch item.item {
        case .decl(let decl):
            if let macro = decl.as(MacroExpansionDeclSyntax.self), macro.macroName.text == "Preview" { return PreviewMacro(trailingClosure: macro.trailingClosure) }
        case .expr(let expr):
            if let macro = expr.as(MacroExpansionExprSyntax.self), macro.macroName.text == "Preview" { return PreviewMacro(trailingClosure: macro.trailingClosure) }
        case .stmt(let stmt):
            if let macro = stmt.as(ExpressionStmtSyntax.self)?.expression.as(MacroExpansionExprSyntax.self), macro.macroName.text == "Preview" {
                return PreviewMacro(trailingClosure: macro.trailingClosure)
            }
        }
        return nil
    }

    private func reportUnsupportedDeclaration(_ decl: DeclSyntax) {
        switch decl.as(DeclSyntaxEnum.self) {
        case .protocolDecl: report.unsupported(decl, "protocol declaration")
        case .actorDecl: report.unsupported(decl, "actor declaration")
        case .typeAliasDecl: report.unsupported(decl, "typealias")
        default: report.unsupported(decl, "declaration '\(decl.kind)'")
        }
    }

    /// `outer` is the model name of the type `decl` is nested in: nested types are found by
    /// their own names, and shown to the model as Swift names them (`Outer.Route`).
    private func registerType(_ decl: DeclSyntax, outer: String? = nil) {
        // `@Observable` and other macros and attributes SwiftUI and Observation declare.
        for case .attribute(let attribute) in decl.asProtocol(WithAttributesSyntax.self)?.attributes ?? [] {
            availability.checkAttributeAvailability(attribute)
        }
        if let structDecl = decl.as(StructDeclSyntax.self) {
            let type = TypeDeclaration(name: structDecl.name.text, kind: .structType, offset: structDecl.name.offset)
            type.genericParameters = structDecl.genericParameterClause?.parameters.map(\.name.text) ?? []
            type.conformances = Set(structDecl.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? [])
            type.modelName = outer.map { $0 + "." + type.name } ?? type.name
            addType(type, at: structDecl.name)
            for requirement in structDecl.genericWhereClause?.requirements ?? [] {
                if case .conformanceRequirement(let conformance) = requirement.requirement,
                   let name = conformance.leftType.as(IdentifierTypeSyntax.self)?.name.text,
                   !type.genericParameters.contains(name) {
                    report.error(conformance.leftType.offset, "interpreter.cannotFindType", "cannot find type '\(name)' in scope")
                }
            }
            for member in structDecl.memberBlock.members where member.decl.is(StructDeclSyntax.self) || member.decl.is(EnumDeclSyntax.self) {
                registerType(member.decl, outer: type.modelName)
            }
        } else if let classDecl = decl.as(ClassDeclSyntax.self) {
            // `@Observable final class Router`, `class Model: ObservableObject`: reference types.
            let type = TypeDeclaration(name: classDecl.name.text, kind: .classType, offset: classDecl.name.offset)
            type.conformances = Set(classDecl.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? [])
            type.modelName = outer.map { $0 + "." + type.name } ?? type.name
            addType(type, at: classDecl.name)
            for member in classDecl.memberBlock.members where Self.isNestedType(member.decl) {
                registerType(member.decl, outer: type.modelName)
            }
        } else if let enumDecl = decl.as(EnumDeclSyntax.self) {
            let type = TypeDeclaration(name: enumDecl.name.text, kind: .enumType, offset: enumDecl.name.offset)
            let inherited = enumDecl.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
            type.conformances = Set(inherited)
            if let first = inherited.first, ["String", "Int", "Double", "Character"].contains(first) {
                type.rawType = first == "Int" ? .int : first == "Double" ? .double : .string
            }
            type.modelName = outer.map { $0 + "." + type.name } ?? type.name
            addType(type, at: enumDecl.name)
            for member in enumDecl.memberBlock.members where member.decl.is(StructDeclSyntax.self) || member.decl.is(EnumDeclSyntax.self) {
                registerType(member.decl, outer: type.modelName)
            }
        }
    }

    private func addType(_ type: TypeDeclaration, at name: TokenSyntax) {
        if symbols.types[type.name] != nil {
            report.error(name.offset, "interpreter.redeclaration", "invalid redeclaration of '\(type.name)'")
            return
        }
        symbols.types[type.name] = type
        symbols.typeOrder.append(type)
    }

    private func collectMembers(_ decl: DeclSyntax, into lists: inout [(TypeDeclaration, [MemberBlockItemSyntax])]) {
        let name: String
        let members: MemberBlockItemListSyntax
        if let structDecl = decl.as(StructDeclSyntax.self) {
            name = structDecl.name.text
            members = structDecl.memberBlock.members
        } else if let enumDecl = decl.as(EnumDeclSyntax.self) {
            name = enumDecl.name.text
            members = enumDecl.memberBlock.members
        } else if let classDecl = decl.as(ClassDeclSyntax.self) {
            name = classDecl.name.text
            members = classDecl.memberBlock.members
        } else {
            return
        }
        guard let type = symbols.types[name], type.offset == decl.asProtocol(NamedDeclSyntax.self)?.name.offset else { return }
        lists.append((type, Array(members.filter { !Self.isNestedType($0.decl) })))
        for member in members where Self.isNestedType(member.decl) {
            collectMembers(member.decl, into: &lists)
        }
    }

    /// Registers the members of a type and returns closures that lower their bodies later.
    private func registerMembers(of type: TypeDeclaration, _ decls: [DeclSyntax]) -> [() -> Void] {
        var pending: [() -> Void] = []
        bodyScope.genericParameters = Set(type.genericParameters)
        bodyScope.currentType = type
        defer { bodyScope.currentType = nil; bodyScope.genericParameters = [] }
        for decl in decls {
            switch decl.as(DeclSyntaxEnum.self) {
            case .variableDecl(let variable):
                pending += registerProperty(variable, of: type)
            case .functionDecl(let function):
                let ir = functionShell(function, isMethod: true)
                type.methods[ir.name, default: []].append(ir)
                if let body = function.body {
                    pending.append { [unowned self] in self.lowerBody(ir, of: type, items: body.statements) }
                }
            case .initializerDecl(let initializer):
                let ir = FunctionIR(name: "init", offset: initializer.initKeyword.offset)
                ir.hasSelf = true
                ir.isMutating = true
                ir.parameters = parameters(initializer.signature.parameterClause)
                type.initializers.append(ir)
                if let body = initializer.body {
                    pending.append { [unowned self] in self.lowerBody(ir, of: type, items: body.statements) }
                }
            case .enumCaseDecl(let caseDecl):
                for element in caseDecl.elements {
                    var rawValue: RuntimeValue?
                    if let raw = element.rawValue?.value {
                        if let string = raw.as(StringLiteralExprSyntax.self) {
                            rawValue = .string(string.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined())
                        } else if let int = raw.as(IntegerLiteralExprSyntax.self) {
                            // Lowered as any literal is, so one past `Int.max` is the same error.
                            if case .literal(let value) = expressions.lowerExpression(ExprSyntax(int), expected: .int).expr { rawValue = value }
                        }
                    } else if type.rawType == .string {
                        rawValue = .string(element.name.text)
                    } else if type.rawType == .int {
                        let previous = type.cases.last?.rawValue
                        if case .int(let value)? = previous {
                            // The next raw value counts on from the previous one; past `Int.max` Swift
                            // rejects the literal it would be, and so does navdocs, at the case.
                            let (next, overflow) = value.addingReportingOverflow(1)
                            if overflow {
                                report.error(element.name.offset, "interpreter.literalOverflow",
                                       "integer literal '\(value.magnitude + 1)' overflows when stored into 'Int'")
                            } else {
                                rawValue = .int(next)
                            }
                        } else {
                            rawValue = .int(0)
                        }
                    }
                    let parameters = element.parameterClause?.parameters.map { parameter in
                        (label: parameter.firstName?.text == "_" ? nil : parameter.firstName?.text, type: typeResolver.resolveType(parameter.type))
                    } ?? []
                    type.cases.append(TypeDeclaration.EnumCase(name: element.name.text, parameters: parameters, rawValue: rawValue))
                }
            case .deinitializerDecl:
                // Nothing is ever deallocated while an example runs.
                continue
            case .typeAliasDecl(let alias):
                report.unsupported(alias, "typealias")
            case .ifConfigDecl(let config):
                report.unsupported(config, "'#if' block")
            default:
                reportUnsupportedDeclaration(decl)
            }
        }
        return pending
    }

    private func registerProperty(_ variable: VariableDeclSyntax, of type: TypeDeclaration) -> [() -> Void] {
        var pending: [() -> Void] = []
        let isStatic = variable.modifiers.contains { $0.name.text == "static" }
        let attributes = variable.attributes.compactMap { $0.as(AttributeSyntax.self).flatMap(KnownAttribute.init) }
        // With several wrappers (which Swift rejects), a binding wins over state and an observed object over both.
        var wrapper: PropertyWrapperKind = .none
        for kind in [PropertyWrapperKind.state, .binding, .observed] where attributes.contains(where: { $0.storedPropertyWrapper == kind }) {
            wrapper = kind
        }
        // State the system saves under a key; `relaunch` brings it back (N40).
        let isPersisted = attributes.contains(.sceneStorage) || attributes.contains(.appStorage)
        var hasUnsupportedWrapper = false
        for attribute in variable.attributes {
            if let attribute = attribute.as(AttributeSyntax.self) {
                let name = attribute.attributeName.trimmedDescription
                availability.checkAttributeAvailability(attribute)
                availability.checkEnvironmentAvailability(attribute)
                if let helper = undeclaredEnvironmentHelper(attribute, variable) {
                    // A key or an object type another file declares: the property holds an undeclared helper.
                    for binding in variable.bindings {
                        guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
                        let name = pattern.identifier.text
                        type.storedProperties.append(TypeDeclaration.StoredProperty(
                            name: name, type: .undeclared(name), wrapper: .none,
                            initializer: .literal(.undeclared(name: name, offset: pattern.offset)),
                            hasInitialValue: true, isLet: true, offset: pattern.offset, isViewBuilderClosure: false))
                    }
                    if let (name, offset) = helper { expressions.warnUndeclared(name, at: offset) }
                    return []
                } else if let environment = environmentWrapper(attribute, variable) {
                    wrapper = environment
                } else if let key = Self.environmentKeyName(attribute) {
                    // Said where it is declared; a view that only declares it still runs.
                    report.warning(attribute.offset, "interpreter.environmentValueNotModelled",
                         "environment value '\\.\(key)' is not modelled; code that reads it cannot run")
                    // The catalog gives the value's type (`ColorScheme`): its implicit members resolve.
                    let valueType = catalog.environmentValues(named: key).first.map(\.result) ?? ""
                    let staticType: StaticType = catalog.knowsStaticMembers(of: valueType) ? .swiftUI(valueType) : .opaque("EnvironmentValues.\(key)")
                    for binding in variable.bindings {
                        guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
                        type.storedProperties.append(TypeDeclaration.StoredProperty(
                            name: pattern.identifier.text, type: staticType, wrapper: .none,
                            initializer: .literal(.opaque(type: "EnvironmentValues.\(key)", arguments: [])),
                            hasInitialValue: true, isLet: true, offset: pattern.offset, isViewBuilderClosure: false))
                    }
                    return []
                } else if KnownAttribute(attribute)?.isAcceptedWithoutArguments != true {
                    report.error(attribute.offset, "interpreter.unsupported", "unsupported: '@\(name)' property wrapper")
                    hasUnsupportedWrapper = true
                }
            }
        }
        if hasUnsupportedWrapper {
            // One root cause, one diagnostic: the property stays declared (optional in the
            // memberwise initializer, of no known type) and `$x` is accepted, so its uses
            // report nothing more.
            for binding in variable.bindings {
                guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
                report.suppressedNames.insert(pattern.identifier.text)
                type.storedProperties.append(TypeDeclaration.StoredProperty(
                    name: pattern.identifier.text, type: .unknown, wrapper: .none, initializer: .invalid,
                    hasInitialValue: true, isLet: false, offset: pattern.offset, isViewBuilderClosure: false))
            }
            return []
        }
        for binding in variable.bindings {
            guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else {
                report.unsupported(binding.pattern, "destructuring property declaration")
                continue
            }
            let name = pattern.identifier.text
            var declaredType = typeResolver.resolveType(binding.typeAnnotation?.type)
            // `@Environment(Router.self) private var router`: the type is the attribute's.
            if case .environmentObject(let typeName, _) = wrapper, !declaredType.isKnown, symbols.types[typeName] != nil {
                declaredType = .declared(typeName)
            }
            if case .environmentValue(let key) = wrapper { declaredType = key.valueType }
            if variable.hasAttribute(.viewBuilder), binding.accessorBlock == nil, binding.initializer == nil, !isStatic {
                if case .function = declaredType {} else {
                    declaredType = .function(parameters: [], result: .view)
                    type.viewBuilderContentProperties.insert(name)
                }
            }
            if let accessorBlock = binding.accessorBlock {
                let getter = FunctionIR(name: name, offset: pattern.offset)
                getter.hasSelf = true
                getter.resultType = declaredType
                getter.isBuilder = declaredType == .view || variable.hasAttribute(.viewBuilder)
                getter.isStatic = isStatic
                type.computedProperties[name] = getter
                pending.append { [unowned self] in
                    switch accessorBlock.accessors {
                    case .getter(let items):
                        self.lowerBody(getter, of: type, items: items)
                    case .accessors(let accessors):
                        if let get = accessors.first(where: { $0.accessorSpecifier.text == "get" }), let body = get.body {
                            self.lowerBody(getter, of: type, items: body.statements)
                        } else {
                            self.report.unsupported(accessorBlock, "property observers and setters")
                        }
                    }
                }
                continue
            }
            if isStatic {
                // Declared now (a placeholder), lowered with the stored initial values: other
                // initial values may read it (`@State var recipes = Recipe.samples`).
                type.staticProperties[name] = .invalid
                type.staticPropertyTypes[name] = declaredType
                pendingInitializers.insert({ [unowned self] in
                    self.bodyScope.currentType = type
                    defer { self.bodyScope.currentType = nil }
                    if let value = binding.initializer?.value {
                        let lowered = self.lowerDetached { self.expressions.lowerExpression(value, expected: declaredType) }
                        type.staticProperties[name] = lowered.expr
                        if !declaredType.isKnown { type.staticPropertyTypes[name] = lowered.type }
                    }
                }, at: 0)
                continue
            }
            let index = type.storedProperties.count
            type.storedProperties.append(TypeDeclaration.StoredProperty(
                name: name, type: declaredType, wrapper: wrapper, initializer: nil,
                hasInitialValue: binding.initializer != nil, isLet: variable.bindingSpecifier.tokenKind == .keyword(.let), offset: pattern.offset,
                // `var onDelete: () -> Void` is an action the view was given, not content it builds.
                isViewBuilderClosure: { if case .function(_, let result) = declaredType { return result != .void }; return false }()
            ))
            type.storedProperties[index].isPersisted = isPersisted
            if let annotation = binding.typeAnnotation?.type { noteGenericWitness(annotation, property: index, of: type) }
            if let value = binding.initializer?.value {
                pendingInitializers.append({ [unowned self] in
                    self.bodyScope.currentType = type
                    self.bodyScope.genericParameters = Set(type.genericParameters)
                    defer { self.bodyScope.currentType = nil; self.bodyScope.genericParameters = [] }
                    let lowered = self.lowerDetached { self.expressions.lowerExpression(value, expected: declaredType) }
                    self.typeResolver.checkConvertible(lowered.type, to: declaredType, at: value.offset, .declaration)
                    type.storedProperties[index].initializer = lowered.expr
                    // A view creates such an object each time the view value is made, and the
                    // model keeps only state: what the object holds would be lost without a word.
                    // N43 [M]: the model treats it as lost even in a root view, which SwiftUI may
                    // create only once; no source says how often, so the warning says it is a choice.
                    if type.isView, wrapper == .none || wrapper == .observed, case .structInit(let created, _, _, _) = lowered.expr, created.kind == .classType {
                        self.report.warning(pattern.offset, "interpreter.objectNotOwned",
                                  "'\(name)' makes a new '\(created.name)' each time '\(type.name)' is created, so SwiftUI does not keep it; own it with '@State' (or '@StateObject'). The model treats it as lost even in a root view SwiftUI may create only once: its own choice [M] (N43)")
                    }
                    if !declaredType.isKnown { type.storedProperties[index].type = lowered.type }
                })
            } else if wrapper == .state, case .optional = declaredType {
                type.storedProperties[index].initializer = .literal(.none)
            } else if case .optional = declaredType, !type.storedProperties[index].isLet {
                type.storedProperties[index].initializer = .literal(.none)
            }
        }
        return pending
    }

    /// Lowers an expression that runs outside any function (an initial value).
    func lowerDetached<T>(_ body: () -> T) -> T {
        let function = FunctionIR(name: "initializer", offset: 0)
        let result = bodyScope.withFunction(function, selfType: nil, isBuilder: false, body)
        if function.slotCount > Frame.detachedSlotCount {
            report.error(0, "interpreter.unsupported", "unsupported: an initial value that declares more than \(Frame.detachedSlotCount) variables")
        }
        return result
    }

    func functionShell(_ function: FunctionDeclSyntax, isMethod: Bool) -> FunctionIR {
        let ir = FunctionIR(name: function.name.text, offset: function.name.offset)
        ir.parameters = parameters(function.signature.parameterClause)
        ir.isMutating = function.modifiers.contains { $0.name.text == "mutating" }
        ir.isStatic = function.modifiers.contains { $0.name.text == "static" }
        ir.hasSelf = isMethod && !ir.isStatic
        ir.resultType = typeResolver.resolveType(function.signature.returnClause?.type)
        if function.signature.returnClause == nil { ir.resultType = .void }
        ir.isBuilder = ir.resultType == .view || function.hasAttribute(.viewBuilder)
        return ir
    }

    func parameters(_ clause: FunctionParameterClauseSyntax) -> [ParameterIR] {
        clause.parameters.map { parameter in
            let label = parameter.firstName.text == "_" ? nil : parameter.firstName.text
            let name = parameter.secondName?.text ?? parameter.firstName.text
            let isViewBuilder = parameter.attributes.contains { $0.as(AttributeSyntax.self).flatMap(KnownAttribute.init) == .viewBuilder }
            var defaultValue: Expr?
            if let value = parameter.defaultValue?.value {
                defaultValue = lowerDetached { expressions.lowerExpression(value, expected: typeResolver.resolveType(parameter.type)).expr }
            }
            return ParameterIR(label: label, name: name, type: typeResolver.resolveType(parameter.type), defaultValue: defaultValue, isViewBuilder: isViewBuilder)
        }
    }

    func lowerBody<Items: Collection<CodeBlockItemSyntax>>(_ function: FunctionIR, of type: TypeDeclaration?, items: Items) {
        let savedType = bodyScope.currentType
        let savedGenerics = bodyScope.genericParameters
        bodyScope.currentType = type
        bodyScope.genericParameters = Set(type?.genericParameters ?? [])
        defer { bodyScope.currentType = savedType; bodyScope.genericParameters = savedGenerics }
        bodyScope.withFunction(function, selfType: function.hasSelf ? type : nil, isBuilder: function.isBuilder) {
            // A method without a declared type is a method of `extension View`: `self` is a view.
            // A class's methods change its properties through `self`, a reference.
            if function.hasSelf { bodyScope.declareLocal("self", type: type.map { .declared($0.name) } ?? .view, isLet: !function.isMutating && type?.kind != .classType) }
            for parameter in function.parameters {
                bodyScope.declareLocal(parameter.name, type: parameter.type)
            }
            function.isSingleExpression = items.count == 1 && items.first.map { item in
                if case .expr = item.item { return true }
                if case .stmt(let stmt) = item.item, let expression = stmt.as(ExpressionStmtSyntax.self) {
                    return expression.expression.is(IfExprSyntax.self) == false && expression.expression.is(SwitchExprSyntax.self) == false
                }
                return false
            } == true
            function.body = statements.lowerStatements(items, resultType: function.resultType)
        }
    }

    private func lowerGlobal(_ variable: VariableDeclSyntax) {
        for binding in variable.bindings {
            guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else {
                report.unsupported(binding.pattern, "destructuring declaration")
                continue
            }
            if binding.accessorBlock != nil {
                report.unsupported(binding, "computed global variable")
                continue
            }
            let declared = typeResolver.resolveType(binding.typeAnnotation?.type)
            var lowered = (expr: Expr.literal(.none), type: declared)
            if let value = binding.initializer?.value {
                let result = lowerDetached { expressions.lowerExpression(value, expected: declared) }
                lowered = (result.expr, declared.isKnown ? declared : result.type)
            } else if case .optional = declared {
            } else {
                report.error(pattern.offset, "interpreter.uninitialized", "global '\(pattern.identifier.text)' must have an initial value")
            }
            symbols.globalIndex[pattern.identifier.text] = symbols.globals.count
            symbols.globals.append(LoweringSymbols.GlobalVariable(
                name: pattern.identifier.text, type: lowered.type, initializer: lowered.expr, offset: pattern.offset,
                isVariable: variable.bindingSpecifier.tokenKind == .keyword(.var)))
        }
    }

    /// The root view: `root=TYPE`, the implicit root, the app's window group, a preview, or
    /// the top of the "uses" graph.
    ///
    /// Without an app or a preview naming it, the candidates are the declared views that can
    /// be created without arguments (a row that takes its item cannot be the root); the root is
    /// the candidate no other candidate uses, directly or through other declarations. Several
    /// such tops need `root=`, and the message lists only them.
    private func pickRoot(named rootName: String?, implicitRoot: TypeDeclaration?, wholeFileRoots: WholeFileRoots, problemOffset: Int) -> TypeDeclaration? {
        if let rootName {
            if let type = symbols.types[rootName], type.isView { return type }
            report.error(problemOffset, "interpreter.rootNotFound", "root view '\(rootName)' is not a 'View' declared in this example")
            return nil
        }
        if let implicitRoot { return implicitRoot }
        if let app = wholeFileRoots.app, let type = symbols.types[app.name] { return type }
        // Previews: the top of the previewed views, else the first preview.
        let previewed = wholeFileRoots.previews.compactMap { symbols.types[$0.name] }
        if let first = previewed.first {
            let previewedTops = topsOfUses(previewed)
            return previewedTops.count == 1 ? previewedTops[0] : first
        }
        let views = symbols.typeOrder.filter(\.isView)
        let creatable = views.filter(canBeCreatedWithoutArguments)
        let tops = topsOfUses(creatable.isEmpty ? views : creatable)
        if tops.count == 1 { return tops[0] }
        if views.isEmpty {
            report.error(problemOffset, "interpreter.noRoot", "example has no root view; declare a 'View' or give 'root=TYPE'")
        } else {
            let names = (tops.isEmpty ? views : tops).map { "'\($0.name)'" }.joined(separator: ", ")
            report.error(problemOffset, "interpreter.ambiguousRoot", "cannot tell which view is the root (\(names)); add 'root=TYPE' to the info string")
        }
        return nil
    }

    /// The candidates no other candidate reaches through the types each declaration names.
    func topsOfUses(_ candidates: [TypeDeclaration]) -> [TypeDeclaration] {
        var unique: [TypeDeclaration] = []
        for candidate in candidates where !unique.contains(where: { $0 === candidate }) { unique.append(candidate) }
        let reached = unique.map { reachableTypeNames(from: $0) }
        return unique.enumerated().filter { index, candidate in
            !unique.indices.contains { other in other != index && reached[other].contains(candidate.name) }
        }.map(\.element)
    }

    /// The declared types a type names, and those they name, transitively.
    private func reachableTypeNames(from type: TypeDeclaration) -> Set<String> {
        var reached: Set<String> = []
        var pending = Array(type.referencedTypeNames)
        while let name = pending.popLast() {
            guard reached.insert(name).inserted, let next = symbols.types[name] else { continue }
            pending += next.referencedTypeNames
        }
        return reached
    }

    /// Whether the view's initializer (written or memberwise) needs no argument.
    private func canBeCreatedWithoutArguments(_ type: TypeDeclaration) -> Bool {
        if !type.initializers.isEmpty {
            return type.initializers.contains { $0.parameters.allSatisfy { $0.defaultValue != nil } }
        }
        return type.storedProperties.allSatisfy { property in
            (property.isLet && property.hasInitialValue) || property.hasInitialValue || property.wrapper == .state
                || property.wrapper.isEnvironment || { if case .optional = property.type { return !property.isLet }; return false }()
        }
    }
}


extension DeclarationLowerer {
    /// `@Environment(\.theme)` with a key no one declares, `@EnvironmentObject var store: Store`
    /// or `@Environment(Store.self)` with an undeclared `Store`: the undeclared name and where it
    /// is (nil inside when it was reported as a near miss instead); nil when the attribute is no such one.
    func undeclaredEnvironmentHelper(_ attribute: AttributeSyntax, _ variable: VariableDeclSyntax) -> (String, Int)?? {
        guard expressions.allowsUndeclaredHelpers else { return nil }
        let known = KnownAttribute(attribute)
        if known == .environmentObject, let typeSyntax = variable.bindings.first?.typeAnnotation?.type.as(IdentifierTypeSyntax.self) {
            let name = typeSyntax.name.text
            guard symbols.types[name] == nil, !catalog.isKnownType(name) else { return nil }
            return .some((name, typeSyntax.offset))
        }
        guard known == .environment, case .argumentList(let arguments)? = attribute.arguments,
              let first = arguments.first?.expression else { return nil }
        if let keyPath = first.as(KeyPathExprSyntax.self), keyPath.components.count == 1,
           let property = keyPath.components.first?.component.as(KeyPathPropertyComponentSyntax.self) {
            let key = property.declName.baseName.text
            guard EnvironmentKey(rawValue: key) == nil, catalog.environmentValues(named: key).isEmpty else { return nil }
            if let suggestion = NearMiss.closest(to: key, in: catalog.memberNames(of: "EnvironmentValues")) {
                report.error(property.declName.offset, "interpreter.noMember", "value of type 'EnvironmentValues' has no member '\(key)'; did you mean '\(suggestion)'?")
                return .some(nil)
            }
            return .some((key, property.declName.offset))
        }
        if let member = first.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self",
           let base = member.base?.as(DeclReferenceExprSyntax.self) {
            let name = base.baseName.text
            guard symbols.types[name] == nil, !catalog.isKnownType(name) else { return nil }
            return .some((name, base.offset))
        }
        return nil
    }

    /// `colorScheme` for `@Environment(\.colorScheme)`.
    static func environmentKeyName(_ attribute: AttributeSyntax) -> String? {
        guard KnownAttribute(attribute) == .environment, case .argumentList(let arguments)? = attribute.arguments,
              let keyPath = arguments.first?.expression.as(KeyPathExprSyntax.self) else { return nil }
        return keyPath.components.last?.component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.text
    }

    static func isNestedType(_ decl: DeclSyntax) -> Bool {
        decl.is(StructDeclSyntax.self) || decl.is(EnumDeclSyntax.self) || decl.is(ClassDeclSyntax.self)
    }

    /// `@EnvironmentObject var model: Model` and `@Environment(Model.self) var model`: an
    /// object an ancestor view provides. `@Environment(\.key)` is not one (nil).
    func environmentWrapper(_ attribute: AttributeSyntax, _ variable: VariableDeclSyntax) -> PropertyWrapperKind? {
        let known = KnownAttribute(attribute)
        if known == .environmentObject {
            let typeName = variable.bindings.first?.typeAnnotation?.type.trimmedDescription ?? "_"
            return .environmentObject(typeName: typeName, isObservable: false)
        }
        guard known == .environment, case .argumentList(let arguments)? = attribute.arguments else { return nil }
        if let keyPath = arguments.first?.expression.as(KeyPathExprSyntax.self) {
            let keyName = keyPath.components.last?.component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.text ?? ""
            if let key = EnvironmentKey(rawValue: keyName) { return .environmentValue(key) }
            return nil
        }
        guard let first = arguments.first?.expression.as(MemberAccessExprSyntax.self),
              first.declName.baseName.text == "self", let base = first.base else { return nil }
        return .environmentObject(typeName: base.trimmedDescription, isObservable: true)
    }
}

extension DeclarationLowerer {
    /// Records a stored property whose declared type shows one of its type's generic
    /// parameters (`let choices: [Choice]`): its value answers `Choice.self` at run time.
    func noteGenericWitness(_ syntax: TypeSyntax, property: Int, of type: TypeDeclaration) {
        guard !type.genericParameters.isEmpty else { return }
        func parameter(_ syntax: TypeSyntax) -> String? {
            guard let identifier = syntax.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil,
                  type.genericParameters.contains(identifier.name.text) else { return nil }
            return identifier.name.text
        }
        var found: (name: String, isElement: Bool)?
        if let name = parameter(syntax) {
            found = (name, false)
        } else if let optional = syntax.as(OptionalTypeSyntax.self), let name = parameter(optional.wrappedType) {
            found = (name, false)
        } else if let array = syntax.as(ArrayTypeSyntax.self), let name = parameter(array.element) {
            found = (name, true)
        } else if let identifier = syntax.as(IdentifierTypeSyntax.self), let arguments = identifier.genericArgumentClause?.arguments,
                  arguments.count == 1, case .type(let argument) = arguments.first!.argument, let name = parameter(argument) {
            switch identifier.name.text {
            case "Binding", "Optional": found = (name, false)
            case "Array", "Set": found = (name, true)
            default: break
            }
        }
        guard let found, type.genericWitnesses[found.name] == nil else { return }
        type.genericWitnesses[found.name] = TypeDeclaration.GenericWitness(property: property, isElement: found.isElement)
    }
}
