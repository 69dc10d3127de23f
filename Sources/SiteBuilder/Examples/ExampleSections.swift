/// What "run examples" made for one page's examples: each executable example's section
/// (its traces, mock-ups, explorer and migration), by example name. "render pages"
/// places each after its example's last displayed block.
public struct ExampleSections: Hashable, Sendable, ExpressibleByDictionaryLiteral {
    private var byExample: [String: HTMLFragment]

    public init(_ byExample: [String: HTMLFragment] = [:]) {
        self.byExample = byExample
    }

    public init(dictionaryLiteral elements: (String, HTMLFragment)...) {
        self.init(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }

    /// The section of the example named `example`, if it has one.
    public subscript(example: String) -> HTMLFragment? {
        get { byExample[example] }
        set { byExample[example] = newValue }
    }

    public var isEmpty: Bool { byExample.isEmpty }
}

/// HTML that navdocs rendered itself from a template, with every value escaped on the
/// way in: placed into a page as it is, never escaped again.
public struct HTMLFragment: Hashable, Sendable, ExpressibleByStringLiteral {
    public let html: String

    public init(html: String) {
        self.html = html
    }

    public init(stringLiteral html: String) {
        self.html = html
    }
}
