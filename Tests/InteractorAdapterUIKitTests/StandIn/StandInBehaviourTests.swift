#if !canImport(UIKit)
import Foundation
import InteractorAdapterUIKit
import Testing
import TestSupport
import UIKitStandIn

/// The stand-in behaves as UIKit does where the binding depends on it; each test names the
/// behaviour the binding's tests rely on.
@MainActor
@Suite struct StandInBehaviourTests {
    /// A plain table data source over strings.
    final class Strings: NSObject, UITableViewDataSource {
        var rows: [String]
        var dequeuesTwice = false

        init(_ rows: [String]) {
            self.rows = rows
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            if dequeuesTwice { _ = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath) }
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            (cell as? PlainRowTableCell)?.render(PlainState(id: rows[indexPath.row], title: rows[indexPath.row]))
            return cell
        }
    }

    private let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 800))

    private func table(_ source: Strings, preparedCells: Int = 0) -> UITableView {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 220), style: .plain)
        tableView.rowHeight = 44
        tableView.standIn.preparedCellCount = preparedCells
        tableView.register(PlainRowTableCell.self, forCellReuseIdentifier: "row")
        tableView.dataSource = source
        window.addSubview(tableView)
        return tableView
    }

    @Test func countsAreReadWhenABatchStartsIfNothingReadThemBefore() {
        let source = Strings(["a", "b"])
        let fresh = table(source)
        source.rows.append("c")  // changed before the batch, on a table that never laid out
        fresh.performBatchUpdates({ fresh.insertRows(at: [IndexPath(row: 2, section: 0)], with: .fade) })
        #expect(fresh.standIn.raisedExceptions.first?.hasPrefix("Invalid update: invalid number of rows") == true)

        let data = Strings(["a", "b"])
        let laidOut = table(data)
        laidOut.layoutIfNeeded()
        laidOut.performBatchUpdates({
            data.rows.append("c")
            laidOut.insertRows(at: [IndexPath(row: 2, section: 0)], with: .fade)
        })
        #expect(laidOut.standIn.raisedExceptions.isEmpty)
        #expect(laidOut.numberOfRows(inSection: 0) == 3)
    }

    @Test func anInconsistentBatchIsRecordedWithUIKitsMessage() {
        let source = Strings(["a", "b"])
        let tableView = table(source)
        tableView.layoutIfNeeded()
        tableView.performBatchUpdates({ tableView.deleteRows(at: [IndexPath(row: 5, section: 0)], with: .fade) })
        #expect(
            tableView.standIn.raisedExceptions == [
                "attempt to delete row 5 from section 0 which only contains 2 rows before the update"
            ])
    }

    @Test func reconfigureKeepsTheCellAndReloadReplacesIt() throws {
        let source = Strings(["a", "b"])
        let tableView = table(source)
        tableView.layoutIfNeeded()
        let cell = try #require(tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? PlainRowTableCell)
        source.rows[0] = "a2"
        tableView.reconfigureRows(at: [IndexPath(row: 0, section: 0)])
        #expect(tableView.cellForRow(at: IndexPath(row: 0, section: 0)) === cell)
        #expect(cell.shownText == "a2" && cell.reuseCount == 0)

        source.rows[0] = "a3"
        tableView.reloadRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        #expect(tableView.cellForRow(at: IndexPath(row: 0, section: 0)) !== cell)
        #expect(tableView.standIn.violations.isEmpty && tableView.standIn.raisedExceptions.isEmpty)
    }

    @Test func dequeuesOutsideTheCellCallbackAreRecorded() {
        let source = Strings(["a"])
        let tableView = table(source)
        tableView.layoutIfNeeded()
        _ = tableView.dequeueReusableCell(withIdentifier: "row", for: IndexPath(row: 0, section: 0))
        #expect(tableView.standIn.violations == [.dequeueOutsideCallback(reuseIdentifier: "row")])

        source.dequeuesTwice = true
        tableView.reloadData()
        tableView.layoutIfNeeded()
        #expect(tableView.standIn.violations.last == .dequeuedMoreThanOnce(IndexPath(row: 0, section: 0)))
    }

    @Test func preparedCellsAreReturnedButNotVisible() {
        let source = Strings((0..<10).map(String.init))
        let tableView = table(source, preparedCells: 1)
        tableView.layoutIfNeeded()
        #expect(tableView.indexPathsForVisibleRows?.count == 5)
        #expect(tableView.cellForRow(at: IndexPath(row: 5, section: 0)) != nil)
        #expect(tableView.cellForRow(at: IndexPath(row: 6, section: 0)) == nil)
    }

    @Test func completionsRunWhenAnimationsEndAreInterruptedByAReloadAndAreLostOutOfAWindow() {
        let source = Strings(["a"])
        let tableView = table(source)
        tableView.layoutIfNeeded()
        var finished: [Bool] = []
        let insert = {
            source.rows.append("x")
            tableView.insertRows(at: [IndexPath(row: source.rows.count - 1, section: 0)], with: .fade)
        }
        tableView.performBatchUpdates(insert) { finished.append($0) }
        tableView.standIn.finishAnimations()
        tableView.performBatchUpdates(insert) { finished.append($0) }
        tableView.reloadData()
        tableView.performBatchUpdates(insert) { finished.append($0) }
        tableView.removeFromSuperview()
        tableView.standIn.finishAnimations()
        #expect(finished == [true, false], "the last completion never runs")
    }

    @Test func aCollectionViewsVisibleItemsAreUnsorted() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 320, height: 44)
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 220), collectionViewLayout: layout)
        let source = TeamCollectionDataSource((0..<3).map { Note("\($0)", "\($0)") })
        collectionView.register(
            PlainRowCollectionCell.self, forCellWithReuseIdentifier: PlainRowCollectionCell.reuseIdentifier)
        collectionView.dataSource = source
        collectionView.layoutIfNeeded()
        let visible = collectionView.indexPathsForVisibleItems
        #expect(Set(visible).count == 3)
        #expect(visible != visible.sorted())
    }
}
#endif
