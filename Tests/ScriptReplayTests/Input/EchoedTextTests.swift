import Testing

@testable import ScriptReplay

/// Names from a file are repeated in messages escaped and cut.
@Suite struct EchoedTextTests {
    @Test func anOrdinaryNameIsQuotedAsWritten() {
        #expect(EchoedText.quoted("tapp") == #""tapp""#)
    }

    @Test func controlCharactersCannotClearTheTerminalOrForgeALine() {
        let quoted = EchoedText.quoted("\u{1B}[2J...\nreplay: forged line\u{202E}")
        #expect(quoted == #""\u001b[2J...\nreplay: forged line\u202e""#)
        #expect(!quoted.unicodeScalars.contains { $0.value < 0x20 || $0 == "\u{202E}" })
    }

    @Test func aLongTextIsCutWithItsFullLength() {
        let quoted = EchoedText.quoted(String(repeating: "b", count: 2_000_000))
        #expect(quoted == "\"" + String(repeating: "b", count: EchoedText.limit) + "…\" (2000000 characters)")
        #expect(EchoedText.bare("12345", limit: 3) == "123… (5 characters)")
    }
}
