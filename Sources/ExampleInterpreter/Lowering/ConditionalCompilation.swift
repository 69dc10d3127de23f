import SwiftSyntax

/// Resolves `#if` for the modelled build by blanking what the build does not compile.
///
/// The directives (`#if os(iOS)`, `#elseif …`, `#else`, `#endif`) and every inactive
/// clause are overwritten with spaces, newlines kept, and the text is parsed again.
/// Every byte that remains keeps its UTF-8 offset, so diagnostics and the source map
/// need nothing new; and one pass covers `#if` wherever Swift allows it (declarations,
/// members, statements, switch cases, attributes, postfix modifier chains), where a
/// tree rewrite would need a case for each.
enum ConditionalCompilation {
    struct Result {
        /// The text with inactive code blanked, or nil when it has no `#if`.
        var text: String?
        var problems: [BuildConfiguration.Problem]
    }

    static func resolve(_ tree: SourceFileSyntax, text: String, configuration: BuildConfiguration = .modelled) -> Result {
        let finder = Finder(configuration: configuration)
        finder.walk(tree)
        guard !finder.blanked.isEmpty else { return Result(text: nil, problems: finder.problems) }
        var bytes = Array(text.utf8)
        for range in finder.blanked {
            for index in range where index < bytes.count && bytes[index] != UInt8(ascii: "\n") && bytes[index] != UInt8(ascii: "\r") {
                bytes[index] = UInt8(ascii: " ")
            }
        }
        return Result(text: String(decoding: bytes, as: UTF8.self), problems: finder.problems)
    }

    private final class Finder: SyntaxVisitor {
        let configuration: BuildConfiguration
        var blanked: [Range<Int>] = []
        var problems: [BuildConfiguration.Problem] = []

        init(configuration: BuildConfiguration) {
            self.configuration = configuration
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
            // A block inside an inactive clause is blanked with it; its conditions are not checked.
            let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
            if blanked.contains(where: { $0.contains(start) }) { return .skipChildren }
            var chosen = false
            for clause in node.clauses {
                let directiveStart = clause.poundKeyword.positionAfterSkippingLeadingTrivia.utf8Offset
                let directiveEnd = (clause.condition?.endPositionBeforeTrailingTrivia ?? clause.poundKeyword.endPositionBeforeTrailingTrivia).utf8Offset
                var isActive = false
                if !chosen {
                    if let condition = clause.condition {
                        switch configuration.evaluate(condition) {
                        case .success(let holds): isActive = holds
                        case .failure(let problem): problems.append(problem)
                        }
                    } else {
                        isActive = true
                    }
                }
                if isActive {
                    chosen = true
                    blanked.append(directiveStart..<directiveEnd)
                } else {
                    blanked.append(directiveStart..<clause.endPosition.utf8Offset)
                }
            }
            let endif = node.poundEndif
            blanked.append(endif.positionAfterSkippingLeadingTrivia.utf8Offset..<endif.endPositionBeforeTrailingTrivia.utf8Offset)
            return .visitChildren
        }
    }
}
