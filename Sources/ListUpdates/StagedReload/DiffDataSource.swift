import BinarySearch
import Foundation
import StagedDiff

/// A data source that can show an updated item's new state in the cell already on screen.
///
/// `ListView.reload(using:interrupt:setData:completion:)` asks it, for every updated item
/// whose cell is visible, before reloading that item: answering `.rendered` keeps the cell
/// (and its animations and state), `.needsToReload` reloads the row in the same batch.
/// When it is asked, the stage's data is already set, so the data source returns the new
/// content for `indexPath`.
///
/// ```swift
/// func listView(_ listView: any ListView, tryRenderCell cell: any ListCell, forItemAt indexPath: IndexPath) -> RenderResult {
///     guard let cell = cell as? TodoEntryCell else { return .needsToReload }
///     return cell.render(items[indexPath.item].state, animated: true)
/// }
/// ```
@MainActor
public protocol DiffDataSource: ListViewDataSource {
    /// Renders the new content of `indexPath` into `cell`, the cell on screen there.
    func listView(
        _ listView: any ListView, tryRenderCell cell: any ListCell, forItemAt indexPath: IndexPath
    ) -> RenderResult

    /// Renders the new model of `section` into `header`, the header on screen. Defaults to
    /// `.needsToReload`, which reloads the section.
    func listView(
        _ listView: any ListView, tryRenderHeader header: any ListCell, forSection section: Int
    ) -> RenderResult

    /// Renders the new model of `section` into `footer`, the footer on screen. Defaults to
    /// `.needsToReload`, which reloads the section.
    func listView(
        _ listView: any ListView, tryRenderFooter footer: any ListCell, forSection section: Int
    ) -> RenderResult
}

extension DiffDataSource {
    /// Reloads the section: a header cannot be re-rendered unless the data source says how.
    public func listView(
        _ listView: any ListView, tryRenderHeader header: any ListCell, forSection section: Int
    ) -> RenderResult {
        .needsToReload
    }

    /// Reloads the section: a footer cannot be re-rendered unless the data source says how.
    public func listView(
        _ listView: any ListView, tryRenderFooter footer: any ListCell, forSection section: Int
    ) -> RenderResult {
        .needsToReload
    }
}
