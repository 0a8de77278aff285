import Foundation
import InteractorAdapter

#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

/// What `TableListView` and `CollectionListView` share, written once: the list contract
/// (`ListView`) forwarded to the view through `UIKitListHost`, the table of the UIKit calls in
/// which the two views differ; the data source and delegate they answer UIKit for, through
/// one data source proxy and one delegate proxy for both views; the scroll delegate; the
/// batch updater with its timeouts, reloads and batches. Only the two lists subclass it; what
/// stays in each is its initializer, its view, and what only one of UIKit's two APIs has (a
/// table's row animation; a collection view's swipe actions, offered only through a list
/// layout).
@MainActor
public class UIKitListView: ListView, DeselectableListView, ListViewDeferringReloads, UIKitListInteractions {
    // MARK: Lifecycle

    /// A list that shows what its data source gives in `host`: it becomes the view's data
    /// source and delegate through the two proxies it owns, and registers the placeholders.
    /// - Parameter systemVersion: the system to behave for; nil is the running one.
    init(host: any UIKitListHost, scheduler: any Scheduler, systemVersion: OperatingSystemVersion?) {
        self.host = host
        updater = UIKitBatchUpdater(
            scheduler: scheduler, reconfigures: SystemVersion.reconfigures(systemVersion ?? SystemVersion.current),
            pinsCounts: true)
        retainedDataSource = nil
        updater.target = self
        let dataSourceProxy = UIKitDataSourceProxy(list: self)
        self.dataSourceProxy = dataSourceProxy
        delegateProxy = UIKitDelegateProxy(list: self)
        host.setListDataSource(dataSourceProxy)
        installDelegateProxy()
        installPrefetchDataSource()
        host.registerListPlaceholders()
    }

    /// A list over a view whose data source the caller keeps (the low-level
    /// `reload(using:...)`): `bridge` answers for it and is kept for the list's life; no proxy
    /// is installed.
    init(host: any UIKitListHost, scheduler: any Scheduler, answeringFor bridge: any ListViewDataSource) {
        self.host = host
        updater = UIKitBatchUpdater(scheduler: scheduler, reconfigures: false, pinsCounts: false)
        retainedDataSource = bridge
        dataSource = bridge
        updater.target = self
    }

    // MARK: Public

    /// Answers counts, cells, headers, footers and moves. Held weakly, as in UIKit. When it
    /// adopts `ListViewDataSourcePrefetching`, UIKit's `prefetchDataSource` tells it which
    /// items are about to appear; otherwise the view has none. When it adopts
    /// `CommittedDataHolding` (the adapters do), whatever UIKit asks while a batch waits is
    /// answered from the data UIKit has committed.
    public weak var dataSource: (any ListViewDataSource)? {
        didSet { installPrefetchDataSource() }
    }

    /// Answers highlight, selection, scrolling, swipe actions, context menus, where a dragged
    /// item may go, display callbacks, header and footer heights if it adopts
    /// `ListViewSectionHeightProviding` (0: the section has none), and item heights too if it
    /// adopts `ListViewHeightProviding`. Held weakly.
    public weak var delegate: (any ListViewDelegate)? {
        didSet { installDelegateProxy() }
    }

    /// Hears every scroll callback of the view (`scrollViewDidScroll(_:)`, dragging,
    /// decelerating, scrolling to the top ...), each forwarded explicitly. Held weakly.
    public weak var scrollDelegate: (any UIScrollViewDelegate)? {
        didSet { delegateProxy?.scrollDelegate = scrollDelegate }
    }

    /// How long a batch's completion may take before it is taken as lost and called with
    /// `finished` false: UIKit never calls it when the view leaves its window mid-animation.
    /// 1 second by default; UIKit's batch animations last about 0.3.
    public var completionTimeout: TimeInterval {
        get { updater.completionTimeout }
        set { updater.completionTimeout = newValue }
    }

    /// Whether a `reloadData()` called now would wait: inside a batch's block, or while UIKit
    /// has uncommitted updates (`ListViewDeferringReloads`).
    public var reloadWillWait: Bool {
        updater.reloadWillWait
    }

    /// The number of sections UIKit shows.
    public var numberOfSections: Int { host.numberOfSections }

    /// The items UIKit shows, sorted (a collection view lists them unsorted), and the items
    /// next to them whose cells it keeps prepared (see `PreparedCells`).
    public var indexPathsForVisibleItems: [IndexPath] {
        PreparedCells.visibleAndPrepared(
            host.listVisibleIndexPaths, counts: countsInUIKit, hasCell: { host.listCell(at: $0) != nil })
    }

    /// Whether the view is in a window.
    public var isInWindow: Bool { host.window != nil }

    /// The placeholder cell: `PlaceholderTableViewCell` or `PlaceholderCollectionViewCell`.
    public var placeholderCellType: any RenderableCell<UnregisteredViewState>.Type {
        host.listPlaceholderTypes.cell
    }

    /// The placeholder header: `PlaceholderTableViewHeaderView` or
    /// `PlaceholderCollectionViewHeaderView`.
    public var placeholderHeaderType: any RenderableCell<UnregisteredViewState>.Type {
        host.listPlaceholderTypes.header
    }

    /// `reloadData()` then `layoutIfNeeded()`, so the visible cells are the new ones at once;
    /// waits while the view has uncommitted updates (a drop in progress).
    public func reloadData() {
        installDelegateProxy()
        updater.reloadData()
    }

    /// One batch, checked before UIKit sees it (see `UIKitBatchUpdater`).
    /// - Throws: the `BatchUpdateError` UIKit would have raised; the view then shows the new
    ///   data, reloaded. `.reentrantBatchUpdate` from inside another batch's block.
    public func performBatchUpdates(
        _ updates: () -> BatchUpdate, completion: ((Bool) -> Void)?
    ) throws(BatchUpdateError) {
        installDelegateProxy()
        try updater.performBatchUpdates(updates, completion: completion)
    }

    /// The number of rows or items UIKit shows in `section`: `numberOfRows(inSection:)` or
    /// `numberOfItems(inSection:)`.
    public func numberOfItems(inSection section: Int) -> Int {
        host.listItemCount(inSection: section)
    }

    /// A visible cell or one UIKit keeps prepared: `cellForRow(at:)` or `cellForItem(at:)`.
    public func cellForItem(at indexPath: IndexPath) -> (any ListCell)? {
        host.listCell(at: indexPath)
    }

    /// The section header on screen: `headerView(forSection:)`, or
    /// `supplementaryView(forElementKind:at:)` of `elementKindSectionHeader`.
    public func headerForSection(_ section: Int) -> (any ListCell)? {
        host.listSupplementaryView(.header, inSection: section)
    }

    /// The section footer on screen, as `headerForSection(_:)`.
    public func footerForSection(_ section: Int) -> (any ListCell)? {
        host.listSupplementaryView(.footer, inSection: section)
    }

    /// `register(_:forCellReuseIdentifier:)` or `register(_:forCellWithReuseIdentifier:)`.
    public func register(_ cellClass: AnyClass, forReuseIdentifier identifier: String) {
        host.registerListCell(cellClass, reuseIdentifier: identifier)
    }

    /// `dequeueReusableCell(withIdentifier:for:)` or
    /// `dequeueReusableCell(withReuseIdentifier:for:)`: call it only from the data source's
    /// cell callback, as UIKit requires.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> any ListCell {
        host.dequeueListCell(withReuseIdentifier: identifier, for: indexPath)
    }

    /// `register(_:forHeaderFooterViewReuseIdentifier:)`, or
    /// `register(_:forSupplementaryViewOfKind:withReuseIdentifier:)` for section headers.
    public func register(_ headerClass: AnyClass, forHeaderReuseIdentifier identifier: String) {
        host.registerListSupplementary(headerClass, for: .header, reuseIdentifier: identifier)
    }

    /// `dequeueReusableHeaderFooterView(withIdentifier:)` (a placeholder header when the
    /// identifier has no registered class, where UIKit answers nil), or
    /// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)` for the header of
    /// `section`: call it only from the data source's header callback.
    public func dequeueReusableHeader(withReuseIdentifier identifier: String, forSection section: Int) -> any ListCell {
        host.dequeueListSupplementary(.header, withReuseIdentifier: identifier, inSection: section)
    }

    /// As for headers: a table keeps headers and footers in one pool.
    public func register(_ footerClass: AnyClass, forFooterReuseIdentifier identifier: String) {
        host.registerListSupplementary(footerClass, for: .footer, reuseIdentifier: identifier)
    }

    /// As for headers, for the footer of `section`.
    public func dequeueReusableFooter(withReuseIdentifier identifier: String, forSection section: Int) -> any ListCell {
        host.dequeueListSupplementary(.footer, withReuseIdentifier: identifier, inSection: section)
    }

    /// `deselectRow(at:animated:)` or `deselectItem(at:animated:)`.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        host.deselectListItem(at: indexPath, animated: animated)
    }

    // MARK: Internal

    /// The view, through the calls in which a table and a collection view differ.
    let host: any UIKitListHost
    let updater: UIKitBatchUpdater
    /// The low-level reload's bridge to the caller's data source; nil otherwise.
    let retainedDataSource: (any ListViewDataSource)?

    /// The counts UIKit shows now, which it reads lazily from its data source.
    var countsInUIKit: [Int] {
        (0..<host.numberOfSections).map { host.listItemCount(inSection: $0) }
    }

    /// UIKit's `hasUncommittedUpdates`.
    var hasUncommittedUpdates: Bool { host.hasUncommittedUpdates }

    /// `reloadData()` then `layoutIfNeeded()`, so that the cells on screen are the new ones.
    func reloadAndLayOut() {
        host.reloadData()
        host.layoutIfNeeded()
    }

    /// How a table animates inserted, deleted and reloaded rows and sections
    /// (`TableListView.rowAnimation`); a collection view animates its layout's way.
    var tableRowAnimation: UITableView.RowAnimation = .automatic

    // MARK: Private

    /// The view's data source; nil when the caller keeps its own (the low-level reload).
    private var dataSourceProxy: UIKitDataSourceProxy?
    /// The view's delegate; nil when the caller keeps its own.
    private var delegateProxy: UIKitDelegateProxy?
    /// Whether the delegate gave row heights when the proxy was last handed to UIKit; nil
    /// before it is handed.
    private var proxyGivesItemHeights: Bool?

    /// Hands UIKit the delegate proxy once, and again whenever the delegate starts or stops
    /// giving row heights, since UIKit reads which optional methods a delegate implements
    /// when it is set (see `UIKitDelegateProxy`). Called whenever the delegate is set, and
    /// before each reload and batch, since a delegate may start or stop giving row heights
    /// after it is set (an adapter's first registration that sizes rows).
    private func installDelegateProxy() {
        guard let delegateProxy, givesItemHeights != proxyGivesItemHeights else { return }
        proxyGivesItemHeights = givesItemHeights
        delegateProxy.scrollDelegate = scrollDelegate
        host.setListDelegate(delegateProxy)
    }

    /// Makes the data source proxy the view's prefetch data source while the list's data
    /// source adopts `ListViewDataSourcePrefetching`, and removes it otherwise.
    private func installPrefetchDataSource() {
        guard let dataSourceProxy else { return }
        host.setListPrefetchDataSource(dataSource is any ListViewDataSourcePrefetching ? dataSourceProxy : nil)
    }
}

extension UIKitListView: UIKitListTarget {
    var style: ListStyle { host.listStyle }

    func performUIKitBatchUpdates(_ updates: @escaping () -> Void, completion: @escaping (Bool) -> Void) {
        host.performListBatchUpdates(updates, completion: completion)
    }

    /// A batch that moves nothing (rows rendered in place, or the batch with no operation
    /// that resizes rows) invalidates a collection view's layout when item heights changed, so
    /// that the layout asks for them again and animates the new sizes; the cells stay (never
    /// `reloadItems` for a height change). A batch that moves items lays them out anew anyway,
    /// and a table asks every row's height in each batch.
    func issue(_ update: BatchUpdate, reconfiguring reconfigured: [IndexPath]) {
        host.issueListUpdate(update, reconfiguring: reconfigured, animation: tableRowAnimation)
        if host.invalidatesLayoutForItemSizes, Self.movesNothing(update), itemHeightsChanged {
            host.invalidateListLayout()
        }
    }

    /// Whether the delegate says item heights changed since it was last asked (nil, unknown,
    /// counts as a change).
    private var itemHeightsChanged: Bool {
        guard givesItemHeights, let heights = delegate as? any ListViewHeightProviding else { return false }
        return heights.indexPathsOfItemsWithChangedHeights(in: self).map { !$0.isEmpty } ?? true
    }

    private static func movesNothing(_ update: BatchUpdate) -> Bool {
        update.deleteSections.isEmpty && update.insertSections.isEmpty && update.reloadSections.isEmpty
            && update.moveSections.isEmpty && update.deleteItems.isEmpty && update.insertItems.isEmpty
            && update.moveItems.isEmpty
    }
}
