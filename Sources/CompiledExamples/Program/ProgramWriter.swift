import Diagnostics
import SwiftParser
import SwiftSyntax

/// The Swift program an example becomes: its blocks (cleaned for an iOS build), an implicit
/// root view when the example is written as members or an expression, its scenarios' code in
/// the root's scope, and a `main` that hands the root to the model module's runtime.
///
/// Every line that comes from the page is preceded by `#sourceLocation(file:line:)` and keeps
/// its column, so the compiler's diagnostics name their page position (blocks indented in the
/// page add their indentation, ``WrittenProgram/pageLocation(file:line:column:)``).
public struct WrittenProgram: Sendable {
    /// The program's source.
    public var text: String
    /// The files its lines come from, numbered as the runtime numbers them in source references.
    public var files: [String]
    /// The root's type name.
    public var rootTypeName: String
    /// Problems found before compiling (no root view, several candidates): the program is not compiled.
    public var problems: [Diagnostic]
    /// The example's code in one text, and where availability checks guard it.
    let joined: JoinedSource
    let availabilityRegions: [AvailabilityRegion]
    /// For each expectation snippet, the program line (1-based) of its subject capture.
    public var subjectLines: [Int: Int]
    /// The snippets the program compiles, by id.
    public var snippetIDs: Set<Int>
    /// The extent of each top-level item of the example's code (offsets into the joined code).
    let topLevelRanges: [Range<Int>]

    /// Whether two page positions are in the same top-level item of the example's code.
    func inSameTopLevelItem(_ first: Diagnostics.SourceLocation, _ second: Diagnostics.SourceLocation) -> Bool {
        guard let a = joined.offset(of: first), let b = joined.offset(of: second) else { return false }
        return topLevelRanges.contains { $0.contains(a) && $0.contains(b) }
    }

    /// The page position of a position the compiler reports in a page file: columns of an
    /// indented block move by its indentation (scenario code is written at its own column).
    public func pageLocation(file: String, line: Int, column: Int) -> Diagnostics.SourceLocation {
        for block in joined.blocks where block.file == file {
            let lineCount = block.code.split(separator: "\n", omittingEmptySubsequences: false).count
            if line >= block.line, line < block.line + lineCount {
                return Diagnostics.SourceLocation(file: file, line: line, column: column + block.column - 1)
            }
        }
        return Diagnostics.SourceLocation(file: file, line: line, column: column)
    }

    /// The version of iOS the code at a page position is guarded for, if any (`if #available`).
    public func guardedVersion(at location: Diagnostics.SourceLocation) -> (major: Int, minor: Int)? {
        guard let offset = joined.offset(of: location) else { return nil }
        return availabilityRegions.filter { $0.range.contains(offset) }.map { ($0.major, $0.minor) }.max { $0 < $1 }
    }
}

/// Writes the program of an example.
public enum ProgramWriter {
    /// Names the example likely uses as views without declaring them (see ``UndeclaredTypes/guesses(in:)``).
    public static func guessedStandIns(_ input: ProgramInput) -> Set<String> {
        let cleaned = SourceCleaner(JoinedSource(input.blocks).text).string
        return UndeclaredTypes.guesses(in: Parser.parse(source: cleaned))
    }

    /// - Parameter standIns: names the example uses but does not declare, declared as opaque stand-ins (§2).
    public static func write(
        _ input: ProgramInput, excludingSubjects: Set<Int> = [], excludingSnippets: Set<Int> = [], standIns: Set<String> = []
    ) -> WrittenProgram {
        let joined = JoinedSource(input.blocks)
        let cleaner = SourceCleaner(joined.text)
        let cleaned = cleaner.string
        let cleanedBytes = Array(cleaned.utf8)
        let tree = Parser.parse(source: cleaned)
        var shape = ExampleShape(tree)
        for view in cleaner.previewViews where !shape.previewViews.contains(view) { shape.previewViews.append(view) }

        var files: [String] = []
        for block in input.blocks where !files.contains(block.file) { files.append(block.file) }
        for snippet in input.snippets where !files.contains(snippet.location.file) { files.append(snippet.location.file) }

        var output = ProgramText()
        output.line("import SwiftUI")
        var problems: [Diagnostic] = []

        // The implicit root's name: ContentView, unless the example declares one.
        var implicitName = "ContentView"
        while shape.types.contains(where: { $0.name == implicitName }) { implicitName += "_" }

        let root = chooseRoot(input, shape, implicitName: implicitName, problems: &problems)

        for item in shape.items where item.destination == .global {
            output.emit(item.range, of: cleanedBytes, joined: joined)
        }
        if shape.hasImplicitRoot {
            output.line("struct \(implicitName): View {")
            for item in shape.items where item.destination == .rootMember {
                output.emit(item.range, of: cleanedBytes, joined: joined)
            }
            let bodies = shape.items.filter { $0.destination == .body }
            if !bodies.isEmpty {
                output.line("var body: some View {")
                for item in bodies { output.emit(item.range, of: cleanedBytes, joined: joined) }
                output.line("}")
            }
            output.line("}")
        }

        // The scenarios' code, in the root's scope (its private members are visible in this file).
        var runs: [Int] = []
        var expectations: [Int] = []
        var subjectLines: [Int: Int] = [:]
        let snippets = input.snippets.filter { !excludingSnippets.contains($0.id) }
        if let root, !snippets.isEmpty {
            output.line("extension \(root.name) {")
            var viewStates: [String: Set<String>] = [:]
            for type in shape.types where type.isStructOrClass && !type.isGeneric && type.name != root.name {
                if !type.stateProperties.isEmpty { viewStates[type.name] = type.stateProperties }
            }
            let references = ViewStateReferences(viewStates: viewStates, viewTypes: Set(shape.types.filter(\.isView).map(\.name)),
                                                 rootScope: rootScope(root.name, shape))
            for var snippet in snippets {
                snippet.text = references.rewrite(snippet.text)
                if case .expectation(let subject?, let other?) = snippet.kind {
                    snippet.kind = .expectation(subject: references.rewrite(subject), other: references.rewrite(other))
                }
                switch snippet.kind {
                case .statements:
                    runs.append(snippet.id)
                    output.line("@MainActor func __navdocs_run_\(snippet.id)() {")
                    output.directive(file: snippet.location.file, line: snippet.location.line)
                    output.raw(String(repeating: " ", count: max(snippet.location.column - 1, 0)) + snippet.text)
                    output.endDirective()
                    output.line("}")
                case .expectation(let subject, let other):
                    expectations.append(snippet.id)
                    output.line("@MainActor func __navdocs_expect_\(snippet.id)() -> ExpectationResult {")
                    output.directive(file: snippet.location.file, line: max(snippet.location.line - 1, 1))
                    output.raw("let __holds: Bool =")
                    output.raw(String(repeating: " ", count: max(snippet.location.column - 1, 0)) + snippet.text)
                    output.endDirective()
                    if let subject, let other, !excludingSubjects.contains(snippet.id) {
                        subjectLines[snippet.id] = output.lineCount + 1
                        output.line("return ExpectationResult._result(__holds) { _navdocsSubject(\(subject), \(other)) }")
                    } else {
                        output.line("return ExpectationResult._result(__holds)")
                    }
                    output.line("}")
                }
            }
            output.line("}")
        }

        if !standIns.isEmpty { output.raw(UndeclaredTypes.declarations(for: standIns, in: cleaned)) }

        // The names of the declared types' properties, by key path: a key path to a computed
        // or wrapped property (`@Published var path`, an `@Observable` class's) prints none.
        // Each table has a name of its own: a subclass of a declared class inherits its
        // superclass's static members, and one of the same name would be an override.
        var keyPathTables: [String] = []
        // A subclass's table names what it inherits too: `\Sub.path` is not `\Base.path`.
        func variables(of type: ExampleShape.DeclaredType, seen: Set<String> = []) -> [String] {
            guard let superclass = type.inherited.first.flatMap({ name in shape.types.first { $0.name == name && $0.isStructOrClass } }),
                  !seen.contains(superclass.name) else { return type.variables }
            let inherited = variables(of: superclass, seen: seen.union([type.name])).filter { !superclass.privateVariables.contains($0) }
            return inherited + type.variables.filter { !inherited.contains($0) }
        }
        for (number, type) in shape.types.enumerated() where type.isStructOrClass && !type.isGeneric {
            let names = variables(of: type)
            if names.isEmpty { continue }
            let entries = names.map { "\\\(type.name).\($0): \(Self.literal($0))" }.joined(separator: ", ")
            output.line("extension \(type.name) { static let __navdocs_keyPaths_\(number): [AnyKeyPath: String] = [\(entries)] }")
            keyPathTables.append("\(type.name).__navdocs_keyPaths_\(number)")
        }
        // The state of views other than the root, readable by scenario code as `Detail.path`.
        for type in shape.types where type.isStructOrClass && !type.isGeneric {
            for property in type.stateProperties.sorted() {
                output.line("extension \(type.name) { static let __navdocs_state_\(property) = \\\(type.name).\(property) }")
            }
        }

        // The app's UIKit delegate classes, made at launch by `@UIApplicationDelegateAdaptor`
        // (which cannot make a class from its type: NSObject's init() is not `required`).
        for type in shape.types where type.isStructOrClass && !type.isGeneric && !type.needsArguments
            && type.inherited.contains("UIApplicationDelegate") {
            output.line("extension \(type.name): SwiftUI._NavDocsMadeDelegate { static func _navdocsMakeDelegate() -> AnyObject { \(type.name)() } }")
        }

        // A root that cannot be made without arguments is made as the app's window group
        // makes it, or else as a preview does.
        var makesRootAsPreview = false
        if let root, !root.isApp, shape.types.first(where: { $0.name == root.name })?.needsArguments == true {
            var construction: (range: Range<Int>, source: [UInt8])?
            if let window = shape.appWindowConstruction, window.view == root.name {
                construction = (window.range, cleanedBytes)
            } else if let preview = cleaner.previewConstructions.first(where: { $0.view == root.name }) {
                construction = (preview.range, cleaner.previewSource)
            }
            if let construction {
                output.line("@MainActor func __navdocs_makeRoot() -> \(root.name) {")
                output.emit(construction.range, of: construction.source, joined: joined)
                output.line("}")
                makesRootAsPreview = true
            }
        }

        if let root {
            let entry = root.isApp ? "app: \(root.name).self" : makesRootAsPreview ? "view: { __navdocs_makeRoot() }" : "view: { \(root.name)() }"
            let runTable = runs.isEmpty ? "[:]" : "[" + runs.map { "\($0): { $0.__navdocs_run_\($0)() }" }.joined(separator: ", ") + "]"
            let expectTable = expectations.isEmpty ? "[:]" : "[" + expectations.map { "\($0): { $0.__navdocs_expect_\($0)() }" }.joined(separator: ", ") + "]"
            let fileList = "[" + files.map(Self.literal).joined(separator: ", ") + "]"
            let nonArguments = shape.types.filter { !$0.nonArguments.isEmpty }
            let nonArgumentTable = nonArguments.isEmpty ? "[:]" : "[" + nonArguments.map { type in
                Self.literal(type.name) + ": [" + type.nonArguments.sorted().map(Self.literal).joined(separator: ", ") + "]"
            }.joined(separator: ", ") + "]"
            output.line("@main enum __NavDocsProgram {")
            output.line("    @MainActor static func main() {")
            let keyPaths = keyPathTables.isEmpty ? "[]" : "[" + keyPathTables.joined(separator: ", ") + "]"
            output.line("        _navdocsRun(\(entry), runs: \(runTable), expectations: \(expectTable), files: \(fileList), nonArguments: \(nonArgumentTable), keyPaths: \(keyPaths))")
            output.line("    }")
            output.line("}")
        }
        return WrittenProgram(
            text: output.text, files: files, rootTypeName: root?.name ?? implicitName, problems: problems,
            joined: joined, availabilityRegions: cleaner.availabilityRegions, subjectLines: subjectLines,
            snippetIDs: Set(snippets.map(\.id)), topLevelRanges: shape.items.map(\.range))
    }

    /// The root view (or stateful app): `root=TYPE`, the implicit root, the app's window
    /// group, a preview, or the only view no other view uses (§2).
    /// The names scenario code sees in the root's scope: its members (an implicit root's are
    /// the top-level variables and functions), what extensions add, and globals.
    private static func rootScope(_ rootName: String, _ shape: ExampleShape) -> Set<String> {
        var names = shape.topLevelNames.union(shape.extensionMembers[rootName] ?? [])
        if let type = shape.types.first(where: { $0.name == rootName }) {
            names.formUnion(type.variables)
            names.formUnion(type.functions)
            names.formUnion(type.nonArguments)
        }
        return names
    }

    private static func chooseRoot(
        _ input: ProgramInput, _ shape: ExampleShape, implicitName: String, problems: inout [Diagnostic]
    ) -> (name: String, isApp: Bool)? {
        let views = shape.types.filter(\.isView)
        if let rootType = input.rootType {
            if let type = shape.types.first(where: { $0.name == rootType && ($0.isView || $0.isApp) }) { return (type.name, type.isApp) }
            problems.append(.error("compiler.rootNotFound", at: input.declaration, "root view '\(rootType)' is not a 'View' declared in this example"))
            return nil
        }
        if shape.hasImplicitRoot { return (implicitName, false) }
        if let app = shape.types.first(where: { $0.isApp && $0.hasStoredProperties }) { return (app.name, true) }
        for candidate in [shape.appWindowView].compactMap({ $0 }) + shape.previewViews {
            if views.contains(where: { $0.name == candidate }) { return (candidate, false) }
        }
        let unused = views.filter { view in
            !views.contains { $0.name != view.name && $0.mentions.contains(view.name.split(separator: ".").last.map(String.init) ?? view.name) }
        }
        if unused.count == 1 { return (unused[0].name, false) }
        if views.isEmpty {
            problems.append(.error("compiler.noRoot", at: input.declaration, "example has no root view; declare a 'View' or give 'root=TYPE'"))
        } else {
            let names = (unused.isEmpty ? views : unused).map { "'\($0.name)'" }.joined(separator: ", ")
            problems.append(.error("compiler.ambiguousRoot", at: input.declaration, "cannot tell which view is the root (\(names)); add 'root=TYPE' to the info string"))
        }
        return nil
    }

    static func literal(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}

/// The program's text as it is written, line by line.
struct ProgramText {
    private(set) var text = ""
    private(set) var lineCount = 0

    mutating func line(_ content: String) {
        text += content + "\n"
        lineCount += 1
    }

    mutating func raw(_ content: String) {
        text += content + "\n"
        lineCount += content.utf8.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
    }

    mutating func directive(file: String, line: Int) {
        self.line("#sourceLocation(file: \(ProgramWriter.literal(file)), line: \(line))")
    }

    mutating func endDirective() {
        line("#sourceLocation()")
    }

    /// Writes an item of the example's code at its page lines and columns: its first line
    /// padded to its column, a new directive wherever the next line is not the page's next line.
    mutating func emit(_ range: Range<Int>, of bytes: [UInt8], joined: JoinedSource) {
        let (firstLine, column) = joined.lineAndColumn(ofOffset: range.lowerBound)
        let start = joined.location(line: firstLine, column: 0)
        directive(file: start.file, line: start.line)
        var content = String(repeating: " ", count: column)
        var currentLine = firstLine
        var segmentStart = range.lowerBound
        var index = range.lowerBound
        while index < range.upperBound {
            if bytes[index] == 0x0A {
                content += String(decoding: bytes[segmentStart...index], as: UTF8.self)
                segmentStart = index + 1
                let here = joined.location(line: currentLine, column: 0)
                let next = joined.location(line: currentLine + 1, column: 0)
                currentLine += 1
                if next.file != here.file || next.line != here.line + 1 {
                    raw(String(content.dropLast()))
                    content = ""
                    directive(file: next.file, line: next.line)
                }
            }
            index += 1
        }
        content += String(decoding: bytes[segmentStart..<range.upperBound], as: UTF8.self)
        raw(content)
        endDirective()
    }
}

