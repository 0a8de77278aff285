#if !canImport(UIKit)
import Foundation
import InteractorAdapterUIKit
import Testing
import UIKitStandIn

/// A visible row that needs new content but not a new cell (its cell cannot animate, and the
/// new state needs the same cell class) is reconfigured from iOS 15 on, and reloaded before.
@MainActor
@Suite struct ReconfigureTests {
    @Test(arguments: UIKitListKind.allCases, [14, 15, 18])
    func aPlainRowIsReconfiguredFromIOS15AndReloadedBefore(kind: UIKitListKind, systemVersion: Int) throws {
        let fixture = RowsFixture(kind, plainRows(5), systemVersion: systemVersion)
        let before = try #require(fixture.cell(3))
        var rows = plainRows(5)
        rows[3] = .plain("p3", "plain 3, edited")
        fixture.emit(rows)

        let batch = try #require(fixture.harness.standIn.batches.last)
        let path = IndexPath(item: 3, section: 0)
        let after = try #require(fixture.cell(3))
        if systemVersion >= 15 {
            #expect(batch.reconfigured == [path])
            #expect(batch.update.reloadItems.isEmpty)
            #expect(after === before, "reconfigure keeps the cell")
            #expect(after.reuseCount == 0, "and does not prepare it for reuse")
            #expect(fixture.harness.standIn.reconfiguredCells == 1)
        } else {
            #expect(batch.update.reloadItems == [path])
            #expect(batch.reconfigured.isEmpty)
            #expect(after !== before, "a reload replaces the cell")
        }
        #expect(after.shownText == "plain 3, edited")
        #expect(fixture.lastDecisions.map(\.reason) == [.rendererCannotAnimate], "the adapter decides the same on both")
        #expect(fixture.harness.complaints.isEmpty, "\(fixture.harness.complaints)")
    }

    @Test(arguments: UIKitListKind.allCases)
    func aRowWhoseCellClassChangesIsReloadedEvenOnIOS15(kind: UIKitListKind) throws {
        let fixture = RowsFixture(kind, plainRows(3), systemVersion: 18)
        var rows = plainRows(3)
        rows[1] = .animated("p1", "now animated")
        fixture.emit(rows)

        let batch = try #require(fixture.harness.standIn.batches.last)
        #expect(batch.update.reloadItems == [IndexPath(item: 1, section: 0)])
        #expect(batch.reconfigured.isEmpty)
        #expect(fixture.cell(1)?.shownText == "now animated")
        #expect(fixture.harness.complaints.isEmpty, "\(fixture.harness.complaints)")
    }

    @Test(arguments: UIKitListKind.allCases)
    func aStageThatAlsoInsertsReloadsInsteadOfReconfiguring(kind: UIKitListKind) throws {
        let fixture = RowsFixture(kind, plainRows(3), systemVersion: 18)
        fixture.emit([.plain("p0", "plain 0, edited"), .plain("p1", "plain 1"), .plain("p2", "plain 2")])
        #expect(fixture.harness.standIn.batches.last?.reconfigured.count == 1, "update-only: reconfigured")
        fixture.finishAnimations()

        fixture.emit([.plain("new", "new"), .plain("p0", "plain 0"), .plain("p1", "plain 1"), .plain("p2", "plain 2")])
        fixture.finishAnimations()
        #expect(fixture.harness.standIn.batches.allSatisfy { $0.reconfigured.isEmpty || $0.update.insertItems.isEmpty })
        #expect(fixture.harness.visibleTexts == ["new", "plain 0", "plain 1", "plain 2"])
        #expect(fixture.harness.complaints.isEmpty, "\(fixture.harness.complaints)")
    }
}
#endif
