#if !canImport(UIKit)
import Foundation
import InteractorAdapterUIKit
import Testing
import UIKitStandIn

/// An updated visible row whose cell renders in place keeps its cell object: UIKit gets no
/// reload and no reconfigure for it, and the cell is not reused.
@MainActor
@Suite struct InPlaceRenderTests {
    @Test(arguments: UIKitListKind.allCases)
    func inPlaceRenderKeepsTheCellObject(kind: UIKitListKind) throws {
        let fixture = RowsFixture(kind, animatedRows(5))
        let before = try #require(fixture.cell(2))
        var rows = animatedRows(5)
        rows[2] = .animated("r2", "row 2, edited")
        fixture.emit(rows)

        let after = try #require(fixture.cell(2))
        #expect(after === before, "the same cell object")
        #expect(after.shownText == "row 2, edited")
        #expect(after.reuseCount == 0)
        #expect(fixture.lastDecisions.map(\.kind) == [.renderedInPlace])
        let batch = try #require(fixture.harness.standIn.batches.last)
        #expect(batch.isEmpty, "nothing to reload or reconfigure: \(batch)")
        #expect(fixture.harness.visibleTexts == rows.map(\.title))
        #expect(fixture.harness.complaints.isEmpty, "\(fixture.harness.complaints)")
    }

    @Test(arguments: UIKitListKind.allCases)
    func aRendererThatAsksToReloadGetsANewCell(kind: UIKitListKind) throws {
        let fixture = RowsFixture(kind, animatedRows(5), systemVersion: 18)
        let before = try #require(fixture.cell(1))
        var rows = animatedRows(5)
        rows[1] = .animated("r1", "refused", refuses: true)
        fixture.emit(rows)

        let batch = try #require(fixture.harness.standIn.batches.last)
        #expect(batch.update.reloadItems == [IndexPath(item: 1, section: 0)], "reloaded even on iOS 15+")
        #expect(batch.reconfigured.isEmpty)
        #expect(fixture.cell(1) !== before)
        #expect(fixture.cell(1)?.shownText == "refused")
        #expect(fixture.lastDecisions.map(\.reason) == [.rendererAskedToReload])
        #expect(fixture.harness.complaints.isEmpty, "\(fixture.harness.complaints)")
    }

    @Test(arguments: UIKitListKind.allCases)
    func insertsDeletesAndMovesReachUIKitAsOneValidBatchPerStage(kind: UIKitListKind) {
        let fixture = RowsFixture(kind, animatedRows(6))
        let target: [RowItem] = [
            .animated("r5", "row 5"), .animated("new", "new"), .animated("r0", "row 0, edited"),
            .animated("r2", "row 2"), .animated("r3", "row 3"),
        ]
        fixture.emit(target)
        fixture.finishAnimations()

        #expect(fixture.harness.visibleTexts == target.map(\.title))
        #expect(fixture.harness.counts == [5])
        #expect(fixture.harness.standIn.batches.count >= 2, "an update stage, then a structural one")
        #expect(fixture.harness.complaints.isEmpty, "\(fixture.harness.complaints)")
        #expect(!fixture.adapter.isAnimating)
    }
}
#endif
