import Foundation
import ListUpdates
import ReactiveCore
import StagedDiff

extension ListAdapter: ListViewDelegate {
    /// Asks the registration's `shouldHighlight`; rows without one highlight, placeholders do not.
    public func listView(_ listView: any ListView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        guard let item = item(at: indexPath) else { return false }
        let viewState = ViewStateLookup.viewState(of: item)
        guard let registration = registry.registration(for: viewState, isHeader: false) else { return false }
        return registration.shouldHighlight?(viewState) ?? true
    }

    /// Runs the registration's `didSelect` and deselects the row when it answers `.deselect`.
    public func listView(_ listView: any ListView, didSelectItemAt indexPath: IndexPath) {
        guard let item = item(at: indexPath) else { return }
        let viewState = ViewStateLookup.viewState(of: item)
        guard let didSelect = registry.registration(for: viewState, isHeader: false)?.didSelect else { return }
        if didSelect(viewState) == .deselect {
            (listView as? any DeselectableListView)?.deselectItem(at: indexPath, animated: true)
        }
    }

    /// Forwards to `scrollDelegate`.
    public func listViewDidScroll(_ listView: any ListView) {
        scrollDelegate?.listViewDidScroll(listView)
    }
}
