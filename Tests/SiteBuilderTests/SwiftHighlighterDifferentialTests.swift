import Foundation
import Testing
@testable import SiteBuilder

/// ``SwiftHighlighter`` classifies tokens itself instead of asking SwiftIDEUtils; these
/// tests hold it to the HTML SwiftIDEUtils' classification gives (``SwiftIDEUtilsHighlighter``)
/// over every Swift sample the repository has and over the constructs where a token's
/// style depends on its place in the tree.
@Suite struct SwiftHighlighterDifferentialTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test(arguments: edgeCases) func edgeCaseMatchesSwiftIDEUtils(_ code: String) {
        #expect(SwiftHighlighter().html(for: code) == SwiftIDEUtilsHighlighter().html(for: code))
    }

    @Test func everySwiftBlockInThePagesAndFixturesMatchesSwiftIDEUtils() throws {
        let pages = try Self.files(under: ["content", "Tests"], named: { $0.hasSuffix(".md") })
            .filter {
                $0.path.hasPrefix(Self.repository.path + "/content/") || $0.path.contains("/Fixtures/")
                    || $0.path.contains("/HighlighterFixtures/")
            }
        var blocks = 0
        for page in pages {
            let markdown = try String(contentsOf: page, encoding: .utf8)
            for block in Self.swiftBlocks(in: markdown) {
                blocks += 1
                #expect(SwiftHighlighter().html(for: block) == SwiftIDEUtilsHighlighter().html(for: block), "\(page.path)")
            }
            // The whole page read as Swift is a good supply of code that does not parse.
            #expect(SwiftHighlighter().html(for: markdown) == SwiftIDEUtilsHighlighter().html(for: markdown), "\(page.path)")
        }
        #expect(pages.count > 10)
        #expect(blocks > 50)
    }

    @Test func everySwiftFileInTheTestCorporaMatchesSwiftIDEUtils() throws {
        let files = try Self.files(under: ["Tests"], named: { $0.hasSuffix(".swift") })
            .filter { $0.path.contains("/Fixtures/") || $0.path.contains("orpus") }
        #expect(files.contains { $0.path.contains("/RealFiles/") })
        for file in files {
            let code = try String(contentsOf: file, encoding: .utf8)
            #expect(SwiftHighlighter().html(for: code) == SwiftIDEUtilsHighlighter().html(for: code), "\(file.path)")
        }
    }

    /// Every sixth of the tool's own source files (by path): all of them, through both
    /// highlighters in a debug build, took 20 s of the suite's two cores and starved the
    /// tests that time pathological inputs. All of them matched when the classifier was written.
    @Test func theToolsOwnSourcesMatchSwiftIDEUtils() throws {
        let files = try Self.files(under: ["Sources", "Tools"], named: { $0.hasSuffix(".swift") }).sorted { $0.path < $1.path }
        for (position, file) in files.enumerated() where position % 6 == 0 {
            let code = try String(contentsOf: file, encoding: .utf8)
            #expect(SwiftHighlighter().html(for: code) == SwiftIDEUtilsHighlighter().html(for: code), "\(file.path)")
        }
    }

    @Test func stylesThatDependOnThePlaceInTheTree() {
        let html = SwiftHighlighter().html(for: "@SwiftUI.State private var x: Foo.Bar = f(label: 1)\n#if os(iOS)\n#endif\n")
        #expect(html.contains(#"<span class="at">@SwiftUI.State</span>"#))
        #expect(html.contains(#"<span class="ty">Foo</span>.<span class="ty">Bar</span>"#))
        #expect(html.contains(#"<span class="la">label</span>"#))
        #expect(html.contains(#"<span class="kw">#if</span> <span class="kw">os</span>(<span class="kw">iOS</span>)"#))
    }

    @Test func codeTooDeeplyNestedToParseIsShownPlain() {
        let code = String(repeating: "[", count: 200) + "<a>"
        #expect(SwiftHighlighter().html(for: code) == String(repeating: "[", count: 200) + "&lt;a&gt;")
        #expect(SwiftHighlighter().html(for: code) == SwiftIDEUtilsHighlighter().html(for: code))
    }

    static func files(under folders: [String], named matches: (String) -> Bool) throws -> [URL] {
        var found: [URL] = []
        for folder in folders {
            let root = repository.appendingPathComponent(folder)
            guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in walker where matches(url.lastPathComponent) {
                found.append(url)
            }
        }
        return found.sorted { $0.path < $1.path }
    }

    /// The contents of fenced blocks whose info string starts with `swift`.
    static func swiftBlocks(in markdown: String) -> [String] {
        var blocks: [String] = []
        var fence: Substring?
        var indentation = 0
        var lines: [Substring] = []
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " }
            if let open = fence {
                if trimmed.hasPrefix(open), trimmed.allSatisfy({ $0 == open.first || $0 == " " }) {
                    blocks.append(lines.map { $0 + "\n" }.joined())
                    fence = nil
                } else {
                    lines.append(line.dropFirst(min(indentation, line.prefix { $0 == " " }.count)))
                }
            } else if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                let marks = trimmed.prefix { $0 == trimmed.first }
                let info = trimmed.dropFirst(marks.count).drop { $0 == " " }
                if info.hasPrefix("swift") {
                    fence = marks
                    indentation = line.count - trimmed.count
                    lines = []
                }
            }
        }
        return blocks
    }

    static let edgeCases: [String] = [
        // Places where the lexer-based reader (`LexedSpanClassifier`) decides a style itself.
        "if a < b, c > d { f(x: a<b) }\n",
        "let s = Set<String>(); let d = Dictionary<String, [Int]>(); let n = Array<Array<Int>>()\n",
        "let e = x.map { $0 }.filter { $0 > 1 }.sorted(by: <)\n",
        "NavigationSplitView { A() } content: { B() } detail: { C() }\n",
        "if #available(iOS 17.0, macOS 14, *) { } else if #unavailable(iOS 18) { }\n",
        "switch x {\ncase .Self, .default: break\ncase let .a(b): f(label: b)\ncase .c(let d, e: let f) where d > 1: break\n@unknown default: break\n}\n",
        "private(set) var a = 1\nnonisolated(unsafe) static var b = 2\nunowned(safe) let c = d\n",
        "struct A<T: Hashable>: P where T: Q { func f<U>(_ u: U, for v: inout [T]) async throws -> (a: Int, b: U)? { nil } }\n",
        "let f: @escaping (Int) -> Void\n@Environment(\\.dismiss) private var dismiss\n@Query(sort: \\Item.date) var items: [Item]\n",
        "func truncated() {\n    if x {\n        f(a: 1",
        "let x = y as? [String: Binding<Bool>]; let t = T.Type.self; let m: T.Type = T.self\n",
        "var v: Int { get async throws }\nvar w: Int { didSet { print(oldValue) } }\nvar u: Int { @storageRestrictions(initializes: x) init { } get { 1 } }\n",
        "let c = { [weak self] (a: Int, _ b: String) async -> Bool in true }\nlet g = { a, b in a + b }\n",
        "let text = \"\"\"\n    a \\(b, format: c)\n    \"\"\"\nlet raw = #\"a \\#(b) \"c\"\"#\n",
        "#if foo(label: 1) && !os(iOS) || swift(>=5.9)\nlet x = 1\n#elseif canImport(UIKit)\n#else\n#endif\n",
        "override func f() {}\nlazy var g = 1\nfinal class H {}\nactor I {}\nmutating func j() {}\nlet actor = 1\nlet override = actor\n",
        "let v = await f(for: 1, in: .default, default: 2)\nlet w = try? await g()\nfor try await x in s where x > 1 { }\n",
        "guard let self else { return }\nif case .some(let x) = y, let z: Int = w { }\nwhile let n = i.next() { }\nrepeat { } while x\n",
        "",
        " ",
        "\n\n",
        "x",
        "// only a comment",
        "/// A doc comment\n/// - Parameter x: the `x`.\nfunc f(x: Int) {}\n",
        "/** A doc block */\nstruct S {}\n/* block /* nested */ comment */ let a = 1 // trailing\n",
        "let a = 1 /* unterminated block comment\n let b = 2\n",
        "@SwiftUI.State private var count = 0\n@State var x = 1\n@Environment(\\.dismiss) private var dismiss\n",
        "@SwiftUI . State var spaced = 0\n@SwiftUI/* c */.State var commented = 0\n",
        "@available(iOS 16.0, macOS 13, *)\n@available(*, deprecated, renamed: \"newName\", message: \"Use it\")\nfunc old() {}\n",
        "@available(iOS, introduced: 15, deprecated: 17)\nstruct T {}\n",
        "if #available(iOS 17, *) { print(1) } else if #unavailable(macOS 14) { print(2) }\n",
        "guard #available(iOS 17.0.1, visionOS 1, *) else { return }\n",
        "@backDeployed(before: iOS 17)\npublic func f() {}\n",
        "@_specialize(where T == Int)\n@_spi(Testing) public func g<T>(_ t: T) {}\n",
        "#if os(iOS) && DEBUG\nimport UIKit\n#elseif canImport(AppKit) || targetEnvironment(simulator)\nimport AppKit\n#else\nlet x = 1\n#endif\n",
        "#if swift(>=5.9) && compiler(<6) && !FEATURE_X\n#endif\n",
        "#if foo(label: 1)\n#endif\n",
        "struct V: View {\n    var body: some View {\n        Text(\"Hi\")\n            #if os(iOS)\n            .padding()\n            #endif\n    }\n}\n",
        "#if\n#endif\n",
        "#if DEBUG\nlet x = 1\n",
        "let sum = a + b * c - -d; let t = !flag; x += 1; y = a ?? b; z = a...b; w = a..<b\n",
        "let p = x as? Int; let q = y as! String; let r = a is B; let s = &value\n",
        "prefix operator √\ninfix operator <*> : AdditionPrecedence\npostfix operator ++\nprefix func √ (x: Double) -> Double { x.squareRoot() }\n",
        "precedencegroup ComposePrecedence {\n    associativity: left\n    higherThan: AdditionPrecedence\n    lowerThan: MultiplicationPrecedence\n    assignment: true\n}\ninfix operator >>> : ComposePrecedence\n",
        "infix operator myOp\noperator ident\n",
        "let s = \"Hello, \\(name)! You have \\(count + 1) \\(items.map { \"\\($0)\" }) items.\"\n",
        "let m = \"\"\"\n    Line one \\(x)\n    \"quoted\" line\n    \"\"\"\n",
        "let raw = #\"A \"raw\" string with \\#(interp) and \\(not)\"#\nlet raw2 = ##\"two # \"# signs\"##\n",
        "let multiRaw = #\"\"\"\n    raw \"\"\" inside\n    \"\"\"#\n",
        "let r = /[a-z]+\\d*/\nlet r2 = #/ab/c/#\nlet r3 = #/\n  a # comment\n  b\n  /#\n",
        "let c: Character = \"x\"; let u = \"\\u{1F600}\"\n",
        "let placeholder = <#value#>\nfoo(<#label#>: <#T##Int#>)\nlet t: <#Type#> = x\n",
        "func f(<#name#> x: Int) {}\n",
        "let s = \"unterminated\nlet t = 1\n",
        "let s = \"\"\"\nnever closed\n",
        "func broken( {\n  let = \n}}}\n",
        "struct { var : Int = }\n@\n@ attr\n#\n#if\n",
        "let 🎉 = \"emoji 🎉 in a string 👩‍👩‍👧\"\nlet café = \"naïve\"; let 変数 = 1; let x̃ = 2\n",
        "let tricky = \"<script>&\\\"'</script>\" // <b>&amp;</b>\n",
        "$0 + $1; let f = { $0.name }; _ = $binding\n",
        "let n = 0x1F + 0b1010 + 0o17 + 1_000_000 + 3.14 + 1e-9 + 0x1p-2\n",
        "func greet(person name: String, _ other: Int, from: Int = 0) -> String { greet(person: \"x\", 1, from: 2) }\n",
        "let dict: [String: [Int]] = [\"a\": [1, 2]]; let o: Int? = nil; let t: (a: Int, b: String)\n",
        "extension Array where Element: Equatable { subscript(safe i: Int) -> Element? { nil } }\n",
        "public private(set) var x = 0; nonisolated(unsafe) var y = 1\n@MainActor final class C: @unchecked Sendable {}\n",
        "let f: @Sendable (Int) async throws -> Void = { _ in }\nlet g: (inout Int) -> Void\n",
        "let x = Swift.Int(1); let y: Swift.Array<Foo.Bar> = []; let z = MyModule::name\n",
        "@attached(member, names: named(init))\nmacro M() = #externalMacro(module: \"A\", type: \"B\")\nlet v = #stringify(1 + 2)\n#warning(\"careful\")\n",
        "#sourceLocation(file: \"a.swift\", line: 1)\n#sourceLocation()\n",
        "#!/usr/bin/env swift\nprint(1)\n",
        "let x = 1;;; \u{0}\u{7} let y = 2\n",
        "\t\tlet tabbed = 1\r\n\r\nlet crlf = 2\r\n",
        "enum E { case a(Int), b(label: String) }\nswitch e { case .a(let v): break; case .b(label: let s): print(s); default: break }\n",
        "@propertyWrapper struct W<Value> { var wrappedValue: Value }\nstruct S { @W var v: Int = 1; @W(wrappedValue: 2) var w }\n",
        "@Foo<Int> var generic = 0\n@Foo<@escaping Bar> var nested = 0\n",
        "let k = \\Person.name.count; let kp = \\.self\n",
        "func f() async throws -> some View { try await g(); return Text(\"x\") }\n",
        "if let x, var y = z, case .some(let w) = v { }\nfor case let (a, b)? in pairs where a > b { }\n",
        "let closure = { [weak self, unowned(safe) other] (a: Int, b) -> Int in a }\n",
        "`class`.`default` = `init`; let `var` = 1\n",
        "struct S<each T> { let v: (repeat each T) }\nfunc f<T: ~Copyable>(_ t: consuming T) {}\n",
        "actor A { distributed func f() {} }\ndeinit {}\n",
        "/* a */ /// b\n// c\n/** d */ let x /* e */ = /* f */ 1 /* g */\n",
        String(repeating: "(", count: 40) + "1" + String(repeating: ")", count: 40) + "\n",
        String(repeating: "[", count: 5) + "1" + String(repeating: "]", count: 5) + "\n",
    ]
}
