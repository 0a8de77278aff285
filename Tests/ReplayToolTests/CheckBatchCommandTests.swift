import Foundation
import Testing

@testable import ReplayTool

@Suite struct CheckBatchCommandTests {
    /// Writes `text` to a fresh temporary file and runs `replay check-batch` on it.
    static func check(_ text: String) throws -> CommandResult {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("check-batch-\(UUID().uuidString).json")
        try text.write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        let result = ReplayCommand.run(["check-batch", url.path])
        // Errors name the file; replace its random name so expectations can be exact.
        return CommandResult(
            exitCode: result.exitCode, standardOutput: result.standardOutput,
            standardError: result.standardError.replacingOccurrences(of: url.path, with: "FILE"))
    }

    @Test func validBatchPrintsValid() throws {
        let result = try Self.check(
            """
            {"before": [3], "after": [3], "style": "table",
             "update": {"deleteItems": [[0, 1]], "insertItems": [[0, 1]], "moveItems": [[[0, 0], [0, 2]]]}}
            """)
        #expect(result == CommandResult(exitCode: 0, standardOutput: "valid\n"))
    }

    @Test func missingKeysAreEmpty() throws {
        #expect(try Self.check("{}") == CommandResult(exitCode: 0, standardOutput: "valid\n"))
        #expect(try Self.check(#"{"before": [2], "after": [2]}"#).exitCode == 0)
    }

    @Test func invalidBatchPrintsUIKitsMessage() throws {
        let result = try Self.check(#"{"before": [3], "after": [4], "update": {"insertItems": [[0, 3], [0, 0]]}}"#)
        #expect(
            result
                == CommandResult(
                    exitCode: 1,
                    standardOutput: "Invalid update: invalid number of rows in"
                        + " section 0.  The number of rows contained in an existing section after the update (4) must be equal"
                        + " to the number of rows contained in that section before the update (3), plus or minus the number of"
                        + " rows inserted or deleted from that section (2 inserted, 0 deleted) and plus or minus the number of"
                        + " rows moved into or out of that section (0 moved in, 0 moved out).\n"))
    }

    @Test func collectionStyleSaysItem() throws {
        let result = try Self.check(
            """
            {"before": [2, 1], "after": [1, 1], "style": "collection",
             "update": {"deleteSections": [0], "insertSections": [0], "moveItems": [[[0, 0], [1, 0]]]}}
            """)
        #expect(
            result == CommandResult(exitCode: 1, standardOutput: "cannot move an item from a deleted section (0)\n"))
    }

    @Test func everyUpdateKeyIsRead() throws {
        let result = try Self.check(
            """
            {"before": [1, 1, 1], "after": [1, 1, 1],
             "update": {"deleteSections": [], "insertSections": [], "reloadSections": [2],
                        "moveSections": [[0, 1], [0, 2]], "deleteItems": [], "insertItems": [],
                        "reloadItems": [], "moveItems": []}}
            """)
        #expect(result.standardOutput == "attempt to move section 0 to both section 1 and section 2\n")
    }

    @Test func malformedJSONNamesLineAndColumn() throws {
        let result = try Self.check("{\n  \"before\": [1,,2]\n}")
        #expect(result.exitCode == 2)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError == "replay check-batch: FILE:2:16: unexpected ',', expected a value\n")
    }

    @Test(arguments: [
        (
            #"{"before": "3"}"#,
            #"FILE:1:12: "before" must be an array of non-negative integers (one item count per section)"#
        ),
        (#"{"after": [1, -1]}"#, #"FILE:1:15: "after[1]" must be a non-negative integer"#),
        (#"{"after": [1.5]}"#, #"FILE:1:12: "after[0]" must be a non-negative integer (1.5 is not a whole number)"#),
        (
            #"{"after": [1e2]}"#,
            #"FILE:1:12: "after[0]" must be a non-negative integer (1e2 is written with an exponent; write an integer such as 100)"#
        ),
        (
            #"{"after": [99999999999999999999]}"#,
            #"FILE:1:12: "after[0]" must be a non-negative integer (99999999999999999999 does not fit in an integer "#
                + #"(from -9223372036854775808 to 9223372036854775807))"#
        ),
        (#"{"style": "grid"}"#, #"FILE:1:11: "style" must be "table" or "collection""#),
        (#"{"style": null}"#, #"FILE:1:11: "style" must be "table" or "collection""#),
        (#"{"update": []}"#, #"FILE:1:12: "update" must be an object"#),
        (#"{"update": {"deleteSections": 1}}"#, #"FILE:1:31: "update.deleteSections" must be an array"#),
        (#"{"update": {"deleteSections": [true]}}"#, #"FILE:1:32: "update.deleteSections[0]" must be an integer"#),
        (
            #"{"update": {"moveSections": [[0]]}}"#,
            #"FILE:1:30: "update.moveSections[0]" must be a pair [from, to] of integers"#
        ),
        (
            #"{"update": {"moveItems": [[0, 1]]}}"#,
            #"FILE:1:27: "update.moveItems[0]" must be a pair [[section, item], [section, item]]"#
        ),
        (
            #"{"update": {"deleteItems": [[0, "a"]]}}"#,
            #"FILE:1:29: "update.deleteItems[0]" must be a pair [section, item] of integers"#
        ),
        (
            #"{"update": {"insertSection": [1]}}"#,
            #"FILE:1:13: "update.insertSection" must be one of deleteItems, deleteSections, insertItems, insertSections, moveItems, moveSections, reloadItems, reloadSections (unknown key)"#
        ),
        (#"{"befor": [1]}"#, #"FILE:1:2: "befor" must be one of after, before, style, update (unknown key)"#),
        (#"[1]"#, #"FILE:1:1: "(top level)" must be an object"#),
    ])
    func wrongShapeNamesTheKeyLineAndColumn(text: String, message: String) throws {
        let result = try Self.check(text)
        #expect(result == CommandResult(exitCode: 2, standardError: "replay check-batch: \(message)\n"))
    }

    @Test func aKeyWrittenTwiceIsAnErrorAtTheSecondCountingLinesAndCharacters() throws {
        // The "é" is two bytes but one column.
        let result = try Self.check(
            """
            {"before": [1], "after": [1],
             "update": {"moveItems": [[[0, 0], [0, 0]],
                                      [[0, 0], "é"]], "moveItems": [
               [[0, 0], [0, 0]], [[0], [0, 0]]]}}
            """)
        #expect(
            result
                == CommandResult(
                    exitCode: 2,
                    standardError:
                        "replay check-batch: FILE:3:43: duplicate key \"moveItems\"; write each key of an object once\n"
                ))
    }

    @Test func escapedKeysAreFound() throws {
        let result = try Self.check(#"{"before": [1], "\u0061fter": ["x"]}"#)
        #expect(result.standardError == "replay check-batch: FILE:1:32: \"after[0]\" must be a non-negative integer\n")
    }

    @Test func wholeNumbersWrittenWithAZeroFractionAreIndexes() throws {
        let result = try Self.check(#"{"before": [2.0], "after": [1], "update": {"deleteItems": [[0.00, -1.0]]}}"#)
        #expect(
            result
                == CommandResult(
                    exitCode: 1,
                    standardOutput:
                        "attempt to delete row -1 from section 0 which only contains 2 rows before the update\n"))
    }

    @Test func hugeIndexesAreRangeErrors() throws {
        let result = try Self.check(
            """
            {"before": [9223372036854775807], "after": [9223372036854775807],
             "update": {"insertItems": [[0, 9223372036854775807]], "deleteItems": [[0, 0]]}}
            """)
        #expect(
            result
                == CommandResult(
                    exitCode: 1,
                    standardOutput: "attempt to insert row 9223372036854775807 into"
                        + " section 0, but there are only 9223372036854775807 rows in section 0 after the update\n"))
        let counts = try Self.check(
            """
            {"before": [9223372036854775807], "after": [1], "update": {"insertItems": [[0, 0]]}}
            """)
        #expect(counts.exitCode == 1)
        #expect(counts.standardOutput.hasPrefix("Invalid update: invalid number of rows in section 0."))
    }

    /// A reload of row `Int.max - 1` lands past two inserts below it, at a place past `Int`:
    /// the check of moves against reload landings trapped on the sum; the landing reaches
    /// no index, and the counts are reported as they do not add up.
    @Test func aReloadLandingPastIntMaxIsACountErrorNotATrap() throws {
        let result = try Self.check(
            """
            {"before": [9223372036854775807], "after": [9223372036854775807],
             "update": {"reloadItems": [[0, 9223372036854775806]], "insertItems": [[0, 0], [0, 1]],
                        "moveItems": [[[0, 1], [0, 2]]]}}
            """)
        #expect(result.exitCode == 1)
        #expect(
            result.standardOutput.hasPrefix("Invalid update: invalid number of rows in section 0."),
            "\(result.standardOutput)")
        #expect(result.standardOutput.contains("(2 inserted, 0 deleted)"), "\(result.standardOutput)")
    }

    @Test func negativeIndexesAreRangeErrorsNotShapeErrors() throws {
        let result = try Self.check(#"{"before": [2], "after": [1], "update": {"deleteItems": [[0, -1]]}}"#)
        #expect(
            result
                == CommandResult(
                    exitCode: 1,
                    standardOutput:
                        "attempt to delete row -1 from section 0 which only contains 2 rows before the update\n"))
    }

    @Test func missingFileAndBadArgumentsExitTwo() {
        let missing = ReplayCommand.run(["check-batch", "/nonexistent/batch.json"])
        #expect(
            missing
                == CommandResult(
                    exitCode: 2,
                    standardError: "replay check-batch: cannot read /nonexistent/batch.json: no such file\n"))
        let directory = FileManager.default.temporaryDirectory.path
        #expect(
            ReplayCommand.run(["check-batch", directory])
                == CommandResult(
                    exitCode: 2, standardError: "replay check-batch: cannot read \(directory): it is a directory\n"))
        #expect(
            ReplayCommand.run(["check-batch"]) == CommandResult(exitCode: 2, standardError: CheckBatchCommand.usage))
        #expect(ReplayCommand.run(["check-batch", "a.json", "b.json"]).exitCode == 2)
        #expect(
            ReplayCommand.run(["check-batch", "--help"])
                == CommandResult(exitCode: 0, standardOutput: CheckBatchCommand.usage))
    }
}
