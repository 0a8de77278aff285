import Foundation
import ListUpdates

extension ComposedListAdapter: ListViewDelegate {
    /// Asks the registration of the item's provider, then the provider's own
    /// `shouldHighlightItem` with its own index path.
    public func listView(_ listView: any ListView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        guard let (leaf, local) = locateItem(indexPath), let content = leaf.content else { return false }
        return content.shouldHighlightItem(at: local) && leaf.shouldHighlightItem?(local) ?? true
    }

    /// Runs the registration's `didSelect` (deselecting when it says so), then tells the
    /// provider's `didSelectItem` its own index path.
    public func listView(_ listView: any ListView, didSelectItemAt indexPath: IndexPath) {
        guard let (leaf, local) = locateItem(indexPath) else { return }
        leaf.content?.selectItem(at: local, listPath: indexPath)
        leaf.didSelectItem?(local)
    }

    /// Tells the provider's `didDeselectItem` its own index path.
    public func listView(_ listView: any ListView, didDeselectItemAt indexPath: IndexPath) {
        guard let (leaf, local) = locateItem(indexPath) else { return }
        leaf.didDeselectItem?(local)
    }

    /// Forwards to `scrollDelegate` and tells providers whose visible items changed.
    public func listViewDidScroll(_ listView: any ListView) {
        scrollDelegate?.listViewDidScroll(listView)
        notifyVisibleItems()
    }

    // MARK: Internal

    /// The provider of the list's item at `indexPath` and the item's own index path.
    func locateItem(_ indexPath: IndexPath) -> (leaf: any ProviderLeaf, indexPath: IndexPath)? {
        guard let (index, section) = locateAnswered(indexPath.section) else { return nil }
        return (answeredLeaf(at: index), IndexPath(item: indexPath.item, section: section))
    }
}
