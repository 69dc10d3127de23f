import Foundation
import PackagePlugin

/// Builds the repository's `templates/` folder into the target that uses this plugin
/// (``BuiltinTheme``), so an installed `navdocs` needs no templates on disk.
///
/// Every file of the folder is an input of the generating command: an edited,
/// added or removed template rebuilds the theme, and nothing else.
@main
struct EmbedTheme: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let templates = context.package.directoryURL.appending(path: "templates")
        let output = context.pluginWorkDirectoryURL.appending(path: "BuiltinThemeFiles.swift")
        return [
            .buildCommand(
                displayName: "Embedding the templates folder as the built-in theme",
                executable: try context.tool(named: "ThemeEmbedder").url,
                arguments: [templates.path, output.path],
                inputFiles: Self.files(under: templates),
                outputFiles: [output]
            ),
        ]
    }

    /// The files the generator reads: everything under `folder` but hidden names.
    private static func files(under folder: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(
            at: folder, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles]
        ) else { return [] }
        var files: [URL] = []
        for case let file as URL in walker where (try? file.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true {
            files.append(file)
        }
        return files.sorted { $0.path < $1.path }
    }
}
