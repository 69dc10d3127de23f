internal import NavigationModel

/// Where a SwiftUI call is written: every modelled API takes `#filePath`, `#line` and
/// `#column` as hidden default arguments, which the page-to-program step points at the
/// page with `#sourceLocation`. The column is that of the call's argument list (its `(`
/// or trailing `{`); navdocs moves it back to the call's name.
struct CallSite: Hashable {
    var file: String
    var line: Int
    var column: Int

    init(_ file: String, _ line: Int, _ column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// The model's opaque reference: file index, line and column in one number, which the
    /// parent decodes with the same table of files (``ProgramInfo/files``).
    var sourceRef: SourceRef {
        let fileIndex = ProgramInfo.files.firstIndex(of: file) ?? 0
        return SourceRef(Self.encode(fileIndex: fileIndex, line: line, column: column))
    }

    static func encode(fileIndex: Int, line: Int, column: Int) -> Int {
        (fileIndex << 40) | (min(max(line, 0), 0xFF_FFFF) << 16) | min(max(column, 0), 0xFFFF)
    }

    /// A key for references made at this call site.
    var key: String { "\(file):\(line):\(column)" }
}

/// What the page-to-program step tells the runtime about the example.
public enum ProgramInfo {
    /// The files the example's blocks come from, in the order the parent numbers them.
    nonisolated(unsafe) public static var files: [String] = []
    /// Per declared type, the stored properties that are not a view's arguments (a `let`
    /// with an initial value is part of the view, not of how it was created).
    nonisolated(unsafe) public static var nonArguments: [String: Set<String>] = [:]
}
