#if !canImport(UIKit)
import Foundation
import InteractorAdapterUIKit
import Testing
import UIKitStandIn

/// Before each batch the list compares UIKit's counts with what it last gave UIKit; when
/// something else reloaded UIKit meanwhile, it reloads instead of batching (a batch counted
/// from the wrong "before" would have crashed).
@MainActor
@Suite struct CountMismatchTests {
    /// Counts nothing: another part of the app briefly showing its own data in the list.
    final class EmptyTableSource: NSObject, UITableViewDataSource, UICollectionViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
        func collectionView(
            _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
        )
            -> UICollectionViewCell
        {
            UICollectionViewCell(frame: .zero)
        }
    }

    @Test(arguments: UIKitListKind.allCases)
    func aCountMismatchBeforeABatchReloads(kind: UIKitListKind) {
        let fixture = RowsFixture(kind, animatedRows(3))
        let other = EmptyTableSource()
        let harness = fixture.harness
        if let tableView = harness.tableView {
            let proxy = tableView.dataSource
            tableView.dataSource = other
            tableView.reloadData()
            tableView.layoutIfNeeded()
            tableView.dataSource = proxy
        } else if let collectionView = harness.collectionView {
            let proxy = collectionView.dataSource
            collectionView.dataSource = other
            collectionView.reloadData()
            collectionView.layoutIfNeeded()
            collectionView.dataSource = proxy
        }
        #expect(harness.counts == [0], "UIKit shows other counts than the list gave it")
        let batches = harness.standIn.batches.count
        let reloads = harness.standIn.reloadDataCount

        fixture.emit(animatedRows(4))

        #expect(harness.standIn.batches.count == batches, "no batch counted from the wrong before")
        #expect(harness.standIn.reloadDataCount == reloads + 1)
        #expect(harness.visibleTexts == ["row 0", "row 1", "row 2", "row 3"])
        #expect(harness.complaints.isEmpty, "\(harness.complaints)")
        #expect(!fixture.adapter.isAnimating)
    }
}
#endif
