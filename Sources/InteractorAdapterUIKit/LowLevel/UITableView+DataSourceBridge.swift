import Foundation
import InteractorAdapter

#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

// Parallel to UICollectionView+DataSourceBridge.swift, and kept so: every line is a call of the
// view's own UIKit data source protocol, or of the public hooks that follow its spelling.

extension UITableView {
    /// The table's own data source as the low-level `reload(using:...)` asks it: its counts
    /// (one section where it does not say, as UIKit), its cells, its `TableViewDiffDataSource`
    /// hooks.
    var dataSourceBridge: UIKitDataSourceBridge {
        UIKitDataSourceBridge(
            numberOfSections: { [unowned self] in ownDataSourceSectionCount },
            numberOfItems: { [unowned self] in dataSource?.tableView(self, numberOfRowsInSection: $0) ?? 0 },
            cell: { [unowned self] in
                dataSource?.tableView(self, cellForRowAt: $0) ?? UITableViewCell(style: .default, reuseIdentifier: nil)
            },
            hooks: { [unowned self] in dataSource as? any TableViewDiffDataSource },
            renderCell: { [unowned self] (source, cell: UITableViewCell, indexPath) in
                source.tableView(self, tryRenderCell: cell, forRowAt: indexPath)
            },
            renderHeader: { [unowned self] (source, header: UITableViewHeaderFooterView, section) in
                source.tableView(self, tryRenderHeader: header, forSection: section)
            },
            renderFooter: { [unowned self] (source, footer: UITableViewHeaderFooterView, section) in
                source.tableView(self, tryRenderFooter: footer, forSection: section)
            })
    }
}
