/// Explores the states an app can reach through its UI, breadth-first and bounded.
///
/// From each state the explorer tries every available action (tap each visible
/// enabled control, back when enabled, the other size class for split views and
/// multi-column navigation views). Nodes of the resulting graph are visible UIs
/// compared by appearance (screens, titles, columns, back availability); edges
/// are labelled with the action's scenario text. Used for migration checks and
/// the site's explorer.
public enum NavigationExplorer {
    /// How far to explore.
    public struct Limits: Hashable, Sendable, Codable {
        /// The longest action sequence explored.
        public var maxDepth: Int
        /// The most distinct states visited.
        public var maxStates: Int
        /// Whether size-class changes are explored.
        public var includesSizeChanges: Bool

        public init(maxDepth: Int = 6, maxStates: Int = 500, includesSizeChanges: Bool = true) {
            self.maxDepth = maxDepth
            self.maxStates = maxStates
            self.includesSizeChanges = includesSizeChanges
        }
    }

    /// Explores from the launch of `state` and returns the graph of visible UIs.
    public static func explore(app: any NavigationApp, from state: AppState, limits: Limits = Limits()) -> ExplorationGraph {
        let engine = NavigationEngine(app: app)
        guard let launch = try? engine.launch(state) else {
            return ExplorationGraph(nodes: [], edges: [], isTruncated: false)
        }
        var graph = ExplorationGraph(nodes: [], edges: [], isTruncated: false)
        var nodeIndex: [VisibleUI: Int] = [:]
        var visited: [AppState: Int] = [:]
        var queue: [(step: NavigationEngine.Step, depth: Int, path: [String])] = [(launch, 0, [])]
        var edgeSet: Set<ExplorationEdge> = []

        func node(for step: NavigationEngine.Step, depth: Int, path: [String]) -> Int {
            let appearance = step.derivation.ui.appearance
            if let index = nodeIndex[appearance] { return index }
            let index = graph.nodes.count
            graph.nodes.append(ExplorationNode(id: index, ui: step.derivation.ui, depth: depth, shortestPath: path))
            nodeIndex[appearance] = index
            return index
        }

        visited[launch.state] = node(for: launch, depth: 0, path: [])
        var head = 0
        while head < queue.count {
            let (step, depth, path) = queue[head]
            head += 1
            let from = visited[step.state]!
            guard depth < limits.maxDepth else { continue }
            for action in actions(for: step.derivation, includesSizeChanges: limits.includesSizeChanges) {
                let text = action.description
                guard let next = try? engine.perform(action, on: step) else { continue }
                let to: Int
                if let known = visited[next.state] {
                    to = known
                } else {
                    guard visited.count < limits.maxStates else {
                        graph.isTruncated = true
                        continue
                    }
                    to = node(for: next, depth: depth + 1, path: path + [text])
                    visited[next.state] = to
                    queue.append((next, depth + 1, path + [text]))
                }
                let edge = ExplorationEdge(from: from, to: to, action: text)
                if edgeSet.insert(edge).inserted { graph.edges.append(edge) }
            }
        }
        return graph
    }

    /// The actions available in a derived UI, in a stable order.
    static func actions(for derivation: Derivation, includesSizeChanges: Bool = true) -> [NavigationAction] {
        var actions: [NavigationAction] = []
        let enabled = derivation.controls.filter(\.info.isEnabled)
        for control in enabled {
            let label = control.info.label
            let sameLabel = enabled.filter { $0.info.label == label }
            if sameLabel.count == 1 {
                actions.append(.tap(label))
            } else if let column = control.info.column,
                      sameLabel.filter({ $0.info.column == column }).count == 1 {
                actions.append(.tap(label, in: column))
            }
        }
        if derivation.back != nil { actions.append(.back) }
        if includesSizeChanges {
            switch derivation.structure.layout {
            case .splitView, .navigationView:
                actions.append(.size(derivation.ui.sizeClass == .compact ? .regular : .compact))
            case .stack, .none:
                break
            }
        }
        var seen: Set<NavigationAction> = []
        return actions.filter { seen.insert($0).inserted }
    }
}

/// The reachable visible UIs and the actions between them.
public struct ExplorationGraph: Hashable, Sendable, Codable {
    public var version = 1
    /// The distinct visible UIs, the launch first.
    public var nodes: [ExplorationNode]
    /// The actions between them (one per distinct source, target and action).
    public var edges: [ExplorationEdge]
    /// Whether the state limit cut the exploration short.
    public var isTruncated: Bool

    public init(nodes: [ExplorationNode], edges: [ExplorationEdge], isTruncated: Bool) {
        self.nodes = nodes
        self.edges = edges
        self.isTruncated = isTruncated
    }

    /// The edges leaving a node.
    public func edges(from node: Int) -> [ExplorationEdge] {
        edges.filter { $0.from == node }
    }
}

/// A visible UI in an exploration graph, with the first action sequence found that reaches it.
public struct ExplorationNode: Hashable, Sendable, Codable {
    public var id: Int
    public var ui: VisibleUI
    /// The number of actions from the launch.
    public var depth: Int
    /// A shortest action sequence from the launch (scenario texts).
    public var shortestPath: [String]

    public init(id: Int, ui: VisibleUI, depth: Int, shortestPath: [String]) {
        self.id = id
        self.ui = ui
        self.depth = depth
        self.shortestPath = shortestPath
    }
}

/// An action from one visible UI to another.
public struct ExplorationEdge: Hashable, Sendable, Codable {
    public var from: Int
    public var to: Int
    /// The action as a scenario writes it (`tap "Pink"`, `back`, `size compact`).
    public var action: String

    public init(from: Int, to: Int, action: String) {
        self.from = from
        self.to = to
        self.action = action
    }
}
