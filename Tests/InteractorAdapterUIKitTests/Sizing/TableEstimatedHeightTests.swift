#if !canImport(UIKit)
import Foundation
import InteractorAdapter
import InteractorAdapterUIKit
import ListUpdates
import ReactiveCore
import Testing
import TestSupport
import UIKitStandIn

/// A table's estimates are the adapter's measured heights, so scrolling up never jumps.
@MainActor
@Suite struct TableEstimatedHeightTests {
    @Test func theEstimateOfAMeasuredRowIsItsMeasuredHeight() throws {
        let harness = UIKitListHarness(.table)
        let adapter = ListAdapter<SingleSection, RowItem>(listView: harness.list, scheduler: harness.scheduler)
        adapter.registerCell(
            ofType: PlainRowTableCell.self,
            sizing: .measured { state, width, _ in width / 4 + Double(state.title.count) })
        adapter.bind(to: Observable.just([RowItem.plain("a", "short"), RowItem.plain("b", "a longer title")]))
        harness.scheduler.advance(by: 0)
        harness.layout()
        let table = try #require(harness.tableView)
        let delegate = try #require(table.delegate)
        #expect(delegate.tableView(table, estimatedHeightForRowAt: IndexPath(row: 1, section: 0)) == 94)
        #expect(delegate.tableView(table, heightForRowAt: IndexPath(row: 0, section: 0)) == 85)
        #expect(harness.visibleTexts.count == 2)
        #expect(harness.complaints.isEmpty, "\(harness.complaints)")
    }

    @Test func withoutAKnownHeightTheEstimateIsTheTables() throws {
        let harness = UIKitListHarness(.table)
        let heights = UnknownHeights()
        harness.list.delegate = heights
        let table = try #require(harness.tableView)
        let delegate = try #require(table.delegate)
        #expect(delegate.tableView(table, estimatedHeightForRowAt: IndexPath(row: 0, section: 0)) == 44)
        table.estimatedRowHeight = 60
        #expect(delegate.tableView(table, estimatedHeightForRowAt: IndexPath(row: 0, section: 0)) == 60)
    }
}

/// A delegate that gives row heights, but none known yet.
@MainActor
final class UnknownHeights: ListViewHeightProviding {
    func listView(_ listView: any ListView, heightForItemAt indexPath: IndexPath) -> Double? { nil }
}
#endif
