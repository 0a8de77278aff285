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
/// `UIKitBatchUpdater`. Section headers and footers are the layout's `elementKindSectionHeader`
/// and `elementKindSectionFooter` supplementary views. UIKit shows swipe actions on a
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
public final class CollectionListView: UIKitListView, ListView, DeselectableListView, ListViewDeferringReloads,
    UIKitListInteractions
{
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
        super.init(scheduler: scheduler, systemVersion: systemVersion)
        updater.target = self
        dataSourceProxy = CollectionViewDataSourceProxy(list: self)
        collectionView.dataSource = dataSourceProxy
        installDelegateProxy()
        installPrefetchDataSource()
        registerPlaceholders()
    }

    /// A list over a collection view whose data source the caller keeps (the low-level
    /// `UICollectionView.reload(using:...)`): `bridge` answers for it, and no proxy is installed.
    init(collectionView: UICollectionView, answeringFor bridge: any ListViewDataSource, scheduler: any Scheduler) {
        self.collectionView = collectionView
        super.init(scheduler: scheduler, answeringFor: bridge)
        updater.target = self
    }

    // MARK: Public

    /// The collection view shown.
    public let collectionView: UICollectionView

    /// The number of sections UIKit shows.
    public var numberOfSections: Int { collectionView.numberOfSections }

    /// The number of items UIKit shows in `section`.
    public func numberOfItems(inSection section: Int) -> Int {
        collectionView.numberOfItems(inSection: section)
    }

    /// The items UIKit shows, sorted (UIKit returns them unsorted), and the items next to
    /// them whose cells it keeps prepared (see `PreparedCells`).
    public var indexPathsForVisibleItems: [IndexPath] {
        PreparedCells.visibleAndPrepared(
            collectionView.indexPathsForVisibleItems, counts: countsInUIKit,
            hasCell: { collectionView.cellForItem(at: $0) != nil })
    }

    /// `cellForItem(at:)`: a visible cell or one UIKit keeps prepared.
    public func cellForItem(at indexPath: IndexPath) -> (any ListCell)? {
        collectionView.cellForItem(at: indexPath)
    }

    /// The section header on screen: `supplementaryView(forElementKind:at:)`.
    public func headerForSection(_ section: Int) -> (any ListCell)? {
        collectionView.supplementaryView(
            forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))
    }

    /// The section footer on screen: `supplementaryView(forElementKind:at:)`.
    public func footerForSection(_ section: Int) -> (any ListCell)? {
        collectionView.supplementaryView(
            forElementKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: section))
    }

    /// Whether the collection view is in a window.
    public var isInWindow: Bool { collectionView.window != nil }

    /// `register(_:forCellWithReuseIdentifier:)`.
    public func register(_ cellClass: AnyClass, forReuseIdentifier identifier: String) {
        collectionView.register(cellClass, forCellWithReuseIdentifier: identifier)
    }

    /// `dequeueReusableCell(withReuseIdentifier:for:)`: call it only from the data source's
    /// cell callback, as UIKit requires.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> any ListCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
    }

    /// `register(_:forSupplementaryViewOfKind:withReuseIdentifier:)` for section headers.
    public func register(_ headerClass: AnyClass, forHeaderReuseIdentifier identifier: String) {
        collectionView.register(
            headerClass, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: identifier)
    }

    /// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)` for the header of
    /// `section`: call it only from the data source's header callback.
    public func dequeueReusableHeader(withReuseIdentifier identifier: String, forSection section: Int) -> any ListCell {
        collectionView.dequeueReusableSupplementaryView(
            ofKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: identifier,
            for: IndexPath(item: 0, section: section))
    }

    /// `register(_:forSupplementaryViewOfKind:withReuseIdentifier:)` for section footers.
    public func register(_ footerClass: AnyClass, forFooterReuseIdentifier identifier: String) {
        collectionView.register(
            footerClass, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
            withReuseIdentifier: identifier)
    }

    /// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)` for the footer of
    /// `section`: call it only from the data source's footer callback.
    public func dequeueReusableFooter(withReuseIdentifier identifier: String, forSection section: Int) -> any ListCell {
        collectionView.dequeueReusableSupplementaryView(
            ofKind: UICollectionView.elementKindSectionFooter, withReuseIdentifier: identifier,
            for: IndexPath(item: 0, section: section))
    }

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

    /// `PlaceholderCollectionViewCell`.
    public var placeholderCellType: any RenderableCell<UnregisteredViewState>.Type {
        PlaceholderCollectionViewCell.self
    }

    /// `PlaceholderCollectionViewHeaderView`.
    public var placeholderHeaderType: any RenderableCell<UnregisteredViewState>.Type {
        PlaceholderCollectionViewHeaderView.self
    }

    /// `deselectItem(at:animated:)`.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        collectionView.deselectItem(at: indexPath, animated: animated)
    }

    // MARK: Internal

    override func dataSourceDidChange() {
        installPrefetchDataSource()
    }

    override func delegateDidChange() {
        installDelegateProxy()
    }

    /// What the collection view shows when the data source gives no collection view cell.
    func placeholderCell(for indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueCellAndRender(
            ofType: PlaceholderCollectionViewCell.self,
            viewState: UnregisteredViewState(viewStateType: "a cell that is not a UICollectionViewCell"),
            for: indexPath)
    }

    /// An empty view where the layout asks for a supplementary view the data source does not
    /// give (a section without a header or a footer, another kind).
    func emptySupplementaryView(ofKind kind: String, for indexPath: IndexPath) -> UICollectionReusableView {
        let identifier = PlaceholderCollectionViewHeaderView.reuseIdentifier
        if kind != UICollectionView.elementKindSectionHeader, kind != UICollectionView.elementKindSectionFooter {
            collectionView.register(
                PlaceholderCollectionViewHeaderView.self, forSupplementaryViewOfKind: kind,
                withReuseIdentifier: identifier)
        }
        let view = collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: identifier, for: indexPath)
        (view as? PlaceholderCollectionViewHeaderView)?.messageLabel.text = nil
        return view
    }

    // MARK: Private

    /// The collection view's data source; nil when the caller keeps its own.
    private var dataSourceProxy: CollectionViewDataSourceProxy?

    /// Hands UIKit the delegate proxy, made once, when it needs setting (again).
    private func installDelegateProxy() {
        guard dataSourceProxy != nil, delegateProxyNeedsSetting(givesItemHeights: givesItemHeights) else { return }
        let proxy = delegateProxy ?? CollectionViewDelegateProxy(list: self)
        proxy.scrollDelegate = scrollDelegate
        delegateProxy = proxy
        collectionView.delegate = nil
        collectionView.delegate = proxy as? any UICollectionViewDelegate
    }

    /// Makes the data source proxy the collection view's prefetch data source while the
    /// list's data source adopts `ListViewDataSourcePrefetching`, and removes it otherwise.
    private func installPrefetchDataSource() {
        guard let dataSourceProxy else { return }
        collectionView.prefetchDataSource = prefetchingDataSource == nil ? nil : dataSourceProxy
    }

    /// The placeholder cell, and the placeholder header for both header and footer kinds (it
    /// shows an unregistered section model's header or footer, and the empty view).
    private func registerPlaceholders() {
        collectionView.register(
            PlaceholderCollectionViewCell.self,
            forCellWithReuseIdentifier: PlaceholderCollectionViewCell.reuseIdentifier)
        for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
            collectionView.register(
                PlaceholderCollectionViewHeaderView.self, forSupplementaryViewOfKind: kind,
                withReuseIdentifier: PlaceholderCollectionViewHeaderView.reuseIdentifier)
        }
    }
}
