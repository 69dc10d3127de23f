import Diagnostics
import Pages

/// An executable example as a page declares it: the `swift example=NAME` blocks
/// joined in page order, and what their info strings say.
public struct DeclaredExample: Hashable, Sendable {
    public var name: String
    /// Its blocks in page order (visible and hidden).
    public var blocks: [CodeBlock]
    /// The first block's info string: where problems of the example as a whole go.
    public var declaration: SourceLocation
    /// `root=TYPE`, from the first block that says it.
    public var rootType: String?
    /// `migrates=OLD`, if a block of this example declares it.
    public var migration: Migration?
    /// The `source=` attributes of blocks whose files could not be read (the reader
    /// reported why): the example is not run, since part of its code is missing.
    public var unreadSources: [SourceLocation] = []

    public init(name: String, blocks: [CodeBlock], declaration: SourceLocation, rootType: String? = nil, migration: Migration? = nil) {
        self.name = name
        self.blocks = blocks
        self.declaration = declaration
        self.rootType = rootType
        self.migration = migration
    }

    /// A `migrates=OLD` declaration: where the one migration error goes (§5).
    public struct Migration: Hashable, Sendable {
        /// The old example's name.
        public var from: String
        /// The position of the `migrates=` attribute, in NEW's info string.
        public var location: SourceLocation

        public init(from: String, location: SourceLocation) {
            self.from = from
            self.location = location
        }
    }
}
