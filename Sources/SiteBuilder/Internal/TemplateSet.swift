import Diagnostics
import Foundation
import Mustache
import Pages

/// The Mustache templates of the `templates/` folder, read at build time so a
/// user can change the site's markup without recompiling.
struct TemplateSet: Sendable {
    /// Templates the build renders directly; the rest are partials they include.
    static let required = ["page", "redirect", "not-found"]

    let library: MustacheLibrary
    /// The files of `assets/`, copied to the site's `assets/`.
    let assets: [SourceTree.File]

    func has(_ template: String) -> Bool {
        library.getTemplate(named: template) != nil
    }

    func render(_ data: some MustacheParent, template: String) -> String {
        library.render(data, withTemplate: template) ?? ""
    }

    @Sendable static func load(_ state: inout BuildState) async throws {
        let templates = try TemplateSet(
            folder: state.options.templates, displayPath: state.options.templatesDisplayPath
        )
        state.diagnostics.add(contentsOf: templates.diagnostics)
        state.templates = templates
    }

    /// Links that leave the folder and other files that are not read (see ``SourceTree``).
    let diagnostics: [Diagnostic]

    init(folder: URL, displayPath: String) throws {
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        guard fileManager.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw SiteBuildError.missingFolder(displayPath)
        }
        let tree: SourceTree
        do {
            tree = try SourceTree(walking: folder, displayPath: displayPath)
        } catch {
            throw SiteBuildError.io("\(error)")
        }
        TemplateEscaping.registered
        var library = MustacheLibrary()
        for file in tree.files where file.relativePath.hasSuffix(".mustache") && !file.relativePath.hasPrefix("assets/") {
            let path = file.relativePath
            let text: String
            do {
                text = String(decoding: try Data(contentsOf: file.source), as: UTF8.self)
            } catch {
                throw SiteBuildError.io("cannot read '\(displayPath)/\(path)': \(FileErrorCause.describe(error))")
            }
            do {
                let template = try MustacheTemplate(string: TemplateEscaping.pragma + text)
                library.register(template, named: String(path.dropLast(".mustache".count)))
            } catch let error as MustacheTemplate.ParserError {
                throw SiteBuildError.templateSyntax(
                    // The escaping pragma is a line of its own before the file's first.
                    file: "\(displayPath)/\(path)", line: max(1, error.context.lineNumber - 1),
                    column: error.context.columnNumber + 1, message: "invalid template: \(error.error)"
                )
            }
        }
        let missing = Self.required.filter { library.getTemplate(named: $0) == nil }
        guard missing.isEmpty else { throw SiteBuildError.missingTemplates(missing, folder: displayPath) }
        self.library = library
        assets = tree.files.compactMap { file in
            guard file.relativePath.hasPrefix("assets/") else { return nil }
            return file
        }
        diagnostics = tree.diagnostics
    }
}
