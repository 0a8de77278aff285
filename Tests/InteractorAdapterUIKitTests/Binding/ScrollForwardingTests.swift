#if !canImport(UIKit)
import Foundation
import InteractorAdapterUIKit
import Testing
import UIKitStandIn

/// Every scroll callback UIKit sends the list reaches its `scrollDelegate`, by name, with its
/// arguments (a changed target offset included), and scrolling reaches the adapter too.
@MainActor
@Suite struct ScrollForwardingTests {
    private func scrollDelegate(of list: any ListView, _ recorder: ScrollRecorder) {
        (list as? TableListView)?.scrollDelegate = recorder
        (list as? CollectionListView)?.scrollDelegate = recorder
    }

    @Test(arguments: UIKitListKind.allCases)
    func everyScrollCallbackIsForwarded(kind: UIKitListKind) {
        let fixture = RowsFixture(kind, animatedRows(20))
        let recorder = ScrollRecorder()
        scrollDelegate(of: fixture.harness.list, recorder)
        let adapterRecorder = AdapterScrollRecorder()
        fixture.adapter.scrollDelegate = adapterRecorder
        let standIn = fixture.harness.standIn

        standIn.drag(to: CGPoint(x: 0, y: 100), velocity: CGPoint(x: 0, y: 2))
        #expect(fixture.harness.scrollView.contentOffset.y == 110, "the delegate's target was used")
        fixture.harness.scrollView.setContentOffset(CGPoint(x: 0, y: 50), animated: true)
        standIn.tapStatusBar()
        recorder.allowsScrollToTop = false
        fixture.harness.scrollView.contentOffset = CGPoint(x: 0, y: 20)
        standIn.tapStatusBar()
        standIn.changeAdjustedContentInset()

        #expect(
            recorder.calls == [
                "willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(decelerate: true)",
                "willBeginDecelerating", "didScroll", "didEndDecelerating",
                "didScroll", "didEndScrollingAnimation",
                "shouldScrollToTop", "didScroll", "didScrollToTop",
                "didScroll", "shouldScrollToTop",
                "didChangeAdjustedContentInset",
            ])
        #expect(adapterRecorder.scrolls == 5, "the adapter hears every content offset change")
        #expect(fixture.harness.scrollView.contentOffset.y == 20, "refused to scroll to the top")
    }

    @Test(arguments: UIKitListKind.allCases)
    func theScrollDelegateSurvivesADelegateThatGivesHeights(kind: UIKitListKind) {
        let harness = UIKitListHarness(kind)
        let recorder = ScrollRecorder()
        scrollDelegate(of: harness.list, recorder)
        let heights = TallRows()
        harness.list.delegate = heights
        let source = ArrayDataSource([["a", "b", "c"]])
        harness.list.dataSource = source
        ArrayDataSource.registerCells(on: harness.list)
        harness.list.reloadData()
        #expect(harness.visibleTexts == ["a", "b"], "120-point rows: two show in 220 points")
        harness.scroll(to: 10)
        #expect(recorder.calls == ["didScroll"])
        #expect(heights.scrolls == 1)
    }
}

/// A delegate that makes every row 120 points high and counts scrolls.
@MainActor
final class TallRows: ListViewHeightProviding {
    private(set) var scrolls = 0
    func listView(_ listView: any ListView, heightForItemAt indexPath: IndexPath) -> Double? { 120 }
    func listViewDidScroll(_ listView: any ListView) { scrolls += 1 }
}
#endif
