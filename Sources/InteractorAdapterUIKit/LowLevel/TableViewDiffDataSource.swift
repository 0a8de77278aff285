import Foundation
import InteractorAdapter

#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

// Parallel to CollectionViewDiffDataSource.swift, and kept so: public protocols refining each
// view's UIKit data source protocol, spelled as UIKit spells that view's methods.

/// A table view data source of your own that can show an updated row's new state in the cell
/// already on screen, for `UITableView.reload(using:...)`: for every updated row whose cell is
/// on screen (or prepared) in a stage that only updates, the reload asks it first and reloads
/// the row only when it answers `.needsToReload`. When it is asked, the stage's data is
/// already set.
///
/// ```swift
/// func tableView(_ tableView: UITableView, tryRenderCell cell: UITableViewCell, forRowAt indexPath: IndexPath) -> RenderResult {
///     guard let cell = cell as? TodoEntryCell else { return .needsToReload }
///     return cell.render(items[indexPath.row], animated: true)
/// }
/// ```
@MainActor
public protocol TableViewDiffDataSource: UITableViewDataSource {
    /// Renders the new content of `indexPath` into `cell`, the cell shown there.
    func tableView(
        _ tableView: UITableView, tryRenderCell cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) -> RenderResult

    /// Renders the new model of `section` into `header`, the header shown. Defaults to
    /// `.needsToReload`, which reloads the section.
    func tableView(
        _ tableView: UITableView, tryRenderHeader header: UITableViewHeaderFooterView, forSection section: Int
    ) -> RenderResult

    /// Renders the new model of `section` into `footer`, the footer shown. Defaults to
    /// `.needsToReload`, which reloads the section.
    func tableView(
        _ tableView: UITableView, tryRenderFooter footer: UITableViewHeaderFooterView, forSection section: Int
    ) -> RenderResult
}

extension TableViewDiffDataSource {
    /// Reloads the section: a header cannot be re-rendered unless the data source says how.
    public func tableView(
        _ tableView: UITableView, tryRenderHeader header: UITableViewHeaderFooterView, forSection section: Int
    ) -> RenderResult {
        .needsToReload
    }

    /// Reloads the section: a footer cannot be re-rendered unless the data source says how.
    public func tableView(
        _ tableView: UITableView, tryRenderFooter footer: UITableViewHeaderFooterView, forSection section: Int
    ) -> RenderResult {
        .needsToReload
    }
}
