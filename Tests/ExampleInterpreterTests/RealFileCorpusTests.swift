import Diagnostics
import Foundation
import NavigationModel
import Testing
@testable import ExampleInterpreter

/// Whole SwiftUI files in the shapes real apps use (`import SwiftUI`, `#Preview`,
/// `@main` apps, `#if os(iOS)`, route enums, `extension View` helpers, …), each
/// pasted into an example unchanged: every one must compile with zero errors and
/// render its initial screen.
@Suite struct RealFileCorpusTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/RealFiles")

    static let files: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted()
    }()

    static func compileFile(_ name: String) throws -> CompiledExample {
        let code = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        return compile([(code, 10)], name: name, file: name)
    }

    static func errors(of example: CompiledExample) -> [String] {
        example.diagnostics.filter { $0.severity == .error }.map { "\($0.location.line - 9):\($0.location.column): \($0.message)" }
    }

    @Test func theCorpusHasAtLeastThirtyFiles() {
        #expect(Self.files.count >= 30)
    }

    @Test(arguments: files) func fileRunsUnchanged(_ name: String) throws {
        let example = try Self.compileFile(name)
        #expect(Self.errors(of: example) == [])
        _ = try example.launchScreen()
    }

    @Test func printsHowManyFilesRun() throws {
        var running = 0
        for name in Self.files {
            let example = try Self.compileFile(name)
            if Self.errors(of: example).isEmpty, (try? example.launchScreen()) != nil { running += 1 }
        }
        print("\(running) of \(Self.files.count) corpus files run with zero errors")
        #expect(running == Self.files.count)
    }
}
