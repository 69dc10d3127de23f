import Diagnostics
import NavigationModel
@testable import ExampleInterpreter

/// Positions marked in test code with `1️⃣`, `2️⃣`, ... as swift-syntax's tests do.
struct MarkedSource {
    var code: String
    var markers: [String: SourceLocation]

    static let markerNames = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣"]

    init(_ marked: String, file: String = "page.md", line: Int = 10, column: Int = 1) {
        var code = ""
        var markers: [String: SourceLocation] = [:]
        var currentLine = line
        var currentColumn = column
        var index = marked.startIndex
        outer: while index < marked.endIndex {
            for name in Self.markerNames where marked[index...].hasPrefix(name) {
                markers[name] = SourceLocation(file: file, line: currentLine, column: currentColumn)
                index = marked.index(index, offsetBy: name.count)
                continue outer
            }
            let character = marked[index]
            code.append(character)
            if character == "\n" {
                currentLine += 1
                currentColumn = column
            } else {
                currentColumn += character.utf8.count
            }
            index = marked.index(after: index)
        }
        self.code = code
        self.markers = markers
    }
}

/// Compiles one example made of the given blocks (each at its own page line).
func compile(_ blocks: [(code: String, line: Int)], name: String = "example", root: String? = nil, file: String = "page.md") -> CompiledExample {
    let source = ExampleSource(
        name: name,
        blocks: blocks.map { ExampleBlock(code: $0.code, file: file, line: $0.line, column: 1) },
        rootType: root,
        declaration: SourceLocation(file: file, line: max((blocks.first?.line ?? 2) - 1, 1), column: 1))
    return ExampleCompiler.compile(source)
}

func compile(_ marked: MarkedSource, root: String? = nil) -> CompiledExample {
    compile([(marked.code, 10)], root: root)
}

func compile(_ code: String, root: String? = nil) -> CompiledExample {
    compile([(code, 10)], root: root)
}

extension CompiledExample {
    var errorMessages: [String] { diagnostics.filter { $0.severity == .error }.map(\.message) }

    /// The launch screen's view tree, failing the test's expectations when the example does not run.
    func launchScreen() throws -> ViewNode {
        guard let app else { throw TestFailure("example has errors: \(errorMessages)") }
        return try app.root(in: try app.initialState())
    }
}

struct TestFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

extension ViewNode {
    /// Every node of the tree, depth first, custom bodies included.
    var allNodes: [ViewNode] {
        var result = [self]
        switch kind {
        case .navigationStack(_, let root): result += root.allNodes
        case .navigationSplitView(let split): result += split.sidebar.allNodes + (split.content?.allNodes ?? []) + split.detail.allNodes
        case .navigationView(let children), .container(_, let children), .list(_, let children): result += children.flatMap(\.allNodes)
        case .forEach(let elements): result += elements.flatMap(\.content.allNodes)
        case .button(let label, _), .link(let label, _): result += label.allNodes
        case .custom(_, _, let body): result += body.allNodes
        case .conditional(_, let content): result += content.allNodes
        case .tabView(let tabs): result += tabs.tabs.flatMap(\.content.allNodes)
        case .menu(let menu): result += menu.label.allNodes + menu.content.flatMap(\.allNodes)
        case .disclosureGroup(let group): result += group.label.allNodes + group.content.flatMap(\.allNodes)
        case .text, .label, .opaque, .color, .empty, .textField: break
        }
        return result
    }

    var links: [NavigationLinkKind] {
        allNodes.compactMap { if case .link(_, let kind) = $0.kind { return kind }; return nil }
    }

    var texts: [String] {
        allNodes.compactMap { if case .text(let text) = $0.kind { return text }; return nil }
    }
}
