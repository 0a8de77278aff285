import Foundation
import ListUpdates

// Row heights on a composed list: each provider sizes its own rows (its registrations'
// `ItemSizing`, its own size cache), and the list's questions go to the provider of the row,
// with the row's index path in that provider, as `ListAdapter` answers them.
extension ComposedListAdapter: ListViewHeightProviding {
    /// Whether a registration of any provider sizes rows; without one, the list lays every
    /// row out at its own row height.
    public func givesItemHeights(in listView: any ListView) -> Bool {
        attachedLeaves().contains { $0.content?.sizesRows == true }
    }

    /// The row's height from its provider's registration; nil (the list's row height) for a
    /// row whose type has no sizing.
    public func listView(_ listView: any ListView, heightForItemAt indexPath: IndexPath) -> Double? {
        guard let (leaf, local) = locateItem(indexPath) else { return nil }
        return leaf.content?.answeredHeight(at: local)
    }

    /// Every row's height in `section`, from the section's provider.
    public func listView(
        _ listView: any ListView, heightsOfItemsInSection section: Int, rowHeight: Double
    ) -> [Double]? {
        guard let (index, local) = locateAnswered(section) else { return nil }
        return answeredContent(at: index)?.answeredHeights(inSection: local, rowHeight: rowHeight)
    }

    /// Whether the row's registration in its provider is `ItemSizing.selfSizing`.
    public func listView(_ listView: any ListView, selfSizesItemAt indexPath: IndexPath) -> Bool {
        guard let (leaf, local) = locateItem(indexPath) else { return false }
        return leaf.content?.answeredRowSelfSizes(at: local) ?? false
    }

    /// Keeps the height the list measured a self-sizing row at, in its provider's size cache.
    public func listView(_ listView: any ListView, didMeasureHeight height: Double, ofItemAt indexPath: IndexPath) {
        guard let (leaf, local) = locateItem(indexPath) else { return }
        leaf.content?.listMeasured(height, ofRowAt: local)
    }

    /// The rows whose height changed since the list last asked, in every provider; nil when
    /// one of them does not know.
    public func indexPathsOfItemsWithChangedHeights(in listView: any ListView) -> [IndexPath]? {
        var changed: [IndexPath] = []
        var known = true
        for leaf in attachedLeaves() {
            guard let content = leaf.content, content.sizesRows else { continue }
            if let rows = content.takeChangedRows() { changed += rows } else { known = false }
        }
        return known ? changed : nil
    }

    /// How many times the providers' measuring functions ran since the adapter was made.
    public var measurementCount: Int {
        attachedLeaves().reduce(0) { $0 + ($1.content?.measurementCount ?? 0) }
    }

    /// The height the registration of the row at `indexPath` gives it now, worked out afresh by
    /// the row's provider (see `ListAdapter.expectedHeight(ofItemAt:)`).
    package func expectedProviderHeight(ofItemAt indexPath: IndexPath) -> Double? {
        guard let (leaf, local) = locateItem(indexPath) else { return nil }
        return leaf.content?.expectedHeight(at: local)
    }
}
