#if !canImport(UIKit)
import Foundation
import ListUpdates

extension ListEngine {
    /// A finger's tap on the visible item at `indexPath`, as UIKit handles one: the delegate
    /// is asked whether it highlights (Apple documentation,
    /// `UITableViewDelegate.tableView(_:shouldHighlightRowAt:)`: "If you do not implement this
    /// method, the default return value is true"); if so the previous selection is deselected
    /// (`didDeselect`), the item selected and the delegate told (`didSelect`).
    /// - Returns: whether the item is selected afterwards.
    @discardableResult
    func tap(at indexPath: IndexPath) -> Bool {
        guard let host, visible[indexPath] != nil, host.delegateShouldHighlight(at: indexPath) else { return false }
        for other in selected.sorted() where other != indexPath {
            selected.remove(other)
            host.delegateDidDeselect(at: other)
        }
        selected.insert(indexPath)
        host.delegateDidSelect(at: indexPath)
        return true
    }

    /// Deselects from code, telling nobody (Apple documentation,
    /// `UITableView.deselectRow(at:animated:)`: "Calling this method doesn't cause the delegate to
    /// receive a tableView(_:willDeselectRowAt:) or tableView(_:didDeselectRowAt:) message").
    func deselect(_ indexPath: IndexPath) {
        selected.remove(indexPath)
    }

    /// The list entered or left a window: entering asks for a layout; leaving drops the
    /// running animations.
    func windowDidChange(isInWindow: Bool) {
        if isInWindow {
            host?.setNeedsLayout()
        } else {
            dropAnimations()
        }
    }
}
#endif
