import BuiltinTheme
import Foundation
import Testing
import Yams
@testable import NavDocsCommands

/// `navdocs init`, `navdocs theme`, and what a newcomer meets first: a site folder
/// where the commands need no arguments and no templates, and messages that say
/// what to do next.
@Suite struct NewSiteTests {
    static func temporaryFolder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("navdocs-new-\(UUID().uuidString)")
    }

    @Test func initMakesASiteWhoseCommandsNeedNoArgumentsAndNoTemplates() async throws {
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let (made, output) = await CheckCommandTests.run(["init", "docs"], in: folder)
        #expect(made == 0, Comment(rawValue: output.standardError))
        #expect(output.standardOutput.contains("next: cd docs && navdocs serve"))
        let site = folder.appendingPathComponent("docs")
        for path in ["content/site.yml", "content/en/index.md", ".gitignore", ".github/workflows/docs.yml"] {
            #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent(path).path), "\(path)")
        }
        #expect(!FileManager.default.fileExists(atPath: site.appendingPathComponent("templates").path))
        #expect(try String(contentsOf: site.appendingPathComponent(".gitignore"), encoding: .utf8).contains("/public/"))

        let (checked, checkOutput) = await CheckCommandTests.run(["check"], in: site)
        #expect(checked == 0, Comment(rawValue: checkOutput.standardError))
        #expect(checkOutput.standardError.contains("scenarios: 1; examples: 1; engines: interpreter 1; claims: 2; 0 errors, 0 warnings"))
        let (built, buildOutput) = await CheckCommandTests.run(["build"], in: site)
        #expect(built == 0, Comment(rawValue: buildOutput.standardError))
        let page = try String(contentsOf: site.appendingPathComponent("public/en/index.html"), encoding: .utf8)
        #expect(page.contains("claim-verified"), "the first page's example runs and its claims hold")
        #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent("public/assets/trace.js").path))
    }

    @Test func initRefusesAFolderThatIsNotEmpty() async throws {
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(".git"), withIntermediateDirectories: true)
        let (status, _) = await CheckCommandTests.run(["init"], in: folder)
        #expect(status == 0, "a folder holding only .git (just made with git init) is fine")
        let before = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("content/en").path)
        let (again, output) = await CheckCommandTests.run(["init", "."], in: folder)
        #expect(again == 2)
        #expect(output.standardError.hasPrefix("error: refusing to write into '.': it is not empty"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("content/en").path) == before)
    }

    @Test func theWorkflowIsValidYAMLAndRunsTheCommandsTheManualGives() throws {
        let site = NewSite(title: "App documentation", folderInRepository: "docs")
        let text = try #require(site.files.first { $0.path == ".github/workflows/docs.yml" }).contents
        let workflow = try #require(try Yams.load(yaml: String(decoding: text, as: UTF8.self)) as? [String: Any])
        let job = try #require((workflow["jobs"] as? [String: Any])?["docs"] as? [String: Any])
        #expect((job["container"] as? String)?.hasPrefix("swift:") == true, "a Swift toolchain")
        #expect(((job["defaults"] as? [String: Any])?["run"] as? [String: Any])?["working-directory"] as? String == "docs")
        let steps = try #require(job["steps"] as? [[String: Any]])
        let runs = steps.compactMap { $0["run"] as? String }.joined(separator: "\n")
        let uses = steps.compactMap { $0["uses"] as? String }
        #expect(uses.contains("actions/checkout@v4"))
        #expect(runs.contains("apt-get install -y -qq make pkg-config libcmark-dev libjemalloc-dev"))
        let upload = try #require(steps.first { ($0["uses"] as? String)?.hasPrefix("actions/upload-artifact@") == true })
        #expect((upload["with"] as? [String: Any])?["path"] as? String == "docs/public")

        // The manual's install and check commands are the ones the workflow runs.
        let manual = try String(contentsOf: Workspace.repository.appendingPathComponent("docs/en/getting-started.md"), encoding: .utf8)
        for command in ["make install PREFIX=", "navdocs check", "navdocs build", "libcmark-dev"] {
            #expect(manual.contains(command), "the manual's getting-started page gives \(command)")
        }
        #expect(runs.contains("install PREFIX=\(NewSite.installPrefix)"))
        #expect(runs.contains("navdocs check --format github"))
        #expect(runs.contains("navdocs build"))

        // At the top of a repository the commands run there.
        let top = NewSite(title: "x: y", folderInRepository: ".").workflow
        let parsed = try #require(try Yams.load(yaml: top) as? [String: Any])
        #expect(((((parsed["jobs"] as? [String: Any])?["docs"] as? [String: Any])?["defaults"] as? [String: Any])?["run"] as? [String: Any])?["working-directory"] as? String == ".")
        let siteFile = try #require(try Yams.load(yaml: NewSite(title: "x: \"y\"", folderInRepository: ".").siteConfiguration) as? [String: Any])
        #expect(siteFile["title"] as? String == "x: \"y\"", "a title with YAML's special characters reads back as written")
    }

    @Test func themeWritesTheBuiltInThemeIntoANewFolderOnly() async throws {
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let (status, output) = await CheckCommandTests.run(["theme", "--output", "mytheme"], in: folder)
        #expect(status == 0, Comment(rawValue: output.standardError))
        for file in BuiltinTheme.files {
            #expect(try Data(contentsOf: folder.appendingPathComponent("mytheme").appendingPathComponent(file.path)) == file.contents)
        }
        let (again, second) = await CheckCommandTests.run(["theme", "--output", "mytheme"], in: folder)
        #expect(again == 2)
        #expect(second.standardError.contains("it is not empty"))
    }

    @Test func aMissingContentFolderSaysThatInitExists() async throws {
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for command in ["build", "check"] {
            let (status, output) = await CheckCommandTests.run([command], in: folder)
            #expect(status == 2)
            #expect(output.standardError.contains("start a new site with `navdocs init [FOLDER]`"), "\(command): \(output.standardError)")
        }
    }

    @Test func theVersionSaysWhichBuildThisIs() async {
        let (status, output) = await CheckCommandTests.run(["--version"], in: FileManager.default.temporaryDirectory)
        #expect(status == 0)
        #expect(output.standardOutput == "navdocs (debug build)\n", "the tests run a debug build")
    }

    @Test func theBinaryStartsASiteOutsideTheRepository() throws {
        let binary = try #require(EndToEndTests.executable, "navdocs executable not built")
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        func run(_ arguments: [String], in directory: URL) throws -> Int32 {
            let process = Process()
            process.executableURL = binary
            process.arguments = arguments
            process.currentDirectoryURL = directory
            process.standardOutput = Pipe()
            process.standardError = Pipe()
            try process.run()
            process.waitUntilExit()
            return process.terminationStatus
        }
        #expect(try run(["init", "docs"], in: folder) == 0)
        let site = folder.appendingPathComponent("docs")
        #expect(try run(["check"], in: site) == 0)
        #expect(try run(["build"], in: site) == 0)
        #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent("public/en/index.html").path))
    }
}
