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

#if !canImport(UIKit)
/// A row whose height changes while it is rendered in place, on the stand-in table: resized
/// inside the batch that renders it, never by reloading it.
@MainActor
@Suite struct TableResizeInPlaceTests {
    static func harness() -> (UIKitListHarness, ListAdapter<SingleSection, RowItem>, PublishSubject<[RowItem]>) {
        let harness = UIKitListHarness(.table)
        let adapter = ListAdapter<SingleSection, RowItem>(listView: harness.list, scheduler: harness.scheduler)
        adapter.registerCell(
            ofType: AnimatedRowTableCell.self,
            sizing: .measured { state, _, _ in 20 * Double(1 + state.title.count / 10) })
        let subject = PublishSubject<[RowItem]>()
        adapter.bind(to: subject)
        return (harness, adapter, subject)
    }

    @Test func aGrownRowIsResizedInTheBatchThatRendersItAndNeverReloaded() throws {
        let (harness, adapter, subject) = Self.harness()
        subject.onNext([.animated("a", "short"), .animated("b", "below")])
        harness.scheduler.advance(by: 0)
        harness.layout()
        let cell = try #require(harness.cell(0))
        let batches = harness.standIn.batches.count
        subject.onNext([.animated("a", "a title long enough for three lines"), .animated("b", "below")])
        harness.scheduler.advance(by: 0)
        harness.layout()
        #expect(harness.standIn.batches.count - batches == 1, "one batch: the one that renders the row in place")
        #expect(harness.standIn.batches.last?.update.isEmpty == true, "no reloadRows, no operation at all")
        #expect(harness.cell(0) === cell, "the same cell, rendered in place")
        #expect(harness.scrollView.contentSize.height == 100, "the rows laid out at 80 and 20 points")
        #expect(adapter.listView.numberOfItems(inSection: 0) == 2)
        harness.scheduler.advance(by: 1)
        #expect(harness.complaints.isEmpty, "\(harness.complaints)")
    }

    @Test func anUnchangedHeightMakesNoBatch() {
        let (harness, _, subject) = Self.harness()
        subject.onNext([.animated("a", "short")])
        harness.scheduler.advance(by: 0)
        harness.layout()
        let batches = harness.standIn.batches.count
        subject.onNext([.animated("a", "shorter")])  // same height: 20
        harness.scheduler.advance(by: 0)
        harness.layout()
        #expect(harness.standIn.batches.count == batches, "rendered in place, nothing to resize")
        harness.scheduler.advance(by: 1)
    }
}
#endif
