/// What a build takes from the builds before it and leaves for the ones after.
///
/// `serve`'s builds share one (``IncrementalSiteBuilder``); a build of its own
/// (`navdocs build`) has none. The standard steps (``BuildPipeline/standard``) ask it
/// where a build without one does the work itself: "read content" parses only files
/// whose bytes changed, "run examples" runs only pages whose examples changed, and
/// "render pages" keeps what each page was rendered from. So a whole build for `serve`
/// and `navdocs build` run the same steps, and a build of changes runs those steps over
/// the parts an edit reaches.
final class BuildRecall: Sendable {
    /// The pages parsed before, with the bytes they were parsed from.
    let pages = ParsedPageStore()
    /// The examples run before, each page's result under a key of what it read.
    let examples = ExampleRunMemory()
}
