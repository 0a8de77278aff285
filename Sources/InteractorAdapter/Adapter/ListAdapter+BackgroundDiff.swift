import Foundation
import StagedDiff
import ReactiveCore
import ListUpdates

extension ListAdapter {
    /// Diffs `delivery` against the screen on `diffScheduler`, then applies the result on the
    /// main actor unless a newer emission or a change of the screen superseded it.
    @usableFromInline
    func diffInBackground(_ delivery: AdapterInbox<[Section]>.Delivery, on diffScheduler: any Scheduler) {
        diffInFlight = delivery.number
        let source = sections
        let differ = differ
        let scheduler = scheduler
        let generation = generation
        diffScheduler.schedule { [weak self] in
            let staged = differ(source, delivery.value)
            scheduler.schedule { [weak self] in
                MainActor.assumeIsolated { self?.finishBackgroundDiff(staged, delivery, generation: generation) }
            }
        }
    }

    private func finishBackgroundDiff(
        _ staged: StagedChangeset<[Section]>, _ delivery: AdapterInbox<[Section]>.Delivery, generation: Int
    ) {
        guard diffInFlight == delivery.number else { return }
        diffInFlight = nil
        let newest = inbox.newestNumber
        if generation != self.generation || newest > delivery.number {
            let reason = generation != self.generation
                ? "the screen changed while diffing" : "superseded by emission \(newest)"
            record(RenderTrace.Entry(kind: .droppedDiff, emission: delivery.number, reason: reason))
        } else {
            apply(delivery) { staged }
        }
        pump()
    }
}
