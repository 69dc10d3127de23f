import Diagnostics
import NavigationModel
import Pages

/// The "add behaviour catalog" step: a generated page per language,
/// `<language>/behaviour-catalog/`, with one section per catalog entry (anchor
/// `n12`): its id, title, kinds of evidence, sources, and the examples of the site
/// whose scenarios exercised it (what "run examples" kept in ``BuildState/exercised``).
///
/// The page is written as Markdown and parsed like an author's page, then joins
/// the content and the plan is made again, so the page template, sidebar (last),
/// reading order, translations, link check and search index treat it like any
/// other page. An author's page at the same path (`behaviour-catalog.md` or
/// `behaviour-catalog/index.md`) is an error: the build owns that address, and the
/// traces' event links point at it.
enum BehaviourCatalogPage {
    static let slug = "behaviour-catalog"

    /// `en/behaviour-catalog/`.
    static func folder(language: String) -> String { "\(language)/\(slug)/" }

    /// The anchor of an entry's section: `N12` → `n12`.
    static func anchor(_ id: BehaviourID) -> String { id.description.lowercased() }

    /// The link from `page` to an entry's section: `../behaviour-catalog/#n12`.
    static func href(to id: BehaviourID, from page: Page) -> String {
        SitePath.relative(from: SitePlan.folder(of: page), to: folder(language: page.language)) + "#" + anchor(id)
    }

    /// An entry's kinds of evidence with their words in the page's language.
    static func kinds(of entry: BehaviourCatalog.Entry, labels: Labels) -> [EvidenceKindData] {
        entry.evidence.map { EvidenceKindData(code: $0.rawValue, word: labels.words["evidence" + $0.rawValue] ?? $0.rawValue) }
    }

    @Sendable static func add(_ state: inout BuildState) async throws {
        guard var content = state.content, let plan = state.plan else { return }
        let prefix = state.options.contentDisplayPath.hasSuffix("/")
            ? state.options.contentDisplayPath : state.options.contentDisplayPath + "/"
        var generated: Set<String> = []
        for language in content.site.languages.map(\.code) {
            if let taken = content.pages.first(where: { $0.language == language && $0.slug == slug }) {
                state.diagnostics.add(.error(
                    "site.reservedPage", at: SourceLocation(file: taken.file, line: 1, column: 1),
                    "'\(language)/\(slug)/' is the Behaviour catalog page the build generates; rename this page"
                ))
                continue
            }
            let file = prefix + "\(language)/\(slug).md"
            let labels = Labels.forLanguage(language)
            let markdown = self.markdown(language: language, plan: plan, exercised: state.exercised, labels: labels)
            let parsed = PageParser().parse(source: markdown, file: file, language: language, slug: slug)
            var page = parsed.page
            page.frontMatter = FrontMatter(title: labels.words["catalogTitle"], summary: labels.words["catalogSummary"])
            page.blocks = page.blocks.map { block in
                guard case .heading(var heading) = block, heading.level == 2,
                      let id = heading.text.split(separator: ":").first.flatMap({ BehaviourID(id: String($0)) })
                else { return block }
                heading.anchor = anchor(id)
                return .heading(heading)
            }
            state.diagnostics.add(contentsOf: parsed.diagnostics)
            content.pages.append(page)
            generated.insert(file)
        }
        guard !generated.isEmpty else { return }
        state.content = content
        state.plan = SitePlan(
            content: content, contentDisplayPath: state.options.contentDisplayPath, generated: generated, extending: plan
        )
    }

    /// The page's Markdown: an introduction, then per entry a `##` heading `N12: title`,
    /// its kinds, its sources and the examples that exercise it.
    static func markdown(language: String, plan: SitePlan, exercised: [String: [ExercisedExample]], labels: Labels) -> String {
        func word(_ key: String) -> String { labels.words[key] ?? key }
        // id → the examples exercising it, in the language's reading order.
        var examples: [BehaviourID: [(page: SitePlan.PlannedPage, example: String)]] = [:]
        for index in plan.readingOrder[language] ?? [] {
            let planned = plan.pages[index]
            for run in exercised[planned.page.file] ?? [] {
                for id in run.ids { examples[id, default: []].append((planned, run.example)) }
            }
        }
        let languagePrefix = "\(language)/"
        var text = "# \(escaped(word("catalogTitle")))\n\n\(escaped(word("catalogIntro")))\n"
        for entry in BehaviourCatalog.entries {
            text += "\n## \(entry.id): \(escaped(entry.title(in: language)))\n\n"
            let kinds = entry.evidence.map { "\($0.rawValue) (\(escaped(word("evidence" + $0.rawValue))))" }
            text += "**\(escaped(word("catalogKinds")))** \(kinds.joined(separator: ", "))\n\n"
            let sources = entry.sources.map { source in
                source.url.map { "[\(escaped(source.name))](<\($0)>)" } ?? escaped(source.name)
            }
            text += "**\(escaped(word("catalogSources")))** \(sources.joined(separator: "; "))\n\n"
            guard let uses = examples[entry.id], !uses.isEmpty else {
                text += "\(escaped(word("catalogNoExamples")))\n"
                continue
            }
            text += "**\(escaped(word("catalogExamples")))**\n\n"
            for (page, example) in uses {
                let path = page.contentPath.hasPrefix(languagePrefix)
                    ? String(page.contentPath.dropFirst(languagePrefix.count)) : page.contentPath
                let fragment = page.anchors.contains("example-\(example)") ? "#" + percentEncoded("example-\(example)") : ""
                text += "- [\(escaped(page.page.title)) › \(codeSpan(example))](<\(percentEncoded(path, keeping: "/"))\(fragment)>)\n"
            }
        }
        return text
    }

    /// `text` with every byte but letters, digits, `-._~` and `keeping` percent-encoded, so a
    /// link checker that decodes escapes finds it as it is: an example named `a%20b` has the
    /// anchor `example-a%20b`, which a link must write `example-a%2520b` (written plainly, it
    /// pointed at `example-a b` and failed the build at this generated page).
    static func percentEncoded(_ text: String, keeping: Character? = nil) -> String {
        var result = ""
        for byte in text.utf8 {
            let character = Character(Unicode.Scalar(byte))
            if byte < 0x80, character.isLetter || character.isNumber || "-._~".contains(character) || character == keeping {
                result.append(character)
            } else {
                result += String(format: "%%%02X", byte)
            }
        }
        return result
    }

    /// `text` as a code span, its fence longer than any run of backticks inside it.
    static func codeSpan(_ text: String) -> String {
        var longest = 0
        var run = 0
        for character in text {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: longest + 1)
        let padding = text.hasPrefix("`") || text.hasSuffix("`") || longest > 0 ? " " : ""
        return fence + padding + text.replacingOccurrences(of: "\n", with: " ") + padding + fence
    }

    /// Text as Markdown reads it literally: ASCII punctuation backslash-escaped.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            if character.isASCII, character.isPunctuation || character.isSymbol { result.append("\\") }
            result.append(character == "\n" ? " " : character)
        }
        return result
    }
}
