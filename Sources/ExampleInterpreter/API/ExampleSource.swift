import Diagnostics

/// The blocks of one `example=NAME`, in page order, and what the info strings say about it.
public struct ExampleSource: Hashable, Sendable {
    public var name: String
    public var blocks: [ExampleBlock]
    /// `root=TYPE` from an info string, if any.
    public var rootType: String?
    /// The first fence's info string: where problems of the example as a whole are reported.
    public var declaration: SourceLocation

    public init(name: String, blocks: [ExampleBlock], rootType: String? = nil, declaration: SourceLocation) {
        self.name = name
        self.blocks = blocks
        self.rootType = rootType
        self.declaration = declaration
    }
}
