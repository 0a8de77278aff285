import Foundation
import ListUpdates

extension ListAdapter: ReconfigurableDataSource {
    /// True when the item's view state is registered with exactly the class of `cell` and
    /// that class renders without animation: configuring the cell again then shows the new
    /// state in the same cell. An animated renderer that asked to reload, a view state that
    /// needs another class, or one with no registration needs a new cell.
    public func listView(
        _ listView: any ListView, canReconfigure cell: any ListCell, forItemAt indexPath: IndexPath
    )
        -> Bool
    {
        guard let item = item(at: indexPath),
            let registration = registry.registration(for: ViewStateLookup.viewState(of: item), kind: .cell)
        else { return false }
        return ObjectIdentifier(type(of: cell)) == ObjectIdentifier(registration.cellType)
            && registration.renderAnimated == nil
    }
}
