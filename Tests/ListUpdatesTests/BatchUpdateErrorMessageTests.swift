import Foundation
import HeadlessList
import StagedDiff
import TestSupport
import Testing

@testable import ListUpdates

/// Every message of the ListUpdates documentation's article UIKitBatchUpdateRules
/// (Sources/ListUpdates/ListUpdates.docc/UIKitBatchUpdateRules.md), produced by a batch
/// through the validator and compared to the letter in both wordings. `ROW` stands for
/// "row" / "item", `ROWS` for the plural, `LIST` for "table view" / "collection view",
/// `A_ROW` for "a row" / "an item".
@Suite struct BatchUpdateErrorMessageTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var update: BatchUpdate
        var before: [Int]
        var after: [Int]
        var message: String
        var testDescription: String { message }

        func expected(for style: ListStyle) -> String {
            message
                .replacingOccurrences(of: "A_ROW", with: style == .table ? "a row" : "an item")
                .replacingOccurrences(of: "ROWS", with: style.itemNoun + "s")
                .replacingOccurrences(of: "ROW", with: style.itemNoun)
                .replacingOccurrences(of: "LIST", with: style.listNoun)
        }
    }

    static func path(_ section: Int, _ item: Int) -> IndexPath { IndexPath(item: item, section: section) }
    static func move(_ from: IndexPath, _ to: IndexPath) -> BatchUpdate.Move<IndexPath> { .init(from: from, to: to) }

    static let rangeCases: [Case] = [
        Case(
            update: BatchUpdate(deleteSections: [2]), before: [1, 1], after: [1],
            message: "attempt to delete section 2, but there are only 2 sections before the update"),
        Case(
            update: BatchUpdate(reloadSections: [-1]), before: [1], after: [1],
            message: "attempt to delete section -1, but there are only 1 sections before the update"),
        Case(
            update: BatchUpdate(deleteItems: [path(2, 0)]), before: [3], after: [2],
            message: "attempt to delete ROW 0 from section 2, but there are only 1 sections before the update"),
        Case(
            update: BatchUpdate(deleteItems: [path(0, 5)]), before: [3], after: [2],
            message: "attempt to delete ROW 5 from section 0 which only contains 3 ROWS before the update"),
        Case(
            update: BatchUpdate(reloadItems: [path(0, -1)]), before: [3], after: [3],
            message: "attempt to delete ROW -1 from section 0 which only contains 3 ROWS before the update"),
        Case(
            update: BatchUpdate(insertSections: [3]), before: [1], after: [1, 1],
            message: "attempt to insert section 3 but there are only 2 sections after the update"),
        Case(
            update: BatchUpdate(insertItems: [path(1, 0)]), before: [1], after: [2],
            message: "attempt to insert ROW 0 into section 1, but there are only 1 sections after the update"),
        Case(
            update: BatchUpdate(insertItems: [path(0, 2)]), before: [1], after: [2],
            message: "attempt to insert ROW 2 into section 0, but there are only 2 ROWS in section 0 after the update"),
        Case(
            update: BatchUpdate(moveSections: [.init(from: 5, to: 0)]), before: [1, 1], after: [1, 1],
            message: "attempt to move section 5, but there are only 2 sections before the update"),
        Case(
            update: BatchUpdate(moveSections: [.init(from: 0, to: 7)]), before: [1, 1], after: [1, 1],
            message: "attempt to to move section 0 to section 7, but there are only 2 sections after the update"),
        Case(
            update: BatchUpdate(moveItems: [move(path(3, 0), path(0, 0))]), before: [2], after: [2],
            message: "attempt to move index path ({length = 2, path = 3 - 0}) from a section that does not exist"
                + " - there are only 1 sections before the update"),
        Case(
            update: BatchUpdate(moveItems: [move(path(0, 4), path(0, 0))]), before: [2], after: [2],
            message: "attempt to move index path ({length = 2, path = 0 - 4}) that does not exist"
                + " - there are only 2 ROWS in section 0 before the update"),
        Case(
            update: BatchUpdate(moveItems: [move(path(0, 0), path(2, 0))]), before: [2], after: [2],
            message: "attempt to move index path ({length = 2, path = 0 - 0}) to index path"
                + " ({length = 2, path = 2 - 0}) in section that does not exist - there are only 1 sections after the update"
        ),
        Case(
            update: BatchUpdate(moveItems: [move(path(0, 0), path(0, 2))]), before: [2], after: [2],
            message: "attempt to move index path ({length = 2, path = 0 - 0}) to index path"
                + " ({length = 2, path = 0 - 2}) that does not exist - there are only 2 ROWS in section 0 after the update"
        ),
    ]

    static let conflictCases: [Case] = [
        Case(
            update: BatchUpdate(deleteItems: [path(0, 1)], reloadItems: [path(0, 1)]), before: [2], after: [1],
            message: "attempt to delete and reload the same index path ({length = 2, path = 0 - 1})"),
        Case(
            update: BatchUpdate(deleteItems: [path(0, 0)], moveItems: [move(path(0, 0), path(0, 1))]),
            before: [3], after: [2],
            message: "attempt to perform a delete and a move from the same index path ({length = 2, path = 0 - 0})"),
        Case(
            update: BatchUpdate(reloadItems: [path(0, 0)], moveItems: [move(path(0, 0), path(0, 1))]),
            before: [3], after: [3],
            message: "attempt to perform a delete and a move from the same index path ({length = 2, path = 0 - 0})"),
        Case(
            update: BatchUpdate(deleteSections: [0], moveSections: [.init(from: 0, to: 1)]),
            before: [1, 1, 1], after: [1, 1],
            message: "attempt to perform a delete and a move from the same section (0)"),
        Case(
            update: BatchUpdate(insertItems: [path(0, 1)], moveItems: [move(path(0, 0), path(0, 1))]),
            before: [2], after: [3],
            message: "attempt to perform an insert and a move to the same index path ({length = 2, path = 0 - 1})"),
        // A reload lands where deletes and inserts alone put it; the move into that place collides.
        Case(
            update: BatchUpdate(reloadItems: [path(0, 0)], moveItems: [move(path(0, 1), path(0, 0))]),
            before: [2], after: [2],
            message: "attempt to perform an insert and a move to the same index path ({length = 2, path = 0 - 0})"),
        Case(
            update: BatchUpdate(insertSections: [1], moveSections: [.init(from: 0, to: 1)]),
            before: [1, 1], after: [1, 1, 1],
            message: "attempt to perform an insert and a move to the same section (1)"),
        // IGListKit #690: UIKit's own reproduction of a reload colliding with a move.
        Case(
            update: BatchUpdate(
                deleteSections: [4], insertSections: [2], reloadSections: [3],
                moveSections: [.init(from: 2, to: 4)]),
            before: [1, 1, 1, 1, 1], after: [1, 1, 1, 1, 1],
            message: "attempt to perform an insert and a move to the same section (4)"),
        Case(
            update: BatchUpdate(deleteSections: [0], moveItems: [move(path(0, 0), path(0, 2))]),
            before: [2, 2], after: [3],
            message: "cannot move A_ROW from a deleted section (0)"),
        Case(
            update: BatchUpdate(insertSections: [1], moveItems: [move(path(0, 0), path(1, 0))]),
            before: [2], after: [1, 1],
            message: "cannot move A_ROW into a newly inserted section (1)"),
        Case(
            update: BatchUpdate(moveItems: [move(path(0, 0), path(0, 1)), move(path(0, 0), path(0, 2))]),
            before: [3], after: [3],
            message: "attempt to move ROW at index path {length = 2, path = 0 - 0} to both"
                + " {length = 2, path = 0 - 1} and {length = 2, path = 0 - 2}"),
        Case(
            update: BatchUpdate(moveItems: [move(path(0, 0), path(0, 2)), move(path(0, 1), path(0, 2))]),
            before: [3], after: [3],
            message: "attempt to move both ROW at index path {length = 2, path = 0 - 0} and"
                + " {length = 2, path = 0 - 1} to {length = 2, path = 0 - 2}"),
        Case(
            update: BatchUpdate(moveSections: [.init(from: 0, to: 1), .init(from: 0, to: 2)]),
            before: [1, 1, 1], after: [1, 1, 1],
            message: "attempt to move section 0 to both section 1 and section 2"),
        Case(
            update: BatchUpdate(moveSections: [.init(from: 0, to: 2), .init(from: 1, to: 2)]),
            before: [1, 1, 1], after: [1, 1, 1],
            message: "attempt to move both section 0 and section 1 to section 2"),
    ]

    static let countCases: [Case] = [
        Case(
            update: BatchUpdate(), before: [1], after: [1, 1],
            message: "Invalid update: invalid number of sections.  The number of sections contained in the LIST"
                + " after the update (2) must be equal to the number of sections contained in the LIST before the"
                + " update (1), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted)."),
        Case(
            update: BatchUpdate(deleteSections: [0], insertSections: [0, 1]), before: [1, 1], after: [1, 1],
            message: "Invalid update: invalid number of sections.  The number of sections contained in the LIST"
                + " after the update (2) must be equal to the number of sections contained in the LIST before the"
                + " update (2), plus or minus the number of sections inserted or deleted (2 inserted, 1 deleted)."),
        Case(
            update: BatchUpdate(
                deleteItems: [path(1, 2)], insertItems: [path(1, 0)],
                moveItems: [move(path(0, 0), path(1, 1))]),
            before: [3, 3], after: [2, 5],
            message: "Invalid update: invalid number of ROWS in section 1.  The number of ROWS contained in an"
                + " existing section after the update (5) must be equal to the number of ROWS contained in that"
                + " section before the update (3), plus or minus the number of ROWS inserted or deleted from that"
                + " section (1 inserted, 1 deleted) and plus or minus the number of ROWS moved into or out of that"
                + " section (1 moved in, 0 moved out)."),
    ]

    /// Messages UIKit has no text for; ours follow its style.
    static let ownCases: [Case] = [
        Case(
            update: BatchUpdate(deleteSections: [0], reloadSections: [0]), before: [1], after: [],
            message: "attempt to delete and reload the same section (0)"),
        Case(
            update: BatchUpdate(deleteItems: [path(0, 1), path(0, 1)]), before: [3], after: [1],
            message: "attempt to delete the same index path more than once ({length = 2, path = 0 - 1})"),
        Case(
            update: BatchUpdate(insertItems: [path(0, 0), path(0, 0)]), before: [0], after: [2],
            message: "attempt to insert the same index path more than once ({length = 2, path = 0 - 0})"),
        Case(
            update: BatchUpdate(reloadItems: [path(0, 0), path(0, 0)]), before: [1], after: [1],
            message: "attempt to reload the same index path more than once ({length = 2, path = 0 - 0})"),
        Case(
            update: BatchUpdate(insertItems: [IndexPath(indexes: [0, 1, 2])]), before: [1], after: [1],
            message: "invalid index path ({length = 3, path = 0 - 1 - 2}): a list index path has exactly two"
                + " indexes, section and item"),
    ]

    @Test(arguments: rangeCases + conflictCases + countCases + ownCases, ListStyle.allCases)
    func producesUIKitMessageToTheLetter(_ testCase: Case, style: ListStyle) throws {
        let error = try #require(
            BatchUpdateValidator.validate(testCase.update, before: testCase.before, after: testCase.after, style: style)
        )
        #expect(error.description == testCase.expected(for: style))
    }

    @Test func everyUIKitFormatIsCovered() {
        let produced = (Self.rangeCases + Self.conflictCases + Self.countCases).map { $0.expected(for: .table) }
        let prefixes = [
            "attempt to delete section ", "attempt to delete row ", "which only contains",
            "attempt to insert section ", "attempt to insert row ", "rows in section 0 after",
            "attempt to move section 5", "attempt to to move section", "from a section that does not exist",
            "that does not exist - there are only 2 rows in section 0 before", "in section that does not exist",
            "that does not exist - there are only 2 rows in section 0 after", "delete and reload the same index path",
            "a delete and a move from the same index path", "a delete and a move from the same section",
            "an insert and a move to the same index path", "an insert and a move to the same section",
            "cannot move a row from a deleted section", "cannot move a row into a newly inserted section",
            "to both {", "attempt to move both row", "to both section", "attempt to move both section",
            "invalid number of sections.  ", "invalid number of rows in section 1.  ",
        ]
        for prefix in prefixes {
            #expect(produced.contains { $0.contains(prefix) }, "no test produces \(prefix)")
        }
    }
}
