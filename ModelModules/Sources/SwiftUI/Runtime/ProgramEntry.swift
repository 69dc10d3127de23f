import Foundation
internal import NavigationModel

/// What an `expect EXPR` step found: whether it holds, and for a comparison the subject's value.
public struct ExpectationResult {
    let holds: Bool
    let subject: Any?

    /// `expect flag`, `expect items.isEmpty`.
    public static func _check(_ holds: Bool) -> ExpectationResult {
        ExpectationResult(holds: holds, subject: nil)
    }

    /// `expect path == [.pink]`: both sides take one type, as the operator needs.
    public static func _compare<T>(_ subject: T, _ other: T, _ compare: (T, T) -> Bool) -> ExpectationResult {
        ExpectationResult(holds: compare(subject, other), subject: subject)
    }
}

/// The program's entry when its root is a view: the generated `main` calls it.
@MainActor
public func _navdocsRun<Root: View>(
    view makeRoot: @escaping () -> Root,
    runs: [Int: (Root) -> Void] = [:],
    expectations: [Int: (Root) -> ExpectationResult] = [:],
    files: [String],
    nonArguments: [String: Set<String>] = [:],
    keyPaths: [[AnyKeyPath: String]] = []
) -> Never {
    ProgramInfo.files = files
    ProgramInfo.nonArguments = nonArguments
    for table in keyPaths { MemberAccessors.shared.name(table) }
    var snippets = ProgramSnippets()
    for (id, run) in runs { snippets.runs[id] = { run($0 as! Root) } }
    for (id, check) in expectations { snippets.expectations[id] = { check($0 as! Root) } }
    let app = CompiledApp(makeRoot: {
        let root = makeRoot()
        let bridge = ValueBridge()
        let typeName = bridge.typeName(Root.self)
        return RootSubject(instance: root, typeName: typeName) { renderer in
            try renderer.node(root.body, at: typeName)
        }
    }, snippets: snippets)
    Harness.run(app)
}

/// The program's entry when its root is an `App` that keeps state: its window group's view
/// is the root's body.
@MainActor
public func _navdocsRun<Root: App>(
    app: Root.Type,
    runs: [Int: (Root) -> Void] = [:],
    expectations: [Int: (Root) -> ExpectationResult] = [:],
    files: [String],
    nonArguments: [String: Set<String>] = [:],
    keyPaths: [[AnyKeyPath: String]] = []
) -> Never {
    ProgramInfo.files = files
    ProgramInfo.nonArguments = nonArguments
    for table in keyPaths { MemberAccessors.shared.name(table) }
    var snippets = ProgramSnippets()
    for (id, run) in runs { snippets.runs[id] = { run($0 as! Root) } }
    for (id, check) in expectations { snippets.expectations[id] = { check($0 as! Root) } }
    let compiled = CompiledApp(makeRoot: {
        let root = Root()
        let typeName = ValueBridge().typeName(Root.self)
        return RootSubject(instance: root, typeName: typeName) { renderer in
            guard let content = findSceneContent(root.body) else {
                throw RenderFault(message: "the app '\(typeName)' shows no window group")
            }
            return try renderer.node(content, at: typeName)
        }
    }, snippets: snippets)
    Harness.run(compiled)
}

extension ExpectationResult {
    /// An `expect` step's outcome; `subject` gives the compared subject when it fails.
    public static func _result(_ holds: Bool, subject: () -> Any? = { nil }) -> ExpectationResult {
        ExpectationResult(holds: holds, subject: holds ? nil : subject())
    }
}

/// The left side of a comparison, typed with its right side as the operator types them.
public func _navdocsSubject<T>(_ subject: T, _ other: T) -> Any? {
    subject
}

/// `#available(iOS major.minor, *)` against the platform the scenario runs on (`platform iOS 16`).
@MainActor
public func __iOS(_ major: Int, _ minor: Int) -> Bool {
    let platform = CompiledApp.current?.renderer.platform ?? .iOS17
    return (platform.major, platform.minor) >= (major, minor)
}

/// A type the example uses but does not declare (§2): an opaque leaf view, and a value
/// hashable by the arguments it was made with. navdocs declares one per such name.
public protocol _NavDocsUndeclaredType: View, Hashable {
    var _navdocsArguments: _NavDocsArguments { get }
}

extension _NavDocsUndeclaredType {
    public var body: Never { primitiveBody(Self.self) }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs._navdocsArguments == rhs._navdocsArguments }

    public func hash(into hasher: inout Hasher) { hasher.combine(_navdocsArguments) }
}

/// The arguments an undeclared type's value was made with, compared by their descriptions.
public struct _NavDocsArguments: Hashable {
    let entries: [(label: String?, value: Any)]
    let text: String

    public init(_ entries: [(String?, Any)]) {
        self.entries = entries.map { (label: $0.0, value: $0.1) }
        text = entries.map { ($0.0.map { $0 + ": " } ?? "") + String(describing: $0.1) }.joined(separator: ", ")
    }

    public static func == (lhs: _NavDocsArguments, rhs: _NavDocsArguments) -> Bool { lhs.text == rhs.text }

    public func hash(into hasher: inout Hasher) { hasher.combine(text) }
}

/// A view's state that scenario code names by type and property (`expect Detail.path == [1]`),
/// typed by its key path; the view must be on screen.
@MainActor
public func _navdocsViewState<Root, Value>(_ name: String, _ keyPath: KeyPath<Root, Value>,
                                          _file: String = #filePath, _line: Int = #line, _column: Int = #column) -> Value {
    let store = CompiledApp.current?.renderer.store
    let cell = store?.rootCells.first { $0.name == name } ?? store?.namedCell(name)
    guard let value = cell?.value as? Value else {
        ProgramFault.stop("no view on screen keeps the state '\(name)'", at: CallSite(_file, _line, _column))
    }
    return value
}
