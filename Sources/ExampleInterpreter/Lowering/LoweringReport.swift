import Diagnostics
import SwiftSyntax

/// The problems lowering finds, and what keeps each from being reported twice: the same
/// syntax is resolved more than once.
final class LoweringReport {
    struct Problem {
        var offset: Int
        var id: String
        var message: String
        /// Most problems are errors; what a whole file holds but the model ignores is a warning.
        var severity: Severity = .error
    }

    var problems: [Problem] = []
    /// Properties whose wrapper is unsupported: reported once at the wrapper, silent at each use.
    var suppressedNames: Set<String> = []
    /// Where a misspelt SwiftUI name was reported.
    var reportedNearMisses: Set<Int> = []
    /// Where an availability error was reported.
    var reportedAvailability: Set<Int> = []
    /// Undeclared helpers already warned about: one warning, at the first use.
    var warnedUndeclaredHelpers: Set<String> = []
    /// Whether the nesting limit was reported: one report says it, the rest would repeat it.
    var reportedTooDeep = false
    var notedFixedSeed = false
    /// Set while a scenario step is lowered: `Browser.path` then names the `@State`
    /// of the `Browser` on screen, which Swift code itself cannot reach; and an unknown
    /// name is an error there, not an undeclared helper.
    var namesViewState = false

    private var catalog: SwiftUICatalog { .shared }

    func error(_ offset: Int, _ id: String, _ message: String) {
        problems.append(Problem(offset: offset, id: id, message: message))
    }

    func warning(_ offset: Int, _ id: String, _ message: String) {
        problems.append(Problem(offset: offset, id: id, message: message, severity: .warning))
    }

    /// Randomness runs from a fixed seed: said once per example, where it is first asked for.
    func noteFixedSeed(_ construct: String, at offset: Int) {
        guard !notedFixedSeed else { return }
        notedFixedSeed = true
        problems.append(Problem(offset: offset, id: "interpreter.fixedSeed",
                                message: "'\(construct)' and other random values come from a fixed seed here: every run gives the same values",
                                severity: .note))
    }

    func unsupported(_ node: some SyntaxProtocol, _ construct: String) {
        error(node.offset, "interpreter.unsupported", "unsupported: \(construct)")
    }

    func cannotFind(_ name: String, at offset: Int) {
        var message = "cannot find '\(name)' in scope"
        // `navigationStack { }`: a SwiftUI view or type written with the wrong case.
        if let first = name.first, first.isLowercase, let suggestion = catalog.typeNameNearMiss(name),
           suggestion.lowercased() == name.lowercased() {
            message += "; did you mean '\(suggestion)'?"
        }
        error(offset, "interpreter.cannotFind", message)
    }

    /// Reports a capitalised name that is not declared and misspells a SwiftUI view or type
    /// (`Buton`), in swiftc's words; any other undeclared name stays an opaque view or type,
    /// as the spec says.
    func nearMiss(_ name: String, offset: Int) {
        guard let suggestion = catalog.typeNameNearMiss(name), reportedNearMisses.insert(offset).inserted else { return }
        error(offset, "interpreter.cannotFind", "cannot find '\(name)' in scope; did you mean '\(suggestion)'?")
    }

    /// The member error for a modifier name that SwiftUI does not have.
    func unknownModifier(_ name: String, on type: StaticType, offset: Int) {
        var message = "value of type '\(type.name)' has no member '\(name)'"
        if let suggestion = catalog.modifierNearMiss(name) { message += "; did you mean '\(suggestion)'?" }
        error(offset, "interpreter.noMember", message)
    }
}
