import Foundation
import ListUpdates

// The user's gestures beyond a tap, items appearing and prefetching, and the heights of
// headers and footers, each handed to the provider of the item or section with its own
// index paths.
extension ComposedListAdapter: ListViewSectionHeightProviding, ListViewDataSourcePrefetching {
    // MARK: Public

    /// The header height the section's model gives in its provider (`ListSectionModel`).
    public func listView(_ listView: any ListView, heightForHeaderInSection section: Int) -> Double? {
        guard let (index, local) = locateAnswered(section) else { return nil }
        return answeredContent(at: index)?.headerHeight(ofSection: local)
    }

    /// The footer height the section's provider gives (0 when its model has no footer).
    public func listView(_ listView: any ListView, heightForFooterInSection section: Int) -> Double? {
        guard let (index, local) = locateAnswered(section) else { return 0 }
        return answeredContent(at: index)?.footerHeight(ofSection: local) ?? 0
    }

    /// The trailing swipe actions of the item's registration in its provider.
    public func listView(
        _ listView: any ListView, trailingSwipeActionsForItemAt indexPath: IndexPath
    ) -> ListSwipeActions? {
        guard let (leaf, local) = locateItem(indexPath) else { return nil }
        return leaf.content?.swipeActions(at: local, edge: .trailing)
    }

    /// The leading swipe actions of the item's registration in its provider.
    public func listView(
        _ listView: any ListView, leadingSwipeActionsForItemAt indexPath: IndexPath
    ) -> ListSwipeActions? {
        guard let (leaf, local) = locateItem(indexPath) else { return nil }
        return leaf.content?.swipeActions(at: local, edge: .leading)
    }

    /// The context menu of the item's registration in its provider.
    public func listView(_ listView: any ListView, contextMenuForItemAt indexPath: IndexPath) -> ListContextMenu? {
        guard let (leaf, local) = locateItem(indexPath) else { return nil }
        return leaf.content?.contextMenu(at: local)
    }

    /// Keeps a dragged item in its provider (at its first or last place when the proposal
    /// is above or below it), then where the provider allows (its own sections' rules, as on
    /// a `ListAdapter`).
    public func listView(
        _ listView: any ListView, targetIndexPathForMoveFromItemAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        guard let (index, sourceSection) = locateAnswered(sourceIndexPath.section),
            let content = answeredContent(at: index), content.sectionCount > 0
        else { return sourceIndexPath }
        let start = answeredStart(ofLeafAt: index)
        let source = IndexPath(item: sourceIndexPath.item, section: sourceSection)
        let proposal = Self.proposal(
            proposedDestinationIndexPath, within: start, content.itemCounts, from: source)
        let target = content.targetForMove(from: source, proposed: proposal)
        return IndexPath(item: target.item, section: target.section + start)
    }

    /// Runs the `willDisplay` handler of the item's registration in its provider.
    public func listView(_ listView: any ListView, willDisplay cell: any ListCell, forItemAt indexPath: IndexPath) {
        guard hasDisplayHandlers, let (leaf, local) = locateItem(indexPath), let content = leaf.content,
            content.tracksDisplay
        else { return }
        displayOwners[ObjectIdentifier(cell)] = content
        content.willDisplay(cell, at: local)
    }

    /// Runs the `didEndDisplaying` handler of the registration (in the provider that showed
    /// it, even one gone since) of the item the cell showed.
    public func listView(
        _ listView: any ListView, didEndDisplaying cell: any ListCell, forItemAt indexPath: IndexPath
    ) {
        guard !displayOwners.isEmpty, let content = displayOwners.removeValue(forKey: ObjectIdentifier(cell)) else {
            return
        }
        var local: IndexPath?
        if let (index, section) = locateAnswered(indexPath.section), answeredContent(at: index) === content {
            local = IndexPath(item: indexPath.item, section: section)
        }
        content.didEndDisplaying(cell, at: local)
    }

    /// Runs the `prefetch` handlers of the items' registrations, provider by provider.
    public func listView(_ listView: any ListView, prefetchItemsAt indexPaths: [IndexPath]) {
        forEachProvider(of: indexPaths) { $0.prefetchItems(at: $1, cancelled: false) }
    }

    /// Runs the `cancelPrefetching` handlers of the items' registrations, provider by provider.
    public func listView(_ listView: any ListView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
        forEachProvider(of: indexPaths) { $0.prefetchItems(at: $1, cancelled: true) }
    }

    // MARK: Private

    /// `proposed` (a list index path) in the provider whose sections start at `start` and
    /// hold `counts` items: above it, its first place; below it, its last place (after the
    /// last row of a section other than `source`'s).
    private static func proposal(
        _ proposed: IndexPath, within start: Int, _ counts: [Int], from source: IndexPath
    ) -> IndexPath {
        let section = proposed.section - start
        if section < 0 { return IndexPath(item: 0, section: 0) }
        guard section < counts.count else {
            let last = counts.count - 1
            return IndexPath(item: last == source.section ? max(0, counts[last] - 1) : counts[last], section: last)
        }
        return IndexPath(item: proposed.item, section: section)
    }

    /// Calls `body` with each provider of `indexPaths` and its items, in its own index paths.
    private func forEachProvider(
        of indexPaths: [IndexPath], _ body: (any ProviderContent, [IndexPath]) -> Void
    ) {
        var groups: [(content: any ProviderContent, paths: [IndexPath])] = []
        for indexPath in indexPaths {
            guard let (leaf, local) = locateItem(indexPath), let content = leaf.content else { continue }
            if let last = groups.indices.last, groups[last].content === content {
                groups[last].paths.append(local)
            } else {
                groups.append((content, [local]))
            }
        }
        for group in groups { body(group.content, group.paths) }
    }
}
