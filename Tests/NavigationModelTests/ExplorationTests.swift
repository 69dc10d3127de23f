import Testing
@testable import NavigationModel

@Suite struct ExplorationTests {
    @Test func availableActionsListTapsBackAndSize() throws {
        let (app, state) = Apps.picker()
        var session = NavigationSession(app: app, state: state)
        #expect(session.availableActions == [.tap("mint"), .tap("pink"), .tap("teal"), .size(.compact)])
        try session.must(.size(.compact))
        try session.must(.tap("pink"))
        #expect(session.availableActions == [.back, .size(.regular)])
    }

    @Test func exploresTheColorsStackBreadthFirst() {
        let (app, state) = Apps.colors()
        let graph = NavigationExplorer.explore(app: app, from: state, limits: .init(maxDepth: 3, maxStates: 100))
        #expect(graph.nodes.count == 4)
        #expect(graph.nodes[0].ui.topScreen?.description == "List")
        #expect(graph.nodes.dropFirst().map(\.shortestPath) == [[#"tap "Mint""#], [#"tap "Pink""#], [#"tap "Teal""#]])
        #expect(graph.edges(from: 0).count == 3)
        #expect(graph.edges.contains(ExplorationEdge(from: 2, to: 0, action: "back")))
        #expect(!graph.isTruncated)
    }

    @Test func explorationRespectsTheStateLimit() {
        let graph = NavigationExplorer.explore(app: StackTests.selfManaged(), from: AppState(), limits: .init(maxDepth: 50, maxStates: 10))
        #expect(graph.nodes.count == 10)
        #expect(graph.isTruncated)
        #expect(graph.nodes.last?.depth == 9)
    }

    // §5: the deprecated `tags` NavigationView and its NavigationSplitView migration look the same at every step.
    @Test func legacyColumnsAndSplitViewCompareEqual() throws {
        let (legacy, legacyState) = Apps.tags()
        let (split, splitState) = Apps.picker()
        var old = NavigationSession(app: legacy, state: legacyState)
        var new = NavigationSession(app: split, state: splitState)
        _ = old.perform(.tap("pink"))
        _ = new.perform(.tap("pink"))
        #expect(old.ui.appearance == new.ui.appearance)
        try old.must(.size(.compact))
        try new.must(.size(.compact))
        #expect(old.ui.appearance == new.ui.appearance)
        #expect(old.ui.stack.map(\.description) == ["List", "ColorDetail(color: .pink)"])
        try old.must(.back)
        try new.must(.back)
        #expect(old.ui.appearance == new.ui.appearance)
    }

    // §5: selection highlights don't count: the plain-rows split view has the same UI before and after back.
    @Test func nodesCompareByAppearance() {
        let (app, state) = Apps.plainRows()
        let graph = NavigationExplorer.explore(app: app, from: state, limits: .init(maxDepth: 4, maxStates: 100))
        let compactRoots = graph.nodes.filter { $0.ui.sizeClass == .compact && $0.ui.stack.count == 1 }
        #expect(compactRoots.count == 1)
        #expect(graph.nodes.contains { $0.ui.topScreen?.description == #"GroupView(name: "Reptiles")"# })
    }

    // N33: with plain rows the selection survives back, so the compact list is two
    // states (one with a row selected); exploring by state keeps them apart and
    // every node's moves are its own.
    @Test func nodesAreStatesForTheSiteExplorer() {
        let (app, state) = Apps.plainRows()
        let graph = NavigationExplorer.explore(app: app, from: state, limits: .init(maxDepth: 4, maxStates: 100), nodes: .state)
        let compactRoots = graph.nodes.filter { $0.ui.sizeClass == .compact && $0.ui.stack.count == 1 }
        #expect(compactRoots.count > 1)
        #expect(compactRoots.contains { !$0.ui.controls.contains(where: \.isSelected) })
        #expect(compactRoots.contains { $0.ui.controls.contains(where: \.isSelected) })
        for node in graph.nodes {
            let actions = graph.edges(from: node.id).map(\.action)
            #expect(Set(actions).count == actions.count, "node \(node.id) has two edges for one action")
        }
    }

    // A tap names its column only when the label alone is ambiguous; a disabled
    // control, or a label ambiguous even in its column, has no tap to write.
    @Test func tapActionsNameTheColumnOnlyWhenNeeded() {
        func control(_ label: String, _ column: ColumnName?, enabled: Bool = true) -> VisibleControl {
            VisibleControl(label: label, kind: .link, column: column, isEnabled: enabled, source: nil)
        }
        let controls = [
            control("Birds", .sidebar), control("Kiwi", .content), control("Kiwi", .detail),
            control("Kea", .content), control("Kea", .content), control("Off", .sidebar, enabled: false),
        ]
        #expect(NavigationExplorer.tapActions(among: controls) == [
            .tap("Birds"), .tap("Kiwi", in: .content), .tap("Kiwi", in: .detail), nil, nil, nil,
        ])
    }
}
