/// One fenced block of an executable example, with where its code starts in the page.
///
/// The interpreter never reads Markdown: the page side hands it the code of each
/// block and the position of the block's first code line, and every diagnostic
/// is mapped back to that page position.
public struct ExampleBlock: Hashable, Sendable {
    public var code: String
    public var file: String
    /// 1-based line of the block's first code line in the page.
    public var line: Int
    /// 1-based column (UTF-8) where the code lines start (the fence's indentation + 1).
    public var column: Int

    public init(code: String, file: String, line: Int, column: Int = 1) {
        self.code = code
        self.file = file
        self.line = line
        self.column = column
    }
}
