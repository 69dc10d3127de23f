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
    Settling.install()
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
    Settling.install()
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

/// A view's state that scenario code names by type and property (`expect Detail.path == [1]`)
/// or by a bare name the root lacks (`owners` then lists every view declaring it), typed by the
/// first owner's key path; the one such view on screen is meant, read and written through `value`.
@MainActor
public func _navdocsViewState<Root, Value>(_ owners: [String], _ property: String, _ keyPath: KeyPath<Root, Value>, qualified: Bool,
                                          _file: String = #filePath, _line: Int = #line, _column: Int = #column) -> _NavDocsViewStateAccess<Value> {
    let site = CallSite(_file, _line, _column)
    let onScreen = CompiledApp.current.map { Array($0.renderer.store.viewCells.values) } ?? []
    let cells = onScreen
        .filter { owners.contains($0.owner) && $0.property == property }
        .map { (name: $0.name ?? "\($0.owner).\(property)", cell: $0) }
        .sorted { ($0.name.count, $0.name) < ($1.name.count, $1.name) }
    let written = qualified ? "\(owners[0]).\(property)" : property
    let names = cells.map(\.name).joined(separator: ", ")
    if cells.isEmpty {
        if qualified { ProgramFault.stop("no '\(owners[0])' view is on screen, so '\(written)' has no value", at: site) }
        ProgramFault.stop("the root view has no '\(property)', and no view that has one (\(owners.map { "'\($0)'" }.joined(separator: ", "))) is on screen", at: site)
    }
    if cells.count > 1 {
        if qualified { ProgramFault.stop("'\(written)' is ambiguous: \(cells.count) '\(owners[0])' views are on screen (\(names))", at: site) }
        ProgramFault.stop("'\(property)' is ambiguous: \(cells.count) views on screen have it; write one of \(names)", at: site)
    }
    guard cells[0].cell.value is Value else {
        ProgramFault.stop("'\(written)' of the view on screen is not of type '\(Value.self)'; write \(cells[0].name)", at: site)
    }
    return _NavDocsViewStateAccess(cell: cells[0].cell)
}

/// The storage of a view's state on screen, for scenario code.
@MainActor
public final class _NavDocsViewStateAccess<Value> {
    let cell: StateCell

    init(cell: StateCell) { self.cell = cell }

    public var value: Value {
        get { cell.value as! Value }
        set { cell.value = newValue }
    }
}
