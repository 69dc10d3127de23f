import Diagnostics
import Testing
@testable import CompiledExamples

/// The program an example becomes: page lines and columns kept, an implicit root for
/// examples written as members or an expression, an iOS build's `#if`s, scenario code in
/// the root's scope.
@Suite struct ProgramWriterTests {
    static func input(_ code: String, line: Int = 10, column: Int = 1, root: String? = nil, snippets: [ProgramSnippet] = []) -> ProgramInput {
        ProgramInput(
            name: "example", blocks: [ProgramBlock(code: code, file: "page.md", line: line, column: column)],
            rootType: root, declaration: SourceLocation(file: "page.md", line: line - 1, column: 4), snippets: snippets)
    }

    @Test func aBareExpressionBecomesTheBodyOfAnImplicitRoot() {
        let program = ProgramWriter.write(Self.input("NavigationStack {\n    Text(\"Hi\")\n}"))
        #expect(program.problems.isEmpty)
        #expect(program.rootTypeName == "ContentView")
        #expect(program.text.contains("struct ContentView: View {"))
        #expect(program.text.contains("var body: some View {"))
        #expect(program.text.contains("#sourceLocation(file: \"page.md\", line: 10)\nNavigationStack {"))
        #expect(program.text.contains("_navdocsRun(view: { ContentView() }"))
    }

    @Test func membersAndFunctionsGoIntoTheImplicitRootAndConstantsStayGlobal() {
        let code = """
        let limit = 3
        @State private var path: [Int] = []
        func fill() { path.append(1) }
        var body: some View { Text("x") }
        """
        let program = ProgramWriter.write(Self.input(code))
        let root = program.text.range(of: "struct ContentView: View {")!
        let limit = program.text.range(of: "let limit = 3")!
        let fill = program.text.range(of: "func fill()")!
        #expect(limit.lowerBound < root.lowerBound)
        #expect(fill.lowerBound > root.lowerBound)
    }

    @Test func theRootIsTheOnlyViewNoOtherViewUses() {
        let code = """
        struct Detail: View { var body: some View { Text("d") } }
        struct Home: View { var body: some View { Detail() } }
        """
        #expect(ProgramWriter.write(Self.input(code)).rootTypeName == "Home")
    }

    @Test func severalCandidatesAskForRootAndNameOnlyTheTops() {
        let code = """
        struct A: View { var body: some View { Text("a") } }
        struct B: View { var body: some View { Text("b") } }
        """
        let program = ProgramWriter.write(Self.input(code))
        #expect(program.problems.map(\.message) == ["cannot tell which view is the root ('A', 'B'); add 'root=TYPE' to the info string"])
        #expect(ProgramWriter.write(Self.input(code, root: "B")).rootTypeName == "B")
    }

    @Test func anAppWithStateIsTheRootAndMainGoes() {
        let code = """
        @main
        struct Trails: App {
            @StateObject private var router = Router()
            var body: some Scene { WindowGroup { Home() } }
        }
        struct Home: View { var body: some View { Text("h") } }
        """
        let program = ProgramWriter.write(Self.input(code))
        #expect(program.rootTypeName == "Trails")
        #expect(!program.text.contains("@main\n"))
        #expect(program.text.contains("_navdocsRun(app: Trails.self"))
    }

    @Test func previewsGoAndNameTheRoot() {
        let code = """
        struct A: View { var body: some View { Text("a") } }
        struct B: View { var body: some View { Text("b") } }
        #Preview { B() }
        """
        let program = ProgramWriter.write(Self.input(code))
        #expect(program.rootTypeName == "B")
        #expect(!program.text.contains("#Preview"))
    }

    @Test func anIOSBuildTakesTheIOSBranchesKeepingLinesAndColumns() {
        let code = """
        #if os(macOS)
        let platform = "mac"
        #else
        let platform = "iOS"
        #endif
        Text(platform)
        """
        let program = ProgramWriter.write(Self.input(code))
        #expect(!program.text.contains("\"mac\""))
        #expect(program.text.contains("#sourceLocation(file: \"page.md\", line: 13)\nlet platform = \"iOS\""))
    }

    @Test func availabilityChecksBecomeChecksOfTheScenariosPlatform() {
        let code = """
        if #available(iOS 16, *) {
            NavigationStack { Text("new") }
        } else {
            NavigationView { Text("old") }
        }
        """
        let program = ProgramWriter.write(Self.input(code))
        #expect(program.text.contains("if __iOS(16,0)"))
        #expect(program.guardedVersion(at: SourceLocation(file: "page.md", line: 11, column: 9))! == (16, 0))
        #expect(program.guardedVersion(at: SourceLocation(file: "page.md", line: 13, column: 9)) == nil)
    }

    @Test func scenarioCodeIsWrittenAtItsPageColumnInTheRootsScope() {
        let snippets = [
            ProgramSnippet(id: 1, kind: .statements, text: "path.append(2)", location: SourceLocation(file: "page.md", line: 30, column: 5)),
            ProgramSnippet(id: 2, kind: .expectation(subject: "path", other: "[2]"), text: "path == [2]", location: SourceLocation(file: "page.md", line: 31, column: 8)),
        ]
        let program = ProgramWriter.write(Self.input("@State var path: [Int] = []\nvar body: some View { Text(\"x\") }", snippets: snippets))
        #expect(program.text.contains("#sourceLocation(file: \"page.md\", line: 30)\n    path.append(2)"))
        #expect(program.text.contains("#sourceLocation(file: \"page.md\", line: 30)\nlet __holds: Bool =\n       path == [2]"))
        #expect(program.text.contains("runs: [1: { $0.__navdocs_run_1() }]"))
        #expect(program.subjectLines[2] != nil)
    }

    @Test func anIndentedBlockMovesCompilerColumnsByItsIndentation() {
        let program = ProgramWriter.write(Self.input("Text(\"x\")", line: 20, column: 5))
        #expect(program.pageLocation(file: "page.md", line: 20, column: 1) == SourceLocation(file: "page.md", line: 20, column: 5))
        #expect(program.pageLocation(file: "page.md", line: 40, column: 3) == SourceLocation(file: "page.md", line: 40, column: 3))
    }

    @Test func aSourceReferencePointsAtTheCalledName() {
        let program = ProgramWriter.write(Self.input("NavigationStack {\n    List {\n        NavigationLink(\"One\", value: 1)\n    }\n}"))
        // The runtime knows the argument list's column: line 12, column 23 is the `(`.
        let reference = SourceRefEncoding.encode(fileIndex: 0, line: 12, column: 23)
        #expect(program.location(of: .init(reference)) == SourceLocation(file: "page.md", line: 12, column: 9))
    }
}
