import Foundation
import ListUpdates
import StagedDiff

// Row heights on the update path: every row sized (from the size cache, or measured) when
// the sections change shape, only the updated rows when a stage only updates (the list then
// asks only those whose height changed again), heights of deleted items evicted after the
// batch, and what the size cache did counted in the trace.
extension UpdatePipeline {
    /// Registers how rows of `viewStateType` are sized, and sizes what is on screen again.
    func register(_ sizing: RowSizing, for viewStateType: Any.Type) {
        sizer.register(sizing, for: viewStateType)
        if hasApplied {
            sizer.sizeAll(sections)
            resizeOnScreen()
        }
    }

    /// Notes what a stage about to be applied means for heights: which rows to size again
    /// after its data is set (all, unless it only updates) and which items it deletes.
    @usableFromInline
    func sizingWillApply(_ stage: Changeset<[Section]>) {
        guard sizer.isActive else { return }
        sizer.listHasEveryHeight()  // the batches before this one laid every row out
        for path in stage.elementDeleted {
            if let item = sections.item(at: path.section - sectionOffset, path.element) {
                deletedIdentities.append(item.differenceIdentifier)
            }
        }
        for section in stage.sectionDeleted where sections.indices.contains(section - sectionOffset) {
            deletedIdentities += sections[section - sectionOffset].elements.map(\.differenceIdentifier)
        }
        guard stage.hasOnlyUpdates else {
            stageRowsToResize = nil
            stageToCarry = stage
            return
        }
        var paths = stage.elementUpdated.map { IndexPath(item: $0.element, section: $0.section - sectionOffset) }
        for section in stage.sectionUpdated where sections.indices.contains(section - sectionOffset) {
            let local = section - sectionOffset
            paths += sections[local].elements.indices.map { IndexPath(item: $0, section: local) }
        }
        stageRowsToResize = paths
    }

    /// Sizes the rows of the data a stage just set (inside its batch, before the list lays
    /// out): the updated ones when the stage only updates, else every row.
    @usableFromInline
    func sizeRowsOfStage() {
        guard sizer.isActive else { return }
        stageRowsToResizeChanged = 0
        if let paths = stageRowsToResize {
            let before = sizer.changedRows?.count ?? 0
            sizer.resize(paths, of: sections, sectionOffset: sectionOffset)
            stageRowsToResizeChanged = (sizer.changedRows?.count ?? 0) - before
            countResizedOnScreen(from: before)
        } else if let stage = stageToCarry, sizer.carry(stage, sectionOffset: sectionOffset, to: sections) {
            // the heights followed the rows
        } else {
            sizer.sizeAll(sections)
        }
        stageRowsToResize = nil
        stageToCarry = nil
    }

    /// Whether the row at `listPath` changed height in the stage being applied.
    @usableFromInline
    func heightChanged(at listPath: IndexPath) -> Bool {
        guard sizer.isActive, stageRowsToResizeChanged > 0, let changed = sizer.changedRows else { return false }
        return changed.suffix(stageRowsToResizeChanged).contains(listPath)
    }

    /// Sizes every row of the sections just set without a batch (a reload, a drag).
    @usableFromInline
    func sizeAllRows() {
        guard sizer.isActive else { return }
        sizer.sizeAll(sections)
    }

    /// After an update: forgets the heights of the items it deleted and hands what sizing
    /// did to the trace.
    @usableFromInline
    func finishSizing() {
        guard sizer.isActive else { return }
        sizer.listHasEveryHeight()
        if !deletedIdentities.isEmpty {
            sizer.cache.evict(deletedIdentities)
            deletedIdentities = []
        }
        recorder.recordSizing(sizer.takeCounters())
    }

    /// Tells the list that row heights changed outside a batch: one batch with no
    /// operation (UIKit's `performBatchUpdates(nil)`), which asks the changed rows again.
    func resizeOnScreen() {
        guard hasApplied, listView.isInWindow else {
            if hasApplied { listView.reloadData() }
            sizer.listHasEveryHeight()
            return
        }
        do {
            try listView.performBatchUpdates({ BatchUpdate() }, completion: nil)
        } catch {
            recorder.recordRejectedBatch(error)
        }
    }

    /// A new environment: the rows on screen and half as many again above and below are sized
    /// again at once (from the cache where it can: turning back to the previous width
    /// measures nothing), the others get their last height as an estimate until a pass on
    /// the scheduler's next turn measures them; the list lays out again each time, its first
    /// visible row kept where it is on screen.
    func environmentDidChange(to environment: SizingEnvironment) {
        guard environment != sizer.environment else { return }
        guard sizer.isActive, hasApplied else {
            sizer.environment = environment
            return
        }
        sizer.switchEnvironment(to: environment, sections, exact: rowsNearScreen())
        resizeOnScreen()
        recorder.recordLateSizes(
            sizer.takeCounters(), emission: recorder.lastEmissionNumber, kind: .environmentChanged,
            visible: visibleSnapshot)
        scheduleEstimateCorrection()
    }

    /// Forgets the height of the items of `identities` (an image arrived): their rows are
    /// measured again in one pass on the scheduler's next turn, however many ask meanwhile.
    func invalidateSizes(of identities: [Item.DifferenceIdentifier]) {
        sizer.invalidate(identities)
        pendingInvalidations.formUnion(identities)
        scheduleEstimateCorrection()
    }

    /// Schedules one pass (per turn of the scheduler) that measures the rows still at an
    /// estimate and those invalidated, and resizes them on the list.
    func scheduleEstimateCorrection() {
        guard !isCorrectionScheduled else { return }
        isCorrectionScheduled = true
        // After 0 rather than now: a main scheduler runs an action scheduled from the main
        // queue at once, and the pass belongs to the next turn.
        scheduler.schedule(after: 0) { [weak self] in
            MainActor.assumeIsolated { self?.correctSizes() }
        }
    }

    // MARK: Private

    /// The pass `scheduleEstimateCorrection` schedules.
    private func correctSizes() {
        isCorrectionScheduled = false
        guard sizer.isActive, hasApplied else { return }
        var paths: [IndexPath] = []
        if !pendingInvalidations.isEmpty {
            for (section, rows) in sections.enumerated() {
                for (index, item) in rows.elements.enumerated()
                where pendingInvalidations.contains(item.differenceIdentifier) {
                    paths.append(IndexPath(item: index, section: section))
                }
            }
            pendingInvalidations = []
        }
        sizer.resize(paths, of: sections, sectionOffset: sectionOffset)
        sizer.correctEstimates(in: sections, sectionOffset: sectionOffset)
        guard let changed = sizer.changedRows, !changed.isEmpty else { return }
        recordLateSizes(of: recorder.lastEmissionNumber)
    }

    /// The rows on screen, and half as many again above and below them: a range of rows per
    /// section of this pipeline (empty for sections off screen).
    private func rowsNearScreen() -> [Range<Int>] {
        var ranges = [Range<Int>](repeating: 0..<0, count: sections.count)
        let onScreen = listView.indexPathsForVisibleItems.sorted()
        guard let first = onScreen.first, let last = onScreen.last else { return ranges }
        let overscan = (onScreen.count + 1) / 2
        for section in (first.section - sectionOffset)...(last.section - sectionOffset)
        where sections.indices.contains(section) {
            let count = sections[section].elements.count
            let start = section == first.section - sectionOffset ? max(0, first.item - overscan) : 0
            let end = section == last.section - sectionOffset ? min(count, last.item + 1 + overscan) : count
            ranges[section] = start..<max(start, end)
        }
        return ranges
    }

    // MARK: Private

    /// Counts the rows on screen among those `resize` found changed from `start` on.
    private func countResizedOnScreen(from start: Int) {
        guard let changed = sizer.changedRows, changed.count > start else { return }
        let onScreen = changed[start...].filter { listView.cellForItem(at: $0) != nil }.count
        sizer.countResizedInPlace(onScreen)
    }
}

// Rows measured with the background diff: the diff waits for its sizes, at most
// `sizingDeadline` in the scheduler's time; past it, it is applied with estimates (the rows on
// screen measured at once), and the sizes land when they come, the first visible row kept.
extension UpdatePipeline {
    /// Starts waiting for the sizes of `emission`, and for its deadline if there is one.
    func sizesAwaited(for emission: Int) {
        backgroundSizing.awaited = emission
        backgroundSizing.deadlinePassed = false
        guard let sizingDeadline else { return }
        scheduler.schedule(after: sizingDeadline) { [weak self] in
            MainActor.assumeIsolated { self?.deadlineReached(for: emission) }
        }
    }

    /// Whether the diff of `delivery` waits for its sizes (kept until they or the deadline come).
    func parkUntilSized(
        _ staged: StagedChangeset<[Section]>, _ delivery: AdapterInbox<[Section]>.Delivery, generation: Int
    ) -> Bool {
        guard backgroundSizing.awaited == delivery.number, !backgroundSizing.deadlinePassed else { return false }
        backgroundSizing.parked = (staged, delivery, generation)
        return true
    }

    /// The diff of `emission` is dropped, or `applied` before its sizes came (its deadline
    /// passed): its sizes are no longer awaited; those of an applied one may still land.
    func sizesNoLongerAwaited(for emission: Int, applied: Bool) {
        guard backgroundSizing.awaited == emission else { return }
        if applied { backgroundSizing.estimated.insert(emission) }
        backgroundSizing.awaited = nil
    }

    /// Applies a background diff, with estimates for rows not measured yet when its deadline
    /// passed before its sizes came; the rows then on screen are measured at once.
    func applySized(_ delivery: AdapterInbox<[Section]>.Delivery, _ staged: StagedChangeset<[Section]>) {
        let estimating = backgroundSizing.estimated.contains(delivery.number)
        sizer.estimatesMisses = estimating
        apply(delivery) { staged }
        sizer.estimatesMisses = false
        if estimating { measureEstimatedRowsOnScreen() }
    }

    /// The sizes measured with the diff of `emission`: the parked diff is applied with them;
    /// an emission applied at estimates gets its rows corrected; any other (superseded) is dropped.
    func measurementsArrived(_ measured: [MeasuredRow<Item>], emission: Int) {
        if backgroundSizing.awaited == emission {
            sizer.store(measured: measured)
            backgroundSizing.awaited = nil
            guard let parked = backgroundSizing.parked else { return }
            backgroundSizing.parked = nil
            finishBackgroundDiff(parked.staged, parked.delivery, generation: parked.generation)
        } else if backgroundSizing.estimated.remove(emission) != nil {
            sizer.store(measured: measured)
            sizer.correctEstimates(in: sections, sectionOffset: sectionOffset)
            recordLateSizes(of: emission)
        }
    }

    /// The deadline of `emission` passed: a parked diff is applied at estimates now.
    func deadlineReached(for emission: Int) {
        guard backgroundSizing.awaited == emission else { return }
        backgroundSizing.deadlinePassed = true
        guard let parked = backgroundSizing.parked else { return }
        backgroundSizing.parked = nil
        finishBackgroundDiff(parked.staged, parked.delivery, generation: parked.generation)
    }

    /// Measures the estimated rows on screen (repeating while measuring brings others in).
    func measureEstimatedRowsOnScreen() {
        for _ in 0..<4 {
            let onScreen = listView.indexPathsForVisibleItems.map {
                IndexPath(item: $0.item, section: $0.section - sectionOffset)
            }
            let before = sizer.changedRows?.count ?? 0
            sizer.correctEstimates(in: sections, sectionOffset: sectionOffset, only: onScreen)
            guard (sizer.changedRows?.count ?? 0) > before else { return }
            resizeOnScreen()
        }
    }

    /// Resizes the rows whose sizes landed after their emission, and records it in the trace.
    func recordLateSizes(of emission: Int) {
        resizeOnScreen()
        recorder.recordLateSizes(sizer.takeCounters(), emission: emission, visible: visibleSnapshot)
    }
}
