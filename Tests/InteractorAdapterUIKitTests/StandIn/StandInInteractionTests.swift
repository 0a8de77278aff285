#if !canImport(UIKit)
import Foundation
import InteractorAdapterUIKit
import Testing
import TestSupport
import UIKitStandIn

/// The stand-in's row gestures, footers and callbacks behave as UIKit's, in UIKit's terms
/// (no binding): each test names the behaviour the binding's tests rely on.
@MainActor
@Suite struct StandInInteractionTests {
    /// A table data source and delegate over strings that records, in order, what the table
    /// asked of it, and answers swipes and footers as told.
    final class Recorder: NSObject, UITableViewDataSource, UITableViewDelegate {
        var rows: [[String]]
        var calls: [String] = []
        var swipe: UISwipeActionsConfiguration?
        var retarget: ((IndexPath) -> IndexPath)?

        init(_ rows: [[String]]) {
            self.rows = rows
        }

        func numberOfSections(in tableView: UITableView) -> Int { rows.count }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows[section].count }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            let text = rows[indexPath.section][indexPath.row]
            (cell as? PlainRowTableCell)?.render(PlainState(id: text, title: text))
            return cell
        }

        func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
            let footer = tableView.dequeueReusableHeaderFooterView(withIdentifier: "footer")
            (footer as? PlainTableHeader)?.render(TestHeader(id: "\(section)", title: "footer \(section)"))
            return footer
        }

        func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
            calls.append("canMove \(indexPath.section)-\(indexPath.row)")
            return true
        }

        func tableView(
            _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
            toProposedIndexPath proposedDestinationIndexPath: IndexPath
        ) -> IndexPath {
            let proposed = proposedDestinationIndexPath
            calls.append("target \(proposed.section)-\(proposed.row)")
            return retarget?(proposed) ?? proposed
        }

        func tableView(
            _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
        ) {
            let shown = labelText(tableView.cellForRow(at: destinationIndexPath)) ?? "none"
            calls.append(
                "move \(sourceIndexPath.section)-\(sourceIndexPath.row) to "
                    + "\(destinationIndexPath.section)-\(destinationIndexPath.row): shows \(shown), "
                    + "\(tableView.numberOfRows(inSection: destinationIndexPath.section)) rows, "
                    + "uncommitted \(tableView.hasUncommittedUpdates)")
            let item = rows[sourceIndexPath.section].remove(at: sourceIndexPath.row)
            rows[destinationIndexPath.section].insert(item, at: destinationIndexPath.row)
        }

        func tableView(
            _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
        ) -> UISwipeActionsConfiguration? {
            swipe
        }
    }

    private let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 800))

    private func table(_ recorder: Recorder) -> UITableView {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
        tableView.rowHeight = 44
        tableView.standIn.preparedCellCount = 0
        tableView.register(PlainRowTableCell.self, forCellReuseIdentifier: "row")
        tableView.register(PlainTableHeader.self, forHeaderFooterViewReuseIdentifier: "footer")
        tableView.dataSource = recorder
        tableView.delegate = recorder
        window.addSubview(tableView)
        tableView.layoutIfNeeded()
        return tableView
    }

    @Test func aDragAsksCanMoveThenTheTargetThenMovesTheRowBeforeTellingTheDataSource() {
        let recorder = Recorder([["a", "b", "c"], ["d"]])
        let tableView = table(recorder)
        let landed = tableView.standIn.moveRow(
            from: IndexPath(row: 0, section: 0), to: IndexPath(row: 7, section: 0))
        #expect(landed == IndexPath(row: 2, section: 0))
        #expect(
            recorder.calls == [
                "canMove 0-0", "target 0-2", "move 0-0 to 0-2: shows a, 3 rows, uncommitted true",
            ])
        #expect(!tableView.hasUncommittedUpdates)

        recorder.calls = []
        recorder.retarget = { _ in IndexPath(row: 9, section: 1) }
        tableView.standIn.moveRow(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 1))
        #expect(
            recorder.calls == ["canMove 0-0", "target 1-0", "move 0-0 to 1-1: shows b, 2 rows, uncommitted true"],
            "the delegate's answer is kept inside the list: another section ends at its count")
        #expect(tableView.numberOfRows(inSection: 0) == 2 && tableView.numberOfRows(inSection: 1) == 2)

        recorder.calls = []
        recorder.retarget = nil
        tableView.standIn.moveRow(from: IndexPath(row: 0, section: 1), to: IndexPath(row: 0, section: 1))
        #expect(recorder.calls == ["canMove 1-0", "target 1-0"], "dropped where it was: the data source is not told")
        #expect(tableView.standIn.raisedExceptions.isEmpty && tableView.standIn.violations.isEmpty)
    }

    @Test func aBatchOrAReloadWhileARowIsDraggedIsRecorded() {
        let recorder = Recorder([["a", "b"]])
        let tableView = table(recorder)
        #expect(tableView.standIn.beginMovingRow(at: IndexPath(row: 0, section: 0)))
        #expect(tableView.hasUncommittedUpdates)
        tableView.performBatchUpdates({})
        tableView.reloadData()
        #expect(
            tableView.standIn.violations == [.batchUpdatesWithUncommittedUpdates, .reloadDataWithUncommittedUpdates])
        tableView.standIn.cancelMovingRow()
        #expect(!tableView.hasUncommittedUpdates)
        #expect(recorder.calls == ["canMove 0-0"])
    }

    @Test func aSwipeStaysOpenUntilItsHandlerCallsTheCompletion() throws {
        let recorder = Recorder([["a", "b"]])
        var pending: ((Bool) -> Void)?
        var sources: [UIView] = []
        recorder.swipe = UISwipeActionsConfiguration(actions: [
            UIContextualAction(style: .destructive, title: "Delete") { _, view, completion in
                sources.append(view)
                pending = completion
            }
        ])
        let tableView = table(recorder)
        let path = IndexPath(row: 1, section: 0)
        #expect(tableView.standIn.swipe(.trailing, at: path, fully: true))
        #expect(sources.first === tableView.cellForRow(at: path), "the source view is the row's cell")
        #expect(tableView.standIn.swipedIndexPath == path, "open until the completion is called")
        let completion = try #require(pending)
        completion(false)
        #expect(tableView.standIn.swipedIndexPath == nil)
        #expect(tableView.standIn.swipeActionCompletions == [false])
        #expect(!tableView.standIn.swipe(.leading, at: path), "the delegate gives no leading actions")
    }

    @Test func footersSitAfterTheRowsAndComeFromTheHeaderFooterPool() throws {
        let recorder = Recorder([["a"], ["b", "c"]])
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
        tableView.rowHeight = 44
        tableView.sectionFooterHeight = 30
        tableView.register(PlainRowTableCell.self, forCellReuseIdentifier: "row")
        tableView.register(PlainTableHeader.self, forHeaderFooterViewReuseIdentifier: "footer")
        tableView.dataSource = recorder
        tableView.delegate = recorder
        window.addSubview(tableView)
        tableView.layoutIfNeeded()
        #expect(tableView.contentSize.height == CGFloat(44 + 30 + 88 + 30))
        #expect(labelText(tableView.footerView(forSection: 1)) == "footer 1")
        #expect(tableView.headerView(forSection: 1) == nil)
    }

    /// A collection view data source and delegate that implements only the context-menu and
    /// target methods UIKit deprecated.
    final class OldCollectionDelegate: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }

        func collectionView(
            _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
        )
            -> UICollectionViewCell
        {
            collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
        }

        func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }

        func collectionView(
            _ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
            toProposedIndexPath proposedIndexPath: IndexPath
        ) -> IndexPath {
            IndexPath(item: 1, section: 0)
        }

        func collectionView(
            _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
        ) -> UIContextMenuConfiguration? {
            UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
                UIMenu(title: "item \(indexPath.item)", children: [UIAction(title: "Open") { _ in }])
            }
        }
    }

    @Test func aCollectionViewFallsBackToTheDeprecatedMethodsAndSwipesOnlyInAListLayout() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 320, height: 44)
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: layout)
        let delegate = OldCollectionDelegate()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
        collectionView.dataSource = delegate
        collectionView.delegate = delegate
        window.addSubview(collectionView)
        collectionView.layoutIfNeeded()

        #expect(collectionView.standIn.longPress(at: IndexPath(item: 2, section: 0)))
        #expect(collectionView.standIn.presentedMenu?.title == "item 2")
        #expect(
            collectionView.standIn.moveRow(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0))
                == IndexPath(item: 1, section: 0))
        #expect(!collectionView.standIn.swipe(.trailing, at: IndexPath(item: 0, section: 0)))

        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
            UISwipeActionsConfiguration(actions: [
                UIContextualAction(style: .normal, title: "\(indexPath.item)") { _, _, _ in }
            ])
        }
        collectionView.collectionViewLayout = UICollectionViewCompositionalLayout.list(using: configuration)
        collectionView.layoutIfNeeded()
        #expect(collectionView.standIn.swipe(.trailing, at: IndexPath(item: 2, section: 0)))
        #expect(collectionView.standIn.shownSwipeActions?.actions.map(\.title) == ["2"])
        #expect(!collectionView.standIn.swipe(.leading, at: IndexPath(item: 2, section: 0)))
        #expect(collectionView.contentSize.height == CGFloat(3 * 44), "a list layout: full-width rows 44 points high")
    }
}
#endif
