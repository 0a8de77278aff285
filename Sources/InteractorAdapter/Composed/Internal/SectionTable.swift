import Foundation
import ListUpdates

/// Where each shown provider's sections are on a composed list: the providers in order and,
/// for each, the index after its last section. Rebuilt when providers come, go or move, and
/// its ends recounted when a provider's number of sections may have changed.
///
/// - Complexity: `locate` is O(log providers); a recount is O(providers).
@MainActor
struct SectionTable {
    // MARK: Internal

    /// The shown providers, in list order.
    private(set) var leaves: [any ProviderLeaf] = []

    /// The number of sections of all providers.
    var sectionCount: Int {
        mutating get {
            recountIfNeeded()
            return ends.last ?? 0
        }
    }

    /// Takes `leaves` as the shown providers.
    mutating func setLeaves(_ leaves: [any ProviderLeaf]) {
        self.leaves = leaves
        countsAreStale = true
    }

    /// Notes that a provider's number of sections may have changed.
    mutating func invalidateCounts() {
        countsAreStale = true
    }

    /// The provider that shows the list's `section`, and the section's index among its own.
    mutating func locate(_ section: Int) -> (leaf: any ProviderLeaf, section: Int)? {
        recountIfNeeded()
        guard section >= 0, let last = ends.last, section < last else { return nil }
        // The first provider whose sections end after `section` holds it (empty ones end where they start).
        var low = 0
        var high = ends.count - 1
        while low < high {
            let middle = (low + high) / 2
            if ends[middle] > section { high = middle } else { low = middle + 1 }
        }
        let start = low == 0 ? 0 : ends[low - 1]
        return (leaves[low], section - start)
    }

    /// The list's index of `leaf`'s first section and its number of sections, or nil when it
    /// is not shown.
    mutating func range(of leaf: any ProviderLeaf) -> Range<Int>? {
        recountIfNeeded()
        guard let index = leaves.firstIndex(where: { $0 === leaf }) else { return nil }
        return (index == 0 ? 0 : ends[index - 1])..<ends[index]
    }

    // MARK: Private

    private var ends: [Int] = []
    private var countsAreStale = false

    private mutating func recountIfNeeded() {
        guard countsAreStale else { return }
        countsAreStale = false
        ends.removeAll(keepingCapacity: true)
        var end = 0
        for leaf in leaves {
            end += leaf.content?.sectionCount ?? 0
            ends.append(end)
        }
    }
}
