/// Explores the states an app can reach through its UI, breadth-first and bounded.
///
/// From each state the explorer tries every available action (tap each visible
/// enabled control, back when enabled, the other size class for split views and
/// multi-column navigation views). Nodes of the resulting graph are visible UIs,
/// compared by ``NodeIdentity``; edges are labelled with the action's scenario
/// text. The site's explorer walks this graph.
public enum NavigationExplorer {
    /// When two reachable states count as one node.
    public enum NodeIdentity: Hashable, Sendable {
        /// The same appearance: screens, titles, columns, back availability (§5's
        /// comparison; selection highlights and controls don't count).
        case appearance
        /// The same app state: every state reached is its own node, so each action
        /// from a node leads to exactly one node. What a reader tapping through a
        /// mock-up needs: two states that look alike (a selection hidden in a
        /// collapsed column) still answer `size regular` each in its own way.
        case state
    }

    /// How far to explore.
    public struct Limits: Hashable, Sendable, Codable {
        /// The longest action sequence explored.
        public var maxDepth: Int
        /// The most distinct states visited.
        public var maxStates: Int
        /// Whether size-class changes are explored.
        public var includesSizeChanges: Bool
        /// The most work exploring may do, in bytes of ``VisibleUI/shownSize`` of the UIs
        /// the actions tried lead to: deriving and comparing a UI costs about its size, and
        /// the graph holds each new one. A UI of 20,000 controls is tried 20,000 ways;
        /// past this the exploration stops, truncated.
        public var maxWork: Int
        /// The most the graph's nodes may show, in bytes of ``VisibleUI/shownSize``: the
        /// site embeds every node's UI, so this bounds what a page writes for its explorer.
        public var maxGraphSize: Int

        public init(
            maxDepth: Int = 6, maxStates: Int = 500, includesSizeChanges: Bool = true,
            maxWork: Int = 20_000_000, maxGraphSize: Int = 2_000_000
        ) {
            self.maxDepth = maxDepth
            self.maxStates = maxStates
            self.includesSizeChanges = includesSizeChanges
            self.maxWork = maxWork
            self.maxGraphSize = maxGraphSize
        }
    }

    /// The graph a reader of the site walks: from a regular-width launch when the app shows
    /// columns there (a split view reads best on a tablet first), else from a compact launch.
    /// Every state is its own node, so the reader's moves never depend on the path taken.
    /// The regular launch alone decides, so an example that shows no columns is explored
    /// once, not once at each width. Nil when neither launch succeeds.
    public static func readerGraph(
        app: any NavigationApp, limits: Limits, initialState: (SizeClass) throws -> AppState
    ) -> ExplorationGraph? {
        let regular = try? initialState(.regular)
        if let regular, let launch = try? NavigationEngine(app: app).launch(regular), launch.derivation.ui.layout == .columns {
            return explore(app: app, from: regular, limits: limits, nodes: .state)
        }
        if let compact = try? initialState(.compact) {
            let graph = explore(app: app, from: compact, limits: limits, nodes: .state)
            if !graph.nodes.isEmpty { return graph }
        }
        guard let regular else { return nil }
        let graph = explore(app: app, from: regular, limits: limits, nodes: .state)
        return graph.nodes.isEmpty ? nil : graph
    }

    /// Explores from the launch of `state` and returns the graph of visible UIs.
    public static func explore(
        app: any NavigationApp, from state: AppState, limits: Limits = Limits(), nodes identity: NodeIdentity = .appearance
    ) -> ExplorationGraph {
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
            if identity == .appearance, let index = nodeIndex[appearance] { return index }
            let index = graph.nodes.count
            graph.nodes.append(ExplorationNode(id: index, ui: step.derivation.ui, depth: depth, shortestPath: path))
            nodeIndex[appearance] = index
            return index
        }

        graph.work = launch.derivation.ui.shownSize
        // A launch screen too large to embed leaves no graph at all (the site then has no explorer).
        guard graph.work <= limits.maxGraphSize else {
            graph.isTruncated = true
            return graph
        }
        graph.size = graph.work
        visited[launch.state] = node(for: launch, depth: 0, path: [])
        var head = 0
        exploring: while head < queue.count {
            let (step, depth, path) = queue[head]
            head += 1
            let from = visited[step.state]!
            guard depth < limits.maxDepth else { continue }
            // Naming the taps counts each control's label once.
            graph.work += step.derivation.controls.count
            for action in actions(for: step.derivation, includesSizeChanges: limits.includesSizeChanges) {
                guard graph.work < limits.maxWork else {
                    graph.isTruncated = true
                    break exploring
                }
                let text = action.description
                // Trying an action finds its control among the UI's (and fails there when the
                // interpreter's allowance is spent): each try costs about the controls, even
                // one that leads nowhere, or 20,000 such tries went uncounted for minutes.
                graph.work += 1 + step.derivation.controls.count
                guard let next = try? engine.perform(action, on: step) else { continue }
                let size = next.derivation.ui.shownSize
                graph.work += size
                let to: Int
                if let known = visited[next.state] {
                    to = known
                } else {
                    guard visited.count < limits.maxStates, graph.size + size <= limits.maxGraphSize else {
                        graph.isTruncated = true
                        continue
                    }
                    graph.size += size
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
        let visible = derivation.controls.map(\.info)
        let labels = EnabledLabels(visible)
        for control in visible {
            if let tap = tapAction(for: control, labels: labels) { actions.append(tap) }
        }
        if derivation.back != nil { actions.append(.back) }
        // N47: the other tabs of the tab bar, unless a presentation covers it.
        if derivation.structure.layers.isEmpty {
            for tab in derivation.ui.tabs where !tab.isSelected { actions.append(.selectTab(tab.label)) }
        }
        // N46, N48: a sheet or popover can be swiped away unless its content forbids it; a
        // dialog at regular width is a popover a tap outside dismisses.
        if let top = derivation.structure.layers.last, ActionApplier.dismissRefusal(top, sizeClass: derivation.ui.sizeClass) == nil {
            actions.append(.dismiss)
        }
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

    /// How a tap on each of `controls` is written, in their order: its label, plus its
    /// column when another enabled control has the same label; nil when the control is
    /// disabled or the label is ambiguous even within its column. The labels are counted
    /// once for all of them: naming each tap against all the controls, one control at a
    /// time, made a page of 20,000 buttons take minutes to build.
    public static func tapActions(among controls: [VisibleControl]) -> [NavigationAction?] {
        let labels = EnabledLabels(controls)
        return controls.map { tapAction(for: $0, labels: labels) }
    }

    static func tapAction(for control: VisibleControl, labels: EnabledLabels) -> NavigationAction? {
        // A text field is typed into, which needs text the explorer does not have.
        guard control.isEnabled, control.kind != .field else { return nil }
        if labels.count(of: control.label) == 1 { return .tap(control.label) }
        if let column = control.column, labels.count(of: control.label, in: column) == 1 {
            return .tap(control.label, in: column)
        }
        return nil
    }

    /// How many enabled controls carry each label, overall and per column: counted once per
    /// UI, so naming every control's tap is linear in the controls (comparing each label
    /// with every other made 20,000 buttons take over a minute).
    struct EnabledLabels {
        private var overall: [String: Int] = [:]
        private var byColumn: [ColumnKey: Int] = [:]

        private struct ColumnKey: Hashable {
            var label: String
            var column: ColumnName
        }

        init(_ controls: [VisibleControl]) {
            for control in controls where control.isEnabled && control.kind != .field {
                overall[control.label, default: 0] += 1
                if let column = control.column { byColumn[ColumnKey(label: control.label, column: column), default: 0] += 1 }
            }
        }

        func count(of label: String) -> Int { overall[label] ?? 0 }
        func count(of label: String, in column: ColumnName) -> Int { byColumn[ColumnKey(label: label, column: column)] ?? 0 }
    }
}
