import Testing

@testable import ScriptReplay

/// Indexes are integers written as integers; a number that is not one says why.
@Suite struct WrittenIntegerTests {
    private func number(_ text: String) throws -> JSONNumber {
        guard case .number(let number) = try JSONParser.parse(text) else {
            throw JSONParseError(line: 1, column: 1, reason: text)
        }
        return number
    }

    @Test func wholeNumbersWrittenAsSuchAreIntegers() throws {
        #expect(try number("3").writtenInteger == 3)
        #expect(try number("-3").writtenInteger == -3)
        #expect(try number("3.00").writtenInteger == 3)
        #expect(try number("9223372036854775807").writtenInteger == Int.max)
    }

    @Test func exponentsFractionsAndNumbersPastIntAreNotAndSayWhy() throws {
        #expect(try number("1e2").writtenInteger == nil)
        #expect(try number("1e-400").writtenInteger == nil)
        #expect(try number("1e2").integerProblem == "1e2 is written with an exponent; write an integer such as 100")
        #expect(try number("1.5").integerProblem == "1.5 is not a whole number")
        #expect(
            try number("99999999999999999999").integerProblem
                == "99999999999999999999 does not fit in an integer (from \(Int.min) to \(Int.max))")
    }

    @Test func scriptIndexesRejectAnExponentWithAMessage() {
        for (step, found) in [
            (#"{"tap": [0, 1e2]}"#, "[0,1e2] (1e2 is written with an exponent"),
            (#"{"tap": [0, 1e-400]}"#, "[0,1e-400] (1e-400 is written with an exponent"),
        ] {
            do {
                _ = try ActionScript.parse(#"{"screen": "todo", "viewport": 600}"# + "\n" + step, file: "s.jsonl")
                Issue.record("\(step) parsed")
            } catch {
                #expect(error.description.contains("found \(found)"), "\(error)")
            }
        }
    }

    @Test func aNumberOfMoreThanTheLimitIsRefusedWithoutRepeatingIt() {
        let digits = String(repeating: "1", count: 50_000)
        #expect(
            throws: JSONParseError(
                line: 1, column: 8,
                reason:
                    "number \(digits.prefix(EchoedText.limit))… (50000 characters) is too long; a number has at most 1024 characters"
            )
        ) { try JSONParser.parse(#"{"a": [\#(digits)]}"#) }
        let huge = "1" + String(repeating: "0", count: 400)
        do {
            _ = try JSONParser.parse(huge)
        } catch {
            #expect(error.reason == "number \(huge.prefix(EchoedText.limit))… (401 characters) is out of range")
        }
    }
}
