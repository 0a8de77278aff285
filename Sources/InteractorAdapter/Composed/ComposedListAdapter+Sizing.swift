import Foundation
import ListUpdates

// Row heights on a composed list: each provider sizes its own rows (its registrations'
// `ItemSizing`, its own size cache), and the list's questions go to the provider of the row,
// with the row's index path in that provider, as `ListAdapter` answers them. Size changes
// outside updates (a new environment, an invalidation, rows at an estimate) run one pass a
// turn for every provider that asked, and the list is told once.
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

/// The providers' size passes of one turn of the scheduler: who asked, and whether the pass
/// is scheduled or running.
struct SizePassSchedule {
    /// The contents that asked for a pass since the last one.
    var asked: Set<ObjectIdentifier> = []
    var isScheduled = false
    /// While the pass runs, providers' requests to tell the list wait for its end.
    var isRunning = false
}

extension ComposedListAdapter {
    // MARK: Internal

    /// Schedules the turn's pass, for `content` and every other provider that asks meanwhile.
    @usableFromInline
    func contentNeedsSizePass(_ content: AnyObject) {
        sizePasses.asked.insert(ObjectIdentifier(content))
        guard !sizePasses.isScheduled else { return }
        sizePasses.isScheduled = true
        // After 0 rather than now: a main scheduler runs an action scheduled from the main
        // queue at once, and the pass belongs to the next turn.
        scheduler.schedule(after: 0) { [weak self] in
            MainActor.assumeIsolated { self?.runSizePasses() }
        }
    }

    /// Tells the list now, unless a pass is running (then once, at its end).
    @usableFromInline
    func contentNeedsListResize() {
        guard !sizePasses.isRunning else { return }
        resizeListOnScreen()
    }

    // MARK: Private

    /// Each provider that asked sizes its rows (in list order), then the list is told once
    /// (UIKit's `performBatchUpdates(nil)`), its first visible row kept where it is on screen.
    private func runSizePasses() {
        let asked = sizePasses.asked
        sizePasses = SizePassSchedule(isRunning: true)
        var passes: [(content: any ProviderContent, pass: SizePass)] = []
        for leaf in attachedLeaves() {
            guard let content = leaf.content, asked.contains(ObjectIdentifier(content)),
                let pass = content.sizePass()
            else { continue }
            if pass.resizesList { content.resizeOnScreen() } else { content.keepListHeights() }
            passes.append((content, pass))
        }
        sizePasses.isRunning = false
        if passes.contains(where: \.pass.resizesList) { resizeListOnScreen() }
        for (content, pass) in passes { content.finishSizePass(pass) }
    }

    /// One batch with no operation, which asks the changed rows' heights again; afterwards
    /// the list has every provider's heights.
    private func resizeListOnScreen() {
        defer {
            for leaf in attachedLeaves() where leaf.content?.sizesRows == true { leaf.content?.listHasEveryHeight() }
        }
        guard listView.isInWindow else {
            listView.reloadData()
            return
        }
        do {
            try listView.performBatchUpdates({ BatchUpdate() }, completion: nil)
        } catch {
            recorder.recordRejectedBatch(error)
        }
    }
}
