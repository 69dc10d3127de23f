import ArgumentParser
import SiteBuilder

/// The folders `build` and `serve` read and write, declared once for both.
public struct SiteFolders: ParsableArguments {
    @Option(help: ArgumentHelp("The folder with site.yml and one folder of Markdown pages per language.", valueName: "folder"))
    public var content = "content"

    @Option(help: ArgumentHelp("The folder with the Mustache templates and assets/.", valueName: "folder"))
    public var templates = "templates"

    @Option(help: ArgumentHelp("The folder to write the site into; it is replaced as a whole.", valueName: "folder"))
    public var output = "public"

    @Flag(help: "Remove the replaced site instead of keeping it beside the output (.public.spare-…) for the next build to write over.")
    public var noSpare = false

    public init() {}

    /// The build's options: paths resolved against the environment, and as typed for messages.
    func buildOptions(in environment: CommandEnvironment, baseURL: String = "/", allowFailures: Bool) -> SiteBuildOptions {
        var options = SiteBuildOptions(
            content: environment.url(for: content), contentDisplayPath: Self.display(content),
            templates: environment.url(for: templates), templatesDisplayPath: Self.display(templates),
            output: environment.url(for: output), baseURL: baseURL, allowFailures: allowFailures
        )
        options.keepsSpare = !noSpare
        return options
    }

    /// A path for messages: as typed, without a trailing slash.
    static func display(_ path: String) -> String {
        var path = path
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        return path
    }
}
