import SwiftSyntax

/// Helpers a page leaves out: a custom modifier, a global, an environment key or a model
/// type defined in another file. A name that is neither SwiftUI's (the catalog) nor declared
/// in the example, and no near miss of either, runs as an opaque, inert value with one
/// warning at its first use; deciding anything with it fails where it is decided
/// (``Interpreter/dependsOnUndeclared(_:at:)``).
///
/// Undeclared types and views keep §2's rules (an opaque type's member is an error), and a
/// scenario step's names must resolve: a step is the author's check, not a page's excerpt.
extension ExpressionLowerer {
    /// Whether an unknown name may be an undeclared helper here (not in a scenario step).
    var allowsUndeclaredHelpers: Bool { !report.namesViewState }

    /// The value of an undeclared helper, warning at its first use.
    func undeclaredHelper(_ name: String, at offset: Int) -> Lowered {
        warnUndeclared(name, at: offset)
        return Lowered(expr: .literal(.undeclared(name: name, offset: offset)), type: .undeclared(name))
    }

    func warnUndeclared(_ name: String, at offset: Int) {
        guard report.warnedUndeclaredHelpers.insert(name).inserted else { return }
        report.warning(offset, Self.undeclaredHelperID,
             "'\(name)' is not declared in this example; it runs as if it had no effect (declare it in a hidden block to run it)")
    }

    static let undeclaredHelperID = "interpreter.undeclaredHelper"

    /// A bare name nothing declares: an undeclared helper, or swiftc's error when it is a
    /// near miss of a name in scope or of a SwiftUI name (a typo is not a helper).
    func unknownName(_ name: String, at offset: Int) -> Lowered {
        if report.suppressedNames.contains(name) { return Lowered(expr: .invalid, type: .unknown) }
        if let suggestion = nearMissInScope(name) {
            report.error(offset, "interpreter.cannotFind", "cannot find '\(name)' in scope; did you mean '\(suggestion)'?")
            return Lowered(expr: .invalid, type: .unknown)
        }
        guard allowsUndeclaredHelpers, !isSwiftUINearMiss(name) else {
            report.cannotFind(name, at: offset)
            return Lowered(expr: .invalid, type: .unknown)
        }
        return undeclaredHelper(name, at: offset)
    }

    /// The declared name in scope that `name` misspells: a local, a property or method of
    /// `self`, a global (a type is no value: `park` is not taken for `Park`).
    func nearMissInScope(_ name: String) -> String? {
        var candidates: Set<String> = []
        var current = bodyScope.scope
        while let function = current {
            for block in function.blocks { candidates.formUnion(block.keys) }
            current = function.parent
        }
        if let type = bodyScope.selfType {
            candidates.formUnion(type.storedProperties.map(\.name))
            candidates.formUnion(type.computedProperties.keys)
            candidates.formUnion(type.methods.keys)
        }
        candidates.formUnion(symbols.globalIndex.keys)
        candidates.formUnion(symbols.globalFunctions.keys)
        candidates.remove("self")
        return NearMiss.closest(to: name, in: candidates)
    }

    /// `navigationStack`, `withAnimaton`: a SwiftUI type written with the wrong case, or a SwiftUI function misspelt.
    func isSwiftUINearMiss(_ name: String) -> Bool {
        if let suggestion = catalog.typeNameNearMiss(name), suggestion.lowercased() == name.lowercased() { return true }
        return NearMiss.closest(to: name, in: Self.swiftUIFunctionNames) != nil
    }

    /// SwiftUI's top-level functions (`withAnimation`, `withTransaction`).
    static let swiftUIFunctionNames: [String] = SwiftUICatalog.shared.entries
        .filter { $0.owner.isEmpty && $0.kind == .method }.map(\.name)

    /// The undeclared helper an assignment target starts from (`model.count` with `model`
    /// undeclared): writing to it is code whose effect is unknown.
    func undeclaredAssignmentTarget(_ syntax: ExprSyntax) -> Lowered? {
        guard allowsUndeclaredHelpers else { return nil }
        var root = syntax
        while true {
            if let member = root.as(MemberAccessExprSyntax.self), let base = member.base { root = base }
            else if let subscriptCall = root.as(SubscriptCallExprSyntax.self) { root = subscriptCall.calledExpression }
            else if let unwrap = root.as(ForceUnwrapExprSyntax.self) { root = unwrap.expression }
            else if let chained = root.as(OptionalChainingExprSyntax.self) { root = chained.expression }
            else { break }
        }
        guard let reference = root.as(DeclReferenceExprSyntax.self), reference.baseName.text != "self" else { return nil }
        let saved = report.problems.count
        let lowered = lowerExpression(root)
        guard case .undeclared = lowered.type else {
            report.problems.removeSubrange(saved...)
            return nil
        }
        return lowered
    }
}
