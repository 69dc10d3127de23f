import Diagnostics
import Foundation

/// A source file's bytes as text, the same way for every command.
///
/// Pages must be UTF-8. Invalid bytes are one error at the first of them
/// (line and column, columns in bytes as everywhere else) and become U+FFFD, so
/// the rest of the file is still checked and nothing stops with an unnamed error.
public enum SourceText {
    /// Reads and decodes `url`; `file` is how diagnostics name it.
    public static func read(_ url: URL, file: String) throws -> (text: String, diagnostics: [Diagnostic]) {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw ContentError.unreadable(file, cause: FileErrorCause.describe(error))
        }
        return decode(data, file: file)
    }

    public static func decode(_ data: Data, file: String) -> (text: String, diagnostics: [Diagnostic]) {
        // Nearly every file is valid: the standard library checks it as it copies it, once.
        if let text = String(validating: data, as: UTF8.self) { return (text, []) }
        let bytes = [UInt8](data)
        guard let bad = firstInvalidByte(in: bytes) else {
            return (String(decoding: bytes, as: UTF8.self), [])
        }
        var line = 1, lineStart = 0
        for index in 0..<bad where bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        let hex = String(bytes[bad], radix: 16, uppercase: true)
        let diagnostic = Diagnostic.error(
            "source.invalidUTF8", at: SourceLocation(file: file, line: line, column: bad - lineStart + 1),
            "file is not valid UTF-8: the bytes starting with 0x\(hex.count == 1 ? "0" + hex : hex) here are not a character; they are read as U+FFFD"
        )
        return (String(decoding: bytes, as: UTF8.self), [diagnostic])
    }

    /// The offset where the first ill-formed UTF-8 sequence starts (Unicode's table 3-7).
    static func firstInvalidByte(in bytes: [UInt8]) -> Int? {
        var index = 0
        let count = bytes.count
        while index < count {
            let lead = bytes[index]
            if lead < 0x80 { index += 1; continue }
            let length: Int
            var low: UInt8 = 0x80, high: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; low = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; high = 0x9F
            case 0xF0: length = 4; low = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; high = 0x8F
            default: return index
            }
            for offset in 1..<length {
                guard index + offset < count else { return index }
                let byte = bytes[index + offset]
                let (min, max) = offset == 1 ? (low, high) : (UInt8(0x80), UInt8(0xBF))
                guard byte >= min, byte <= max else { return index }
            }
            index += length
        }
        return nil
    }
}
