import Diagnostics
import ExampleInterpreter
import Foundation
import NavigationModel

/// Measures the example interpreter on a generated example of about 300 lines.
///
/// Compiling (parse, fold, lower, first screen) is measured once per round;
/// interpreting is measured as rendering the launch screen, running a `run`
/// statement and re-rendering, which is what a scenario step costs. The target
/// is well under 10 ms per interpretation after parsing.
enum InterpreterBenchmark {
    /// Runs the benchmark and returns a report, one measurement per line.
    static func run(rounds: Int = 20) -> String {
        let source = ExampleSource(
            name: "benchmark",
            blocks: [ExampleBlock(code: generatedExample(), file: "benchmark.md", line: 1)],
            declaration: SourceLocation(file: "benchmark.md", line: 1, column: 1))
        let lineCount = source.blocks[0].code.split(separator: "\n", omittingEmptySubsequences: false).count
        var compileTimes: [Double] = []
        var renderTimes: [Double] = []
        var stepTimes: [Double] = []
        var failure: String?
        for _ in 0..<rounds {
            let start = DispatchTime.now()
            let compiled = ExampleCompiler.compile(source)
            compileTimes.append(milliseconds(since: start))
            guard let app = compiled.app else {
                failure = compiled.diagnostics.map(\.message).joined(separator: "; ")
                break
            }
            do {
                var state = try app.initialState()
                let renderStart = DispatchTime.now()
                _ = try app.root(in: state)
                renderTimes.append(milliseconds(since: renderStart))
                guard let code = app.compileStatements("path.append(.teal); counter += 1", at: SourceLocation(file: "benchmark.md", line: 1, column: 1)).compiled else {
                    failure = "step did not compile"
                    break
                }
                let stepStart = DispatchTime.now()
                try app.perform(code, in: &state)
                _ = try app.root(in: state)
                stepTimes.append(milliseconds(since: stepStart))
            } catch {
                failure = "\(error)"
                break
            }
        }
        if let failure { return "interpreter benchmark failed: \(failure)" }
        return """
        interpreter: \(lineCount)-line example, \(rounds) rounds
          compile (parse + lower + launch screen): median \(format(median(compileTimes))) ms
          render launch screen (after parsing):     median \(format(median(renderTimes))) ms
          run step + re-render:                      median \(format(median(stepTimes))) ms
        """
    }

    private static func milliseconds(since start: DispatchTime) -> Double {
        Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1_000_000
    }

    private static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }

    private static func format(_ value: Double) -> String {
        String(format: "%.3f", value)
    }

    /// A view-heavy example: data types, functions, ten row views and a root with a stack and lists.
    static func generatedExample() -> String {
        var lines: [String] = [
            "enum Kind: String, Hashable, Codable, CaseIterable { case bird, reptile, fish, insect }",
            "struct Animal: Hashable, Codable, Identifiable {",
            "    var id: Int",
            "    var name: String",
            "    var kind: Kind",
            "    var isRare: Bool { id % 7 == 0 }",
            "    func title(_ prefix: String) -> String { prefix + name.uppercased() }",
            "}",
            "let animals: [Animal] = Array(1...60).map { n in Animal(id: n, name: \"Animal \\(n)\", kind: Kind.allCases[n % 4]) }",
            "func score(_ animal: Animal) -> Int {",
            "    var total = 0",
            "    for step in 0..<10 {",
            "        if step % 2 == 0 { total += animal.id } else { total -= 1 }",
            "    }",
            "    switch animal.kind {",
            "    case .bird: return total + 1",
            "    case .reptile: return total + 2",
            "    default: return total",
            "    }",
            "}",
        ]
        for index in 0..<10 {
            lines += [
                "struct Row\(index): View {",
                "    var animal: Animal",
                "    var highlighted: Bool = false",
                "    var label: String { highlighted ? animal.title(\"* \") : animal.name }",
                "    var body: some View {",
                "        HStack {",
                "            Text(label)",
                "            if animal.isRare {",
                "                Text(\"rare\")",
                "            } else {",
                "                Text(\"\\(score(animal))\")",
                "            }",
                "            NavigationLink(\"Open \\(animal.id)\", value: animal)",
                "        }",
                "        .navigationTitle(animal.name)",
                "    }",
                "}",
                "",
            ]
        }
        lines += [
            "struct Zoo: View {",
            "    @State private var path: [Color] = []",
            "    @State private var selection: Animal? = nil",
            "    @State private var counter = 0",
        ]
        lines.append("    var body: some View {")
        lines.append("        NavigationStack(path: $path) {")
        lines.append("            List {")
        for index in 0..<10 {
            lines += [
                "                Section(\"Group \(index)\") {",
                "                    ForEach(animals.filter { $0.id % 10 == \(index) }) { animal in",
                "                        Row\(index)(animal: animal, highlighted: animal.id == counter)",
                "                    }",
                "                }",
            ]
        }
        lines += [
            "                Button(\"Bump\") { counter += 1 }",
            "            }",
            "            .navigationDestination(for: Animal.self) { animal in",
            "                Row0(animal: animal)",
            "            }",
            "            .navigationDestination(for: Color.self) { color in",
            "                color.navigationTitle(color.description)",
            "            }",
            "            .navigationTitle(\"Zoo \\(counter)\")",
            "        }",
            "    }",
            "}",
        ]
        while lines.count < 300 { lines.append("// padding comment line \(lines.count)") }
        return lines.joined(separator: "\n")
    }
}
