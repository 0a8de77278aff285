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
}

extension UITableViewDataSource {
    /// Not implemented: one section, as UIKit assumes ("Default is 1 if not implemented",
    /// UITableView.h).
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
}
#endif
