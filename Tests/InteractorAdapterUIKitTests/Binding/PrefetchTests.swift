#if !canImport(UIKit)
import Foundation
import InteractorAdapterUIKit
import Testing
import UIKitStandIn

/// A data source that adopts `ListViewDataSourcePrefetching` becomes UIKit's prefetch data
/// source through the binding and hears which items are about to appear, and which of those
/// no longer are; one that does not is not UIKit's prefetch data source at all.
@MainActor
@Suite struct PrefetchTests {
    @Test(arguments: UIKitListKind.allCases)
    func itemsNearTheScreenArePrefetchedAndCancelledWhenTheyMoveAway(kind: UIKitListKind) {
        let fixture = InteractionFixture(kind, [(0..<30).map { "r\($0)" }], preparedCells: 1)
        let source = fixture.source
        let p = { fixture.path($0) }
        #expect(source.prefetches == [[p(6), p(7)]], "beyond the visible 0...4 and the prepared 5")

        fixture.harness.scroll(to: 44 * 3)
        #expect(source.prefetches.last == [p(9), p(1), p(10), p(0)], "nearest first; 6 and 7 were used")
        #expect(source.cancellations.isEmpty)

        fixture.harness.scroll(to: 0)
        #expect(source.prefetches.last == [p(6), p(7)])
        #expect(source.cancellations == [[p(9), p(10)]], "no longer near the screen, never shown")
        #expect(fixture.harness.complaints.isEmpty, "\(fixture.harness.complaints)")
    }

    @Test(arguments: UIKitListKind.allCases)
    func onlyAPrefetchingDataSourceIsUIKitsPrefetchDataSource(kind: UIKitListKind) {
        let harness = UIKitListHarness(kind)
        let plain = ArrayDataSource([["a"]])
        harness.list.dataSource = plain
        #expect(harness.tableView?.prefetchDataSource == nil && harness.collectionView?.prefetchDataSource == nil)

        let prefetching = InteractionList([["a"]])
        harness.list.dataSource = prefetching
        #expect(harness.tableView?.prefetchDataSource != nil || harness.collectionView?.prefetchDataSource != nil)

        harness.list.dataSource = plain
        #expect(harness.tableView?.prefetchDataSource == nil && harness.collectionView?.prefetchDataSource == nil)
    }
}
#endif
