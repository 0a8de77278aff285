import Foundation
import StagedDiff
import ReactiveCore
import ListUpdates

/// Drives a `ListView` from a stream of view states: diffs each new array against what is on
/// screen, applies the staged changes in batch updates that never crash, re-renders visible
/// cells in place when their renderer can animate, reloads them when it cannot, coalesces
/// states that arrive while a batch animates, and records everything in a `RenderTrace`.
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
@MainActor
public final class ListAdapter<Model: Differentiable & Sendable, Item: Differentiable & Sendable> {
    /// One section of what the adapter shows.
    public typealias Section = ArraySection<Model, Item>
    @usableFromInline
    typealias Differ = @Sendable ([Section], [Section]) -> StagedChangeset<[Section]>

    /// The list the adapter drives.
    public let listView: any ListView
    /// What is on screen, as the data source answers it.
    public internal(set) var sections: [Section] = []
    /// Above this many changes in one update, the adapter sets the data and calls
    /// `reloadData()` instead of animating. Defaults to 300.
    public var reloadThreshold = 300
    /// Where diffs run: nil (the default) diffs on the main actor; a scheduler such as
    /// `DispatchQueueScheduler` diffs there, and a diff superseded meanwhile is dropped.
    public var diffScheduler: (any Scheduler)?
    /// Hears the list's scroll events.
    public weak var scrollDelegate: (any ListAdapterScrollDelegate)?
    /// Everything applied so far, oldest first (at most `traceCapacity` entries).
    public internal(set) var trace = RenderTrace()
    /// How many trace entries are kept; the oldest go first. Defaults to 1,000.
    public var traceCapacity = 1_000
    /// Called with every new trace entry, e.g. to print a replay step by step.
    public var onTrace: ((RenderTrace.Entry) -> Void)?

    // The state below is `@usableFromInline` because the update path is inlinable: it is
    // specialised in the module that binds the adapter, for that module's item types, instead
    // of running as generic code that looks type metadata up at every step.

    /// Where emissions hop to reach the main actor.
    @usableFromInline
    let scheduler: any Scheduler
    @usableFromInline
    let subscription = SerialDisposable()
    @usableFromInline
    var inbox = AdapterInbox<[Section]>()
    @usableFromInline
    var differ: Differ = { source, target in StagedChangeset(source: source, target: target) }
    var cells = ViewStateRegistry()
    var headers = ViewStateRegistry()
    var placeholder: CellRegistration
    var headerPlaceholder: CellRegistration
    var typeNames = TypeNames()
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
    /// The entry being built while an update is applied.
    @usableFromInline
    var pendingEntry: RenderTrace.Entry?
    /// The data before the stage being applied, where updated paths point.
    @usableFromInline
    var stageSource: [Section] = []
    @usableFromInline
    var stageIsUpdateOnly = false
    @usableFromInline
    var lastEmission = 0

    /// Creates an adapter that becomes `listView`'s data source and delegate.
    /// - Parameters:
    ///   - listView: the list to drive; the adapter keeps it alive.
    ///   - scheduler: where emissions are applied: `MainScheduler.instance` (applies at once
    ///     on the main queue, else hops to it) or a `TestScheduler` driven from the main actor.
    public init(listView: any ListView, scheduler: any Scheduler = MainScheduler.instance) {
        self.listView = listView
        self.scheduler = scheduler
        placeholder = CellRegistration(placeholder: listView.placeholderCellType)
        headerPlaceholder = CellRegistration(placeholder: listView.placeholderHeaderType)
        listView.register(placeholder.cellType, forReuseIdentifier: placeholder.reuseIdentifier)
        listView.register(headerPlaceholder.cellType, forHeaderReuseIdentifier: headerPlaceholder.reuseIdentifier)
        listView.dataSource = self
        listView.delegate = self
    }

    deinit {
        subscription.dispose()
    }

    /// Whether a batch the adapter applied is still animating; newer states wait meanwhile.
    public var isAnimating: Bool { animationsInFlight > 0 }
}
