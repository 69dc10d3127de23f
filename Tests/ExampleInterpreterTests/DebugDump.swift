import Testing
import NavigationModel
@testable import ExampleInterpreter

@Test func debugDump() throws {
    for example in conformanceExamples {
        let compiled = compile(example.blocks, name: example.name, root: example.root, file: example.page)
        print("=== \(example.name): \(compiled.diagnostics.map { "\($0.location): \($0.message)" })")
        if let app = compiled.app {
            do { print(try app.root(in: try app.initialState())) } catch { print("ERR \(error)") }
        }
    }
}
