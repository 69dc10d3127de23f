/// The reachable screens (or states) and the actions between them.
public struct ExplorationGraph: Hashable, Sendable, Codable {
    public var version = 1
    /// The nodes, the launch first: distinct visible UIs, or distinct states (``NavigationExplorer/NodeIdentity``).
    public var nodes: [ExplorationNode]
    /// The actions between them (one per distinct source, target and action).
    public var edges: [ExplorationEdge]
    /// Whether the state limit cut the exploration short.
    public var isTruncated: Bool
    /// The work exploring did (see ``NavigationExplorer/Limits/maxWork``): what its
    /// budget counts, and what tests check grows linearly.
    public var work = 0
    /// What the nodes show, in bytes of ``VisibleUI/shownSize`` (see ``NavigationExplorer/Limits/maxGraphSize``).
    public var size = 0

    private enum CodingKeys: String, CodingKey {
        case version, nodes, edges, isTruncated
    }

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
