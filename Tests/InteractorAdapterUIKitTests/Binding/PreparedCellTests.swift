#if !canImport(UIKit)
import Foundation
import InteractorAdapterUIKit
import Testing
import TestSupport
import UIKitStandIn

/// Cells UIKit prepared but does not show yet (`cellForRow(at:)` returns them, the visible
/// index paths do not) get every update a visible cell gets, so they never appear stale.
@MainActor
@Suite struct PreparedCellTests {
    @Test(arguments: UIKitListKind.allCases, [14, 18])
    func aPreparedCellShowsTheNewStateWhenItScrollsIn(kind: UIKitListKind, systemVersion: Int) throws {
        let rows = animatedRows(4) + plainRows(6)  // 10 rows, 5 visible, row 5 prepared
        let fixture = RowsFixture(kind, rows, systemVersion: systemVersion, preparedCells: 1)
        #expect(fixture.harness.standIn.preparedIndexPaths == [IndexPath(item: 5, section: 0)])
        #expect(!fixture.harness.visiblePaths.contains(IndexPath(item: 5, section: 0)))
        var updated = rows
        updated[5] = .plain("p1", "plain 1, edited")
        fixture.emit(updated)
        fixture.finishAnimations()

        let requestsBefore = fixture.harness.standIn.cellRequests
        fixture.harness.scroll(to: 44)
        #expect(fixture.harness.visiblePaths.contains(IndexPath(item: 5, section: 0)))
        #expect(fixture.cell(5)?.shownText == "plain 1, edited", "the prepared cell is not stale")
        #expect(fixture.harness.visibleTexts == updated[1...5].map(\.title))
        #expect(fixture.harness.standIn.cellRequests > requestsBefore, "the next row is prepared in turn")
        #expect(fixture.lastDecisions.map(\.kind) == [.reloaded], "offered like a visible row")
        #expect(fixture.harness.complaints.isEmpty, "\(fixture.harness.complaints)")
    }

    @Test(arguments: UIKitListKind.allCases)
    func aPreparedAnimatedCellIsRenderedInPlace(kind: UIKitListKind) throws {
        let fixture = RowsFixture(kind, animatedRows(10), preparedCells: 1)
        let prepared = try #require(fixture.cell(5))
        var rows = animatedRows(10)
        rows[5] = .animated("r5", "row 5, edited")
        fixture.emit(rows)

        #expect(fixture.cell(5) === prepared)
        #expect(prepared.shownText == "row 5, edited")
        #expect(fixture.lastDecisions.map(\.kind) == [.renderedInPlace])
        fixture.harness.scroll(to: 44)
        #expect(fixture.harness.visibleTexts.last == "row 5, edited")
    }

    @Test(arguments: UIKitListKind.allCases)
    func preparedRowsOfAnUpdatedSectionAreOfferedToo(kind: UIKitListKind) throws {
        let fixture = SectionsFixture(kind, headerType: .animated, preparedCells: 1)
        let first = ArraySection(model: TestHeader(id: "h0", title: "Header 0"), elements: animatedRows(6))
        fixture.emit([first])
        let prepared = try #require(fixture.harness.cell(5), "rows 0-4 visible under the 28-point header")
        #expect(!fixture.harness.visiblePaths.contains(IndexPath(item: 5, section: 0)))

        var rows = animatedRows(6)
        rows[5] = .animated("r5", "row 5, edited")
        fixture.emit([ArraySection(model: TestHeader(id: "h0", title: "Header 0, edited"), elements: rows)])
        #expect(labelText(prepared) == "row 5, edited", "the differ lists no row update in an updated section")
        #expect(labelText(fixture.harness.header(0)) == "Header 0, edited")
        #expect(fixture.harness.complaints.isEmpty, "\(fixture.harness.complaints)")
    }

    @Test(arguments: UIKitListKind.allCases)
    func theListTreatsPreparedNeighboursAsVisible(kind: UIKitListKind) {
        let fixture = RowsFixture(kind, animatedRows(12), preparedCells: 2)
        fixture.harness.scroll(to: 132)  // rows 3-7 visible, 1-2 and 8-9 prepared
        #expect(fixture.harness.visiblePaths.map(\.item) == [3, 4, 5, 6, 7])
        #expect(fixture.harness.list.indexPathsForVisibleItems.map(\.item) == Array(1...9))
    }
}
#endif
