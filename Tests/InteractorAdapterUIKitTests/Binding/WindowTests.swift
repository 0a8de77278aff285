#if !canImport(UIKit)
import Foundation
import InteractorAdapterUIKit
import Testing
import UIKitStandIn

/// Out of a window the list sets the data and reloads; a completion UIKit never calls (the
/// list left its window mid-animation) does not leave the adapter waiting.
@MainActor
@Suite struct WindowTests {
    @Test(arguments: UIKitListKind.allCases)
    func outOfAWindowABatchBecomesAReload(kind: UIKitListKind) throws {
        let harness = UIKitListHarness(kind, inWindow: false)
        let source = ArrayDataSource([["a"]])
        harness.list.dataSource = source
        ArrayDataSource.registerCells(on: harness.list)
        harness.list.reloadData()
        #expect(!harness.list.isInWindow)
        var completions: [Bool] = []

        try harness.list.performBatchUpdates(
            {
                source.sections = [["a", "b"]]
                return BatchUpdate(insertItems: [IndexPath(item: 1, section: 0)])
            }, completion: { completions.append($0) })

        #expect(harness.standIn.batches.isEmpty, "no batch off screen")
        #expect(harness.standIn.reloadDataCount == 2)
        #expect(harness.visibleTexts == ["a", "b"])
        #expect(completions == [true])
        #expect(harness.complaints.isEmpty, "\(harness.complaints)")
    }

    @Test(arguments: UIKitListKind.allCases)
    func theAdapterOutOfAWindowReloadsEveryState(kind: UIKitListKind) {
        let fixture = RowsFixture(kind, animatedRows(2), inWindow: false)
        fixture.emit(animatedRows(3))
        fixture.emit([.animated("r0", "row 0, edited")])
        #expect(fixture.harness.standIn.batches.isEmpty)
        #expect(fixture.harness.visibleTexts == ["row 0, edited"])
        #expect(fixture.adapter.trace.entries.last?.reason == .notInWindow)
        #expect(fixture.harness.complaints.isEmpty, "\(fixture.harness.complaints)")
    }

    @Test(arguments: UIKitListKind.allCases)
    func aCompletionLostWhenTheListLeavesItsWindowDoesNotBlockTheAdapter(kind: UIKitListKind) {
        let fixture = RowsFixture(kind, animatedRows(2))
        fixture.emit(animatedRows(3))
        #expect(fixture.adapter.isAnimating, "the insert animates")
        fixture.harness.scrollView.removeFromSuperview()
        fixture.harness.scheduler.advance(by: 0.5)
        #expect(fixture.adapter.isAnimating, "UIKit dropped the completion: the adapter still waits")
        fixture.subject.onNext(animatedRows(4))
        fixture.harness.scheduler.advance(by: 0)
        #expect(fixture.harness.counts == [3], "the new state waits for the lost completion")

        fixture.harness.scheduler.advance(by: 0.5)  // 1 second after the batch: the timeout

        #expect(!fixture.adapter.isAnimating)
        fixture.harness.layout()
        #expect(fixture.harness.counts == [4], "the waiting state is applied")
        #expect(fixture.harness.visibleTexts == animatedRows(4).map(\.title))
        #expect(fixture.adapter.trace.entries.last?.reason == .notInWindow)
        #expect(fixture.harness.complaints.isEmpty, "\(fixture.harness.complaints)")
    }

    @Test(arguments: UIKitListKind.allCases)
    func aLateCompletionAfterTheTimeoutIsIgnored(kind: UIKitListKind) {
        let harness = UIKitListHarness(kind, animationDuration: 5)
        let source = ArrayDataSource([["a"]])
        harness.list.dataSource = source
        ArrayDataSource.registerCells(on: harness.list)
        harness.list.reloadData()
        var completions: [Bool] = []
        try? harness.list.performBatchUpdates(
            {
                source.sections = [["a", "b"]]
                return BatchUpdate(insertItems: [IndexPath(item: 1, section: 0)])
            }, completion: { completions.append($0) })
        harness.scheduler.advance(by: 1)
        #expect(completions == [false], "taken as lost after the timeout")
        harness.scheduler.advance(by: 5)
        #expect(completions == [false], "UIKit's late call is not passed on")
    }
}
#endif
