/// One named step of a site build.
///
/// Every step has the same shape: it reads and extends the ``BuildState``. The
/// standard list is ``BuildPipeline/standard``; a new stage joins by inserting a
/// step, not by growing one function.
public struct BuildStep: Sendable {
    public var name: String
    public var run: @Sendable (inout BuildState) async throws -> Void

    public init(_ name: String, run: @escaping @Sendable (inout BuildState) async throws -> Void) {
        self.name = name
        self.run = run
    }
}
