import Foundation
import ListUpdates
import ReactiveCore
import StagedDiff

/// The path of one view-state update, top to bottom: an emission waits in the inbox →
/// `pump` takes the newest when the list is idle → `apply` diffs it against the screen (here
/// or on `diffScheduler`) → fallback check → one batch per stage, deciding each updated item
/// inside the batch (`UpdatePipeline+Decisions.swift`) → trace entry and problems
/// (`UpdateRecorder`) → on the last completion, `pump` again for whatever arrived meanwhile.
///
/// It holds everything a `ListAdapter` changes while updating. The steps that touch the
/// generic sections and items are `@inlinable`, and `ListAdapter.bind` is too, so the whole
/// path is specialised for the caller's `Model` and `Item` in the module that binds (as the
/// differ is); compiled here as generic code it would look type metadata up at every array
/// access and copy. That is why its state is `@usableFromInline`: it is kept in this one
/// type, and `ListAdapter` keeps its own state private.
///
/// Each provider of a `ComposedListAdapter` has one too, with the adapter as its `host`: the
/// host decides when its waiting state is applied (`drain`) and tells it where its sections
/// start on the list (`sectionOffset`); the stages it applies are moved down by that many
/// sections, and each decision looks its items up relative to it.
@MainActor
@usableFromInline
final class UpdatePipeline<Model: Differentiable & Sendable, Item: Differentiable & Sendable> {
    // MARK: Lifecycle

    init(
        listView: any ListView, scheduler: any Scheduler, registry: CellRegistry, placeholders: ListPlaceholders,
        recorder: UpdateRecorder
    ) {
        self.listView = listView
        self.scheduler = scheduler
        self.registry = registry
        self.placeholders = placeholders
        self.recorder = recorder
    }

    deinit {
        subscription.dispose()
    }

    // MARK: Internal

    @usableFromInline
    typealias Section = ArraySection<Model, Item>
    @usableFromInline
    typealias Differ = @Sendable ([Section], [Section]) -> StagedChangeset<[Section]>

    /// The list driven.
    @usableFromInline
    let listView: any ListView
    /// Where emissions hop to reach the main actor.
    @usableFromInline
    let scheduler: any Scheduler
    @usableFromInline
    let registry: CellRegistry
    let placeholders: ListPlaceholders
    @usableFromInline
    let recorder: UpdateRecorder
    @usableFromInline
    let subscription = SerialDisposable()
    @usableFromInline
    var inbox = AdapterInbox<[Section]>()
    @usableFromInline
    var differ: Differ = { source, target in StagedChangeset(source: source, target: target) }
    /// What is on screen, as the data source answers it.
    @usableFromInline
    var sections: [Section] = []
    /// The sections the list has committed while it holds a batch whose data `sections` has
    /// already (`CommittedDataHolding`); nil when it holds none.
    var heldSections: [Section]?
    /// The rows' heights as the list committed them, with `heldSections`; nil when it holds
    /// none.
    var heldHeights: [[Double]]?
    /// `ListAdapter.fallbackThreshold`.
    @usableFromInline
    var fallbackThreshold = 300
    /// `ListAdapter.diffScheduler`.
    @usableFromInline
    var diffScheduler: (any Scheduler)?
    /// Batches applied whose last completion has not run yet.
    @usableFromInline
    var animationsInFlight = 0
    @usableFromInline
    var isApplying = false
    @usableFromInline
    var hasApplied = false
    /// The emission whose diff runs on `diffScheduler`, if any.
    @usableFromInline
    var diffInFlight: Int?
    /// Changes whenever what is on screen or the binding changes: a background diff made
    /// against an older generation is dropped.
    @usableFromInline
    var generation = 0
    /// The data before the stage being applied, where updated paths point.
    @usableFromInline
    var stageSource: [Section] = []
    @usableFromInline
    var stageIsUpdateOnly = false
    /// How often each item identifier occurs on screen, for the duplicate-identifier problem.
    @usableFromInline
    var identifierCounts = IdentifierCounts<Item.DifferenceIdentifier>()
    /// The composed adapter this pipeline shows a provider of; nil for a `ListAdapter`.
    @usableFromInline
    weak var host: (any UpdateHost)? {
        didSet { isHosted = host != nil }
    }
    /// Whether `host` was set: checked on the update path instead of loading the weak host.
    @usableFromInline
    var isHosted = false
    /// The number of items of each of `sections`, kept as they change (`sectionsDidChange`),
    /// so that the list's count queries, asked at every batch, run no generic code (as
    /// generic code here they would look type metadata up at each call).
    @usableFromInline
    var itemCounts: [Int] = []
    /// The list's index of the first of `sections`: 0 for a `ListAdapter`; for a provider,
    /// the sections of the providers above it.
    @usableFromInline
    var sectionOffset = 0
    /// For a provider: its path and item type, named in the trace and in problems.
    @usableFromInline
    var provider: (path: String, itemTypeName: String)?
    /// Applies the newest waiting state now, specialised for the caller's items (set by
    /// `subscribe`); the host calls it when the whole list is idle.
    @usableFromInline
    var drain: () -> Void = {}
    /// The drags the user made (list index paths) since the last state was applied: the
    /// sections already show them, so the next state that agrees is already shown.
    @usableFromInline
    var userMoves: [BatchUpdate.Move<IndexPath>] = []
    /// The item each cell on screen was displayed with, for `didEndDisplaying` (kept only
    /// while a registration listens to it), by the cell's identity.
    var displayedItems: [ObjectIdentifier: (id: Item.DifferenceIdentifier, viewState: Any)] = [:]
    /// Whether section models can say more about their sections (`ListSectionModel`).
    let modelsDescribeSections = Model.self is any ListSectionModel.Type
    /// Whether a source is bound (`subscribe` ran, and `unbind` did not since).
    @usableFromInline
    var isBound = false
    /// Whether the user dragged an item while a diff ran in the background: that diff is
    /// made again against the screen the drag left, unless a newer state came meanwhile.
    var movedWhileDiffing = false
    /// Row heights: sizing per view-state type, the size cache, each row's height on screen.
    @usableFromInline
    var sizer = RowSizer<Model, Item>()
    /// The rows the stage being applied updates, to size again after its data is set; nil
    /// when the stage changes the sections' shape (every row is sized).
    @usableFromInline
    var stageRowsToResize: [IndexPath]?
    /// How many rows of the stage being applied changed height (the last of `changedRows`).
    @usableFromInline
    var stageRowsToResizeChanged = 0
    /// The stage being applied when it changes the shape of the sections: heights follow it.
    @usableFromInline
    var stageToCarry: Changeset<[Section]>?
    /// Items deleted by the update being applied, whose heights go after it.
    @usableFromInline
    var deletedIdentities: [Item.DifferenceIdentifier] = []
    /// `ListAdapter.sizingDeadline`.
    var sizingDeadline: TimeInterval?
    /// The background sizing of the emission in flight: awaited, the deadline passed, and
    /// its diff waiting for the sizes.
    var backgroundSizing = BackgroundSizing<Section>()
    /// Items whose heights were invalidated, to measure again in the next correction pass.
    var pendingInvalidations: Set<Item.DifferenceIdentifier> = []
    /// Whether a correction pass is scheduled.
    var isCorrectionScheduled = false
    /// The environment the next correction pass sizes the rows in, when it changed since.
    var pendingEnvironment: SizingEnvironment?

    /// Subscribes to `source`, replacing any previous binding. Inlinable, like the `bind`
    /// calls, so that the closure that hands each emission to the main actor, and with it
    /// the whole update path, is specialised for the caller's items.
    @inlinable
    func subscribe<Source: ObservableType>(
        _ source: Source, differ: @escaping Differ, wrap: @escaping @Sendable (Source.Element) -> [Section]
    ) {
        // A provider's pipeline is subscribed again when it moves; only an adapter's is bound twice by mistake.
        if isBound, !isHosted { recorder.reportRebinding() }
        unbind()
        isBound = true
        self.differ = differ
        let inbox = inbox
        let scheduler = scheduler
        let disposable = source.subscribe(onNext: { [weak self] value in
            inbox.put(wrap(value))
            scheduler.schedule { [weak self] in
                // Schedulers used with the adapter run their actions on the main actor.
                MainActor.assumeIsolated { self?.deliver(from: inbox) }
            }
        })
        subscription.replace(with: disposable)
        if isHosted {
            drain = { [unowned self] in
                if let delivery = self.inbox.take() { apply(delivery) { differ(sections, delivery.value) } }
            }
        }
    }

    /// Ends the subscription; states not applied yet are dropped.
    @usableFromInline
    func unbind() {
        isBound = false
        subscription.replace(with: Disposables.create())
        inbox = AdapterInbox()
        generation += 1
    }

    /// A scheduled hop from an emitting thread: applies the newest state if the list is idle.
    @inlinable
    func deliver(from inbox: AdapterInbox<[Section]>) {
        guard inbox === self.inbox else { return }  // from a binding replaced since
        pump()
    }

    /// Applies the newest waiting state, repeatedly, until none waits or the list is busy.
    /// A provider's pipeline asks its host instead, which waits for the whole list.
    @inlinable
    func pump() {
        if isHosted {
            host?.contentNeedsUpdate(self)
            return
        }
        while !isApplying, animationsInFlight == 0, diffInFlight == nil, let delivery = inbox.take() {
            if let diffScheduler, hasApplied, listView.isInWindow {
                diffInBackground(delivery, on: diffScheduler)
            } else {
                apply(delivery) { differ(sections, delivery.value) }
            }
        }
    }

    /// Applies `delivery`, diffing with `diff` unless the list must simply reload.
    @inlinable
    func apply(_ delivery: AdapterInbox<[Section]>.Delivery, diff: () -> StagedChangeset<[Section]>) {
        isApplying = true
        defer { isApplying = false }
        let provider = provider
        recorder.beginUpdate(
            emission: delivery.number, coalescedEmissions: delivery.coalescedEmissions, provider: provider?.path,
            itemTypeName: provider?.itemTypeName)
        let target = delivery.value
        if !hasApplied {
            reloadAll(target, reason: .firstData)
        } else if !listView.isInWindow {
            reloadAll(target, reason: .notInWindow)
        } else {
            applyChangeset(diff(), target: target)
        }
        hasApplied = true
        if !userMoves.isEmpty { userMoves = [] }
        finishSizing()
        recorder.finishUpdate(visible: visibleSnapshot)
    }

    @inlinable
    func applyChangeset(_ staged: StagedChangeset<[Section]>, target: [Section]) {
        guard !staged.isEmpty else {
            sections = target  // equal identities and contents: nothing to redraw
            // After a drag, the list shows it already: not animated a second time.
            recorder.setMethod(.none, reason: userMoves.isEmpty ? nil : .alreadyShown(userMoves: userMoves))
            return
        }
        let changeCount = staged.changeCount
        guard changeCount <= fallbackThreshold else {
            reloadAll(target, reason: .overThreshold(changes: changeCount, threshold: fallbackThreshold))
            return
        }
        recorder.setMethod(.batches, reason: userMoves.isEmpty ? nil : .afterUserMoves(userMoves))
        countIdentifiers(staged)
        animationsInFlight += 1
        // A provider's stages, moved to where its sections are on the list.
        let shown = sectionOffset == 0 ? staged : staged.movingSections(by: sectionOffset)
        // The hooks live only while the stages are applied: they hold the pipeline strongly
        // (an unowned reference is checked at every call).
        let hooks = StagedReloadHooks(
            decide: { target, context in self.decide(target, context) },
            stageWillApply: { index in self.beginStage(shown[index], index: index) })
        do {
            _ = try StagedBatches.apply(
                shown, on: listView, interrupt: nil,
                setData: { data in
                    sections = data
                    generation += 1
                    sizeRowsOfStage()
                    sectionsDidChange()
                }, hooks: hooks,
                completion: { [weak self] _ in
                    self?.batchDidComplete()
                })
        } catch {
            recorder.recordRejectedBatch(error)
        }
    }

    /// Sets `target` and reloads everything, recording why.
    @usableFromInline
    func reloadAll(_ target: [Section], reason: RenderTrace.Entry.Reason) {
        if (listView as? any ListViewDeferringReloads)?.reloadWillWait == true { holdCommittedData() }
        sections = target
        generation += 1
        stageRowsToResize = nil
        stageToCarry = nil
        sizeAllRows()
        sectionsDidChange()
        recorder.setMethod(.reloadData, reason: reason)
        listView.reloadData()
        recorder.reportDuplicates(identifierCounts.recount(target).map(TracePathText.identifier))
    }

    /// Recounts the items and, for a provider, tells the host its sections changed.
    @inlinable
    func sectionsDidChange() {
        // Taken out and written back once: the array is refilled in place, not allocated again.
        let sections = sections
        var counts = itemCounts
        itemCounts = []
        counts.removeAll(keepingCapacity: true)
        for index in sections.indices { counts.append(sections[index].elements.count) }
        itemCounts = counts
        guard isHosted else { return }
        host?.contentSectionsDidChange(self)
    }

    /// Updates the identifier counts from the stages about to be applied, and reports the
    /// identifiers each stage made duplicate.
    @inlinable
    func countIdentifiers(_ staged: StagedChangeset<[Section]>) {
        var duplicates: [Item.DifferenceIdentifier] = []
        var source = sections
        for stage in staged {
            identifierCounts.apply(stage, from: source, duplicates: &duplicates)
            source = stage.data
        }
        if !duplicates.isEmpty { recorder.reportDuplicates(duplicates.map(TracePathText.identifier)) }
    }

    @inlinable
    func beginStage(_ stage: Changeset<[Section]>, index: Int) {
        stageSource = sections
        stageIsUpdateOnly = stage.hasOnlyUpdates
        sizingWillApply(stage)
        recorder.recordStage(stage, index: index)
    }

    @inlinable
    func batchDidComplete() {
        animationsInFlight -= 1
        if animationsInFlight == 0 { pump() }
    }

    /// Emissions received but not on screen yet: waiting for the list to be idle (with those
    /// they coalesced), or diffing in the background.
    var unappliedEmissions: Int {
        inbox.waitingCount + (diffInFlight == nil ? 0 : 1)
    }

    /// Reloads the list when it shows states already, e.g. after a late registration.
    func reloadIfShowing() {
        if hasApplied, !isApplying { listView.reloadData() }
    }

    /// What is on screen, as the trace records it (`ListView.visibleTraceLines()`).
    @usableFromInline
    func visibleSnapshot() -> [String] {
        listView.visibleTraceLines()
    }

    /// Diffs `delivery` against the screen on `diffScheduler`, then applies the result on the
    /// main actor unless a newer emission or a change of the screen superseded it.
    @usableFromInline
    func diffInBackground(_ delivery: AdapterInbox<[Section]>.Delivery, on diffScheduler: any Scheduler) {
        diffInFlight = delivery.number
        let source = sections
        let differ = differ
        let scheduler = scheduler
        let generation = generation
        // Rows are measured there too, after the diff: their heights follow it to the main actor.
        let sizing = sizer.isActive ? sizer.measuringSnapshot() : nil
        if sizing != nil { sizesAwaited(for: delivery.number) }
        diffScheduler.schedule { [weak self] in
            let staged = differ(source, delivery.value)
            scheduler.schedule { [weak self] in
                MainActor.assumeIsolated { self?.finishBackgroundDiff(staged, delivery, generation: generation) }
            }
            guard let sizing else { return }
            // A job of its own after the diff's, so the diff reaches the main actor first.
            diffScheduler.schedule { [weak self] in
                let measured = sizing.measure(staged)
                scheduler.schedule { [weak self] in
                    MainActor.assumeIsolated { self?.measurementsArrived(measured, emission: delivery.number) }
                }
            }
        }
    }

    /// Applies a background diff unless a newer emission or a change of the screen
    /// superseded it (or parks it until its rows' sizes come back).
    func finishBackgroundDiff(
        _ staged: StagedChangeset<[Section]>, _ delivery: AdapterInbox<[Section]>.Delivery, generation: Int
    ) {
        guard diffInFlight == delivery.number else { return }
        let newest = inbox.newestNumber
        if generation == self.generation, newest <= delivery.number,
            parkUntilSized(staged, delivery, generation: generation)
        {
            return
        }
        diffInFlight = nil
        let moved = movedWhileDiffing
        movedWhileDiffing = false
        sizesNoLongerAwaited(for: delivery.number, applied: generation == self.generation && newest <= delivery.number)
        if generation != self.generation {
            recorder.recordDroppedDiff(emission: delivery.number, reason: .screenChangedWhileDiffing)
            // A drag changed the screen, not a newer state: the state is diffed again from it.
            if moved, newest == delivery.number, let diffScheduler, listView.isInWindow {
                diffInBackground(delivery, on: diffScheduler)
                return
            }
        } else if newest > delivery.number {
            recorder.recordDroppedDiff(emission: delivery.number, reason: .superseded(byEmission: newest))
        } else {
            applySized(delivery, staged)
        }
        pump()
    }
}
