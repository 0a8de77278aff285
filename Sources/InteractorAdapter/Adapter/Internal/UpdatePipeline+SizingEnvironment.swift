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
    /// estimate and those invalidated, and resizes them on the list. A provider's pipeline
    /// asks its host, which runs the passes of every provider that asked in one turn and
    /// tells the list once (`ComposedListAdapter+Sizing.swift`).
    func scheduleEstimateCorrection() {
        if isHosted, let host {
            host.contentNeedsSizePass(self)
            return
        }
        guard !isCorrectionScheduled else { return }
        isCorrectionScheduled = true
        // After 0 rather than now: a main scheduler runs an action scheduled from the main
        // queue at once, and the pass belongs to the next turn.
        scheduler.schedule(after: 0) { [weak self] in
            MainActor.assumeIsolated { self?.correctSizes() }
        }
    }

    /// The sizing part of a pass: sizes the rows in the environment set meanwhile, measures
    /// the rows invalidated and those still at an estimate. nil when nothing was to size;
    /// otherwise the list is told (`resizeOnScreen()`) if a height changed, or else only the
    /// cells get their layouts at the new width (`keepListHeights()`), then
    /// `finishSizePass(_:)`.
    func sizePass() -> SizePass? {
        isCorrectionScheduled = false
        guard sizer.isActive, hasApplied else { return nil }
        if let environment = pendingEnvironment {
            pendingEnvironment = nil
            let before = sizer.heights
            sizer.switchEnvironment(to: environment, sections, exact: rowsNearScreen())
            sizer.resize(invalidatedPaths(), of: sections, sectionOffset: sectionOffset)
            return SizePass(kind: .environmentChanged, resizesList: !Self.sameHeights(sizer.heights, before))
        }
        sizer.resize(invalidatedPaths(), of: sections, sectionOffset: sectionOffset)
        sizer.correctEstimates(in: sections, sectionOffset: sectionOffset)
        guard let changed = sizer.changedRows, !changed.isEmpty else { return nil }
        return SizePass(kind: .lateSizes, resizesList: true)
    }

    /// After a pass that changed no height: the list keeps what it has, the visible cells get
    /// their layouts (they depend on the width).
    func keepListHeights() {
        handLayoutsToVisibleCells()
        sizer.listHasEveryHeight()
    }

    /// After the list was told the heights of `pass`: records it in the trace, and after a
    /// new environment schedules the pass that measures the rows it estimated.
    func finishSizePass(_ pass: SizePass) {
        recorder.recordLateSizes(
            sizer.takeCounters(), emission: recorder.lastEmissionNumber, kind: pass.kind, visible: visibleSnapshot)
        if pass.kind == .environmentChanged { scheduleEstimateCorrection() }
    }

    // MARK: Private

    /// The pass `scheduleEstimateCorrection` schedules: one per turn, however many size
    /// changes asked for it. A new environment sizes the rows on screen and half as many again
    /// above and below at once (from the cache where it can: turning back to the previous
    /// width measures nothing) and estimates the others (their last height) until the next
    /// turn's pass measures them; rows invalidated meanwhile are measured again; the list is
    /// told once, its first visible row kept where it is on screen.
    private func correctSizes() {
        guard let pass = sizePass() else { return }
        if pass.resizesList { resizeOnScreen() } else { keepListHeights() }
        finishSizePass(pass)
    }

    /// Whether two lists of heights are equal, bit for bit (a NaN, a row without sizing,
    /// equals a NaN).
    private static func sameHeights(_ lhs: [[Double]], _ rhs: [[Double]]) -> Bool {
        lhs.count == rhs.count
            && zip(lhs, rhs).allSatisfy { left, right in
                left.count == right.count && zip(left, right).allSatisfy { $0.bitPattern == $1.bitPattern }
            }
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

/// What a size pass did (`UpdatePipeline.sizePass()`).
struct SizePass {
    /// `.environmentChanged` (rows sized in a new environment, those far from the screen
    /// estimated) or `.lateSizes` (invalidated or estimated rows measured).
    var kind: RenderTrace.Entry.Kind
    /// Whether a row's height changed, so that the list is to ask the heights again.
    var resizesList: Bool
}
