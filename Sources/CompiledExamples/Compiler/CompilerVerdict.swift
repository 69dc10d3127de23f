import Diagnostics
import Foundation

/// What the compiler's messages mean for an example: its errors at their page positions,
/// the scenario code that did not compile (reported at the step), availability read back
/// from the model module's markers, and problems of navdocs's own making.
public struct CompilerVerdict: Sendable {
    /// Errors in the example's code, and availability errors, at their page positions.
    public var exampleDiagnostics: [Diagnostic] = []
    /// Errors in a scenario step's code, by snippet id.
    public var snippetDiagnostics: [Int: [Diagnostic]] = [:]
    /// Expectations whose subject could not be captured on its own (compiled again without it).
    public var failedSubjects: Set<Int> = []
    /// Errors in code navdocs wrote around the example: a bug of navdocs, or a limit.
    public var internalErrors: [String] = []
    /// Type-like names the example uses without declaring them, that may stand for opaque types (§2).
    public var undeclaredTypes: Set<String> = []

    /// The marker the model module's declarations carry for API newer than iOS 16.
    static let introducedMarker = "navdocs-introduced: iOS "
    /// The marker for API unavailable on iOS.
    static let unavailableMarker = "navdocs-unavailable-ios"

    /// What a compilation's messages mean, for an example checked on `platform` (availability).
    public init(outcome: ProgramCompiler.Outcome, program: WrittenProgram, snippets: [ProgramSnippet], platform: (major: Int, minor: Int)) {
        self.init(messages: outcome.messages, program: program, snippets: snippets, programPath: outcome.programPath, platform: platform)
    }

    init(messages: [CompilerMessage], program: WrittenProgram, snippets: [ProgramSnippet], programPath: String,
         platform: (major: Int, minor: Int)) {
        defer { droppingCascades(in: program) }
        var lastError: (kind: Target, index: Int)?
        var seen: Set<String> = []
        for message in messages {
            if message.severity == .note {
                guard let lastError, message.file != programPath, !message.file.isEmpty else { continue }
                let location = program.pageLocation(file: message.file, line: message.line, column: message.column)
                let note = Diagnostic.Note(location: location, message: message.text)
                switch lastError.kind {
                case .example: exampleDiagnostics[lastError.index].notes.append(note)
                case .snippet(let id): snippetDiagnostics[id]?[lastError.index].notes.append(note)
                }
                continue
            }
            var text = message.text
            var severity = message.severity
            if severity == .warning {
                guard let converted = Self.availabilityError(text, platform: platform) else { continue }
                text = converted
                severity = .error
            } else if text.contains(Self.unavailableMarker) {
                text = Self.unavailableText(message.text)
            } else if let name = Self.undeclaredName(text), UndeclaredTypes.mayStandIn(name) {
                undeclaredTypes.insert(name)
            } else if let range = text.range(of: UndeclaredTypes.memberMarker + ": ") {
                let typeName = text[range.upperBound...]
                let location = program.pageLocation(file: message.file, line: message.line, column: message.column)
                let member = program.identifier(at: location) ?? "its members"
                text = "'\(typeName)' is not declared in this example; declare it in a hidden block to use '\(member)'"
            }
            if message.file.isEmpty || message.file == programPath {
                if let id = program.subjectLines.first(where: { $0.value == message.line })?.key {
                    failedSubjects.insert(id)
                } else if !message.file.isEmpty || severity == .error {
                    internalErrors.append(text)
                }
                lastError = nil
                continue
            }
            let location = program.pageLocation(file: message.file, line: message.line, column: message.column)
            // An availability error inside `if #available(iOS N, *)` with N new enough is no error.
            if message.severity == .warning, let guarded = program.guardedVersion(at: location),
               let needed = Self.neededVersion(message.text), guarded >= needed {
                continue
            }
            guard seen.insert("\(location)|\(text)").inserted else { continue }
            let diagnostic = Diagnostic.error(severity == .error ? "compiler.error" : "compiler.warning", at: location, text)
            if let snippet = snippets.first(where: { $0.location.file == message.file && ($0.location.line == message.line || $0.location.line - 1 == message.line) }) {
                snippetDiagnostics[snippet.id, default: []].append(diagnostic)
                lastError = (.snippet(snippet.id), snippetDiagnostics[snippet.id]!.count - 1)
            } else {
                exampleDiagnostics.append(diagnostic)
                lastError = (.example, exampleDiagnostics.count - 1)
            }
        }
    }

    /// Errors the compiler derives from an unresolved name (`cannot find 'parks' in scope`)
    /// in the same declaration or statement: the name is the problem, as swiftc on a Mac
    /// reports it against SwiftUI's own overloads.
    static let cascadeFragments = [
        "could not be inferred", "requires that", "cannot infer", "is ambiguous", "no exact matches", "cannot convert value",
    ]

    mutating func droppingCascades(in program: WrittenProgram) {
        let unresolved = exampleDiagnostics.filter { Self.undeclaredName($0.message) != nil }
        guard !unresolved.isEmpty else { return }
        exampleDiagnostics.removeAll { diagnostic in
            Self.undeclaredName(diagnostic.message) == nil
                && Self.cascadeFragments.contains { diagnostic.message.contains($0) }
                && unresolved.contains { program.inSameTopLevelItem($0.location, diagnostic.location) }
        }
    }

    private enum Target {
        case example
        case snippet(Int)
    }

    /// `'containerBackground(_:for:)' is deprecated: navdocs-introduced: iOS 17.0` → the
    /// compiler's availability error on a platform older than that; nil otherwise.
    static func availabilityError(_ warning: String, platform: (major: Int, minor: Int)) -> String? {
        guard let range = warning.range(of: introducedMarker),
              let needed = neededVersion(warning), (platform.major, platform.minor) < needed else { return nil }
        let subject = warning[..<range.lowerBound].replacingOccurrences(of: " is deprecated: ", with: "")
        return "\(subject) is only available in iOS \(warning[range.upperBound...]) or newer"
    }

    static func neededVersion(_ warning: String) -> (Int, Int)? {
        guard let range = warning.range(of: introducedMarker) else { return nil }
        let parts = warning[range.upperBound...].split(separator: ".").map { Int($0.prefix { $0.isNumber }) ?? 0 }
        return (parts.first ?? 0, parts.count > 1 ? parts[1] : 0)
    }

    /// `X` of `cannot find 'X' in scope` and `cannot find type 'X' in scope`.
    static func undeclaredName(_ error: String) -> String? {
        for prefix in ["cannot find type '", "cannot find '"] where error.hasPrefix(prefix) {
            let rest = error.dropFirst(prefix.count)
            guard let end = rest.firstIndex(of: "'"), rest[end...].hasPrefix("' in scope") else { return nil }
            return String(rest[..<end])
        }
        return nil
    }

    /// `'NSApp' is unavailable: navdocs-unavailable-ios` → `'NSApp' is unavailable in iOS`.
    static func unavailableText(_ error: String) -> String {
        guard let range = error.range(of: " is unavailable: " + unavailableMarker) else { return error }
        return String(error[..<range.lowerBound]) + " is unavailable in iOS"
    }
}
