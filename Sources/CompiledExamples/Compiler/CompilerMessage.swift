/// One diagnostic as the Swift compiler prints it (`-diagnostic-style=llvm`).
struct CompilerMessage: Hashable, Sendable {
    enum Severity: String, Sendable {
        case error, warning, note
    }

    var file: String
    var line: Int
    var column: Int
    var severity: Severity
    var text: String

    /// The messages of the compiler's output, in order (lines that are not messages, such as
    /// the source excerpt and caret, are left out).
    static func parse(_ output: String) -> [CompilerMessage] {
        var messages: [CompilerMessage] = []
        for line in output.split(separator: "\n", omittingEmptySubsequences: true) {
            guard let message = parseLine(Substring(line)) else { continue }
            messages.append(message)
        }
        return messages
    }

    /// The message without the diagnostic group swiftc 6.2+ appends (` [#DeprecatedDeclaration]`):
    /// a rewritten message (an availability marker) must not carry it into its new words.
    private static func withoutGroup(_ text: Substring) -> String {
        guard text.hasSuffix("]"), let start = text.range(of: " [#", options: .backwards) else { return String(text) }
        let group = text[start.upperBound..<text.index(before: text.endIndex)]
        return group.allSatisfy { $0.isLetter || $0.isNumber } ? String(text[..<start.lowerBound]) : String(text)
    }

    private static func parseLine(_ line: Substring) -> CompilerMessage? {
        for severity in [Severity.error, .warning, .note] {
            let marker = ": \(severity.rawValue): "
            guard let range = line.range(of: marker) else { continue }
            let head = line[..<range.lowerBound]
            let parts = head.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count >= 3, let column = Int(parts[parts.count - 1]), let lineNumber = Int(parts[parts.count - 2]) else {
                // `error: …` without a position (a link error, a missing module).
                if head.isEmpty || !head.contains(":") {
                    return CompilerMessage(file: "", line: 0, column: 0, severity: severity, text: String(line[range.upperBound...]))
                }
                continue
            }
            let file = parts[..<(parts.count - 2)].joined(separator: ":")
            return CompilerMessage(file: file, line: lineNumber, column: column, severity: severity, text: withoutGroup(line[range.upperBound...]))
        }
        if line.hasPrefix("error: ") {
            return CompilerMessage(file: "", line: 0, column: 0, severity: .error, text: String(line.dropFirst(7)))
        }
        return nil
    }
}
