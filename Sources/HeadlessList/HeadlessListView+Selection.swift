import BinarySearch
import Foundation
import ListUpdates
import StagedDiff

extension HeadlessListView {
    /// The selected items, in list order.
    public var indexPathsForSelectedItems: [IndexPath] {
        selectedItems.sorted(by: Self.isOrderedBefore)
    }

    /// A finger touches the visible item at `indexPath`: it highlights if the delegate's
    /// `shouldHighlightItemAt` agrees.
    /// - Returns: whether the item is now highlighted.
    @discardableResult
    public func highlightItem(at indexPath: IndexPath) -> Bool {
        guard cellForItem(at: indexPath) != nil,
            delegate?.listView(self, shouldHighlightItemAt: indexPath) ?? true
        else { return false }
        highlightedIndexPath = indexPath
        return true
    }

    /// The finger lifts or moves away: nothing is highlighted any more.
    public func unhighlightItem() {
        highlightedIndexPath = nil
    }

    /// A user's tap on the visible item at `indexPath`, as UIKit handles one: it highlights
    /// (asking the delegate), unhighlights, deselects the previous selection (telling the
    /// delegate `didDeselectItemAt`), selects and tells the delegate `didSelectItemAt`. With
    /// `allowsMultipleSelection`, a tap on a selected item deselects it instead.
    /// Items off screen cannot be tapped. While a swipe is open, a tap only closes it, as in
    /// UIKit. (UIKit's `selectRow(at:animated:scrollPosition:)`, selection from code, tells
    /// the delegate nothing; this simulates the finger.)
    /// - Returns: whether the item is selected after the tap.
    @discardableResult
    public func tapItem(at indexPath: IndexPath) -> Bool {
        guard openSwipe == nil else {
            openSwipe = nil
            return false
        }
        guard highlightItem(at: indexPath) else { return false }
        unhighlightItem()
        if allowsMultipleSelection, selectedItems.contains(indexPath) {
            selectedItems.remove(indexPath)
            delegate?.listView(self, didDeselectItemAt: indexPath)
            return false
        }
        if !allowsMultipleSelection {
            for other in indexPathsForSelectedItems where other != indexPath {
                selectedItems.remove(other)
                delegate?.listView(self, didDeselectItemAt: other)
            }
        }
        selectedItems.insert(indexPath)
        delegate?.listView(self, didSelectItemAt: indexPath)
        return true
    }

    /// Deselects `indexPath` from code, like UIKit's `deselectRow(at:animated:)`: the
    /// delegate is not told.
    public func deselect(_ indexPath: IndexPath) {
        selectedItems.remove(indexPath)
    }
}
