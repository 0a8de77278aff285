import Foundation
import InteractorAdapter

#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

/// A `UICollectionView` as the adapter's `ListView`: it becomes the collection view's data
/// source and delegate (through proxies it owns) and applies every update the way the rules
/// article (ListUpdates, "What a UIKit binding must respect") requires; see
/// `UIKitBatchUpdater`. The list contract's members are `UIKitListView`'s, which forwards each
/// to the collection view's own UIKit call (`numberOfItems(inSection:)`,
/// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`...). Section headers
/// and footers are the layout's `elementKindSectionHeader` and `elementKindSectionFooter`
/// supplementary views. UIKit shows swipe actions on a
/// collection view only with a list layout: give its configuration the list's providers
/// (`swipeActionsConfigurationProvider(for:)`).
///
/// ```swift
/// let layout = UICollectionViewFlowLayout()
/// layout.headerReferenceSize = CGSize(width: 320, height: 28)
/// let list = CollectionListView(collectionView: UICollectionView(frame: .zero, collectionViewLayout: layout))
/// let adapter = ListAdapter<FeedPostHeader, FeedItem>(listView: list)
/// ```
/// `ListAdapter(collectionView:)` does the last two lines in one.
@MainActor
public final class CollectionListView: UIKitListView {
    // MARK: Lifecycle

    /// Makes `collectionView` show what the list's data source gives.
    /// - Parameters:
    ///   - collectionView: the collection view; its data source and delegate are replaced.
    ///   - scheduler: where the list's timeouts run: the adapter's scheduler.
    ///   - systemVersion: the system to behave for; nil (the default) is the running one
    ///     (`UIDevice.current.systemVersion`). From iOS 15 on, items whose cell can show their
    ///     new content are reconfigured instead of reloaded. Tests pass both.
    public init(
        collectionView: UICollectionView, scheduler: any Scheduler = MainScheduler.instance,
        systemVersion: OperatingSystemVersion? = nil
    ) {
        self.collectionView = collectionView
        super.init(host: collectionView, scheduler: scheduler, systemVersion: systemVersion)
    }

    // MARK: Public

    /// The collection view shown.
    public let collectionView: UICollectionView

    /// The provider a list layout asks for the swipe actions of an edge of an item: the
    /// delegate's `listView(_:trailingSwipeActionsForItemAt:)` (or the leading one) in UIKit's
    /// terms. UIKit offers swipe actions on a collection view only through a list layout's
    /// configuration, so set both providers there:
    ///
    /// ```swift
    /// var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
    /// configuration.trailingSwipeActionsConfigurationProvider = list.swipeActionsConfigurationProvider(for: .trailing)
    /// configuration.leadingSwipeActionsConfigurationProvider = list.swipeActionsConfigurationProvider(for: .leading)
    /// collectionView.collectionViewLayout = UICollectionViewCompositionalLayout.list(using: configuration)
    /// ```
    /// - Note: The provider holds the list weakly; it answers nil once the list is gone.
    @available(iOS 14.0, *)
    @available(tvOS, unavailable)
    public func swipeActionsConfigurationProvider(
        for edge: ListSwipeEdge
    ) -> UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider {
        { [weak self] indexPath in self?.swipeActionsConfiguration(edge, at: indexPath) }
    }
}
