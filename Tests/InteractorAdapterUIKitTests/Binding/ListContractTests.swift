#if !canImport(UIKit)
import Foundation
import InteractorAdapterUIKit
import Testing
import TestSupport
import UIKitStandIn

/// The rest of the `ListView` contract on UIKit: reloads wait for uncommitted updates, a
/// collection view's visible items come back in list order, view states without a cell show
/// the list's own placeholder, a tap deselects through UIKit.
@MainActor
@Suite struct ListContractTests {
    @Test(arguments: UIKitListKind.allCases)
    func aReloadWaitsWhileUIKitHasUncommittedUpdates(kind: UIKitListKind) {
        let fixture = RowsFixture(kind, animatedRows(3))
        let standIn = fixture.harness.standIn
        let reloads = standIn.reloadDataCount
        standIn.hasUncommittedUpdates = true  // a drop placeholder is shown
        fixture.harness.list.reloadData()
        fixture.harness.scheduler.advance(by: 0.5)
        #expect(standIn.reloadDataCount == reloads, "no reload over uncommitted updates")

        standIn.hasUncommittedUpdates = false
        fixture.harness.scheduler.advance(by: 0.1)
        #expect(standIn.reloadDataCount == reloads + 1, "the reload happens once they are committed")
        #expect(standIn.violations.isEmpty, "\(standIn.violations)")
    }

    @Test(arguments: UIKitListKind.allCases)
    func aReloadAskedForInsideABatchWaitsForItAndForUncommittedUpdates(kind: UIKitListKind) throws {
        let harness = UIKitListHarness(kind)
        let source = ArrayDataSource([["a"]])
        harness.list.dataSource = source
        ArrayDataSource.registerCells(on: harness.list)
        harness.list.reloadData()
        harness.standIn.hasUncommittedUpdates = true
        try harness.list.performBatchUpdates(
            {
                harness.list.reloadData()  // e.g. a registration made while the data is set
                source.sections = [["a", "b"]]
                return BatchUpdate(insertItems: [IndexPath(item: 1, section: 0)])
            }, completion: nil)
        harness.scheduler.advance(by: 0.5)
        #expect(harness.standIn.reloadDataCount == 1, "not inside the batch, not over uncommitted updates")

        harness.standIn.hasUncommittedUpdates = false
        harness.scheduler.advance(by: 0.1)
        #expect(harness.standIn.reloadDataCount == 2)
        #expect(harness.visibleTexts == ["a", "b"])
        #expect(harness.complaints.isEmpty, "\(harness.complaints)")
    }

    @Test(arguments: UIKitListKind.allCases)
    func aBatchWhileUIKitHasUncommittedUpdatesIsHeldUntilTheyAreCommitted(kind: UIKitListKind) throws {
        let harness = UIKitListHarness(kind)
        let source = ArrayDataSource([["a"]])
        harness.list.dataSource = source
        ArrayDataSource.registerCells(on: harness.list)
        harness.list.reloadData()
        harness.standIn.hasUncommittedUpdates = true  // a drop placeholder is shown
        var finished: [Bool] = []
        try harness.list.performBatchUpdates(
            {
                source.sections = [["a", "b"]]
                return BatchUpdate(insertItems: [IndexPath(item: 1, section: 0)])
            }, completion: { finished.append($0) })
        harness.scheduler.advance(by: 0.5)
        harness.layout()
        #expect(harness.standIn.batches.isEmpty, "UIKit is not given the batch yet")
        #expect(harness.counts == [1], "and keeps the counts it has")

        harness.standIn.hasUncommittedUpdates = false
        harness.scheduler.advance(by: 0.2)
        harness.layout()
        #expect(harness.standIn.batches.map(\.update) == [BatchUpdate(insertItems: [IndexPath(item: 1, section: 0)])])
        #expect(harness.standIn.reloadDataCount == 1, "animated, not reloaded")
        #expect(harness.visibleTexts == ["a", "b"])
        harness.scheduler.advance(by: 1)
        #expect(finished == [true])
        #expect(harness.complaints.isEmpty, "\(harness.complaints)")
    }

    @Test(arguments: UIKitListKind.allCases)
    func visibleItemsComeBackInListOrder(kind: UIKitListKind) {
        let fixture = RowsFixture(kind, animatedRows(8))
        let expected = (0..<5).map { IndexPath(item: $0, section: 0) }
        #expect(fixture.harness.list.indexPathsForVisibleItems == expected)
        if let collectionView = fixture.harness.collectionView {
            #expect(collectionView.indexPathsForVisibleItems != expected, "UIKit's own order is not list order")
        }
    }

    @Test(arguments: UIKitListKind.allCases)
    func aViewStateWithoutACellShowsTheListsPlaceholder(kind: UIKitListKind) throws {
        let harness = UIKitListHarness(kind)
        let adapter = ListAdapter<SingleSection, RowItem>(listView: harness.list, scheduler: harness.scheduler)
        var problems: [ListAdapterProblem] = []
        adapter.problemHandler = { problems.append($0) }
        adapter.bind(to: Observable.just([RowItem.plain("p", "nothing registered for me")]))
        harness.scheduler.advance(by: 0)
        harness.layout()

        let cell = try #require(harness.cell(0))
        #expect(cell is PlaceholderTableViewCell || cell is PlaceholderCollectionViewCell)
        #expect(labelText(cell) == "⚠︎ no cell for PlainState")
        #expect(problems == [.unregisteredViewState(typeName: "PlainState", isHeader: false)])
        #expect(harness.complaints.isEmpty, "\(harness.complaints)")
    }

    @Test(arguments: UIKitListKind.allCases)
    func aTapReachesTheRegistrationAndIsDeselected(kind: UIKitListKind) {
        let harness = UIKitListHarness(kind)
        let adapter = ListAdapter<SingleSection, RowItem>(listView: harness.list, scheduler: harness.scheduler)
        var tapped: [String] = []
        switch kind {
        case .table:
            adapter.registerCell(
                ofType: PlainRowTableCell.self,
                didSelect: {
                    tapped.append($0.id)
                    return .deselect
                })
        case .collection:
            adapter.registerCell(
                ofType: PlainRowCollectionCell.self,
                didSelect: {
                    tapped.append($0.id)
                    return .keepSelected
                })
        }
        adapter.bind(to: Observable.just(plainRows(3)))
        harness.scheduler.advance(by: 0)
        harness.layout()

        #expect(harness.standIn.tap(at: IndexPath(item: 1, section: 0)))
        #expect(tapped == ["p1"])
        let selected =
            harness.tableView?.indexPathsForSelectedRows ?? harness.collectionView?.indexPathsForSelectedItems
        #expect(
            selected == (kind == .table ? nil : [IndexPath(item: 1, section: 0)]),
            ".deselect deselects, .keepSelected keeps")
    }
}
#endif
