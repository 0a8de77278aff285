import Foundation
import ListUpdates
import ReactiveCore
import StagedDiff

extension ListAdapter: ListViewDelegate {
    /// Asks the registration's `shouldHighlight`; rows without one highlight, placeholders do not.
    public func listView(_ listView: any ListView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        pipeline.shouldHighlightItem(at: indexPath)
    }

    /// Runs the registration's `didSelect` and deselects the row when it answers `.deselect`.
    public func listView(_ listView: any ListView, didSelectItemAt indexPath: IndexPath) {
        pipeline.selectItem(at: indexPath, listPath: indexPath)
    }

    /// Forwards to `scrollDelegate`.
    public func listViewDidScroll(_ listView: any ListView) {
        scrollDelegate?.listViewDidScroll(listView)
    }
}
