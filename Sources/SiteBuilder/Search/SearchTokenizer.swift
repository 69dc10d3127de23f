/// How text becomes search terms. `site.js` tokenizes queries by the same rules
/// (`queryTokens`); change both together.
///
/// - Letters and digits in runs, lower-cased: `navigationDestination(for:)` gives
///   `navigationdestination` and `for`. A query word matches every term it begins.
/// - A camel-case identifier also gives its parts (`columnVisibility` →
///   `column`, `visibility`), so a query for a part finds the whole.
/// - Han, kana and Hangul have no spaces between words: each character and each
///   pair of neighbours is a term, and a query of several characters must match
///   all its pairs (`侧边栏` → `侧边`, `边栏`).
enum SearchTokenizer {
    static func indexTerms(of text: String) -> Set<String> {
        // Most sections are ASCII, where every byte is a character whose letter, digit
        // and case tests are ranges: ``ASCIITermCollector`` finds the same terms on bytes.
        var collector = ASCIITermCollector()
        if collector.append(text) { return Set(collector.takeTerms()) }
        return characterIndexTerms(of: text)
    }

    /// ``indexTerms(of:)`` character by character: any text, and the reference for the
    /// ASCII path (``ASCIITermCollector``), which must give the same terms.
    static func characterIndexTerms(of text: String) -> Set<String> {
        var terms = Set<String>()
        for run in runs(of: text) {
            switch run {
            case .word(let word):
                terms.insert(word.lowercased())
                let parts = camelCaseParts(of: word)
                if parts.count > 1 { for part in parts { terms.insert(part.lowercased()) } }
            case .ideographs(let characters):
                for (index, character) in characters.enumerated() {
                    terms.insert(String(character))
                    if index + 1 < characters.count { terms.insert(String(character) + String(characters[index + 1])) }
                }
            }
        }
        return terms
    }

    enum Run: Equatable {
        case word(String)
        case ideographs([Character])
    }

    /// Letter-and-digit runs and ideograph runs, in order; everything else separates them.
    static func runs(of text: String) -> [Run] {
        var runs: [Run] = []
        var word = ""
        var ideographs: [Character] = []
        func flush() {
            if !word.isEmpty { runs.append(.word(word)); word = "" }
            if !ideographs.isEmpty { runs.append(.ideographs(ideographs)); ideographs = [] }
        }
        for character in text {
            if isIdeographic(character) {
                if !word.isEmpty { flush() }
                ideographs.append(character)
            } else if character.isLetter || character.isNumber || character == "_" {
                if !ideographs.isEmpty { flush() }
                word.append(character)
            } else {
                flush()
            }
        }
        flush()
        return runs
    }

    /// Parts of `columnVisibility`, `NavigationSplitView`, `URLSession` (`url`, `session`).
    static func camelCaseParts(of word: String) -> [String] {
        let characters = Array(word)
        var parts: [String] = []
        var current = ""
        for (index, character) in characters.enumerated() {
            let startsPart = !current.isEmpty && character.isUppercase && (
                characters[index - 1].isLowercase || characters[index - 1].isNumber
                    || (index + 1 < characters.count && characters[index + 1].isLowercase && characters[index - 1].isUppercase)
            )
            if startsPart || (character == "_" && !current.isEmpty) {
                parts.append(current)
                current = ""
            }
            if character != "_" { current.append(character) }
        }
        if !current.isEmpty { parts.append(current) }
        return parts
    }

    static func isIdeographic(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        switch scalar.value {
        case 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0x20000...0x2FA1F:
            return true
        default:
            return false
        }
    }
}
