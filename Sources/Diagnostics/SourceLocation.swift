/// A position in a content file, as people read it: 1-based line and column.
///
/// Columns count UTF-8 bytes, as compilers and cmark do, so a position printed by
/// navdocs lands where an editor's "go to line:column" expects for ASCII text.
public struct SourceLocation: Hashable, Sendable, Comparable, Codable {
    /// The file's path as given to the tool (relative to the working directory).
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}

extension SourceLocation: CustomStringConvertible {
    /// `path:line:column`, the compiler's way.
    public var description: String { "\(file):\(line):\(column)" }
}
