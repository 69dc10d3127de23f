import ArgumentParser
import Foundation
import SiteBuilder

/// The folders `build` and `serve` read and write, declared once for both.
public struct SiteFolders: ParsableArguments {
    @Option(help: ArgumentHelp("The folder with site.yml and one folder of Markdown pages per language.", valueName: "folder"))
    public var content = "content"

    @Option(help: ArgumentHelp(
        "A folder of templates and assets that replace the built-in theme's files of the same name (default: templates, when that folder exists; `navdocs theme` writes the built-in theme out).",
        valueName: "folder"
    ))
    public var templates: String?

    @Option(help: ArgumentHelp("The folder to write the site into; it is replaced as a whole.", valueName: "folder"))
    public var output = "public"

    @Flag(help: "Remove the replaced site instead of keeping it beside the output (.public.spare-…) for the next build to write over.")
    public var noSpare = false

    public init() {}

    /// The folder a site's templates are taken from when `--templates` is not given.
    static let defaultTemplates = "templates"

    /// The templates folder as typed: `--templates`, else `templates` when the working
    /// directory has one, else nil (the built-in theme alone).
    func templatesFolder(in environment: CommandEnvironment) -> String? {
        if let templates { return templates }
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: environment.url(for: Self.defaultTemplates).path, isDirectory: &isFolder)
        return exists && isFolder.boolValue ? Self.defaultTemplates : nil
    }

    /// The build's options: paths resolved against the environment, and as typed for messages.
    func buildOptions(in environment: CommandEnvironment, baseURL: String = "/", allowFailures: Bool) -> SiteBuildOptions {
        let templates = templatesFolder(in: environment)
        var options = SiteBuildOptions(
            content: environment.url(for: content), contentDisplayPath: Self.display(content),
            templates: templates.map(environment.url(for:)), templatesDisplayPath: templates.map(Self.display) ?? "(built-in theme)",
            output: environment.url(for: output), baseURL: baseURL, allowFailures: allowFailures
        )
        options.keepsSpare = !noSpare
        return options
    }

    /// A failure that stops a build, as a line for the terminal; a missing content
    /// folder says how to start a site, since that is what a newcomer runs into first.
    func message(for error: any Error) -> String {
        let message = "\(error)"
        // Only for the default folder: one named on the command line was a choice, not a first try.
        if case SiteBuildError.missingFolder(let folder) = error, content == "content", folder == Self.display(content) {
            return "error: \(message)\n" + Self.initHint(content: folder)
        }
        return message.contains(": error: ") ? message + "\n" : "error: \(message)\n"
    }

    /// What to do when the content folder is missing.
    static func initHint(content: String) -> String {
        "note: run this command in a site's folder (the one holding \(content)/), pass --content FOLDER, "
            + "or start a new site with `navdocs init [FOLDER]`\n"
    }

    /// A path for messages: as typed, without a trailing slash.
    static func display(_ path: String) -> String {
        var path = path
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        return path
    }
}
