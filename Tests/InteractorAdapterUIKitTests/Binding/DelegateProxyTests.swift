#if !canImport(UIKit)
import Foundation
import InteractorAdapterUIKit
import Testing
import UIKitStandIn

/// One delegate proxy per list, whatever its delegate gives: row heights come from a delegate
/// that adopts `ListViewHeightProviding`, the list's own from one that does not, and UIKit is
/// handed the same proxy again when the delegate changes (so that it reads which optional
/// methods the proxy implements again).
@MainActor
@Suite("One delegate proxy")
struct DelegateProxyTests {
    /// The first row 88 points high, the others at the list's height.
    final class TallFirstRow: ListViewHeightProviding {
        func listView(_ listView: any ListView, heightForItemAt indexPath: IndexPath) -> Double? {
            indexPath.item == 0 ? 88 : nil
        }
    }

    /// A delegate that gives no heights.
    final class NoHeights: ListViewDelegate {}

    @Test(arguments: UIKitListKind.allCases)
    func rowHeightsFollowTheDelegateThroughOneProxy(kind: UIKitListKind) {
        let harness = UIKitListHarness(kind)
        let source = ArrayDataSource([["a", "b", "c"]])
        harness.list.dataSource = source
        ArrayDataSource.registerCells(on: harness.list)
        let plain = NoHeights()
        harness.list.delegate = plain
        harness.list.reloadData()
        let proxy = delegateObject(of: harness)
        #expect(harness.scrollView.contentSize.height == 132, "three rows at the list's 44 points")

        let tall = TallFirstRow()
        harness.list.delegate = tall
        harness.list.reloadData()
        #expect(delegateObject(of: harness) === proxy, "the same proxy, set again")
        #expect(harness.scrollView.contentSize.height == 176, "the first row is 88 points high")

        harness.list.delegate = plain
        harness.list.reloadData()
        #expect(delegateObject(of: harness) === proxy)
        #expect(harness.scrollView.contentSize.height == 132)
    }

    private func delegateObject(of harness: UIKitListHarness) -> AnyObject? {
        harness.tableView?.delegate ?? harness.collectionView?.delegate
    }
}
#endif
