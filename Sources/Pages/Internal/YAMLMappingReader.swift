import Diagnostics
import Yams

/// Reads a YAML mapping with Yams and turns its problems into diagnostics at file positions.
struct YAMLMappingReader {
    let file: String
    /// The file line of the YAML text's first line.
    let firstLine: Int
    /// What the YAML is, for messages (`front matter`, `site.yml`).
    let what: String

    func mapping(_ yaml: String, diagnostics: inout [Diagnostic]) -> Node.Mapping? {
        let node: Node?
        do {
            // The encoding is named: its default reads the process environment on every call.
            node = try Yams.compose(yaml: yaml, .default, .default, .utf8)
        } catch let error as YamlError {
            diagnostics.append(diagnostic(for: error))
            return nil
        } catch {
            diagnostics.append(.error("yaml.invalid", at: location(line: 1, column: 1), "invalid \(what): \(error)"))
            return nil
        }
        guard let node else { return Node.Mapping([]) }
        guard let mapping = node.mapping else {
            diagnostics.append(.error(
                "yaml.notMapping", at: location(of: node),
                "\(what) must be a mapping of keys to values"
            ))
            return nil
        }
        return mapping
    }

    func string(_ node: Node, key: String, diagnostics: inout [Diagnostic]) -> String? {
        guard node.scalar != nil, let string = node.string else {
            diagnostics.append(.error("yaml.type", at: location(of: node), "'\(key)' must be a string"))
            return nil
        }
        return string
    }

    func location(of node: Node) -> SourceLocation {
        guard let mark = node.mark else { return location(line: 1, column: 1) }
        return location(line: mark.line, column: mark.column)
    }

    func location(line: Int, column: Int) -> SourceLocation {
        SourceLocation(file: file, line: firstLine + line - 1, column: column)
    }

    private func diagnostic(for error: YamlError) -> Diagnostic {
        switch error {
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _), .composer(_, let problem, let mark, _):
            return .error("yaml.invalid", at: location(line: mark.line, column: mark.column), "invalid \(what): \(problem)")
        case .duplicatedKeysInMapping(let duplicates, let context):
            return .error(
                "yaml.duplicateKey", at: location(line: context.mark.line, column: context.mark.column),
                "duplicate key '\(duplicates.joined(separator: "', '"))' in \(what)"
            )
        default:
            return .error("yaml.invalid", at: location(line: 1, column: 1), "invalid \(what): \(error)")
        }
    }
}
