#if !canImport(UIKit)
import Foundation
import InteractorAdapterUIKit
import Testing
import TestSupport
import UIKitStandIn

/// `UITableView.reload(using:with:interrupt:setData:completion:)` and its collection view
/// counterpart, with a team's own data source: stages applied in checked batches, updated
/// visible rows offered to the `tryRenderCell` hook, invalid stages kept from UIKit.
@MainActor
@Suite struct LowLevelReloadTests {
    private let start = [Note("a", "A"), Note("b", "B"), Note("c", "C")]
    private let target = [Note("a", "A"), Note("b", "B, edited"), Note("c", "C"), Note("d", "D")]
    /// The window the lists are shown in (a view does not keep its window alive).
    private let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 800))

    /// A stand-in table in a window, showing `source`.
    private func table(_ source: TeamTableDataSource, inWindow: Bool = true) -> UITableView {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 220), style: .plain)
        tableView.rowHeight = 44
        tableView.standIn.preparedCellCount = 0
        tableView.register(PlainRowTableCell.self, forCellReuseIdentifier: PlainRowTableCell.reuseIdentifier)
        tableView.dataSource = source
        if inWindow { window.addSubview(tableView) }
        tableView.layoutIfNeeded()
        return tableView
    }

    private func texts(_ tableView: UITableView) -> [String] {
        (tableView.indexPathsForVisibleRows ?? []).map { labelText(tableView.cellForRow(at: $0)) ?? "" }
    }

    @Test func aTeamsTableDataSourceIsUpdatedInCheckedBatches() throws {
        let source = TeamTableDataSource(start)
        let tableView = table(source)
        let edited = try #require(tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        var completions: [Bool] = []

        let outcome = try tableView.reload(
            using: StagedChangeset(source: start, target: target), with: .fade, setData: { source.notes = $0 },
            completion: { completions.append($0) })
        tableView.layoutIfNeeded()
        tableView.standIn.finishAnimations()

        #expect(outcome == .batches(count: 2), "the update, then the insert")
        #expect(source.offered == [IndexPath(row: 1, section: 0)])
        #expect(tableView.cellForRow(at: IndexPath(row: 1, section: 0)) === edited, "rendered in place")
        #expect(texts(tableView) == ["A", "B, edited", "C", "D"])
        #expect(tableView.standIn.batches.last?.update.insertItems == [IndexPath(row: 3, section: 0)])
        #expect(completions == [true])
        #expect(tableView.standIn.raisedExceptions.isEmpty && tableView.standIn.violations.isEmpty)
    }

    @Test func anInvalidStageNeverReachesTheTable() throws {
        let source = TeamTableDataSource(start)
        let tableView = table(source)
        let broken = StagedChangeset([
            Changeset(data: target, elementInserted: [ElementPath(element: 9, section: 0)])
        ])

        #expect(throws: BatchUpdateError.self) {
            try tableView.reload(using: broken, with: .automatic, setData: { source.notes = $0 })
        }

        #expect(tableView.standIn.raisedExceptions.isEmpty, "UIKit never saw the invalid batch")
        let replaced = try #require(tableView.standIn.batches.last)
        #expect(replaced.update.deleteSections == [0] && replaced.update.insertSections == [0])
        #expect(texts(tableView) == ["A", "B, edited", "C", "D"], "the target, reloaded")
        #expect(tableView.standIn.violations.isEmpty)
    }

    @Test func dataChangedBeforeTheReloadIsReloadedNotBatched() throws {
        let source = TeamTableDataSource(start)
        let tableView = table(source)
        source.notes = target  // the classic mistake: the data changes outside the batch

        try tableView.reload(using: StagedChangeset(source: start, target: target), with: .fade) {
            source.notes = $0
        }

        #expect(tableView.standIn.reloadDataCount == 1, "the first stage finds other counts than UIKit shows")
        #expect(tableView.standIn.batches.map(\.update.insertItems) == [[IndexPath(row: 3, section: 0)]])
        #expect(tableView.standIn.raisedExceptions.isEmpty, "a batch would have counted the insert twice")
        #expect(texts(tableView) == ["A", "B, edited", "C", "D"])
    }

    @Test func aTableOutOfAWindowIsReloaded() throws {
        let source = TeamTableDataSource(start)
        let tableView = table(source, inWindow: false)
        let outcome = try tableView.reload(using: StagedChangeset(source: start, target: target), with: .fade) {
            source.notes = $0
        }
        tableView.layoutIfNeeded()
        #expect(outcome == .reloadedData(notInWindow: true, interruptedAtStage: nil))
        #expect(texts(tableView) == ["A", "B, edited", "C", "D"])
    }

    @Test func aTeamsCollectionDataSourceIsUpdatedInCheckedBatches() throws {
        let source = TeamCollectionDataSource(start)
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 320, height: 44)
        layout.minimumLineSpacing = 0
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 220), collectionViewLayout: layout)
        collectionView.standIn.preparedCellCount = 0
        collectionView.register(
            PlainRowCollectionCell.self, forCellWithReuseIdentifier: PlainRowCollectionCell.reuseIdentifier)
        collectionView.dataSource = source
        window.addSubview(collectionView)
        collectionView.layoutIfNeeded()
        let edited = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))

        let outcome = try collectionView.reload(using: StagedChangeset(source: start, target: target)) {
            source.notes = $0
        }
        collectionView.layoutIfNeeded()

        #expect(outcome == .batches(count: 2))
        #expect(source.offered == [IndexPath(item: 1, section: 0)])
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) === edited)
        let texts = collectionView.indexPathsForVisibleItems.sorted().map {
            labelText(collectionView.cellForItem(at: $0)) ?? ""
        }
        #expect(texts == ["A", "B, edited", "C", "D"])
        #expect(collectionView.standIn.raisedExceptions.isEmpty && collectionView.standIn.violations.isEmpty)
    }
}
#endif
