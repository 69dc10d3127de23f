/// Failures that stop a build before anything is written: bad input or usage
/// (exit code 2), as opposed to problems in pages, which are diagnostics.
public enum SiteBuildError: Error, CustomStringConvertible, Sendable, Equatable {
    case missingFolder(String)
    case outputContainsSources(output: String, source: String)
    /// The output inside the content or templates: each build would read the last one's site.
    case outputInsideSources(output: String, source: String)
    case outputNotASite(String)
    case missingTemplates([String], folder: String)
    case templateSyntax(file: String, line: Int, column: Int, message: String)
    case io(String)
    /// Another process writes the output folder (``OutputLock``): a `serve`, or another `build`.
    case outputInUse(String, process: Int32?)

    public var description: String {
        switch self {
        case .missingFolder(let path):
            "folder '\(path)' does not exist"
        case .outputContainsSources(let output, let source):
            "refusing to write to '\(output)': it contains '\(source)', which a build would replace"
        case .outputInsideSources(let output, let source):
            "refusing to write to '\(output)': it is inside '\(source)', so every build would read the site it wrote before"
        case .outputNotASite(let output):
            "refusing to replace '\(output)': it is not empty and has no index.html, so it does not look like a built site"
        case .missingTemplates(let names, let folder):
            "missing template\(names.count == 1 ? "" : "s") in '\(folder)': \(names.map { "\($0).mustache" }.joined(separator: ", "))"
        case .templateSyntax(let file, let line, let column, let message):
            "\(file):\(line):\(column): error: \(message)"
        case .io(let message):
            message
        case .outputInUse(let output, let process):
            "refusing to write to '\(output)': another navdocs\(process.map { " (process \($0))" } ?? "") is writing it, "
                + "a 'navdocs serve' or a build; stop it, or write to another folder with --output"
        }
    }
}
