#if !canImport(UIKit)
import Foundation
import InteractorAdapterUIKit
import Testing
import TestSupport
import UIKitStandIn

@testable import InteractorAdapter

/// A batch UIKit would reject never reaches it: the list checks it inside UIKit's block
/// before issuing anything, shows UIKit an empty batch, reloads, and throws; the list ends
/// showing the target.
@MainActor
@Suite struct RejectedBatchTests {
    @Test(arguments: UIKitListKind.allCases)
    func anInvalidBatchNeverReachesUIKit(kind: UIKitListKind) throws {
        let harness = UIKitListHarness(kind)
        let source = ArrayDataSource([["a", "b", "c"]])
        harness.list.dataSource = source
        ArrayDataSource.registerCells(on: harness.list)
        harness.list.reloadData()
        let batchesBefore = harness.standIn.batches.count
        let reloadsBefore = harness.standIn.reloadDataCount
        var completions: [Bool] = []

        #expect(throws: BatchUpdateError.self) {
            try harness.list.performBatchUpdates(
                {
                    source.sections = [["a", "b", "c", "d"]]
                    return BatchUpdate(insertItems: [IndexPath(item: 9, section: 0)])
                }, completion: { completions.append($0) })
        }
        harness.scheduler.advance(by: 2)

        #expect(harness.standIn.raisedExceptions.isEmpty, "UIKit never saw the batch")
        #expect(harness.standIn.batches.count == batchesBefore + 1)
        #expect(harness.standIn.batches.last?.isEmpty == true, "it saw an empty one")
        #expect(harness.standIn.reloadDataCount == reloadsBefore + 1)
        #expect(harness.visibleTexts == ["a", "b", "c", "d"], "the target, reloaded and laid out")
        #expect(completions.isEmpty, "a rejected batch does not complete; the caller recovers")
        #expect(harness.complaints.isEmpty, "\(harness.complaints)")
    }

    @Test(arguments: UIKitListKind.allCases)
    func theAdapterRecordsTheRejection(kind: UIKitListKind) throws {
        let fixture = RowsFixture(kind, animatedRows(3))
        // The adapter's data no longer matches the screen (as a bad Differentiable could make it).
        fixture.adapter.pipeline.sections = [ArraySection(model: SingleSection(), elements: animatedRows(2))]
        fixture.emit(animatedRows(2) + [.animated("new", "new")])

        let entry = try #require(fixture.adapter.trace.entries.last)
        #expect(entry.rejectedBatch?.hasPrefix("Invalid update: invalid number of") == true, "\(entry)")
        guard case .rejectedBatch = fixture.problems.last else {
            Issue.record("no rejected batch reported: \(fixture.problems)")
            return
        }
        #expect(fixture.harness.standIn.raisedExceptions.isEmpty)
        #expect(fixture.harness.visibleTexts == ["row 0", "row 1", "new"])
        fixture.finishAnimations()
        #expect(!fixture.adapter.isAnimating, "the adapter is not left waiting")
        #expect(fixture.harness.complaints.isEmpty, "\(fixture.harness.complaints)")
    }

    @Test(arguments: UIKitListKind.allCases)
    func aBatchFromInsideAnotherBatchIsRefused(kind: UIKitListKind) throws {
        let harness = UIKitListHarness(kind)
        let source = ArrayDataSource([["a"]])
        harness.list.dataSource = source
        ArrayDataSource.registerCells(on: harness.list)
        harness.list.reloadData()
        var inner: BatchUpdateError?
        try harness.list.performBatchUpdates(
            {
                do {
                    try harness.list.performBatchUpdates({ BatchUpdate() }, completion: nil)
                } catch {
                    inner = error as? BatchUpdateError
                }
                source.sections = [["a", "b"]]
                return BatchUpdate(insertItems: [IndexPath(item: 1, section: 0)])
            }, completion: nil)
        #expect(inner == .reentrantBatchUpdate)
        #expect(harness.visibleTexts == ["a", "b"])
        #expect(harness.complaints.isEmpty, "\(harness.complaints)")
    }
}
#endif
