#if !canImport(UIKit)
import Foundation
import InteractorAdapterUIKit
import Testing
import TestSupport
import UIKitStandIn

/// A table's row animation reaches UIKit's row and section calls: `TableListView.rowAnimation`
/// for the list's batches, and the low-level reload's `with:` argument (the list contract and
/// the batch calls are `UIKitListView`'s, shared with the collection view).
@MainActor
@Suite struct RowAnimationTests {
    /// The window the tables are shown in (a view does not keep its window alive).
    private let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 800))

    private func recordingTable() -> AnimationRecordingTableView {
        let tableView = AnimationRecordingTableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
        tableView.rowHeight = 44
        window.addSubview(tableView)
        return tableView
    }

    @Test func aListsBatchesUseItsRowAnimation() throws {
        let tableView = recordingTable()
        let list = TableListView(tableView: tableView)
        let source = ArrayDataSource([["a", "b"]])
        list.dataSource = source
        ArrayDataSource.registerCells(on: list)
        list.reloadData()
        #expect(list.rowAnimation == .automatic, "UIKit's default")

        list.rowAnimation = .left
        try list.performBatchUpdates(
            {
                source.sections = [["a", "c"], ["d"]]
                return BatchUpdate(
                    insertSections: [1], deleteItems: [IndexPath(item: 1, section: 0)],
                    insertItems: [IndexPath(item: 1, section: 0)])
            }, completion: nil)

        #expect(tableView.calls == ["insertSections left", "deleteRows left", "insertRows left"])
        tableView.layoutIfNeeded()
        #expect(tableView.standIn.raisedExceptions.isEmpty && tableView.standIn.violations.isEmpty)
    }

    @Test func theLowLevelReloadUsesTheAnimationItIsGiven() throws {
        let tableView = recordingTable()
        let start = [Note("a", "A"), Note("b", "B")]
        let target = [Note("a", "A"), Note("c", "C")]
        let source = TeamTableDataSource(start)
        tableView.register(PlainRowTableCell.self, forCellReuseIdentifier: PlainRowTableCell.reuseIdentifier)
        tableView.dataSource = source
        tableView.layoutIfNeeded()

        try tableView.reload(using: StagedChangeset(source: start, target: target), with: .top) { source.notes = $0 }

        #expect(tableView.calls.sorted() == ["deleteRows top", "insertRows top"], "in one stage or two")
        #expect(tableView.standIn.raisedExceptions.isEmpty && tableView.standIn.violations.isEmpty)
    }
}

/// A stand-in table that records its row and section calls with their animation.
@MainActor
private final class AnimationRecordingTableView: UITableView {
    private(set) var calls: [String] = []

    override func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        calls.append("insertSections \(animation)")
        super.insertSections(sections, with: animation)
    }

    override func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        calls.append("deleteRows \(animation)")
        super.deleteRows(at: indexPaths, with: animation)
    }

    override func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        calls.append("insertRows \(animation)")
        super.insertRows(at: indexPaths, with: animation)
    }
}
#endif
