import Foundation
import ListUpdates

// When the providers' states reach the list: only while the whole list is idle; then, in
// one pass, the first data (once), new lists of providers (group by group, top down), and
// every provider's waiting state, in list order, each as batches on its own sections.
extension ComposedListAdapter: UpdateHost {
    // MARK: Internal

    @usableFromInline
    func contentNeedsUpdate(_ content: AnyObject) {
        let id = ObjectIdentifier(content)
        pending.insert(id)
        if busy.contains(id), (content as? any ProviderContent)?.isIdle ?? true { busy.remove(id) }
        pump()
    }

    @usableFromInline
    func contentSectionsDidChange(_ content: AnyObject) {
        guard let content = content as? any ProviderContent else { return }
        table.contentDidChange(content)
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
                showLeaves()
            }
            drainProviders()
            notifyVisibleItems()
        } while needsAnotherPass
    }

    /// Takes the providers the groups show now into the table, in list order.
    func showLeaves() {
        var leaves: [any ProviderLeaf] = []
        root.appendShownLeaves(to: &leaves)
        table.setLeaves(leaves)
        visibilityListenersDidChange()
    }

    /// Notes whether any shown provider listens to its visible items, or to cells appearing
    /// and disappearing.
    func visibilityListenersDidChange() {
        hasVisibilityListeners = table.leaves.contains { $0.visibleItemsDidChange != nil }
        hasDisplayHandlers = table.leaves.contains { $0.content?.tracksDisplay ?? false }
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
        guard hasVisibilityListeners else { return }
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
        showLeaves()
        pending = []
        recorder.setMethod(.reloadData, reason: .firstData)
        listView.reloadData()
        recorder.finishUpdate(visible: listView.visibleTraceLines)
    }

    /// Applies the waiting state of every provider that has one, top to bottom, each moved
    /// to where its sections start.
    private func drainProviders() {
        guard !pending.isEmpty else { return }
        let waiting = pending.compactMap { table.index(of: $0) }.sorted()
        pending = []
        for index in waiting {
            guard let content = table.content(at: index) else { continue }
            content.sectionOffset = table.start(ofLeafAt: index)
            content.drain()
            if !content.isIdle { busy.insert(ObjectIdentifier(content)) }
        }
    }
}
