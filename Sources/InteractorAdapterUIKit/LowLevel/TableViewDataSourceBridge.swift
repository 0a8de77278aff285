import Foundation
import InteractorAdapter

#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

// Parallel to CollectionViewDataSourceBridge.swift, and kept so: every line is a call of the
// view's own UIKit data source protocol, or of the public hooks that follow its spelling.

/// Answers, for the low-level `UITableView.reload(using:...)`, as the table's own data source
/// does: its counts, and its `TableViewDiffDataSource` hooks when it has them.
@MainActor
final class TableViewDataSourceBridge: DiffDataSource {
    // MARK: Lifecycle

    init(tableView: UITableView) {
        self.tableView = tableView
    }

    // MARK: Internal

    /// The table's data source's `numberOfSections(in:)`, 1 when it has none (UIKit's default).
    func numberOfSections(in listView: any ListView) -> Int {
        guard let dataSource = tableView.dataSource else { return 0 }
        // The one call of an optional UIKit method outside the scroll proxy: spelled with `?`
        // on UIKit, without it on the stand-in (see `ScrollViewProxy`).
        #if canImport(UIKit)
        return dataSource.numberOfSections?(in: tableView) ?? 1
        #else
        return dataSource.numberOfSections(in: tableView)
        #endif
    }

    func listView(_ listView: any ListView, numberOfItemsInSection section: Int) -> Int {
        tableView.dataSource?.tableView(tableView, numberOfRowsInSection: section) ?? 0
    }

    /// The table's data source's cell (UIKit asks its data source directly; so does this).
    func listView(_ listView: any ListView, cellForItemAt indexPath: IndexPath) -> any ListCell {
        guard let dataSource = tableView.dataSource else {
            return UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        return dataSource.tableView(tableView, cellForRowAt: indexPath)
    }

    func listView(
        _ listView: any ListView, tryRenderCell cell: any ListCell, forItemAt indexPath: IndexPath
    )
        -> RenderResult
    {
        guard let source = tableView.dataSource as? any TableViewDiffDataSource, let cell = cell as? UITableViewCell
        else { return .needsToReload }
        return source.tableView(tableView, tryRenderCell: cell, forRowAt: indexPath)
    }

    func listView(
        _ listView: any ListView, tryRenderHeader header: any ListCell, forSection section: Int
    )
        -> RenderResult
    {
        guard let source = tableView.dataSource as? any TableViewDiffDataSource,
            let header = header as? UITableViewHeaderFooterView
        else { return .needsToReload }
        return source.tableView(tableView, tryRenderHeader: header, forSection: section)
    }

    func listView(
        _ listView: any ListView, tryRenderFooter footer: any ListCell, forSection section: Int
    )
        -> RenderResult
    {
        guard let source = tableView.dataSource as? any TableViewDiffDataSource,
            let footer = footer as? UITableViewHeaderFooterView
        else { return .needsToReload }
        return source.tableView(tableView, tryRenderFooter: footer, forSection: section)
    }

    // MARK: Private

    private unowned let tableView: UITableView
}
