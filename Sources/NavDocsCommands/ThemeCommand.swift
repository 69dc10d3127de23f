import ArgumentParser
import BuiltinTheme
import Foundation

/// `navdocs theme`: write the built-in theme out, to edit it.
public struct ThemeCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "theme",
        abstract: "Write the built-in theme's templates and assets into a folder, to edit them.",
        discussion: """
        The folder must be empty or new. Build with --templates FOLDER (or name it \
        templates in the site's folder, which build, check and serve use when it \
        exists): each file in it replaces the built-in file of the same name, and \
        files you delete are taken from the built-in theme again, so keep only those \
        you change.

        Exit status: 0 written; 2 bad input or usage (a folder that is not empty, a \
        file that cannot be written).
        """
    )

    @Option(help: ArgumentHelp("The folder to write the theme into.", valueName: "folder"))
    public var output: String

    public init() {}

    public func run() async throws {
        let status = await execute(in: .current)
        if status != 0 { throw ExitCode(status) }
    }

    public func execute(in environment: CommandEnvironment) async -> Int32 {
        let folder = environment.url(for: output)
        let files = BuiltinTheme.files.map { NewFile(path: $0.path, contents: $0.contents) }
        do {
            try NewFile.write(files, into: folder, display: SiteFolders.display(output))
        } catch {
            environment.writeError("error: \(error)\n")
            return 2
        }
        environment.writeError(
            "wrote \(files.count) files of the built-in theme into \(SiteFolders.display(output)); "
                + "build with --templates \(SiteFolders.display(output)) and keep only the files you change\n"
        )
        return 0
    }
}
