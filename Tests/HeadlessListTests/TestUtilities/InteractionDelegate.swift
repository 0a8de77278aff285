import Foundation
import HeadlessList
import ListUpdates

/// A delegate that gives section heights, swipe actions and context menus per index path,
/// retargets drags when asked to, and records what the list tells it, checking that every
/// cell is told `willDisplay` and `didEndDisplaying` in turn.
@MainActor
final class InteractionDelegate: ListViewSectionHeightProviding {
    var headerHeights: [Int: Double] = [:]
    var footerHeights: [Int: Double] = [:]
    var trailingActions: [IndexPath: ListSwipeActions] = [:]
    var leadingActions: [IndexPath: ListSwipeActions] = [:]
    var menus: [IndexPath: ListContextMenu] = [:]
    /// Where a drag goes instead of the (clamped) proposal, if anywhere.
    var retarget: ((IndexPath, IndexPath) -> IndexPath)?
    /// What the list told, in order: `willDisplay 0-1 Apple`, `didEndDisplaying 0-1 Apple`,
    /// `target 0-0 > 0-3`, `didSelect 0-1`.
    private(set) var events: [String] = []
    /// The cells displayed now (told `willDisplay` and not `didEndDisplaying` since).
    private(set) var displayed: Set<ObjectIdentifier> = []
    /// Cells told `willDisplay` twice in a row, or `didEndDisplaying` without `willDisplay`.
    private(set) var unbalanced: [String] = []

    func clearEvents() { events = [] }

    func listView(_ listView: any ListView, heightForHeaderInSection section: Int) -> Double? {
        headerHeights[section]
    }

    func listView(_ listView: any ListView, heightForFooterInSection section: Int) -> Double? {
        footerHeights[section]
    }

    func listView(_ listView: any ListView, didSelectItemAt indexPath: IndexPath) {
        events.append("didSelect \(indexPath.section)-\(indexPath.item)")
    }

    func listView(_ listView: any ListView, willDisplay cell: any ListCell, forItemAt indexPath: IndexPath) {
        let text = (cell as? HeadlessCell)?.text ?? "?"
        events.append("willDisplay \(indexPath.section)-\(indexPath.item) \(text)")
        if !displayed.insert(ObjectIdentifier(cell)).inserted { unbalanced.append("displayed twice: \(text)") }
        if listView.cellForItem(at: indexPath) !== cell { unbalanced.append("not on screen yet: \(text)") }
    }

    func listView(_ listView: any ListView, didEndDisplaying cell: any ListCell, forItemAt indexPath: IndexPath) {
        let text = (cell as? HeadlessCell)?.text ?? "?"
        events.append("didEndDisplaying \(indexPath.section)-\(indexPath.item) \(text)")
        if displayed.remove(ObjectIdentifier(cell)) == nil { unbalanced.append("ended without display: \(text)") }
    }

    func listView(_ listView: any ListView, trailingSwipeActionsForItemAt indexPath: IndexPath) -> ListSwipeActions? {
        trailingActions[indexPath]
    }

    func listView(_ listView: any ListView, leadingSwipeActionsForItemAt indexPath: IndexPath) -> ListSwipeActions? {
        leadingActions[indexPath]
    }

    func listView(_ listView: any ListView, contextMenuForItemAt indexPath: IndexPath) -> ListContextMenu? {
        menus[indexPath]
    }

    func listView(
        _ listView: any ListView, targetIndexPathForMoveFromItemAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        let p = proposedDestinationIndexPath
        events.append("target \(sourceIndexPath.section)-\(sourceIndexPath.item) > \(p.section)-\(p.item)")
        return retarget?(sourceIndexPath, proposedDestinationIndexPath) ?? proposedDestinationIndexPath
    }
}
