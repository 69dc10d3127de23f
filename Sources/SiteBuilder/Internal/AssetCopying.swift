import Foundation

/// The "copy assets" step: `templates/assets/` to `assets/`, and the content
/// folder's non-Markdown files to the same place under the output.
enum AssetCopying {
    @Sendable static func copy(_ state: inout BuildState) async throws {
        let assets = state.options.templates.appendingPathComponent("assets")
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: assets.path, isDirectory: &isDirectory), isDirectory.boolValue,
           let enumerator = FileManager.default.enumerator(atPath: assets.path) {
            while let relative = enumerator.nextObject() as? String {
                let source = assets.appendingPathComponent(relative)
                var folder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: source.path, isDirectory: &folder), !folder.boolValue,
                      !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) else { continue }
                state.copies["assets/" + relative] = source
            }
        }
        for relative in state.content?.staticFiles ?? [] {
            state.copies[relative] = state.options.content.appendingPathComponent(relative)
        }
    }
}
