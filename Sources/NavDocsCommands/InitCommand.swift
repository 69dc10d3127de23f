import ArgumentParser
import Foundation
import Pages

/// `navdocs init`: start a new site.
public struct InitCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Start a new site in a folder: site.yml, a first page whose example runs, .gitignore and a CI workflow.",
        discussion: """
        Writes content/site.yml, content/en/index.md (a first page with an example, a \
        scenario and a short guide to writing pages), a .gitignore for the built site \
        and .github/workflows/docs.yml (GitHub Actions: install Swift and navdocs, run \
        navdocs check, upload the built site). The folder must be new or empty (a \
        .git in it is fine). In the new folder, `navdocs check`, `navdocs build` and \
        `navdocs serve` need no arguments, and the built-in theme is used until you \
        add a templates folder (`navdocs theme --output templates`).

        Exit status: 0 written; 2 bad input or usage (a folder that is not empty).
        """
    )

    @Argument(help: ArgumentHelp("The folder for the new site (default: the current folder).", valueName: "folder"))
    public var folder = "."

    public init() {}

    public func run() async throws {
        let status = await execute(in: .current)
        if status != 0 { throw ExitCode(status) }
    }

    public func execute(in environment: CommandEnvironment) async -> Int32 {
        let url = environment.url(for: folder)
        let display = SiteFolders.display(folder)
        let repository = RepositoryRoot.containing(url)
        var inRepository = "."
        if let repository, url.path != repository.path {
            inRepository = String(url.path.dropFirst(repository.path.hasSuffix("/") ? repository.path.count : repository.path.count + 1))
        }
        let name = (repository ?? url).lastPathComponent
        let site = NewSite(title: name.isEmpty || name == "/" ? "Documentation" : "\(name) documentation", folderInRepository: inRepository)
        do {
            try NewFile.write(site.files, into: url, display: display)
        } catch {
            environment.writeError("error: \(error)\n")
            return 2
        }
        var message = """
        made a new site in \(display):
          content/site.yml            the site's title and languages
          content/en/index.md         a first page, with an example that runs
          .gitignore                  leaves out the built site (public/)
          .github/workflows/docs.yml  checks the examples on GitHub and keeps the built site

        """
        if inRepository != "." {
            message += "GitHub reads workflows only from the top of a repository: move \(display)/.github/workflows/docs.yml "
                + "to .github/workflows/ in \(repository?.path ?? "the repository") (its commands already run in \(inRepository))\n"
        }
        message += "next: \(display == "." ? "" : "cd \(Self.shellQuoted(display)) && ")navdocs serve\n"
        environment.writeOutput(message)
        return 0
    }

    /// A path as a shell reads it back: as it is when plain, else in single quotes.
    static func shellQuoted(_ path: String) -> String {
        let plain = path.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "._/-".contains($0)) }
        return plain ? path : "'" + path.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
}
