import SwiftSyntax

/// Whether the SwiftUI APIs an example uses exist on the iOS version it is checked for:
/// an API introduced later is an error where it is used, as swiftc reports it for a
/// deployment target.
final class AvailabilityChecker {
    /// The iOS version the example is checked for (`major * 100 + minor`).
    let platform: Int
    /// The version an enclosing `if #available` guarantees: APIs up to it are fine inside.
    var floor = 0
    private let report: LoweringReport

    private var catalog: SwiftUICatalog { .shared }

    init(platform: Int, report: LoweringReport) {
        self.platform = platform
        self.report = report
    }

    /// Reports, once per position, that none of the declarations a use may mean exists on the
    /// example's platform (newer than it, outside the enclosing `if #available`, or unavailable
    /// on iOS); returns whether it did.
    @discardableResult
    func checkAvailability(_ candidates: [SwiftUIAPI], offset: Int) -> Bool {
        guard let problem = SwiftUICatalog.availabilityProblem(candidates, platform: max(platform, floor)) else { return false }
        guard report.reportedAvailability.insert(offset).inserted else { return true }
        switch problem {
        case .tooNew: report.error(offset, "interpreter.unavailable", problem.message)
        case .unavailable: report.error(offset, "interpreter.unavailableOnIOS", problem.message)
        }
        return true
    }

    /// Whether a SwiftUI type does not exist on the example's platform.
    func isTooNew(_ typeName: String) -> Bool {
        SwiftUICatalog.availabilityProblem(catalog.types(named: typeName), platform: max(platform, floor)) != nil
    }

    /// The availability of a SwiftUI type named in a type position or as an attribute (`Bindable`).
    func checkTypeAvailability(_ name: String, offset: Int) {
        let declarations = catalog.types(named: name)
        if !declarations.isEmpty { checkAvailability(declarations, offset: offset) }
    }

    /// `@Observable`, `@Bindable`, `@Previewable`: the macro or property wrapper an attribute names,
    /// checked for the platform at the attribute.
    func checkAttributeAvailability(_ attribute: AttributeSyntax) {
        let name = attribute.attributeName.trimmedDescription
        let candidates = catalog.globals(named: name).filter { $0.kind == .macro } + catalog.types(named: name)
        checkAvailability(candidates, offset: attribute.offset)
    }

    /// `@Environment(\.requestReview)` reads a value introduced in iOS 16; `@Environment(Model.self)`
    /// is iOS 17's initializer for an observable object.
    func checkEnvironmentAvailability(_ attribute: AttributeSyntax) {
        guard KnownAttribute(attribute) == .environment, case .argumentList(let arguments)? = attribute.arguments,
              let first = arguments.first?.expression else { return }
        if let keyPath = first.as(KeyPathExprSyntax.self), let last = keyPath.components.last,
           let property = last.component.as(KeyPathPropertyComponentSyntax.self) {
            checkAvailability(catalog.environmentValues(named: property.declName.baseName.text), offset: property.declName.offset)
        } else if first.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "self" {
            checkAvailability(catalog.initializers(of: "Environment").filter { $0.parameters.first?.context.isEmpty == true }, offset: attribute.offset)
        }
    }
}
