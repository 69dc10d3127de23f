import SwiftSyntax

/// Resolving SwiftUI calls against ``SwiftUICatalog``: the declarations a call means, the
/// types its arguments' implicit members resolve against, and the APIs the model does not
/// follow. (Misspellings are ``LoweringReport``'s, availability ``AvailabilityChecker``'s.)
extension CallLowerer {
    /// Checks one call of a SwiftUI view, modifier or function: an error when no declaration
    /// its arguments fit exists on the platform, a warning when it can change navigation in a
    /// way the model does not follow. Returns what the call means, for its arguments.
    func resolveSwiftUICall(_ candidates: [SwiftUIAPI], name: String, arguments: [CallArgument], offset: Int) -> SwiftUICall {
        let shapes = arguments.map { SwiftUICatalog.ArgumentShape(label: $0.label, isTrailingClosure: $0.isTrailingClosure) }
        let call = SwiftUICall(candidates: candidates, arguments: shapes)
        guard !candidates.isEmpty else { return call }
        if !call.fits.isEmpty {
            availability.checkAvailability(call.fits.map(\.declaration), offset: offset)
        } else if candidates.allSatisfy(\.isUnavailable) {
            availability.checkAvailability(candidates, offset: offset)
        }
        // A call fits every declaration whose parameters it fills in order, defaults left out;
        // the closest fits (fewest parameters left out) are what it means: `.alert("T",
        // isPresented: $x) { … }` is not the `presenting:` form. Of those, the strongest effect decides.
        let fewestLeftOut = call.fits.map(\.declaration.parameters.count).min()
        let closest = call.fits.map(\.declaration).filter { $0.parameters.count == fewestLeftOut }
        let roles = Set((closest.isEmpty ? candidates : closest).map(\.role))
        guard let role = [NavigationRole.presents, .alters, .acts].first(where: roles.contains),
              let message = role.warning(for: name) else { return call }
        if role == .acts, Self.actsThroughControls.contains(name), !arguments.contains(where: { Self.containsControl($0.expression) }) {
            return call
        }
        report.warning(offset, "interpreter.notModelled", message)
        return call
    }

    /// The static type an argument's implicit members resolve against: the catalog's parameter
    /// types of the declarations the call may mean (`ToolbarItemPlacement`, `ListStyle`), else
    /// `fallback`.
    func contextualType(_ contexts: [String], fallback: StaticType) -> StaticType {
        var known: [String] = []
        var isOpen = false
        for context in contexts where !context.isEmpty {
            switch context {
            case "{}", "{V}": continue
            case "View": return .view
            case "Color": if !known.contains(context) { known.append(context) }
            default:
                if catalog.knowsStaticMembers(of: context) {
                    if !known.contains(context) { known.append(context) }
                } else {
                    isOpen = true
                }
            }
        }
        if known.isEmpty { return fallback }
        if known == ["Color"], !isOpen { return .color }
        if known.count == 1, !isOpen { return .swiftUI(known[0]) }
        return .contextual(types: known, isOpen: isOpen)
    }

    /// A static member of SwiftUI types (`.topBarTrailing`, `Font.system(size:)`, `.insetGrouped`),
    /// by the catalog: its availability checked, its arguments lowered against its own parameters.
    func lowerSwiftUIStaticMember(in typeNames: [String], isOpen: Bool, name: String, arguments: [CallArgument]?, offset: Int) -> Lowered {
        var found: [SwiftUIAPI] = []
        var owner = typeNames.first ?? "SwiftUI"
        for typeName in typeNames {
            let members = catalog.staticMembers(of: typeName, named: name)
            if found.isEmpty, !members.isEmpty { owner = typeName }
            found += members
        }
        if found.isEmpty, typeNames.contains("Color"), arguments == nil, catalog.colorNames.contains(name) {
            found = catalog.staticMembers(of: "Color", named: name)
        }
        guard !found.isEmpty else {
            for argument in arguments ?? [] { _ = lowerArgumentValue(argument, expected: .swiftUI("SwiftUI")) }
            if isOpen { return Lowered(expr: .literal(.swiftUIConstant(type: owner, name: name)), type: .swiftUI(owner)) }
            var message = "type '\(typeNames.joined(separator: "' or '"))' has no member '\(name)'"
            if let suggestion = NearMiss.closest(to: name, in: typeNames.flatMap(catalog.staticMemberNames(of:))) {
                message += "; did you mean '\(suggestion)'?"
            } else if expressions.allowsUndeclaredHelpers {
                // `Color.brand`, `.cardStyle`: a member an extension in another file declares.
                return expressions.undeclaredHelper(name, at: offset)
            }
            report.error(offset, "interpreter.noMember", message)
            return Lowered(expr: .invalid, type: .unknown)
        }
        if let arguments {
            let call = resolveSwiftUICall(found.filter { $0.kind == .staticMethod }, name: name, arguments: arguments, offset: offset)
            for (index, argument) in arguments.enumerated() {
                _ = lowerArgumentValue(argument, expected: contextualType(call.contexts(ofArgument: index), fallback: .swiftUI("SwiftUI")))
            }
        } else if !typeNames.contains(where: availability.isTooNew) {
            // A member of a type that is itself too new: the error about the type (where it is
            // named, or at the call that takes it) says it.
            availability.checkAvailability(found, offset: offset)
        }
        if arguments == nil, found.contains(where: { $0.result == "Color" }), catalog.colorNames.contains(name) {
            return Lowered(expr: .literal(.color(name)), type: .color)
        }
        return Lowered(expr: .literal(.swiftUIConstant(type: owner, name: name)), type: .swiftUI(owner))
    }

    /// A property or method of a SwiftUI value (`Font.body.bold()`, `proxy.size`), by the
    /// catalog. The value is inert: the result is a constant of the member's type.
    func lowerSwiftUIInstanceMember(of typeName: String, name: String, arguments: [CallArgument]?, offset: Int) -> Lowered {
        let found = catalog.instanceMembers(of: typeName, named: name)
        guard !found.isEmpty else {
            for argument in arguments ?? [] { _ = lowerArgumentValue(argument, expected: .swiftUI("SwiftUI")) }
            var message = "value of type '\(typeName)' has no member '\(name)'"
            if let suggestion = NearMiss.closest(to: name, in: catalog.instanceMemberNames(of: typeName)) {
                message += "; did you mean '\(suggestion)'?"
            } else if expressions.allowsUndeclaredHelpers {
                return expressions.undeclaredHelper(name, at: offset)
            }
            report.error(offset, "interpreter.noMember", message)
            return Lowered(expr: .invalid, type: .unknown)
        }
        if let arguments {
            let call = resolveSwiftUICall(found.filter { $0.kind == .method }, name: name, arguments: arguments, offset: offset)
            for (index, argument) in arguments.enumerated() {
                _ = lowerArgumentValue(argument, expected: contextualType(call.contexts(ofArgument: index), fallback: .swiftUI("SwiftUI")))
            }
        } else {
            availability.checkAvailability(found, offset: offset)
        }
        return Lowered(expr: .literal(.swiftUIConstant(type: typeName, name: name)), type: staticType(ofResult: found[0].result))
    }

    /// The static type of a catalog declaration's result type name.
    func staticType(ofResult result: String) -> StaticType {
        switch result {
        case "Bool": .bool
        case "String", "LocalizedStringKey": .string
        case "Int": .int
        case "Double", "CGFloat", "Float": .double
        case "Color": .color
        case "View": .view
        default: catalog.isKnownType(result) ? (catalog.isView(result) ? .view : .swiftUI(result)) : .unknown
        }
    }

    /// Modifiers whose action is a control in their content: they act only when one is there
    /// (`.toolbar { ToolbarItem { Text("Draft") } }` shows a title and does nothing).
    static let actsThroughControls: Set<String> = ["toolbar", "toolbarTitleMenu", "navigationBarItems"]

    /// Views a reader could tap to run code.
    static let controlNames: Set<String> = [
        "Button", "NavigationLink", "Menu", "EditButton", "Link", "Toggle", "ShareLink", "PasteButton", "Picker",
    ]

    static func containsControl(_ syntax: ExprSyntax) -> Bool {
        syntax.tokens(viewMode: .sourceAccurate).contains { token in
            if case .identifier(let text) = token.tokenKind { return controlNames.contains(text) }
            return false
        }
    }
}

/// A call of a SwiftUI API and the declarations its arguments fit, each with the parameter
/// every argument fills.
struct SwiftUICall {
    struct Fit {
        var declaration: SwiftUIAPI
        /// For each argument, the index of the parameter it fills.
        var parameterIndices: [Int]
    }

    var fits: [Fit]

    init(candidates: [SwiftUIAPI], arguments: [SwiftUICatalog.ArgumentShape]) {
        fits = candidates.compactMap { declaration in
            SwiftUICatalog.assignment(arguments, to: declaration.parameters).map { Fit(declaration: declaration, parameterIndices: $0) }
        }
    }

    /// The parameter types an argument may take, one per fitting declaration.
    func contexts(ofArgument index: Int) -> [String] {
        fits.compactMap { fit in
            index < fit.parameterIndices.count ? fit.declaration.parameters[fit.parameterIndices[index]].context : nil
        }
    }

    /// Whether a closure argument builds views (`content:`) rather than acts (`action:`), when the
    /// declarations it fits agree; nil when none fits.
    func closureBuildsViews(argument index: Int) -> Bool? {
        let kinds = Set(contexts(ofArgument: index).filter { $0 == "{}" || $0 == "{V}" })
        guard kinds.count == 1, let kind = kinds.first else { return kinds.isEmpty ? nil : true }
        return kind == "{V}"
    }
}
