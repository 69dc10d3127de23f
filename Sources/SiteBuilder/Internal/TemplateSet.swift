import BuiltinTheme
import Diagnostics
import Foundation
import Mustache
import Pages

/// The Mustache templates and assets a site is built with: the theme built into
/// navdocs, with the files of a templates folder (`--templates`) in place of the
/// built-in ones of the same name, as a site's layouts replace a theme's in Hugo and
/// a book's `theme/` files replace mdBook's. A folder is read at build time, so its
/// markup changes without recompiling; files it does not have come from the built-in theme.
struct TemplateSet: Sendable {
    /// Templates the build renders directly; the rest are partials they include.
    static let required = ["page", "redirect", "not-found"]

    let library: MustacheLibrary
    /// The files of `assets/` by their path in the site (`assets/site.css`), copied to the site.
    let assets: [String: Asset]

    /// Where an asset's bytes come from.
    enum Asset: Sendable, Hashable {
        /// The built-in theme's copy.
        case builtIn(Data)
        /// A file of the templates folder (itself, or what a link inside the folder leads to).
        case file(URL)
    }

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
        // Example sections are rendered with the templates, which may have changed.
        state.recall?.examples.forgetAll()
    }

    /// Links that leave the folder and other files that are not read (see ``SourceTree``),
    /// and templates of the folder that replace nothing and that nothing includes.
    let diagnostics: [Diagnostic]

    /// The built-in theme, with the files of `folder` (when given) in place of its own.
    init(folder: URL?, displayPath: String) throws {
        TemplateEscaping.registered
        var texts: [String: (text: String, file: String)] = [:]
        var assets: [String: Asset] = [:]
        for file in BuiltinTheme.files {
            if file.path.hasPrefix("assets/") {
                assets[file.path] = .builtIn(file.contents)
            } else if file.path.hasSuffix(".mustache") {
                let name = String(file.path.dropLast(".mustache".count))
                texts[name] = (String(decoding: file.contents, as: UTF8.self), "(built-in theme)/\(file.path)")
            }
        }
        var diagnostics: [Diagnostic] = []
        var overridden: [String] = []
        if let folder {
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
            diagnostics += tree.diagnostics
            for file in tree.files {
                let path = file.relativePath
                if path.hasPrefix("assets/") {
                    assets[path] = .file(file.source)
                    continue
                }
                guard path.hasSuffix(".mustache") else { continue }
                let text: String
                do {
                    text = String(decoding: try Data(contentsOf: file.source), as: UTF8.self)
                } catch {
                    throw SiteBuildError.io("cannot read '\(displayPath)/\(path)': \(FileErrorCause.describe(error))")
                }
                let name = String(path.dropLast(".mustache".count))
                texts[name] = (text, "\(displayPath)/\(path)")
                overridden.append(name)
            }
        }
        var library = MustacheLibrary()
        for (name, template) in texts.sorted(by: { $0.key < $1.key }) {
            do {
                library.register(try MustacheTemplate(string: TemplateEscaping.pragma + template.text), named: name)
            } catch let error as MustacheTemplate.ParserError {
                throw SiteBuildError.templateSyntax(
                    // The escaping pragma is a line of its own before the file's first.
                    file: template.file, line: max(1, error.context.lineNumber - 1),
                    column: error.context.columnNumber + 1, message: "invalid template: \(error.error)"
                )
            }
        }
        let missing = Self.required.filter { library.getTemplate(named: $0) == nil }
        guard missing.isEmpty else { throw SiteBuildError.missingTemplates(missing, folder: displayPath) }
        diagnostics += Self.unusedTemplates(overridden, texts: texts.mapValues(\.text), displayPath: displayPath)
        self.library = library
        self.assets = assets
        self.diagnostics = diagnostics
    }

    /// A template of the folder that has no built-in counterpart and that no template
    /// includes (`{{> name}}`) changes nothing: most likely a misspelt name
    /// (`pages.mustache`), so it is an error that lists the names that do count.
    private static func unusedTemplates(_ names: [String], texts: [String: String], displayPath: String) -> [Diagnostic] {
        let builtIn = Set(BuiltinTheme.templateNames)
        return names.sorted().compactMap { name in
            guard !builtIn.contains(name) else { return nil }
            let included = texts.contains { other, text in other != name && PartialReferences.names(in: text).contains(name) }
            guard !included else { return nil }
            return .error(
                "template.unknown", at: SourceLocation(file: "\(displayPath)/\(name).mustache", line: 1, column: 1),
                "template '\(name).mustache' replaces no built-in template and no template includes it; the built-in templates are "
                    + BuiltinTheme.templateNames.map { "\($0).mustache" }.joined(separator: ", ")
            )
        }
    }
}
