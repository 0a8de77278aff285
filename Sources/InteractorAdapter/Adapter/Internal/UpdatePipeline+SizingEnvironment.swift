import Foundation
import ListUpdates
import StagedDiff

// The environment rows are sized in (a width, a text size, an epoch) and explicit
// invalidations, coalesced into one pass on the scheduler's next turn: the rows near the
// screen sized in it, the others estimated until the pass of the turn after, the first
// visible row kept where it is on screen.
extension UpdatePipeline {
    /// A new environment: sized in the next correction pass, with whatever else changed size
    /// in this turn (see `correctSizes()`); at once while nothing is shown.
    func environmentDidChange(to environment: SizingEnvironment) {
        guard environment != environmentForNextPass else { return }
        guard sizer.isActive, hasApplied else {
            sizer.environment = environment
            pendingEnvironment = nil
            return
        }
        pendingEnvironment = environment == sizer.environment ? nil : environment
        scheduleEstimateCorrection()
    }

    /// The environment rows are sized in once the pass scheduled runs.
    var environmentForNextPass: SizingEnvironment { pendingEnvironment ?? sizer.environment }

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

    /// The pass `scheduleEstimateCorrection` schedules: one per turn, however many size
    /// changes asked for it. A new environment sizes the rows on screen and half as many again
    /// above and below at once (from the cache where it can: turning back to the previous
    /// width measures nothing) and estimates the others (their last height) until the next
    /// turn's pass measures them; rows invalidated meanwhile are measured again; the list is
    /// told once, its first visible row kept where it is on screen.
    private func correctSizes() {
        isCorrectionScheduled = false
        guard sizer.isActive, hasApplied else { return }
        if let environment = pendingEnvironment {
            pendingEnvironment = nil
            sizer.switchEnvironment(to: environment, sections, exact: rowsNearScreen())
            sizer.resize(invalidatedPaths(), of: sections, sectionOffset: sectionOffset)
            resizeOnScreen()
            recorder.recordLateSizes(
                sizer.takeCounters(), emission: recorder.lastEmissionNumber, kind: .environmentChanged,
                visible: visibleSnapshot)
            scheduleEstimateCorrection()
            return
        }
        sizer.resize(invalidatedPaths(), of: sections, sectionOffset: sectionOffset)
        sizer.correctEstimates(in: sections, sectionOffset: sectionOffset)
        guard let changed = sizer.changedRows, !changed.isEmpty else { return }
        recordLateSizes(of: recorder.lastEmissionNumber)
    }

    /// The rows of the items invalidated since the last pass, forgotten as pending.
    private func invalidatedPaths() -> [IndexPath] {
        guard !pendingInvalidations.isEmpty else { return [] }
        var paths: [IndexPath] = []
        for (section, rows) in sections.enumerated() {
            for (index, item) in rows.elements.enumerated()
            where pendingInvalidations.contains(item.differenceIdentifier) {
                paths.append(IndexPath(item: index, section: section))
            }
        }
        pendingInvalidations = []
        return paths
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
}
