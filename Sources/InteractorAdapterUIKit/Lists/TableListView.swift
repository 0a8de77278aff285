import Foundation
import InteractorAdapter

#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

// Parallel to CollectionListView.swift, and kept so: each takes its UIKit view by the view's own
// type and keeps it as a public property (`tableView`, `collectionView`); the list contract and
// everything else is UIKitListView's.

/// A `UITableView` as the adapter's `ListView`: it becomes the table's data source and
/// delegate (through proxies it owns) and applies every update the way the rules article
/// (ListUpdates, "What a UIKit binding must respect") requires; see `UIKitBatchUpdater`. The
/// list contract's members are `UIKitListView`'s, which forwards each to the table's own
/// UIKit call (`numberOfRows(inSection:)`, `dequeueReusableHeaderFooterView(withIdentifier:)`...).
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
public final class TableListView: UIKitListView {
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
        super.init(host: tableView, scheduler: scheduler, systemVersion: systemVersion)
    }

    // MARK: Public

    /// The table view shown.
    public let tableView: UITableView

    /// How inserted, deleted and reloaded rows and sections animate. `.automatic` by default.
    public var rowAnimation: UITableView.RowAnimation {
        get { tableRowAnimation }
        set { tableRowAnimation = newValue }
    }
}
