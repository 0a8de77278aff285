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
            numberOfSections: { [unowned self] in
                guard let dataSource else { return 0 }
                // An optional UIKit method: spelled with `?` on UIKit, without it on the
                // stand-in (see `ScrollViewProxy`).
                #if canImport(UIKit)
                return dataSource.numberOfSections?(in: self) ?? 1
                #else
                return dataSource.numberOfSections(in: self)
                #endif
            },
            numberOfItems: { [unowned self] in dataSource?.tableView(self, numberOfRowsInSection: $0) ?? 0 },
            cell: { [unowned self] in
                dataSource?.tableView(self, cellForRowAt: $0) ?? UITableViewCell(style: .default, reuseIdentifier: nil)
            },
            tryRender: { [unowned self] view, part in
                guard let source = dataSource as? any TableViewDiffDataSource else { return .needsToReload }
                switch (part, view) {
                case (.cell(let indexPath), let cell as UITableViewCell):
                    return source.tableView(self, tryRenderCell: cell, forRowAt: indexPath)
                case (.header(let section), let header as UITableViewHeaderFooterView):
                    return source.tableView(self, tryRenderHeader: header, forSection: section)
                case (.footer(let section), let footer as UITableViewHeaderFooterView):
                    return source.tableView(self, tryRenderFooter: footer, forSection: section)
                default:
                    return .needsToReload
                }
            })
    }
}
