import SwiftParser
import SwiftSyntax

/// Scenario code that names the state of a view other than the root: by type and property
/// (`expect Detail.path == [1]`, as traces name it), or by a bare name the root's scope lacks
/// (`expect path == [1]`: the one view on screen with a `@State` of that name). Each becomes an
/// accessor the runtime resolves against the views on screen, read and written through `.value`.
struct ViewStateReferences {
    /// The `@State` properties of each view other than the root.
    let viewStates: [String: Set<String>]
    /// The names of the example's views (a bare name is only a view's state).
    let viewTypes: Set<String>
    /// What the root's scope declares: a bare name there is the root's, not a view's.
    let rootScope: Set<String>

    /// The owners of each bare name scenario code may use for a view's state.
    private var bareOwners: [String: [String]] {
        var owners: [String: [String]] = [:]
        for (type, properties) in viewStates where viewTypes.contains(type) {
            for property in properties where !rootScope.contains(property) { owners[property, default: []].append(type) }
        }
        return owners.mapValues { $0.sorted() }
    }

    func rewrite(_ text: String) -> String {
        guard !viewStates.isEmpty else { return text }
        let tree = Parser.parse(source: text)
        let finder = Finder(viewStates: viewStates, bareOwners: bareOwners)
        finder.walk(tree)
        var bytes = Array(text.utf8)
        for reference in finder.found.sorted(by: { $0.range.lowerBound > $1.range.lowerBound })
        where reference.isQualified || !finder.declared.contains(reference.property) {
            let owners = "[" + reference.owners.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
            let replacement = "_navdocsViewState(\(owners), \"\(reference.property)\", \(reference.owners[0]).__navdocs_state_\(reference.property), "
                + "qualified: \(reference.isQualified)).value"
            bytes.replaceSubrange(reference.range, with: Array(replacement.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private final class Finder: SyntaxVisitor {
        struct Found {
            var range: Range<Int>
            var owners: [String]
            var property: String
            var isQualified: Bool
        }

        let viewStates: [String: Set<String>]
        let bareOwners: [String: [String]]
        var found: [Found] = []
        /// Names the code declares itself (`let path = …`, closure parameters): those shadow a view's state.
        var declared: Set<String> = []

        init(viewStates: [String: Set<String>], bareOwners: [String: [String]]) {
            self.viewStates = viewStates
            self.bareOwners = bareOwners
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            if let base = node.base?.as(DeclReferenceExprSyntax.self), let properties = viewStates[base.baseName.text],
               properties.contains(node.declName.baseName.text) {
                found.append(Found(range: Self.range(of: node), owners: [base.baseName.text], property: node.declName.baseName.text, isQualified: true))
                return .skipChildren
            }
            // `x.path`: `path` is a member of `x`, not a bare name; only the base is looked at.
            if let base = node.base { walk(base) }
            return .skipChildren
        }

        /// `\.title`: a key path's components are members of its root, not bare names.
        override func visit(_ node: KeyPathExprSyntax) -> SyntaxVisitorContinueKind {
            .skipChildren
        }

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            let name = node.baseName.text
            if node.argumentNames == nil, let owners = bareOwners[name] {
                found.append(Found(range: Self.range(of: node), owners: owners, property: name, isQualified: false))
            }
            return .skipChildren
        }

        override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
            declared.insert(node.identifier.text)
            return .skipChildren
        }

        override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
            declared.insert(node.name.text)
            return .skipChildren
        }

        override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
            declared.insert((node.secondName ?? node.firstName).text)
            return .skipChildren
        }

        static func range(of node: some SyntaxProtocol) -> Range<Int> {
            node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
        }
    }
}
