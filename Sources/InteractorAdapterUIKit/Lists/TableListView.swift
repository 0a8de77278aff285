import Foundation
import InteractorAdapter

#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

/// A `UITableView` as the adapter's `ListView`: it becomes the table's data source and
/// delegate (through proxies it owns) and applies every update the way the rules article
/// (ListUpdates, "What a UIKit binding must respect") requires; see `UIKitBatchUpdater`.
///
/// ```swift
/// let list = TableListView(tableView: tableView)
/// list.scrollDelegate = self
/// let adapter = ListAdapter<SingleSection, TodoItem>(listView: list)
/// ```
/// `ListAdapter(tableView:)` does the first and last lines in one.
///
/// - Note: The list keeps the table view; the adapter keeps the list. The table holds its
///   data source and delegate weakly, as UIKit does, so nothing else needs to keep them.
@MainActor
public final class TableListView: UIKitListView, ListView, DeselectableListView, ListViewDeferringReloads,
    UIKitListInteractions
{
    // MARK: Lifecycle

    /// Makes `tableView` show what the list's data source gives.
    /// - Parameters:
    ///   - tableView: the table; its data source and delegate are replaced.
    ///   - scheduler: where the list's timeouts run: the adapter's scheduler.
    ///   - systemVersion: the system to behave for; nil (the default) is the running one
    ///     (`UIDevice.current.systemVersion`). From iOS 15 on, rows whose cell can show their
    ///     new content are reconfigured instead of reloaded. Tests pass both.
    public init(
        tableView: UITableView, scheduler: any Scheduler = MainScheduler.instance,
        systemVersion: OperatingSystemVersion? = nil
    ) {
        self.tableView = tableView
        super.init(scheduler: scheduler, systemVersion: systemVersion)
        updater.target = self
        dataSourceProxy = TableViewDataSourceProxy(list: self)
        tableView.dataSource = dataSourceProxy
        installDelegateProxy()
        installPrefetchDataSource()
        registerPlaceholders()
    }

    /// A list over a table whose data source the caller keeps (the low-level
    /// `UITableView.reload(using:...)`): `bridge` answers for it, and no proxy is installed.
    init(tableView: UITableView, answeringFor bridge: any ListViewDataSource, scheduler: any Scheduler) {
        self.tableView = tableView
        super.init(scheduler: scheduler, answeringFor: bridge)
        updater.target = self
    }

    // MARK: Public

    /// The table view shown.
    public let tableView: UITableView

    /// How inserted, deleted and reloaded rows and sections animate. `.automatic` by default.
    public var rowAnimation: UITableView.RowAnimation = .automatic

    /// The number of sections UIKit shows.
    public var numberOfSections: Int { tableView.numberOfSections }

    /// The number of rows UIKit shows in `section`.
    public func numberOfItems(inSection section: Int) -> Int {
        tableView.numberOfRows(inSection: section)
    }

    /// The rows UIKit shows, sorted, and the rows next to them whose cells it keeps prepared
    /// (see `PreparedCells`).
    public var indexPathsForVisibleItems: [IndexPath] {
        PreparedCells.visibleAndPrepared(
            tableView.indexPathsForVisibleRows ?? [], counts: countsInUIKit,
            hasCell: { tableView.cellForRow(at: $0) != nil })
    }

    /// `cellForRow(at:)`: a visible cell or one UIKit keeps prepared.
    public func cellForItem(at indexPath: IndexPath) -> (any ListCell)? {
        tableView.cellForRow(at: indexPath)
    }

    /// `headerView(forSection:)`.
    public func headerForSection(_ section: Int) -> (any ListCell)? {
        tableView.headerView(forSection: section)
    }

    /// `footerView(forSection:)`.
    public func footerForSection(_ section: Int) -> (any ListCell)? {
        tableView.footerView(forSection: section)
    }

    /// Whether the table is in a window.
    public var isInWindow: Bool { tableView.window != nil }

    /// `register(_:forCellReuseIdentifier:)`.
    public func register(_ cellClass: AnyClass, forReuseIdentifier identifier: String) {
        tableView.register(cellClass, forCellReuseIdentifier: identifier)
    }

    /// `dequeueReusableCell(withIdentifier:for:)`: call it only from the data source's cell
    /// callback, as UIKit requires.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> any ListCell {
        tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
    }

    /// `register(_:forHeaderFooterViewReuseIdentifier:)`.
    public func register(_ headerClass: AnyClass, forHeaderReuseIdentifier identifier: String) {
        tableView.register(headerClass, forHeaderFooterViewReuseIdentifier: identifier)
    }

    /// `dequeueReusableHeaderFooterView(withIdentifier:)`; a placeholder header when the
    /// identifier has no registered class (UIKit answers nil).
    public func dequeueReusableHeader(withReuseIdentifier identifier: String, forSection section: Int) -> any ListCell {
        tableView.dequeueReusableHeaderFooterView(withIdentifier: identifier)
            ?? PlaceholderTableViewHeaderView(reuseIdentifier: identifier)
    }

    /// `register(_:forHeaderFooterViewReuseIdentifier:)`: a table keeps headers and footers in
    /// one pool.
    public func register(_ footerClass: AnyClass, forFooterReuseIdentifier identifier: String) {
        tableView.register(footerClass, forHeaderFooterViewReuseIdentifier: identifier)
    }

    /// `dequeueReusableHeaderFooterView(withIdentifier:)`, as for headers.
    public func dequeueReusableFooter(withReuseIdentifier identifier: String, forSection section: Int) -> any ListCell {
        dequeueReusableHeader(withReuseIdentifier: identifier, forSection: section)
    }

    /// `PlaceholderTableViewCell`.
    public var placeholderCellType: any RenderableCell<UnregisteredViewState>.Type {
        PlaceholderTableViewCell.self
    }

    /// `PlaceholderTableViewHeaderView`.
    public var placeholderHeaderType: any RenderableCell<UnregisteredViewState>.Type {
        PlaceholderTableViewHeaderView.self
    }

    /// `deselectRow(at:animated:)`.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        tableView.deselectRow(at: indexPath, animated: animated)
    }

    // MARK: Internal

    override func dataSourceDidChange() {
        installPrefetchDataSource()
    }

    override func delegateDidChange() {
        installDelegateProxy()
    }

    /// What the table shows when the data source gives no table cell: the placeholder.
    func placeholderCell(for indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueCellAndRender(
            ofType: PlaceholderTableViewCell.self,
            viewState: UnregisteredViewState(viewStateType: "a cell that is not a UITableViewCell"), for: indexPath)
        return cell
    }

    // MARK: Private

    /// The table's data source; nil when the caller keeps its own (the low-level reload).
    private var dataSourceProxy: TableViewDataSourceProxy?

    /// Hands UIKit the delegate proxy, made once, when it needs setting (again).
    private func installDelegateProxy() {
        guard dataSourceProxy != nil, delegateProxyNeedsSetting(givesItemHeights: givesItemHeights) else { return }
        let proxy = delegateProxy ?? TableViewDelegateProxy(list: self)
        proxy.scrollDelegate = scrollDelegate
        delegateProxy = proxy
        tableView.delegate = nil
        tableView.delegate = proxy as? any UITableViewDelegate
    }

    /// Makes the data source proxy the table's prefetch data source while the list's data
    /// source adopts `ListViewDataSourcePrefetching`, and removes it otherwise.
    private func installPrefetchDataSource() {
        guard let dataSourceProxy else { return }
        tableView.prefetchDataSource = prefetchingDataSource == nil ? nil : dataSourceProxy
    }

    private func registerPlaceholders() {
        tableView.register(
            PlaceholderTableViewCell.self, forCellReuseIdentifier: PlaceholderTableViewCell.reuseIdentifier)
        tableView.register(
            PlaceholderTableViewHeaderView.self,
            forHeaderFooterViewReuseIdentifier: PlaceholderTableViewHeaderView.reuseIdentifier)
    }
}
