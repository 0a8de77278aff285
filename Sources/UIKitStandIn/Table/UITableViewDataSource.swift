#if !canImport(UIKit)
import Foundation

/// UIKit's `UITableViewDataSource`, with the members the binding implements. UIKit's
/// optional methods are requirements with defaults here (see `UIScrollViewDelegate`).
@MainActor
public protocol UITableViewDataSource: NSObjectProtocol {
    /// Apple documentation: `UITableViewDataSource.tableView(_:numberOfRowsInSection:)`.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// Apple documentation: `UITableViewDataSource.tableView(_:cellForRowAt:)`.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// Apple documentation: `UITableViewDataSource.numberOfSections(in:)` (optional in UIKit).
    func numberOfSections(in tableView: UITableView) -> Int
    /// Apple documentation: `UITableViewDataSource.tableView(_:canMoveRowAt:)` (optional).
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
    /// Apple documentation: `UITableViewDataSource.tableView(_:moveRowAt:to:)` (optional): the
    /// table already shows the row at `destinationIndexPath`.
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UITableViewDataSource {
    /// Not implemented: one section, as UIKit assumes ("Default is 1 if not implemented",
    /// UITableView.h).
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }

    /// Not implemented: no row moves. UIKit lets rows move when the data source implements
    /// `tableView(_:moveRowAt:to:)` without this method; the stand-in cannot tell whether a
    /// requirement is implemented, so a data source that moves rows implements both.
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }

    /// Not implemented: nothing happens.
    public func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}
}

/// UIKit's `UITableViewDataSourcePrefetching`: told which rows are likely to appear soon
/// (Apple documentation, `UITableViewDataSourcePrefetching`). Set it as the table's
/// `prefetchDataSource`.
@MainActor
public protocol UITableViewDataSourcePrefetching: NSObjectProtocol {
    /// Apple documentation: `UITableViewDataSourcePrefetching.tableView(_:prefetchRowsAt:)`:
    /// nearest the visible rows first.
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
    /// Apple documentation: `UITableViewDataSourcePrefetching.tableView(_:cancelPrefetchingForRowsAt:)`
    /// (optional).
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension UITableViewDataSourcePrefetching {
    /// Not implemented: nothing happens.
    public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}
#endif
