import Foundation
import ListUpdates
import ReactiveCore
import StagedDiff

/// Drives a `ListView` from a stream of view states: diffs each new array against what is on
/// screen, applies the staged changes in batch updates that never crash, re-renders visible
/// cells in place when their renderer can animate, reloads them when it cannot, and
/// coalesces states that arrive while a batch animates.
///
/// ```swift
/// let adapter = ListAdapter<SingleSection, TodoItem>(listView: list)
/// adapter.registerCell(ofType: TodoEntryCell.self, prepareCell: { [weak interactor] cell, state in
///     cell.onToggle = { interactor?.dispatch(action: .toggle(id: state.id)) }
/// }, didSelect: { state in
///     interactor.dispatch(action: .open(id: state.id))
///     return .deselect
/// })
/// adapter.registerCell(ofType: TodoSummaryCell.self)
/// adapter.bind(to: interactor)
/// ```
///
/// - Items find their cell by the dynamic type of their view state (`ViewStateItem`, or the
///   item itself): a sealed class hierarchy and an enum with payloads both work without casts.
/// - Register cells before binding: the first state is shown at once (a later registration
///   reloads the list).
/// - The adapter is the list's data source and delegate; the list holds it weakly and the
///   adapter holds the list. Deallocating the adapter (or `unbind()`) ends the subscription.
///   Binding again while bound replaces the binding and is reported (`.rebound`): call
///   `unbind()` first to switch sources on purpose.
/// - Problems (a view state without a cell, a rejected batch, duplicate identifiers, a
///   second binding) go to `problemHandler`; set `isTracing` to record every decision in `trace`.
@MainActor
public final class ListAdapter<Model: Differentiable & Sendable, Item: Differentiable & Sendable> {
    // MARK: Lifecycle

    /// Creates an adapter that becomes `listView`'s data source and delegate, and registers
    /// the list's own placeholder cell and header on it.
    /// - Parameters:
    ///   - listView: the list to drive; the adapter keeps it alive.
    ///   - scheduler: where emissions are applied: `MainScheduler.instance` (applies at once
    ///     on the main queue, else hops to it) or a virtual-time scheduler driven from the
    ///     main actor in tests.
    public init(listView: any ListView, scheduler: any Scheduler = MainScheduler.instance) {
        let recorder = UpdateRecorder(itemTypeName: String(describing: Item.self))
        pipeline = UpdatePipeline(
            listView: listView, scheduler: scheduler, registry: CellRegistry(),
            placeholders: ListPlaceholders(listView: listView), recorder: recorder)
        listView.dataSource = self
        listView.delegate = self
    }

    // MARK: Public

    /// One section of what the adapter shows.
    public typealias Section = ArraySection<Model, Item>

    /// The list the adapter drives.
    public var listView: any ListView { pipeline.listView }

    /// What is on screen, as the data source answers it.
    public var sections: [Section] { pipeline.sections }

    /// Above this many changes in one update, the adapter sets the data and calls
    /// `reloadData()` instead of animating (a fallback, counted as such in the trace and in
    /// scripts, whose header key has the same name). Defaults to 300.
    public var fallbackThreshold: Int {
        get { pipeline.fallbackThreshold }
        set { pipeline.fallbackThreshold = newValue }
    }

    /// Where diffs run: nil (the default) diffs on the main actor; a scheduler such as
    /// `DispatchQueueScheduler` diffs there, and a diff superseded meanwhile is dropped.
    public var diffScheduler: (any Scheduler)? {
        get { pipeline.diffScheduler }
        set { pipeline.diffScheduler = newValue }
    }

    /// The earlier name of `fallbackThreshold`.
    @available(*, deprecated, renamed: "fallbackThreshold")
    public var reloadThreshold: Int {
        get { fallbackThreshold }
        set { fallbackThreshold = newValue }
    }

    /// What row heights depend on besides view states: the width, the text size, an epoch.
    /// Setting another value sizes the rows again in it (measuring only what the size cache
    /// does not hold: turning back to the previous width measures nothing) and lays the list
    /// out again, its first visible row staying where it is on screen. Once rows are shown,
    /// that happens in one pass on the scheduler's next turn, with the other size changes of
    /// the turn (`invalidateSize(of:)`, another environment): the last value set wins.
    public var sizingEnvironment: SizingEnvironment {
        get { pipeline.environmentForNextPass }
        set { pipeline.environmentDidChange(to: newValue) }
    }

    /// How long, in the scheduler's time, an update diffed on `diffScheduler` waits for its
    /// rows to be measured there; past it, rows not measured yet get an estimate (the last
    /// height of that item, else the mean of its type, else `estimatedRowHeight`), the rows
    /// on screen are measured at once, and the other sizes land when they come, the first
    /// visible row kept where it is on screen. nil (the default) waits for every size.
    public var sizingDeadline: TimeInterval? {
        get { pipeline.sizingDeadline }
        set { pipeline.sizingDeadline = newValue }
    }

    /// Forgets the measured height of the item `identifier` (its content changed in a way its
    /// view state does not show, e.g. an image arrived): its row is measured again in one
    /// pass on the scheduler's next turn, together with every other invalidation meanwhile.
    public func invalidateSize(of identifier: Item.DifferenceIdentifier) {
        pipeline.invalidateSizes(of: [identifier])
    }

    /// The height of a row not measured yet whose sizing gives no estimate and whose type
    /// has no measured rows yet. Defaults to 44.
    public var estimatedRowHeight: Double {
        get { pipeline.sizer.estimatedRowHeight }
        set { pipeline.sizer.estimatedRowHeight = newValue }
    }

    /// What sizing rows cost since the adapter was made: size-cache hits, calls of measuring
    /// functions, estimates, corrections and rows resized in place.
    public var sizingTotals: SizingCounters { pipeline.sizer.totals }

    /// The number of heights in the size cache: one entry per item identity measured and
    /// still on screen (each with up to two widths).
    public var sizeCacheCount: Int { pipeline.sizer.cache.count }

    /// Hears the list's scroll events. Held weakly.
    public var scrollDelegate: (any ListAdapterScrollDelegate)? {
        get { weakScrollDelegate }
        set { weakScrollDelegate = newValue }
    }

    /// Told every problem the adapter survives, on the main actor. By default each kind of
    /// problem is written once per type to standard error (`StandardErrorProblemReporter`);
    /// tests install their own to assert on them.
    public var problemHandler: (ListAdapterProblem) -> Void {
        get { pipeline.recorder.problemHandler }
        set { pipeline.recorder.problemHandler = newValue }
    }

    /// Whether the adapter records a `RenderTrace` entry per update, with each stage, each
    /// decision and what is visible afterwards. Off by default, so an app pays nothing for
    /// it; replay, screen tests and benchmarks switch it on.
    public var isTracing: Bool {
        get { pipeline.recorder.isTracing }
        set { pipeline.recorder.isTracing = newValue }
    }

    /// Everything applied since tracing was switched on, oldest first (at most
    /// `traceCapacity` entries).
    public var trace: RenderTrace { pipeline.recorder.trace }

    /// How many trace entries are kept; the oldest go first. Defaults to 1,000.
    public var traceCapacity: Int {
        get { pipeline.recorder.traceCapacity }
        set { pipeline.recorder.traceCapacity = newValue }
    }

    /// Called with every new trace entry (tracing on), e.g. to print a replay step by step.
    public var onTrace: ((RenderTrace.Entry) -> Void)? {
        get { pipeline.recorder.onTrace }
        set { pipeline.recorder.onTrace = newValue }
    }

    /// Whether a batch the adapter applied is still animating; newer states wait meanwhile.
    public var isAnimating: Bool { pipeline.animationsInFlight > 0 }

    /// The item on screen at `indexPath`, or nil outside the data.
    public func item(at indexPath: IndexPath) -> Item? {
        pipeline.sections.item(at: indexPath.section, indexPath.item)
    }

    /// Ends the subscription. What is on screen stays; states not applied yet are dropped.
    public func unbind() {
        pipeline.unbind()
    }

    /// Forgets every trace entry (e.g. between the steps of a replay).
    public func clearTrace() {
        pipeline.recorder.clearTrace()
    }

    // MARK: Internal

    /// The update path and everything it changes. The one stored property that is not
    /// private: the inlinable `bind` calls hand it the subscription, so that the path is
    /// specialised for the caller's items (see `UpdatePipeline`).
    @usableFromInline
    let pipeline: UpdatePipeline<Model, Item>

    var registry: CellRegistry { pipeline.registry }

    /// Emissions received but not on screen yet: waiting for the list to be idle (with those
    /// they coalesced), or diffing in the background. For screen tests, which fail when a
    /// test ends with states it never let the adapter apply.
    package var unappliedEmissions: Int { pipeline.unappliedEmissions }

    // MARK: Private

    private weak var weakScrollDelegate: (any ListAdapterScrollDelegate)?
}
