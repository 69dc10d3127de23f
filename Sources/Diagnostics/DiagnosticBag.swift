/// Collects the diagnostics of a run in any order and hands them back sorted.
///
/// A value type: each stage fills its own bag and the caller merges them, so
/// pages processed in parallel never share mutable state.
public struct DiagnosticBag: Sendable {
    public private(set) var diagnostics: [Diagnostic] = []

    public init(_ diagnostics: [Diagnostic] = []) {
        self.diagnostics = diagnostics
    }

    public mutating func add(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    public mutating func add(contentsOf other: some Sequence<Diagnostic>) {
        diagnostics.append(contentsOf: other)
    }

    public mutating func merge(_ other: DiagnosticBag) {
        diagnostics.append(contentsOf: other.diagnostics)
    }

    public var sorted: [Diagnostic] { diagnostics.sorted() }
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    public var errorCount: Int { diagnostics.count { $0.severity == .error } }
    public var warningCount: Int { diagnostics.count { $0.severity == .warning } }
    public var isEmpty: Bool { diagnostics.isEmpty }
}
