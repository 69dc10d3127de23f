import Foundation
import Testing
@testable import CompiledExamples

/// How navdocs finds the compiler when the PATH does not name it directly.
@Suite struct SwiftcDiscoveryTests {
    @Test func swiftcOverridesEverything() {
        #expect(ProgramCompiler.findSwiftc(environment: ["SWIFTC": "/opt/x/swiftc", "PATH": "/usr/bin"]) == "/opt/x/swiftc")
    }

    @Test func theSwiftcBesideALinkedSwiftDriverIsFound() throws {
        // A folder on the PATH holding only a `swift` that links into the toolchain, as an
        // installer's /usr/local/bin does: swiftc is the toolchain's, beside the real driver.
        let real = try #require(ProgramCompiler.findSwiftc(environment: ProcessInfo.processInfo.environment))
        let toolchainBin = URL(fileURLWithPath: real).resolvingSymlinksInPath().deletingLastPathComponent()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navdocs-swiftc-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: folder.appendingPathComponent("swift"), withDestinationURL: toolchainBin.appendingPathComponent("swift"))
        let found = try #require(ProgramCompiler.findSwiftc(environment: ["PATH": folder.path]))
        #expect(URL(fileURLWithPath: found).deletingLastPathComponent().resolvingSymlinksInPath() == toolchainBin)
    }

    @Test func withNoPathTheRuntimesToolchainGivesIt() throws {
        let found = try #require(ProgramCompiler.findSwiftc(environment: [:]))
        #expect(found.hasSuffix("/bin/swiftc"))
        #expect(FileManager.default.isExecutableFile(atPath: found))
    }
}
