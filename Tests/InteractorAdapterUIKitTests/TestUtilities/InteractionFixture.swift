#if !canImport(UIKit)
import Foundation
import InteractorAdapterUIKit
import ReactiveTesting
import TestSupport
import UIKitStandIn

/// An `InteractionList` (or a `SizedInteractionList`) shown by the binding on a stand-in table
/// or collection view (see `UIKitListHarness`), laid out. A collection view can be given a
/// list layout whose swipe providers are the list's.
@MainActor
final class InteractionFixture {
    let harness: UIKitListHarness
    let source: InteractionList

    init(
        _ kind: UIKitListKind, _ sections: [[String]], sized: Bool = false, height: CGFloat = 220,
        headerHeight: CGFloat = 0, footerHeight: CGFloat = 0, preparedCells: Int = 0, listLayout: Bool = false,
        configure: (InteractionList) -> Void = { _ in }
    ) {
        harness = UIKitListHarness(
            kind, height: height, headerHeight: headerHeight, footerHeight: footerHeight, preparedCells: preparedCells)
        source = sized ? SizedInteractionList(sections) : InteractionList(sections)
        configure(source)
        InteractionList.register(on: harness.list)
        harness.list.dataSource = source
        harness.list.delegate = source
        if listLayout, let list = harness.list as? CollectionListView {
            var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
            configuration.trailingSwipeActionsConfigurationProvider = list.swipeActionsConfigurationProvider(
                for: .trailing)
            configuration.leadingSwipeActionsConfigurationProvider = list.swipeActionsConfigurationProvider(
                for: .leading)
            list.collectionView.collectionViewLayout = UICollectionViewCompositionalLayout.list(using: configuration)
        }
        harness.list.reloadData()
        harness.layout()
    }

    var list: any ListView { harness.list }
    var standIn: StandInControls { harness.standIn }

    /// `IndexPath(item: item, section: section)`.
    func path(_ item: Int, _ section: Int = 0) -> IndexPath {
        IndexPath(item: item, section: section)
    }

    /// Sets the data source's sections and applies `update` as one batch of the list.
    func apply(_ sections: [[String]], _ update: BatchUpdate, completion: ((Bool) -> Void)? = nil) throws {
        try list.performBatchUpdates(
            {
                source.sections = sections
                return update
            }, completion: completion)
        harness.layout()
    }

    /// Moves the clock past every running animation and its completion timeout.
    func finishAnimations() {
        harness.scheduler.advance(by: 2)
        harness.layout()
    }
}
#endif
