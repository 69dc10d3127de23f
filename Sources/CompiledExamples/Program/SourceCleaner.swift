import SwiftIfConfig
import SwiftParser
import SwiftSyntax

/// Makes an example's text what the compiler on Linux should see of an iOS file, keeping
/// every remaining character at its line and column: the branches of `#if` an iOS build
/// leaves out, `#Preview`s, `PreviewProvider`s and `@main` become spaces, and
/// `#available(iOS N, *)` becomes a runtime check of the scenario's platform
/// (`__iOS(N,0)`, padded), since on Linux every `#available` holds.
struct SourceCleaner {
    /// The cleaned text: same length in bytes, same lines.
    private(set) var text: [UInt8]
    /// The views previews show (for the root choice), in file order.
    private(set) var previewViews: [String] = []
    /// The views previews build with arguments (`DeckView(cards: [...])`), in file order: how
    /// a root that cannot be made without arguments is made. Ranges are in ``previewSource``.
    private(set) var previewConstructions: [(view: String, range: Range<Int>)] = []
    /// The text the previews are read from (the cleaned text before previews become spaces).
    private(set) var previewSource: [UInt8] = []
    /// Where code is guarded by an availability check or declaration, with the version it needs.
    private(set) var availabilityRegions: [AvailabilityRegion] = []

    init(_ source: String) {
        text = Array(source.utf8)
        let tree = Parser.parse(source: source)
        blankInactiveClauses(in: tree)
        let cleaned = Parser.parse(source: String(decoding: text, as: UTF8.self))
        let visitor = CleaningVisitor(viewMode: .sourceAccurate)
        visitor.walk(cleaned)
        previewSource = text
        previewConstructions = visitor.previewConstructions
        for range in visitor.blanked { blank(range) }
        for replacement in visitor.replacements { replace(replacement.range, with: replacement.text) }
        previewViews = visitor.previewViews
        availabilityRegions = visitor.regions
    }

    var string: String { String(decoding: text, as: UTF8.self) }

    private mutating func blankInactiveClauses(in tree: SourceFileSyntax) {
        let regions = tree.configuredRegions(in: IOSBuildConfiguration())
        final class Finder: SyntaxVisitor {
            var configs: [IfConfigDeclSyntax] = []
            override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
                configs.append(node)
                return .visitChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(tree)
        for config in finder.configs {
            let active = regions.activeClause(for: config)
            for clause in config.clauses {
                // The directive and its condition always go; an inactive clause's code too.
                let directiveEnd = clause.condition?.endPosition.utf8Offset ?? clause.poundKeyword.endPosition.utf8Offset
                blank(clause.poundKeyword.positionAfterSkippingLeadingTrivia.utf8Offset..<directiveEnd)
                if clause != active, let elements = clause.elements {
                    blank(elements.position.utf8Offset..<elements.endPosition.utf8Offset)
                }
            }
            blank(config.poundEndif.positionAfterSkippingLeadingTrivia.utf8Offset..<config.poundEndif.endPositionBeforeTrailingTrivia.utf8Offset)
        }
    }

    private mutating func blank(_ range: Range<Int>) {
        for index in range where index < text.count && text[index] != 0x0A { text[index] = 0x20 }
    }

    private mutating func replace(_ range: Range<Int>, with replacement: String) {
        let bytes = Array(replacement.utf8)
        guard bytes.count <= range.count else { return }
        for (position, index) in range.enumerated() where index < text.count {
            text[index] = position < bytes.count ? bytes[position] : 0x20
        }
    }
}

/// Code that an availability check or declaration guards, and the iOS version it ensures.
struct AvailabilityRegion: Hashable, Sendable {
    var range: Range<Int>
    var major: Int
    var minor: Int
}

private final class CleaningVisitor: SyntaxVisitor {
    var blanked: [Range<Int>] = []
    var replacements: [(range: Range<Int>, text: String)] = []
    var previewViews: [String] = []
    var previewConstructions: [(view: String, range: Range<Int>)] = []
    var regions: [AvailabilityRegion] = []

    private func notePreview(_ statements: CodeBlockItemListSyntax?) {
        guard let statements else { return }
        if let view = ExampleShape.viewBuiltWithoutArguments(in: statements) { previewViews.append(view) }
        if let built = ExampleShape.viewBuiltWithArguments(in: statements) { previewConstructions.append(built) }
    }

    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.text == "Preview" {
            notePreview(node.trailingClosure?.statements)
            blanked.append(node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset)
            return .skipChildren
        }
        return .visitChildren
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        // `#Preview { … }` at the top level of a file parses as an expression.
        if node.macroName.text == "Preview" {
            notePreview(node.trailingClosure?.statements)
            blanked.append(node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset)
            return .skipChildren
        }
        return .visitChildren
    }

    /// `import Foundation` and `import Dispatch` go: `import SwiftUI`, which the program
    /// starts with, brings them. The model module's `DispatchQueue.async` and `asyncAfter`
    /// (which settle, ``Settling``) shadow Dispatch's only where Dispatch is reached through
    /// SwiftUI; reached directly too, the two are equally good and every call is ambiguous.
    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.importKindSpecifier == nil, node.path.count == 1, let module = node.path.first?.name.text,
           module == "Foundation" || module == "Dispatch" {
            blanked.append(node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset)
        }
        return .skipChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        let inherited = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        if inherited.contains("PreviewProvider") {
            for member in node.memberBlock.members {
                if let variable = member.decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
                   binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "previews",
                   let accessors = binding.accessorBlock, case .getter(let statements) = accessors.accessors {
                    notePreview(statements)
                }
            }
            blanked.append(node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset)
            return .skipChildren
        }
        noteDeclarationAvailability(node.attributes, node)
        return .visitChildren
    }

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        if node.attributeName.trimmedDescription == "main" {
            blanked.append(node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset)
        }
        return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        noteDeclarationAvailability(node.attributes, node)
        return .visitChildren
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        noteDeclarationAvailability(node.attributes, node)
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        noteDeclarationAvailability(node.attributes, node)
        return .visitChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        noteDeclarationAvailability(node.attributes, node)
        return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        noteDeclarationAvailability(node.attributes, node)
        return .visitChildren
    }

    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
        if let version = availableVersion(in: node.conditions) {
            regions.append(AvailabilityRegion(range: range(of: node.body), major: version.0, minor: version.1))
        }
        return .visitChildren
    }

    override func visit(_ node: GuardStmtSyntax) -> SyntaxVisitorContinueKind {
        // `guard #available(…) else { … }`: the rest of the enclosing block.
        if let version = availableVersion(in: node.conditions), let block = node.parent?.parent {
            let start = node.endPosition.utf8Offset
            regions.append(AvailabilityRegion(range: start..<max(block.endPosition.utf8Offset, start), major: version.0, minor: version.1))
        }
        return .visitChildren
    }

    override func visit(_ node: AvailabilityConditionSyntax) -> SyntaxVisitorContinueKind {
        let isUnavailable = node.availabilityKeyword.tokenKind == .poundUnavailable
        var replacement = "true"
        for argument in node.availabilityArguments {
            guard case .availabilityVersionRestriction(let restriction) = argument.argument,
                  ["iOS", "iPadOS"].contains(restriction.platform.text), let version = restriction.version else { continue }
            let components = version.trimmedDescription.split(separator: ".").compactMap { Int($0) }
            replacement = "__iOS(\(components.first ?? 0),\(components.count > 1 ? components[1] : 0))"
        }
        if isUnavailable { replacement = "!" + replacement }
        replacements.append((node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset, replacement))
        return .skipChildren
    }

    private func availableVersion(in conditions: ConditionElementListSyntax) -> (Int, Int)? {
        for condition in conditions {
            guard case .availability(let availability) = condition.condition,
                  availability.availabilityKeyword.tokenKind == .poundAvailable else { continue }
            for argument in availability.availabilityArguments {
                guard case .availabilityVersionRestriction(let restriction) = argument.argument,
                      ["iOS", "iPadOS"].contains(restriction.platform.text), let version = restriction.version else { continue }
                let components = version.trimmedDescription.split(separator: ".").compactMap { Int($0) }
                return (components.first ?? 0, components.count > 1 ? components[1] : 0)
            }
        }
        return nil
    }

    private func noteDeclarationAvailability(_ attributes: AttributeListSyntax, _ node: some SyntaxProtocol) {
        for element in attributes {
            guard case .attribute(let attribute) = element, attribute.attributeName.trimmedDescription == "available",
                  case .availability(let arguments)? = attribute.arguments else { continue }
            for argument in arguments {
                guard case .availabilityVersionRestriction(let restriction) = argument.argument,
                      ["iOS", "iPadOS"].contains(restriction.platform.text), let version = restriction.version else { continue }
                let components = version.trimmedDescription.split(separator: ".").compactMap { Int($0) }
                regions.append(AvailabilityRegion(range: range(of: node), major: components.first ?? 0, minor: components.count > 1 ? components[1] : 0))
            }
        }
    }

    private func range(of node: some SyntaxProtocol) -> Range<Int> {
        node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
    }
}
