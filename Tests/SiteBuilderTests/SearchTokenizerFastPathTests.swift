import Foundation
import Testing
@testable import SiteBuilder

/// The ASCII fast path of the search tokenizer gives exactly the terms of the general path.
@Suite struct SearchTokenizerFastPathTests {
    @Test func asciiTextGivesTheTermsOfCharacterByCharacterTokenizing() {
        let pieces = ["nav", "Stack", "URL", "Session2", "_", "__", "a_b", "X", "9", " ", "\n", "\r\n", "(for:)", "`", "-", "isPresented", "ABCdef"]
        var state: UInt64 = 16
        for _ in 0..<2_000 {
            var text = ""
            for _ in 0..<Int(next(&state) % 10) { text += pieces[Int(next(&state) % UInt64(pieces.count))] }
            #expect(SearchTokenizer.indexTerms(of: text) == SearchTokenizer.characterIndexTerms(of: text), "\(text.debugDescription)")
        }
    }

    private func next(_ state: inout UInt64) -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state >> 33
    }
}
