import Diagnostics
import Foundation
import Testing
@testable import Pages

@Suite struct SourceTextTests {
    @Test func invalidUTF8IsOneErrorAtItsLineAndColumn() {
        var bytes = Array("# Title\n\nGood line\nbad: ".utf8)
        bytes += [0xFF, 0x41, 0xC3]  // a stray byte, then a truncated two-byte sequence at the end
        let (text, diagnostics) = SourceText.decode(Data(bytes), file: "content/en/page.md")
        #expect(diagnostics.map { TextDiagnosticRenderer().render($0) } == [
            "content/en/page.md:4:6: error: file is not valid UTF-8: the bytes starting with 0xFF here are not a character; they are read as U+FFFD",
        ])
        #expect(text.hasPrefix("# Title\n\nGood line\nbad: \u{FFFD}A"))
    }

    @Test(arguments: [
        [0xC0, 0x80],  // overlong
        [0xED, 0xA0, 0x80],  // a surrogate
        [0xF4, 0x90, 0x80, 0x80],  // beyond U+10FFFF
        [0xE2, 0x82],  // truncated
        [0x80],  // a lone continuation byte
    ] as [[UInt8]])
    func illFormedSequencesAreFound(sequence: [UInt8]) {
        #expect(SourceText.firstInvalidByte(in: Array("ab".utf8) + sequence) == 2)
        // The standard library's check, which reads valid files, refuses each of them too.
        let decoded = SourceText.decode(Data(Array("ab".utf8) + sequence), file: "x.md")
        #expect(decoded.diagnostics.count == 1)
        #expect(decoded.text.hasPrefix("ab\u{FFFD}"))
    }

    @Test func wellFormedTextHasNoDiagnostic() {
        let text = "导航 🧭 café\n"
        #expect(SourceText.firstInvalidByte(in: Array(text.utf8)) == nil)
        let decoded = SourceText.decode(Data(text.utf8), file: "x.md")
        #expect(decoded.text == text)
        #expect(decoded.diagnostics.isEmpty)
    }
}

@Suite struct FileErrorCauseTests {
    @Test func namesPOSIXCausesAndOurOwnErrors() {
        #expect(FileErrorCause.describe(POSIXError(.ENOSPC)) == "No space left on device")
        #expect(FileErrorCause.describe(ContentError.unreadable("content/en", cause: "Permission denied"))
            == "cannot read 'content/en': Permission denied")
        let cocoa = NSError(domain: NSCocoaErrorDomain, code: 512, userInfo: [
            NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(EIO)),
        ])
        #expect(FileErrorCause.describe(cocoa) == "Input/output error")
    }
}

@Suite struct ContentLoaderFileTests {
    @Test func invalidUTF8InAPageIsADiagnosticNotAFailure() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("navdocs-utf8-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("en"), withIntermediateDirectories: true)
        try Data("title: T\nlanguages:\n  - code: en\n    label: English\n".utf8).write(to: root.appendingPathComponent("site.yml"))
        try Data(Array("# Home\n\nA\u{00E9}\n".utf8) + [0xFE, 0x0A]).write(to: root.appendingPathComponent("en/index.md"))
        let content = try ContentLoader(directory: root, displayPath: "content").load()
        #expect(content.diagnostics.diagnostics.map { TextDiagnosticRenderer().render($0) } == [
            "content/en/index.md:4:1: error: file is not valid UTF-8: the bytes starting with 0xFE here are not a character; they are read as U+FFFD",
        ])
        #expect(content.pages.map(\.title) == ["Home"])
    }
}
