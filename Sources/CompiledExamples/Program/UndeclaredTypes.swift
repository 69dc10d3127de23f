import SwiftParser
import SwiftSyntax

/// Types an example uses but does not declare (`ColorDetail(color: .pink)`, `[Park]`):
/// §2 runs them as opaque leaf views and opaque values, hashable by their arguments, with no
/// members. The program declares each as a stand-in with one initializer per way the example
/// calls it; using a member of one is an error that asks to declare the type.
enum UndeclaredTypes {
    /// The marker the stand-ins' member lookup carries; the compiler's error about it is
    /// reworded as §6 words it.
    static let memberMarker = "navdocs-undeclared-type"

    /// Whether an undeclared name may stand for an opaque type: a type-like name that is not
    /// SwiftUI's and is no near miss of one (`Buton` stays the compiler's error).
    static func mayStandIn(_ name: String) -> Bool {
        guard let first = name.first, first.isUppercase, !SwiftUITypeNames.all.contains(name) else { return false }
        return NearMissCheck.closest(to: name, among: SwiftUITypeNames.all) == nil
    }

    /// Names the example most likely uses as views without declaring them, found before
    /// compiling so that the first compilation already has their stand-ins (a compilation
    /// that fails on them costs a quarter of a second). A guess is a type-like name called as
    /// a statement of a body or closure (`ColorDetail(color: color)`, maybe with modifiers),
    /// which in SwiftUI code is a view; names the example declares, SwiftUI's, and types of
    /// the standard library and Foundation written that way (`Task { … }`) are not guessed.
    /// The compiler has the last word: when a compilation with guesses fails, the example is
    /// compiled again without them.
    static func guesses(in tree: SourceFileSyntax) -> Set<String> {
        let finder = StatementCallFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return finder.called.subtracting(finder.declared).subtracting(notViews).filter(mayStandIn)
    }

    /// Types of the standard library, Foundation and Dispatch that code calls as a statement.
    static let notViews: Set<String> = ["Task", "Thread", "DispatchWorkItem", "NSLog", "Timer", "Result", "Never"]

    /// The declarations of the stand-ins for `names`, with an initializer for each argument
    /// list the example calls them with.
    static func declarations(for names: Set<String>, in source: String) -> String {
        let tree = Parser.parse(source: source)
        let finder = CallFinder(names: names, viewMode: .sourceAccurate)
        finder.walk(tree)
        var text = ""
        for name in names.sorted() {
            text += "@dynamicMemberLookup\nstruct \(name): _NavDocsUndeclaredType {\n"
            text += "    let _navdocsArguments: _NavDocsArguments\n"
            text += "    init(_navdocsArguments: _NavDocsArguments) { self._navdocsArguments = _navdocsArguments }\n"
            var seen: Set<[String]> = []
            for call in finder.calls[name, default: []] where seen.insert(call.labels + (call.hasClosure ? ["{}"] : [])).inserted {
                var parameters: [String] = []
                var entries: [String] = []
                for (index, label) in call.labels.enumerated() {
                    parameters.append("\(label == "_" ? "_" : label) a\(index): Any")
                    entries.append("(\(label == "_" ? "nil" : "\"\(label)\""), a\(index))")
                }
                if call.hasClosure { parameters.append("@ViewBuilder _ content: () -> some View") }
                text += "    init(\(parameters.joined(separator: ", "))) { self.init(_navdocsArguments: _NavDocsArguments([\(entries.joined(separator: ", "))])) }\n"
            }
            text += "    @available(*, unavailable, message: \"\(memberMarker): \(name)\")\n"
            text += "    subscript(dynamicMember member: String) -> Never { fatalError() }\n"
            text += "}\n"
        }
        return text
    }

    private struct Call {
        var labels: [String]
        var hasClosure: Bool
    }

    /// Type-like names called as statements, and every name the file declares.
    private final class StatementCallFinder: SyntaxVisitor {
        var called: Set<String> = []
        var declared: Set<String> = []

        override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
            if case .expr(let expression) = node.item, let name = Self.calledType(expression) { called.insert(name) }
            return .visitChildren
        }

        /// `Name(…)`, `Name { … }`, or either with modifiers after it.
        private static func calledType(_ expression: ExprSyntax) -> String? {
            var current = expression
            while let call = current.as(FunctionCallExprSyntax.self) {
                if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
                    let name = reference.baseName.text
                    return name.first?.isUppercase == true ? name : nil
                }
                guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
                current = base
            }
            return nil
        }

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { declared.insert(node.name.text); return .visitChildren }
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { declared.insert(node.name.text); return .visitChildren }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { declared.insert(node.name.text); return .visitChildren }
        override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { declared.insert(node.name.text); return .visitChildren }
        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { declared.insert(node.name.text); return .visitChildren }
        override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { declared.insert(node.name.text); return .visitChildren }
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { declared.insert(node.name.text); return .visitChildren }
        override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind { .visitChildren }
    }

    private final class CallFinder: SyntaxVisitor {
        let names: Set<String>
        var calls: [String: [Call]] = [:]

        init(names: Set<String>, viewMode: SyntaxTreeViewMode) {
            self.names = names
            super.init(viewMode: viewMode)
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self), names.contains(reference.baseName.text) {
                let labels = node.arguments.map { $0.label?.text ?? "_" }
                calls[reference.baseName.text, default: []].append(Call(labels: labels, hasClosure: node.trailingClosure != nil))
            }
            return .visitChildren
        }
    }
}

/// The closest name of a set within the distance a typo makes (one edit, two for long names).
enum NearMissCheck {
    static func closest(to name: String, among candidates: Set<String>) -> String? {
        let limit = name.count >= 8 ? 2 : 1
        var best: (name: String, distance: Int)?
        for candidate in candidates where abs(candidate.count - name.count) <= limit {
            let distance = editDistance(Array(name.lowercased()), Array(candidate.lowercased()), limit: limit)
            if distance <= limit, distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        return best?.name
    }

    private static func editDistance(_ a: [Character], _ b: [Character], limit: Int) -> Int {
        var previous = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...max(b.count, 1) where !b.isEmpty {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            if current.min() ?? 0 > limit { return limit + 1 }
            previous = current
        }
        return previous[b.count]
    }
}
