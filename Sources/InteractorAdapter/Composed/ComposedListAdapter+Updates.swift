import Foundation
import ListUpdates

// When the providers' states reach the list: only while the whole list is idle; then, in
// one pass, the first data (once), new lists of providers (group by group, top down), and
// every provider's waiting state, in list order, each as batches on its own sections.
extension ComposedListAdapter: UpdateHost {
    // MARK: Internal

    @usableFromInline
    func contentNeedsUpdate() {
        pump()
    }

    @usableFromInline
    func contentSectionsDidChange() {
        table.invalidateCounts()
    }

    /// Runs `body` (which attaches providers, whose states may arrive at once) and applies
    /// what waits only after it: the providers of one change are shown together.
    func deferringUpdates(_ body: () -> Void) {
        pumpDeferrals += 1
        body()
        pumpDeferrals -= 1
        pump()
    }

    /// Applies whatever waits, repeatedly, until nothing does or a batch animates.
    func pump() {
        guard !isPumping, pumpDeferrals == 0 else {
            needsAnotherPass = true
            return
        }
        isPumping = true
        defer { isPumping = false }
        repeat {
            needsAnotherPass = false
            guard isIdle else { return }
            if !hasShown {
                showFirstProviders()
            } else if structureIsStale {
                structureIsStale = false
                _ = applyChildrenChanges(of: root, start: 0)
                table.setLeaves(shownLeaves())
            }
            drainProviders()
            notifyVisibleItems()
        } while needsAnotherPass
    }

    /// The shown providers, in list order.
    func shownLeaves() -> [any ProviderLeaf] {
        var leaves: [any ProviderLeaf] = []
        root.appendShownLeaves(to: &leaves)
        return leaves
    }

    /// `leaf`'s visible index paths, its own, sorted.
    func visibleIndexPaths(of leaf: any ProviderLeaf) -> [IndexPath] {
        guard let range = table.range(of: leaf), !range.isEmpty else { return [] }
        return listView.indexPathsForVisibleItems.filter { range.contains($0.section) }.sorted().map {
            IndexPath(item: $0.item, section: $0.section - range.lowerBound)
        }
    }

    /// Tells each provider that listens whether its visible items changed.
    func notifyVisibleItems() {
        for leaf in table.leaves where leaf.visibleItemsDidChange != nil {
            let visible = visibleIndexPaths(of: leaf)
            guard visible != leaf.lastVisibleItems else { continue }
            leaf.lastVisibleItems = visible
            leaf.visibleItemsDidChange?(visible)
        }
    }

    // MARK: Private

    /// Shows every provider's newest state at once, with `reloadData()`.
    private func showFirstProviders() {
        hasShown = true
        structureIsStale = false
        recorder.beginUpdate(
            emission: root.childrenVersion, coalescedEmissions: max(0, root.childrenVersion - 1),
            itemTypeName: "providers")
        reportDuplicateIDs(of: root)
        root.showNewest()
        table.setLeaves(shownLeaves())
        for leaf in table.leaves { leaf.content?.needsDrain = false }
        recorder.setMethod(.reloadData, reason: .firstData)
        listView.reloadData()
        recorder.finishUpdate(visible: listView.visibleTraceLines)
    }

    /// Applies the waiting state of every provider that has one, top to bottom, each moved
    /// to where its sections start.
    private func drainProviders() {
        var start = 0
        for leaf in table.leaves {
            guard let content = leaf.content else { continue }
            if content.needsDrain {
                content.needsDrain = false
                content.sectionOffset = start
                content.drain()
            }
            start += content.sectionCount
        }
    }
}
