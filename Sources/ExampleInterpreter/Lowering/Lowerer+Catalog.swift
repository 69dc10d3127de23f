import SwiftSyntax

/// Resolving SwiftUI names against ``SwiftUICatalog``: misspellings, availability,
/// and APIs the model does not follow.
extension Lowerer {
    /// Reports a capitalised name that is not declared and misspells a SwiftUI view
    /// or type (`Buton`), in swiftc's words; any other undeclared name stays an
    /// opaque view or type, as the spec says.
    func reportNearMiss(_ name: String, offset: Int) {
        guard let suggestion = catalog.typeNameNearMiss(name), reportedNearMisses.insert(offset).inserted else { return }
        report(offset, "interpreter.cannotFind", "cannot find '\(name)' in scope; did you mean '\(suggestion)'?")
    }

    /// The member error for a modifier name that SwiftUI does not have.
    func reportUnknownModifier(_ name: String, on type: StaticType, offset: Int) {
        var message = "value of type '\(type.name)' has no member '\(name)'"
        if let suggestion = catalog.modifierNearMiss(name) { message += "; did you mean '\(suggestion)'?" }
        report(offset, "interpreter.noMember", message)
    }

    /// Checks one use of a SwiftUI view or modifier: an error when every declaration
    /// its labels fit is newer than the platform, a warning when it can change
    /// navigation in a way the model does not follow.
    func checkSwiftUIUse(_ candidates: [SwiftUIAPI], name: String, arguments: [CallArgument], offset: Int) {
        guard !candidates.isEmpty else { return }
        let labels = arguments.map { (label: $0.label, isTrailingClosure: $0.isTrailingClosure) }
        let fitting = SwiftUICatalog.matching(candidates, labels: labels)
        if let oldest = fitting.min(by: { $0.introduced < $1.introduced }), oldest.introduced > max(platform, availabilityFloor) {
            report(offset, "interpreter.unavailable",
                   "'\(oldest.signature)' is only available in iOS \(SwiftUIAPI.versionText(oldest.introduced)) or newer")
        }
        // The catalog does not know which parameters have defaults, so a call fits every
        // declaration whose labels it uses in order; the closest fits (fewest parameters
        // left out) are what the call means: `.alert("T", isPresented: $x) { … }` is not
        // the `presenting:` form. Of those, the strongest effect decides.
        let fewestLeftOut = fitting.map { $0.labels.count }.min()
        let closest = fitting.filter { $0.labels.count == fewestLeftOut }
        let roles = Set((closest.isEmpty ? candidates : closest).map(\.role))
        guard let role = [NavigationRole.presents, .alters, .acts].first(where: roles.contains),
              let message = role.warning(for: name) else { return }
        if role == .acts, Self.actsThroughControls.contains(name), !arguments.contains(where: { Self.containsControl($0.expression) }) {
            return
        }
        warn(offset, "interpreter.notModelled", message)
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
