import Foundation
import Mustache

/// The Mustache templates of the `templates/` folder, read at build time so a
/// user can change the site's markup without recompiling.
struct TemplateSet: Sendable {
    /// Templates the build renders directly; the rest are partials they include.
    static let required = ["page", "redirect", "not-found"]

    let library: MustacheLibrary

    func has(_ template: String) -> Bool {
        library.getTemplate(named: template) != nil
    }

    func render(_ data: some MustacheParent, template: String) -> String {
        library.render(data, withTemplate: template) ?? ""
    }

    @Sendable static func load(_ state: inout BuildState) async throws {
        state.templates = try TemplateSet(
            folder: state.options.templates, displayPath: state.options.templatesDisplayPath
        )
    }

    init(folder: URL, displayPath: String) throws {
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        guard fileManager.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw SiteBuildError.missingFolder(displayPath)
        }
        var names: [String] = []
        if let enumerator = fileManager.enumerator(atPath: folder.path) {
            while let path = enumerator.nextObject() as? String {
                if path.hasSuffix(".mustache"), !path.hasPrefix("assets/") { names.append(path) }
            }
        }
        var library = MustacheLibrary()
        for path in names.sorted() {
            let text: String
            do {
                text = String(decoding: try Data(contentsOf: folder.appendingPathComponent(path)), as: UTF8.self)
            } catch {
                throw SiteBuildError.io("cannot read '\(displayPath)/\(path)': \(error.localizedDescription)")
            }
            do {
                library.register(try MustacheTemplate(string: text), named: String(path.dropLast(".mustache".count)))
            } catch let error as MustacheTemplate.ParserError {
                throw SiteBuildError.templateSyntax(
                    file: "\(displayPath)/\(path)", line: error.context.lineNumber,
                    column: error.context.columnNumber + 1, message: "invalid template: \(error.error)"
                )
            }
        }
        let missing = Self.required.filter { library.getTemplate(named: $0) == nil }
        guard missing.isEmpty else { throw SiteBuildError.missingTemplates(missing, folder: displayPath) }
        self.library = library
    }
}
