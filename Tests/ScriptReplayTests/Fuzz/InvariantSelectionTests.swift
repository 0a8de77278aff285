import Foundation
import Testing

@testable import ScriptReplay

@Suite struct InvariantSelectionTests {
    @Test func defaultMinusAnIdLeavesItOut() throws {
        let selection = try InvariantSelection(parsing: "default,-pending")
        #expect(selection.includes("validator"))
        #expect(selection.includes("my rule"))
        #expect(!selection.includes("pending"))
        #expect(selection.description == "default,-pending")
    }

    @Test func idsAloneSelectOnlyThem() throws {
        let selection = try InvariantSelection(parsing: "validator, settled")
        #expect(selection.includes("settled"))
        #expect(!selection.includes("pending"))
    }

    @Test func anUnknownIdOrNothingIsAnError() {
        #expect(throws: InvariantSelectionError.self) {
            try InvariantSelection(parsing: "default,-sizes", knownRules: [])
        }
        #expect(throws: InvariantSelectionError.self) { try InvariantSelection(parsing: "-pending") }
        #expect(throws: Never.self) { try InvariantSelection(parsing: "numbered", knownRules: ["numbered"]) }
    }

    @Test func theSignatureKeepsTheShapeOfTheMessage() {
        let one = InvariantViolation(id: "settled", message: #"row [0, 3] shows "b2", the last state has "b7" there"#)
        let two = InvariantViolation(id: "settled", message: #"row [1, 12] shows "x", the last state has "y" there"#)
        #expect(one.signature == two.signature)
        #expect(one.signature != InvariantViolation(id: "pending", message: one.message).signature)
    }
}

@Suite struct PayloadBuilderTests {
    @Test func answersTheDecodersQuestionsAndWritesThemDown() throws {
        var random = FuzzRandom(seed: 3)
        var built: [JSONValue] = []
        for _ in 0..<20 {
            if let payload = PayloadBuilder.build("rename", of: NoteAction.self, pools: ValuePools(), random: &random) {
                built.append(payload)
            }
        }
        #expect(!built.isEmpty)
        for payload in built {
            let action = try JSONDecoder().decode(NoteAction.self, from: payload.data)
            guard case .rename = action else {
                Issue.record("\(payload) is not a rename")
                continue
            }
        }
        #expect(
            PayloadBuilder.build("archive", of: NoteAction.self, pools: ValuePools(), random: &random)
                == .object([("archive", .object([]))]))
    }
}
