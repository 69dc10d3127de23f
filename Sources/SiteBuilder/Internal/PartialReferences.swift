import Foundation

/// The partials a Mustache template includes: the names of its `{{> name}}` tags.
enum PartialReferences {
    static func names(in text: String) -> Set<String> {
        var names: Set<String> = []
        var rest = text[...]
        while let open = rest.range(of: "{{") {
            rest = rest[open.upperBound...]
            let tag = rest.drop { $0 == " " }
            guard tag.first == ">" else { continue }
            guard let close = tag.range(of: "}}") else { break }
            let name = tag[tag.index(after: tag.startIndex)..<close.lowerBound].trimmingCharacters(in: .whitespaces)
            if !name.isEmpty { names.insert(name) }
            rest = tag[close.upperBound...]
        }
        return names
    }
}
