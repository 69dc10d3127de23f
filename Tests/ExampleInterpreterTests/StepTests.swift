import Diagnostics
import NavigationModel
import Testing
@testable import ExampleInterpreter

/// The `run` and `expect` steps of the conformance scenarios, against the interpreted app alone.
@Suite struct StepTests {
    private let here = SourceLocation(file: "page.md", line: 60, column: 5)

    private func example(_ name: String) throws -> InterpretedApp {
        let example = try #require(conformanceExamples.first { $0.name == name })
        let compiled = compile(example.blocks, name: example.name, root: example.root, file: example.page)
        return try #require(compiled.app, "\(compiled.errorMessages)")
    }

    private func run(_ app: InterpretedApp, _ statements: String, _ state: inout AppState) throws {
        let compiled = app.compileStatements(statements, at: here)
        let code = try #require(compiled.compiled, "\(compiled.diagnostics.map(\.message))")
        try app.perform(code, in: &state)
    }

    private func holds(_ app: InterpretedApp, _ expression: String, _ state: AppState) throws -> Bool {
        let compiled = app.compileExpression(expression, at: here)
        let code = try #require(compiled.compiled, "\(compiled.diagnostics.map(\.message))")
        return try app.check(code, in: state).holds
    }

    @Test func typedPathSteps() throws {
        // 01-stack-basics "Programmatic pushes" (N3, N4).
        let app = try example("colors")
        var state = try app.initialState()
        #expect(try holds(app, "path.isEmpty", state))
        try run(app, "path.append(.mint)", &state)
        try run(app, "path.append(.teal)", &state)
        #expect(try holds(app, "path.count == 2", state))
        try run(app, "path.removeLast()", &state)
        #expect(state["path"] == .array(elementType: "Color", [.color("mint")]))
        try run(app, "path = [.teal, .pink, .mint]", &state)
        #expect(try holds(app, "path == [.teal, .pink, .mint]", state))
        try run(app, "path.removeAll()", &state)
        #expect(try holds(app, "path == []", state))
    }

    @Test func navigationPathSteps() throws {
        // 02-navigation-path (N8, N9).
        let app = try example("mixed")
        var state = try app.initialState()
        #expect(state["path"] == .navigationPath([]))
        try run(app, "path.append(Park(name: \"Yosemite\")); path.append(7)", &state)
        #expect(try holds(app, "path.count == 2", state))
        #expect(try holds(app, "path.codable != nil", state))
        try run(app, "path.append(Trail(name: \"Panorama\"))", &state)
        #expect(try holds(app, "path.codable == nil", state))
        guard case .navigationPath(let elements)? = state["path"] else { Issue.record("\(String(describing: state["path"]))"); return }
        #expect(elements.map(\.isCodable) == [true, true, false])
        try run(app, "path.removeLast(2)", &state)
        #expect(try holds(app, "path.count == 1", state))
        let removeTooMany = try #require(app.compileStatements("path.removeLast(2)", at: here).compiled)
        #expect(throws: NavigationAppError.self) { try app.perform(removeTooMany, in: &state) }
    }

    @Test func presentedAndItemDestinations() throws {
        // 03-destinations "presented" (N18, N19).
        let app = try example("presented")
        var state = try app.initialState()
        let screen = try app.root(in: state)
        let actions = screen.allNodes.compactMap { node -> CodeRef? in
            if case .button(_, let action) = node.kind { return action }
            return nil
        }
        #expect(actions.count == 2)
        try app.perform(actions[0], in: &state)
        #expect(try holds(app, "showing", state))
        try run(app, "item = \"notes\"", &state)
        #expect(state["item"] == .optional(wrappedType: "String", .string("notes")))
        let modifiers = try app.root(in: state).allNodes.flatMap(\.modifiers)
        let itemDestination = try #require(modifiers.compactMap { modifier -> DestinationRef? in
            if case .destinationItem(.state("item", []), let destination) = modifier.kind { return destination }
            return nil
        }.first)
        #expect(try app.destination(itemDestination, value: .string("notes"), in: state).kind == .text("Item notes"))
        try run(app, "item = nil", &state)
        #expect(try holds(app, "item == nil", state))
    }

    @Test func selectionSteps() throws {
        // 04-split-view "picker" and "three" (N30).
        let picker = try example("picker")
        var state = try picker.initialState()
        try run(picker, "selection = .teal", &state)
        #expect(try holds(picker, "selection == .teal", state))
        guard case .navigationSplitView(let split) = try picker.root(in: state).kind,
              case .conditional(0, let detail) = split.detail.kind else { Issue.record("no detail"); return }
        #expect(detail.kind == ViewKind.opaque(type: "ColorDetail", arguments: [Argument("color", .color("teal"))]))

        let three = try example("three")
        var sets = try three.initialState()
        try run(three, "groupIDs = [\"Birds\", \"Reptiles\"]", &sets)
        #expect(try holds(three, "groupIDs == [\"Reptiles\", \"Birds\"]", sets))
        guard case .navigationSplitView(let columns) = try three.root(in: sets).kind else { Issue.record("no split view"); return }
        #expect(columns.content?.kind == ViewKind.opaque(type: "AnimalList", arguments: [Argument("groupIDs", .set(elementType: "String", [.string("Birds"), .string("Reptiles")]))]))
    }

    @Test func methodsOfTheRootRunFromSteps() throws {
        // 07-claims "parks": `run showParks()` (N3).
        let app = try example("parks")
        var state = try app.initialState()
        try run(app, "showParks()", &state)
        #expect(try holds(app, "presentedParks == [Park(\"Yosemite\"), Park(\"Sequoia\")]", state))
        try run(app, "presentedParks.removeLast()", &state)
        #expect(try holds(app, "presentedParks.count == 1", state))
    }

    @Test func isActiveLinksAndTheirDestinations() throws {
        // 05-legacy "flags" (N26).
        let app = try example("flags")
        var state = try app.initialState()
        try run(app, "isShowingPink = true", &state)
        let links = try app.root(in: state).links
        guard case .isActive(.state("isShowingPink", []), let destination)? = links.last else { Issue.record("\(links)"); return }
        let detail = try app.destination(destination, value: nil, in: state)
        #expect(detail.kind == ViewKind.opaque(type: "ColorDetail", arguments: [Argument("color", .color("pink"))]))
    }

    @Test func sameClosureSameCapturesSameReference() throws {
        let app = try example("tags")
        let state = try app.initialState()
        let first = try app.root(in: state).links
        let second = try app.root(in: state).links
        #expect(first == second)
        #expect(Set(first.map { "\($0)" }).count == 3)
    }
}
