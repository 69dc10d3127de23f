import Diagnostics

/// Parses an info string (`swift example=colors title="Two words" hidden`) into
/// words with positions, and reports what is wrong with it.
///
/// Works on UTF-8 bytes because columns count bytes. The string is read after its
/// backslash escapes and entity references are resolved (CommonMark's rule), each
/// word at the column where it was written. Languages outside
/// ``InfoString/checkedLanguages`` are parsed but never diagnosed: their info
/// strings follow other tools' conventions.
struct InfoStringParser {
    let file: String
    let line: Int
    var decodeEntity: (String) -> String? = { _ in nil }

    func parse(_ raw: Substring, startColumn: Int) -> (InfoString, [Diagnostic]) {
        let decoded = InfoStringDecoder(decodeEntity: decodeEntity).decode(Array(raw.utf8))
        let bytes = decoded.bytes
        var diagnostics: [Diagnostic] = []
        var index = 0
        var language: InfoString.Word?
        var attributes: [InfoString.Attribute] = []
        var fault: Diagnostic?

        func location(_ offset: Int) -> SourceLocation {
            SourceLocation(file: file, line: line, column: startColumn + decoded.sourceOffsets[offset])
        }
        func text(_ range: Range<Int>) -> String {
            String(decoding: bytes[range], as: UTF8.self)
        }
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }
        let quote = UInt8(ascii: "\""), equals = UInt8(ascii: "=")

        while index < bytes.count, isSpace(bytes[index]) { index += 1 }
        if index < bytes.count {
            let start = index
            while index < bytes.count, !isSpace(bytes[index]) { index += 1 }
            language = InfoString.Word(text: text(start..<index), location: location(start))
        }

        scan: while index < bytes.count {
            while index < bytes.count, isSpace(bytes[index]) { index += 1 }
            guard index < bytes.count else { break }
            let keyStart = index
            while index < bytes.count, !isSpace(bytes[index]), bytes[index] != equals, bytes[index] != quote { index += 1 }
            let key = text(keyStart..<index)
            if index < bytes.count, bytes[index] == quote {
                fault = .error("info.unexpectedQuote", at: location(index), "unexpected quote in info string")
                break scan
            }
            guard index < bytes.count, bytes[index] == equals else {
                attributes.append(.init(key: key, value: nil, location: location(keyStart), valueLocation: nil))
                continue
            }
            if key.isEmpty {
                fault = .error("info.missingKey", at: location(index), "missing key before '=' in info string")
                break scan
            }
            index += 1
            if index < bytes.count, bytes[index] == quote {
                let valueStart = index + 1
                guard let closing = bytes[valueStart...].firstIndex(of: quote) else {
                    fault = .error("info.unclosedQuote", at: location(index), "unclosed quote in info string")
                    break scan
                }
                index = closing + 1
                if index < bytes.count, !isSpace(bytes[index]) {
                    fault = .error(
                        "info.noSpaceAfterQuote", at: location(index),
                        "expected a space after the closing quote in info string"
                    )
                    break scan
                }
                attributes.append(.init(
                    key: key, value: text(valueStart..<closing),
                    location: location(keyStart), valueLocation: location(valueStart)
                ))
            } else {
                let valueStart = index
                while index < bytes.count, !isSpace(bytes[index]) {
                    if bytes[index] == quote {
                        fault = .error("info.unexpectedQuote", at: location(index), "unexpected quote in info string")
                        break scan
                    }
                    index += 1
                }
                if valueStart == index {
                    fault = .error(
                        "info.missingValue", at: location(keyStart), "missing value for '\(key)' in info string"
                    )
                    break scan
                }
                attributes.append(.init(
                    key: key, value: text(valueStart..<index),
                    location: location(keyStart), valueLocation: location(valueStart)
                ))
            }
        }

        let checked = language.map { InfoString.checkedLanguages.contains($0.text) } ?? false
        if checked, fault == nil {
            var seen: Set<String> = []
            for attribute in attributes {
                if attribute.value == nil, InfoString.knownKeys.contains(attribute.key) {
                    fault = .error(
                        "info.missingValue", at: attribute.location,
                        "missing value for '\(attribute.key)' in info string"
                    )
                    break
                }
            }
            if fault == nil {
                for attribute in attributes {
                    let known = InfoString.knownKeys.contains(attribute.key) || InfoString.knownFlags.contains(attribute.key)
                    if !known {
                        diagnostics.append(.warning(
                            "info.unknownAttribute", at: attribute.location, "unknown attribute '\(attribute.key)'"
                        ))
                    } else if attribute.value != nil, InfoString.knownFlags.contains(attribute.key) {
                        diagnostics.append(.warning(
                            "info.flagWithValue", at: attribute.location,
                            "'\(attribute.key)' is a flag and takes no value"
                        ))
                    } else if !seen.insert(attribute.key).inserted, !InfoString.repeatableKeys.contains(attribute.key) {
                        diagnostics.append(.warning(
                            "info.duplicateAttribute", at: attribute.location,
                            "duplicate attribute '\(attribute.key)'; the first one counts"
                        ))
                    }
                }
            }
        }
        if checked, let fault { diagnostics = [fault] }
        if !checked, fault == nil, let language {
            // The page language's attributes mean nothing here; say so rather than
            // hide or anchor a block the author expects to be an example.
            for attribute in attributes where attribute.key == "example" || (attribute.key == "hidden" && attribute.value == nil) {
                let word = attribute.key == "example" ? "'example='" : "'hidden'"
                diagnostics.append(.warning(
                    "info.notExecutable", at: attribute.location,
                    "\(word) has no effect on a '\(language.text)' block (only swift and scenario blocks are examples); the block is shown as written"
                ))
            }
        }
        let info = InfoString(
            raw: String(raw), language: language, attributes: attributes,
            isMalformed: fault != nil, location: location(0)
        )
        return (info, diagnostics)
    }
}
