import Foundation
import ListUpdates

/// Where each shown provider's sections are on a composed list, and how many items each of
/// them holds: the providers in order, with their counts copied out of their (generic)
/// content when it changes, so that the list's many count and lookup queries run no generic
/// code and touch no provider.
///
/// - Complexity: `locate` is O(log providers); a change of one provider's sections is
///   O(its sections), plus O(providers) integer additions at the next query.
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

    /// Takes `leaves` as the shown providers, with their counts.
    mutating func setLeaves(_ leaves: [any ProviderLeaf]) {
        self.leaves = leaves
        contents = leaves.map(\.content)
        indexes = [:]
        for (index, content) in contents.enumerated() {
            if let content { indexes[ObjectIdentifier(content)] = index }
        }
        itemCounts = contents.map { $0?.itemCounts ?? [] }
        endsAreStale = true
    }

    /// Copies the counts of `content`, whose sections changed.
    mutating func contentDidChange(_ content: any ProviderContent) {
        guard let index = indexes[ObjectIdentifier(content)] else { return }
        itemCounts[index] = content.itemCounts
        endsAreStale = true
    }

    /// The index among `leaves` of the provider showing the content with `id`, or nil.
    func index(of id: ObjectIdentifier) -> Int? {
        indexes[id]
    }

    /// The content of the provider at `index` of `leaves`.
    func content(at index: Int) -> (any ProviderContent)? {
        contents[index]
    }

    /// The list's index of the first section of the provider at `index` of `leaves`.
    mutating func start(ofLeafAt index: Int) -> Int {
        recountIfNeeded()
        return index == 0 ? 0 : ends[index - 1]
    }

    /// The provider that shows the list's `section`: its index among `leaves`, and the
    /// section's index among its own.
    mutating func locate(_ section: Int) -> (index: Int, section: Int)? {
        recountIfNeeded()
        guard section >= 0, let last = ends.last, section < last else { return nil }
        // The first provider whose sections end after `section` holds it (empty ones end where they start).
        var low = 0
        var high = ends.count - 1
        while low < high {
            let middle = (low + high) / 2
            if ends[middle] > section { high = middle } else { low = middle + 1 }
        }
        return (low, section - (low == 0 ? 0 : ends[low - 1]))
    }

    /// The number of items in the list's `section`.
    mutating func itemCount(inSection section: Int) -> Int {
        guard let (index, local) = locate(section) else { return 0 }
        return itemCounts[index][local]
    }

    /// The list's sections of `leaf`, or nil when it is not shown.
    mutating func range(of leaf: any ProviderLeaf) -> Range<Int>? {
        guard let index = leaves.firstIndex(where: { $0 === leaf }) else { return nil }
        let start = start(ofLeafAt: index)
        return start..<ends[index]
    }

    // MARK: Private

    private var contents: [(any ProviderContent)?] = []
    private var indexes: [ObjectIdentifier: Int] = [:]
    /// The item count of each section, per provider.
    private var itemCounts: [[Int]] = []
    /// For each provider, the index after its last section.
    private var ends: [Int] = []
    private var endsAreStale = false

    private mutating func recountIfNeeded() {
        guard endsAreStale else { return }
        endsAreStale = false
        ends.removeAll(keepingCapacity: true)
        var end = 0
        for counts in itemCounts {
            end += counts.count
            ends.append(end)
        }
    }
}
