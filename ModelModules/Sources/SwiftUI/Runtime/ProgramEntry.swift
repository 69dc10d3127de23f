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
    nonArguments: [String: Set<String>] = [:]
) -> Never {
    ProgramInfo.files = files
    ProgramInfo.nonArguments = nonArguments
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
    nonArguments: [String: Set<String>] = [:]
) -> Never {
    ProgramInfo.files = files
    ProgramInfo.nonArguments = nonArguments
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
