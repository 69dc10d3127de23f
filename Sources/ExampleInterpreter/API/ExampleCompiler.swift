import SwiftParsingGuards
import Diagnostics
import NavigationModel
import SwiftOperators
import SwiftParser
import SwiftSyntax

/// Compiles the Swift code of one example: parse, fold operators, lower once.
public enum ExampleCompiler {
    /// Parses and lowers an example, reporting every static problem once, at its page position.
    static func lowerWithLowerer(_ source: ExampleSource, platform: PlatformVersion = .iOS17) -> (program: (LoweredProgram, Lowerer)?, map: SourceMap, diagnostics: [Diagnostic]) {
        let map = SourceMap(blocks: source.blocks)
        var diagnostics: [Diagnostic] = []
        if source.blocks.allSatisfy({ $0.code.allSatisfy(\.isWhitespace) }) {
            diagnostics.append(.error("interpreter.emptyExample", at: source.declaration, "example '\(source.name)' is empty"))
            return (nil, map, diagnostics)
        }
        let (tree, problems) = GuardedParser.parse(map.text)
        for problem in problems {
            diagnostics.append(.error(problem.id, at: map.location(ofOffset: problem.offset), problem.message))
        }
        guard var parsed = tree, diagnostics.isEmpty else { return (nil, map, diagnostics) }
        // `#if` is resolved on the text, offsets kept, so the rest never sees a directive.
        let conditional = ConditionalCompilation.resolve(parsed, text: map.text)
        for problem in conditional.problems {
            diagnostics.append(.error("interpreter.ifConfig", at: map.location(ofOffset: problem.offset), problem.message))
        }
        if let active = conditional.text {
            let (reparsed, reparseProblems) = GuardedParser.parse(active)
            for problem in reparseProblems {
                diagnostics.append(.error("interpreter.syntax", at: map.location(ofOffset: problem.offset), problem.message))
            }
            guard let reparsed else { return (nil, map, diagnostics) }
            parsed = reparsed
        }
        guard diagnostics.isEmpty else { return (nil, map, diagnostics) }
        var foldProblems: [(Int, String)] = []
        let folded = OperatorTable.standardOperators.foldAll(parsed) { error in
            switch error {
            case .missingOperator(let name, let node):
                foldProblems.append((node.positionAfterSkippingLeadingTrivia.utf8Offset, "cannot find operator '\(name)' in scope"))
            case .incomparableOperators(_, _, let rightOperator, _):
                foldProblems.append((rightOperator.positionAfterSkippingLeadingTrivia.utf8Offset, "adjacent operators are in non-associative precedence groups"))
            default:
                foldProblems.append((0, "operator error"))
            }
        }
        for (offset, message) in foldProblems {
            diagnostics.append(.error("interpreter.operators", at: map.location(ofOffset: offset), message))
        }
        guard diagnostics.isEmpty, let file = folded.as(SourceFileSyntax.self) else { return (nil, map, diagnostics) }
        // Another platform (`platform macOS 13`) does not constrain iOS APIs.
        let lowerer = Lowerer(platform: ["iOS", "iPadOS"].contains(platform.name)
            ? AvailabilityVersion.encoded(major: platform.major, minor: platform.minor) : AvailabilityVersion.encoded(major: 17, minor: 0))
        let program = lowerer.declarations.lowerProgram(file, rootName: source.rootType, rootProblemOffset: -1)
        for problem in lowerer.report.problems {
            let location = problem.offset < 0 ? source.declaration : map.location(ofOffset: problem.offset)
            switch problem.severity {
            case .error: diagnostics.append(.error(problem.id, at: location, problem.message))
            case .warning: diagnostics.append(.warning(problem.id, at: location, problem.message))
            case .note: diagnostics.append(.note(problem.id, at: location, problem.message))
            }
        }
        return ((program, lowerer), map, diagnostics)
    }
}

extension ExampleCompiler {
    /// `parks` in "the first screen depends on 'parks', which the example does not declare".
    static func undeclaredName(in message: String) -> String? {
        guard let range = message.range(of: " depends on '"), message.hasSuffix("', which the example does not declare") else { return nil }
        let rest = message[range.upperBound...]
        return rest.firstIndex(of: "'").map { String(rest[..<$0]) }
    }

    /// Compiles an example: static checks, then (by default) its initial screen through the model's seam.
    public static func compile(_ source: ExampleSource, options: CompileOptions = CompileOptions()) -> CompiledExample {
        LargeStack.run { compileOnThisThread(source, options: options) }
    }

    private static func compileOnThisThread(_ source: ExampleSource, options: CompileOptions) -> CompiledExample {
        let (program, map, staticDiagnostics) = lowerWithLowerer(source, platform: options.platform)
        var diagnostics = staticDiagnostics
        guard let (program, lowerer) = program, !diagnostics.contains(where: { $0.severity == .error }), let root = program.root else {
            return CompiledExample(name: source.name, diagnostics: diagnostics, app: nil)
        }
        let app = InterpretedApp(name: source.name, program: program, root: root, lowerer: lowerer, map: map)
        if options.evaluatesInitialScreen {
            app.interpreter.dependentSubject = "the first screen"
            defer { app.interpreter.dependentSubject = "this step" }
            do {
                let state = try app.initialState(platform: options.platform)
                _ = try app.root(in: state)
            } catch let error as NavigationAppError {
                let location = error.source.map(app.location(of:)) ?? source.declaration
                // The error says what the first screen needs of an undeclared helper; its
                // warning ("runs as if it had no effect") would say less, at the same name.
                if let name = Self.undeclaredName(in: error.message) {
                    diagnostics.removeAll { $0.id == ExpressionLowerer.undeclaredHelperID && $0.message.hasPrefix("'\(name)' is not declared") }
                }
                diagnostics.append(.error("interpreter.runtime", at: location, error.message))
                return CompiledExample(name: source.name, diagnostics: diagnostics, app: nil)
            } catch {
                diagnostics.append(.error("interpreter.runtime", at: source.declaration, "\(error)"))
                return CompiledExample(name: source.name, diagnostics: diagnostics, app: nil)
            }
        }
        return CompiledExample(name: source.name, diagnostics: diagnostics, app: app)
    }
}
