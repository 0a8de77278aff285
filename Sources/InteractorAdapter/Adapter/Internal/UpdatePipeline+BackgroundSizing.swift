import Foundation
import ListUpdates
import StagedDiff

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
