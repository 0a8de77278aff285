#if !canImport(UIKit)
import Foundation
import InteractorAdapter
import InteractorAdapterUIKit
import ListUpdates
import ReactiveCore
import Testing
import TestSupport
import UIKitStandIn

/// Self-sizing rows on a table: UIKit measures their cells (`automaticDimension`), the
/// adapter's height is their estimate, and the height UIKit laid a cell out at, read as it
/// is displayed, goes to the size cache so that the row's next estimate is exact.
@MainActor
@Suite struct TableSelfSizingTests {
    static func harness(
        _ rows: [RowItem] = [.plain("a", "short"), .plain("b", "a title of three lines")], height: CGFloat = 220
    ) throws -> (UIKitListHarness, ListAdapter<SingleSection, RowItem>, UITableView) {
        let harness = UIKitListHarness(.table, height: height)
        let adapter = ListAdapter<SingleSection, RowItem>(listView: harness.list, scheduler: harness.scheduler)
        adapter.registerCell(ofType: SelfSizingRowTableCell.self, sizing: .selfSizing(estimate: 60))
        adapter.bind(to: Observable.just(rows))
        harness.scheduler.advance(by: 0)
        return (harness, adapter, try #require(harness.tableView))
    }

    @Test func aSelfSizingRowIsAutomaticWithTheRegistrationsEstimateUntilDisplayed() throws {
        let (harness, adapter, table) = try Self.harness(height: 40)
        harness.layout()
        let delegate = try #require(table.delegate)
        #expect(harness.visibleTexts.count == 1, "the second row, below the first's 44 points, is not shown")
        let row = IndexPath(row: 1, section: 0)
        #expect(delegate.tableView(table, heightForRowAt: row) == UITableView.automaticDimension)
        #expect(delegate.tableView(table, estimatedHeightForRowAt: row) == 60)
        #expect(harness.complaints.isEmpty, "\(harness.complaints)")
        withExtendedLifetime(adapter) {}  // the list holds its delegate weakly
    }

    @Test func theHeightUIKitLaidEachCellOutAtBecomesItsRowsEstimate() throws {
        let (harness, adapter, table) = try Self.harness()
        harness.layout()
        let delegate = try #require(table.delegate)
        #expect(harness.visibleTexts.count == 2)
        #expect(delegate.tableView(table, estimatedHeightForRowAt: IndexPath(row: 0, section: 0)) == 44)
        #expect(delegate.tableView(table, estimatedHeightForRowAt: IndexPath(row: 1, section: 0)) == 84)
        #expect(adapter.listView(adapter.listView, heightForItemAt: IndexPath(row: 1, section: 0)) == 84)
        #expect(
            delegate.tableView(table, heightForRowAt: IndexPath(row: 1, section: 0)) == UITableView.automaticDimension,
            "UIKit measures the cell again whenever it shows it")
        #expect(harness.complaints.isEmpty, "\(harness.complaints)")
    }

    @Test func aRowBackWithTheSameContentHasItsMeasuredHeightAsItsEstimate() throws {
        let subject = PublishSubject<[RowItem]>()
        let harness = UIKitListHarness(.table)
        let adapter = ListAdapter<SingleSection, RowItem>(listView: harness.list, scheduler: harness.scheduler)
        adapter.registerCell(ofType: SelfSizingRowTableCell.self, sizing: .selfSizing(estimate: 60))
        adapter.bind(to: subject)
        let long = RowItem.plain("b", "a title of three lines")
        subject.onNext([.plain("a", "short"), long])
        harness.scheduler.advance(by: 0)
        harness.layout()
        subject.onNext([.plain("a", "short")])
        harness.scheduler.advance(by: 1)
        harness.layout()
        subject.onNext([long, .plain("a", "short")])
        harness.scheduler.advance(by: 0)
        let table = try #require(harness.tableView)
        let delegate = try #require(table.delegate)
        #expect(delegate.tableView(table, estimatedHeightForRowAt: IndexPath(row: 0, section: 0)) == 84)
        harness.scheduler.advance(by: 1)
        withExtendedLifetime(adapter) {}
    }

    @Test func aSelfSizingRowIsLaidOutAtItsCellsHeightNotItsEstimate() throws {
        let (harness, adapter, table) = try Self.harness()
        harness.layout()
        #expect(
            table.cellForRow(at: IndexPath(row: 0, section: 0))?.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(
            table.cellForRow(at: IndexPath(row: 1, section: 0))?.frame == CGRect(x: 0, y: 44, width: 320, height: 84))
        #expect(table.contentSize.height == 128)
        withExtendedLifetime(adapter) {}
    }

    @Test func scrollingUpThroughEstimatedRowsKeepsTheRowsOnScreenInPlace() throws {
        let rows = (0..<30).map { RowItem.plain("r\($0)", $0 % 3 == 0 ? "a title of three lines" : "short") }
        let (harness, adapter, table) = try Self.harness(rows)
        harness.layout()
        harness.scroll(to: table.contentSize.height - 220)
        var previousTop = table.contentOffset.y
        var corrected = 0
        while table.contentOffset.y > 0 {
            let anchor = try #require(Self.firstRowStartingOnScreen(table))
            let before = try #require(table.cellForRow(at: anchor)).frame.minY - table.contentOffset.y
            let estimatedHeight = table.contentSize.height
            harness.scroll(to: max(0, table.contentOffset.y - 50))
            let scrolled = min(50, previousTop)
            let after = try #require(table.cellForRow(at: anchor)).frame.minY - table.contentOffset.y
            if table.contentSize.height != estimatedHeight { corrected += 1 }
            if table.contentOffset.y > 0 {
                #expect(
                    abs(after - (before + scrolled)) <= 0.5, "row \(anchor.row) jumped by \(after - before - scrolled)")
            }
            previousTop = table.contentOffset.y
        }
        #expect(corrected > 3, "rows above were corrected from their estimates on the way up")
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.frame.height == 84)
        #expect(harness.complaints.isEmpty, "\(harness.complaints)")
        withExtendedLifetime(adapter) {}
    }

    /// The first visible row whose top is on screen.
    static func firstRowStartingOnScreen(_ table: UITableView) -> IndexPath? {
        (table.indexPathsForVisibleRows ?? []).first { path in
            (table.cellForRow(at: path)?.frame.minY ?? -1) >= table.contentOffset.y
        }
    }

    @Test func aMeasuredRowIsNeverAutomaticAndItsCellsFrameIsNotKept() throws {
        let harness = UIKitListHarness(.table)
        let adapter = ListAdapter<SingleSection, RowItem>(listView: harness.list, scheduler: harness.scheduler)
        adapter.registerCell(ofType: SelfSizingRowTableCell.self, sizing: .measured { _, _, _ in 30 })
        adapter.bind(to: Observable.just([RowItem.plain("a", "a title of three lines")]))
        harness.scheduler.advance(by: 0)
        harness.layout()
        let table = try #require(harness.tableView)
        let delegate = try #require(table.delegate)
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 88)
        delegate.tableView(table, willDisplay: cell, forRowAt: IndexPath(row: 0, section: 0))
        #expect(delegate.tableView(table, heightForRowAt: IndexPath(row: 0, section: 0)) == 30, "its measure wins")
        #expect(delegate.tableView(table, estimatedHeightForRowAt: IndexPath(row: 0, section: 0)) == 30)
        withExtendedLifetime(adapter) {}
    }
}

/// A cell whose content decides its height, as Auto Layout would: 24 points plus 20 a line
/// of 10 characters.
final class SelfSizingRowTableCell: GenericTableViewCell<PlainState> {
    private(set) var title = ""

    override func render(_ viewState: PlainState) {
        title = viewState.title
    }

    override func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        let lines = max(1, (title.count + 9) / 10)
        return CGSize(width: targetSize.width, height: title.count <= 5 ? 44 : CGFloat(24 + 20 * lines))
    }
}
#endif
