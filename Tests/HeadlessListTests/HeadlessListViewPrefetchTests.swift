import Foundation
import ListUpdates
import TestSupport
import Testing

@testable import HeadlessList

/// A prefetching data source hears about the items a scroll brings near, nearest first, and
/// about those that are no longer near.
@MainActor
@Suite struct HeadlessListViewPrefetchTests {
    /// Answers from a `TextDataSource` and records what it is told to prefetch and cancel.
    @MainActor
    final class PrefetchRecorder: ListViewDataSourcePrefetching {
        let data: TextDataSource
        var events: [String] = []

        init(_ data: TextDataSource) { self.data = data }

        func numberOfSections(in listView: any ListView) -> Int { data.numberOfSections(in: listView) }
        func listView(_ listView: any ListView, numberOfItemsInSection section: Int) -> Int {
            data.listView(listView, numberOfItemsInSection: section)
        }
        func listView(_ listView: any ListView, cellForItemAt indexPath: IndexPath) -> any ListCell {
            data.listView(listView, cellForItemAt: indexPath)
        }
        func listView(_ listView: any ListView, prefetchItemsAt indexPaths: [IndexPath]) {
            events.append("prefetch " + indexPaths.map { "\($0.item)" }.joined(separator: " "))
        }
        func listView(_ listView: any ListView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
            events.append("cancel " + indexPaths.map { "\($0.item)" }.joined(separator: " "))
        }
    }

    private func makeList(rows: Int = 40) -> (HeadlessListView, PrefetchRecorder, TextDataSource) {
        let data = TextDataSource([(0..<rows).map { "r\($0)" }])
        let recorder = PrefetchRecorder(data)
        let list = HeadlessListView(viewportHeight: 40, rowHeight: 10)
        list.register(TextCell.self, forReuseIdentifier: TextCell.reuseIdentifier)
        list.dataSource = recorder
        list.reloadData()
        return (list, recorder, data)
    }

    @Test func scrollingDownPrefetchesOneViewportBelowNearestFirstAndNeverTwice() {
        let (list, recorder, _) = makeList()
        #expect(recorder.events.isEmpty, "the first load prefetches nothing: only scrolling does")
        list.scroll(to: 5)  // rows 0...4 visible; 45..<85 holds rows 5...8 (row 4 is on screen)
        #expect(recorder.events == ["prefetch 5 6 7 8"])
        list.scroll(to: 15)  // rows 1...5 visible; 55..<95: rows 6...9
        #expect(
            recorder.events == ["prefetch 5 6 7 8", "prefetch 9"], "row 5 came on screen: forgotten, not cancelled")
        #expect(list.indexPathsForPrefetchedItems.map(\.item) == [6, 7, 8, 9])
    }

    @Test func turningBackCancelsWhatIsBelowAndPrefetchesAboveInReverseOrder() {
        let (list, recorder, _) = makeList()
        list.scroll(to: 200)  // rows 20...23 visible; below: 24...27
        recorder.events = []
        list.scroll(to: 190)  // rows 19...22 visible; above: 150..<190 holds 15...18
        #expect(recorder.events == ["cancel 24 25 26 27", "prefetch 18 17 16 15"])
        #expect(list.indexPathsForPrefetchedItems.map(\.item) == [15, 16, 17, 18])
    }

    @Test func aLongerDistanceReachesFurtherAndTheEndOfTheListStopsIt() {
        let (list, recorder, _) = makeList(rows: 12)
        list.prefetchDistance = 100
        list.scroll(to: 10)  // rows 1...4 visible; 50..<150: rows 5...11, the last
        #expect(recorder.events == ["prefetch 5 6 7 8 9 10 11"])
        list.scroll(to: list.maximumContentOffset)  // rows 8...11 visible, nothing below
        #expect(recorder.events == ["prefetch 5 6 7 8 9 10 11", "cancel 5 6 7"], "5...7 are behind the scroll now")
    }

    @Test func prefetchedItemsFollowTheirRowsThroughABatchAndAreForgottenAtAReload() throws {
        let (list, recorder, data) = makeList()
        list.scroll(to: 5)
        try list.performBatchUpdates(
            {
                data.sections[0].insert("new", at: 0)
                return BatchUpdate(insertItems: [IndexPath(item: 0, section: 0)])
            }, completion: nil)
        #expect(list.indexPathsForPrefetchedItems.map(\.item) == [6, 7, 8, 9])
        list.reloadData()
        #expect(list.indexPathsForPrefetchedItems.isEmpty)
        #expect(recorder.events == ["prefetch 5 6 7 8"], "neither the batch nor the reload tells anything")
    }
}
