import SwiftSyntax

/// What a whole file as Xcode writes it holds besides views: an `App`, previews.
///
/// Neither runs. Each may name the root view: the app by the view in its window
/// group, a preview by the view it shows. The app wins, then the first preview
/// that names a declared view built without arguments, then the rule of §2.
struct WholeFileRoots {
    /// The view an `@main` app's window group shows, with the name's position.
    var app: (name: String, offset: Int)?
    /// The views previews show, in file order.
    var previews: [(name: String, offset: Int)] = []
}

/// A `#Preview { … }` of the file: its name and traits are accepted and ignored.
struct PreviewMacro {
    var trailingClosure: ClosureExprSyntax?
}

extension DeclarationLowerer {
    /// Whether a top-level type is an `App` or a `PreviewProvider`: accepted, never lowered.
    func isWholeFileScaffolding(_ decl: StructDeclSyntax) -> Bool {
        let inherited = decl.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        return inherited.contains("App") || inherited.contains("SwiftUI.App") || inherited.contains("PreviewProvider")
    }

    /// Notes the root an `App` or `PreviewProvider` names.
    func collectRoot(from decl: StructDeclSyntax, into roots: inout WholeFileRoots) {
        let inherited = decl.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        let isApp = inherited.contains("App") || inherited.contains("SwiftUI.App")
        for member in decl.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                  let binding = variable.bindings.first,
                  let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  let accessors = binding.accessorBlock, case .getter(let items) = accessors.accessors else { continue }
            if isApp, name.names(.body) {
                if let window = sceneContent(items) { roots.app = roots.app ?? viewNamed(in: window, warnAboutModifiers: true) }
            } else if !isApp, name.names(.previews), let named = viewNamed(in: items, warnAboutModifiers: false) {
                roots.previews.append(named)
            }
        }
    }

    /// Notes the root a `#Preview { … }` names.
    func collectRoot(fromPreview trailingClosure: ClosureExprSyntax?, into roots: inout WholeFileRoots) {
        guard let items = trailingClosure?.statements, let named = viewNamed(in: items, warnAboutModifiers: false) else { return }
        roots.previews.append(named)
    }

    /// The window group's content of an `App` with stored properties (its state), or nil.
    func statefulAppWindow(_ decl: StructDeclSyntax) -> CodeBlockItemListSyntax? {
        let inherited = decl.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        guard inherited.contains("App") || inherited.contains("SwiftUI.App") else { return nil }
        var hasState = false
        var window: CodeBlockItemListSyntax?
        for member in decl.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first else { continue }
            let isStatic = variable.modifiers.contains { $0.name.text == "static" }
            if binding.accessorBlock == nil, !isStatic { hasState = true }
            if binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body",
               let accessors = binding.accessorBlock, case .getter(let items) = accessors.accessors {
                window = sceneContent(items)
            }
        }
        return hasState ? window : nil
    }

    /// The content of the scene's `WindowGroup { … }` (or `Window`, `DocumentGroup`).
    private func sceneContent(_ items: CodeBlockItemListSyntax) -> CodeBlockItemListSyntax? {
        for item in items {
            var expression: ExprSyntax?
            switch item.item {
            case .expr(let expr): expression = expr
            case .stmt(let stmt): expression = stmt.as(ReturnStmtSyntax.self)?.expression ?? stmt.as(ExpressionStmtSyntax.self)?.expression
            case .decl: expression = nil
            }
            var current = expression
            while let call = current?.as(FunctionCallExprSyntax.self) {
                if let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                   ["WindowGroup", "Window", "DocumentGroup"].contains(name), let closure = call.trailingClosure {
                    return closure.statements
                }
                // A scene modifier (`.commands { }`): look at what it modifies.
                current = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
            }
        }
        return nil
    }

    /// The declared view built without arguments by the first expression of `items`,
    /// looking through modifiers.
    private func viewNamed(in items: CodeBlockItemListSyntax, warnAboutModifiers: Bool) -> (name: String, offset: Int)? {
        for item in items {
            let expression: ExprSyntax?
            switch item.item {
            case .expr(let expr): expression = expr
            case .stmt(let stmt): expression = stmt.as(ReturnStmtSyntax.self)?.expression ?? stmt.as(ExpressionStmtSyntax.self)?.expression
            // `@Previewable @State var x = …`: state for the preview, not its view.
            case .decl: continue
            }
            var current = expression
            var modifiers: [(name: String, offset: Int)] = []
            while let call = current?.as(FunctionCallExprSyntax.self), let access = call.calledExpression.as(MemberAccessExprSyntax.self), let base = access.base {
                modifiers.append((access.declName.baseName.text, access.declName.offset))
                current = base
            }
            guard let call = current?.as(FunctionCallExprSyntax.self),
                  let reference = call.calledExpression.as(DeclReferenceExprSyntax.self),
                  call.arguments.isEmpty, call.trailingClosure == nil,
                  let type = symbols.types[reference.baseName.text], type.isView else { return nil }
            if warnAboutModifiers {
                for modifier in modifiers.reversed() {
                    report.warning(modifier.offset, "interpreter.appModifierIgnored",
                         "'.\(modifier.name)' on the app's root view is not modelled; the view runs without it")
                }
            }
            return (reference.baseName.text, reference.offset)
        }
        return nil
    }
}
