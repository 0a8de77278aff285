import Foundation
import ListUpdates
import ReactiveCore
import StagedDiff

/// Drives one `ListView` from an ordered list of providers, each with its own logic: a
/// profile made of a header, posts and suggestions, each its own interactor, cells and
/// callbacks (the idea of SectionKit's section providers, DCFrame's containers and FibKit's
/// providers).
///
/// ```swift
/// let adapter = ComposedListAdapter(listView: list)
/// adapter.compose {
///     header                                   // ListProvider(id: "header", interactor: ...)
///     ListProvider(id: "title", cell: TitleCell.self, rows: [TitleViewState(text: "Posts")])
///     for post in posts { container(for: post) }   // ProviderGroup(id: post.id) { ... }
///     if showsSuggestions { suggestions }
/// }
/// adapter.onAction(PostActionsAction.self) { action in analytics.log(action) }
/// ```
///
/// - Each provider's states are diffed against its own sections only, and applied as
///   batches that touch only its sections, with `ListAdapter`'s guarantees: no batch UIKit
///   would reject, a decision with its reason for every updated item, render in place when
///   the rules allow.
/// - States that arrive (from any providers) while a batch animates wait; when it
///   completes they are applied together, in provider order; nothing is lost.
/// - Composing again with other providers animates the difference: sections of a provider
///   that goes are deleted, of a new one inserted, of a moved one moved.
/// - The adapter is the list's data source and delegate, and keeps the providers (which
///   keep their interactors). Problems reach `problemHandler`; set `isTracing` to record
///   every update in `trace`, each naming its provider.
@MainActor
public final class ComposedListAdapter {
    // MARK: Lifecycle

    /// Creates an adapter that becomes `listView`'s data source and delegate.
    /// - Parameters:
    ///   - listView: the list to drive; the adapter keeps it alive.
    ///   - scheduler: where the providers' emissions are applied, as for `ListAdapter`.
    public init(listView: any ListView, scheduler: any Scheduler = MainScheduler.instance) {
        self.listView = listView
        self.scheduler = scheduler
        placeholders = ListPlaceholders(listView: listView)
        recorder = UpdateRecorder(itemTypeName: "providers")
        root = ProviderGroup(id: "")
        root.attach(to: self)
        listView.dataSource = self
        listView.delegate = self
    }

    deinit {
        composition.dispose()
    }

    // MARK: Public

    /// The list the adapter drives.
    public let listView: any ListView

    /// The top-level providers and groups, in the order they are shown. Setting them
    /// animates the difference once the list is idle.
    public var providers: [ProviderNode] {
        get { root.children }
        set { root.children = newValue }
    }

    /// Shows the providers `content` builds, animating from those shown.
    ///
    /// ```swift
    /// adapter.compose {
    ///     header
    ///     if let suggestions { suggestions }
    /// }
    /// ```
    public func compose(@ProviderBuilder _ content: () -> [ProviderNode]) {
        providers = content()
    }

    /// Builds the providers anew from every state `states` emits (e.g. a screen interactor
    /// saying which parts to show), replacing any previous composition; each new set is
    /// animated from the one shown.
    ///
    /// ```swift
    /// adapter.compose(from: profile.viewStates()) { parts in
    ///     for part in parts { provider(for: part) }
    /// }
    /// ```
    public func compose<Source: ObservableType>(
        from states: Source, @ProviderBuilder _ content: @escaping @MainActor (Source.Element) -> [ProviderNode]
    ) {
        let scheduler = scheduler
        let latest = AdapterInbox<Source.Element>()
        composition.replace(
            with: states.subscribe(onNext: { [weak self] state in
                latest.put(state)
                scheduler.schedule { [weak self] in
                    MainActor.assumeIsolated {
                        guard let self, let delivery = latest.take() else { return }
                        self.providers = content(delivery.value)
                    }
                }
            }))
    }

    /// Calls `perform` with every action of type `A` dispatched on any provider, after the
    /// provider's interactor and the groups above it received it.
    public func onAction<A>(_ type: A.Type, perform: @escaping (A) -> Void) {
        root.onAction(type, perform: perform)
    }

    /// The provider showing the list's item at `indexPath`, and the item's index path in
    /// that provider's own content; nil outside the data.
    public func provider(at indexPath: IndexPath) -> (provider: ProviderNode, indexPath: IndexPath)? {
        guard let (index, section) = table.locate(indexPath.section) else { return nil }
        return (table.leaves[index].node, IndexPath(item: indexPath.item, section: section))
    }

    /// Above this many changes in one provider's update, the adapter reloads the list
    /// instead of animating, as `ListAdapter.fallbackThreshold`. Defaults to 300.
    public var fallbackThreshold = 300 {
        didSet {
            for leaf in attachedLeaves() { leaf.content?.fallbackThreshold = fallbackThreshold }
        }
    }

    /// What row heights depend on besides view states, for every provider whose
    /// registrations size rows (`ListAdapter.sizingEnvironment`): each provider sizes its rows
    /// again in it, in one pass on the scheduler's next turn.
    public var sizingEnvironment = SizingEnvironment() {
        didSet {
            for leaf in attachedLeaves() { leaf.content?.environmentDidChange(to: sizingEnvironment) }
        }
    }

    /// The height of a row not measured yet whose sizing gives no estimate and whose type has
    /// no measured rows yet, in every provider (`ListAdapter.estimatedRowHeight`). Defaults
    /// to 44.
    public var estimatedRowHeight = 44.0 {
        didSet {
            for leaf in attachedLeaves() { leaf.content?.estimatedRowHeight = estimatedRowHeight }
        }
    }

    /// Hears the list's scroll events. Held weakly.
    public var scrollDelegate: (any ListAdapterScrollDelegate)? {
        get { weakScrollDelegate }
        set { weakScrollDelegate = newValue }
    }

    /// Told every problem the adapter survives, as `ListAdapter.problemHandler`; problems of a
    /// provider name its path with its item type.
    public var problemHandler: (ListAdapterProblem) -> Void {
        get { recorder.problemHandler }
        set { recorder.problemHandler = newValue }
    }

    /// Whether every update is recorded in `trace`, naming the provider of each entry, stage
    /// and decision. Off by default.
    public var isTracing: Bool {
        get { recorder.isTracing }
        set { recorder.isTracing = newValue }
    }

    /// Everything applied since tracing was switched on, oldest first.
    public var trace: RenderTrace { recorder.trace }

    /// How many trace entries are kept; the oldest go first. Defaults to 1,000.
    public var traceCapacity: Int {
        get { recorder.traceCapacity }
        set { recorder.traceCapacity = newValue }
    }

    /// Called with every new trace entry (tracing on).
    public var onTrace: ((RenderTrace.Entry) -> Void)? {
        get { recorder.onTrace }
        set { recorder.onTrace = newValue }
    }

    /// Whether a batch the adapter applied is still animating; newer states wait meanwhile.
    public var isAnimating: Bool { !isIdle }

    /// Ends every provider's subscription and the composition's. What is on screen stays.
    public func unbind() {
        composition.replace(with: Disposables.create())
        for leaf in attachedLeaves() { leaf.content?.unbind() }
    }

    /// Forgets every trace entry.
    public func clearTrace() {
        recorder.clearTrace()
    }

    /// Replaces the cell shown for items without a registration, for every provider.
    public func registerPlaceholderCell<Cell: RenderableCell>(ofType cellType: Cell.Type)
    where Cell.ViewState == UnregisteredViewState {
        listView.register(cellType, forReuseIdentifier: Cell.reuseIdentifier)
        placeholders.replaceCell(with: CellRegistration(placeholder: cellType))
        if hasShown { listView.reloadData() }
    }

    // MARK: Package

    /// The difference identifier of the list's item at `indexPath`, printed (for replays).
    /// Emissions received by its providers but not on screen yet. For screen tests, which fail
    /// when a test ends with states it never let the adapter apply.
    package var unappliedEmissions: Int {
        attachedLeaves().reduce(0) { $0 + ($1.content?.unappliedEmissions ?? 0) }
    }

    package func identifier(ofItemAt indexPath: IndexPath) -> String? {
        guard let (index, section) = table.locate(indexPath.section) else { return nil }
        return table.content(at: index)?.identifier(ofItemAt: IndexPath(item: indexPath.item, section: section))
    }

    /// The difference identifier of the model of the list's `section`, printed (for replays).
    package func identifier(ofSection section: Int) -> String? {
        guard let (index, local) = table.locate(section) else { return nil }
        return table.content(at: index)?.identifier(ofSection: local)
    }

    /// The name of the view-state type of the list's item at `indexPath`, as the trace names
    /// it (for replays).
    package func viewStateTypeName(ofItemAt indexPath: IndexPath) -> String? {
        guard let (index, section) = table.locate(indexPath.section) else { return nil }
        return table.content(at: index)?.viewStateTypeName(ofItemAt: IndexPath(item: indexPath.item, section: section))
    }

    /// The name of the view-state type of the model of the list's `section` (its header's),
    /// as the trace names it (for replays).
    package func viewStateTypeName(ofSection section: Int) -> String? {
        guard let (index, local) = table.locate(section) else { return nil }
        return table.content(at: index)?.viewStateTypeName(ofSection: local)
    }

    /// The path of the provider showing the list's `section`, as the trace names providers
    /// (for replays).
    package func providerPath(ofSection section: Int) -> String? {
        guard let (index, _) = table.locate(section) else { return nil }
        return table.leaves[index].node.path
    }

    // MARK: Internal

    let scheduler: any Scheduler
    let placeholders: ListPlaceholders
    let recorder: UpdateRecorder
    /// The group of the top-level providers.
    let root: ProviderGroup
    /// Where each shown provider's sections are on the list.
    var table = SectionTable()
    /// Where they were when the list began to hold a batch (`CommittedDataHolding`): the
    /// list's questions are answered from it until the list commits; nil when none is held.
    var heldTable: SectionTable?
    /// Whether the first providers were shown (with `reloadData()`).
    var hasShown = false
    /// Whether a group's children changed since the list last showed them.
    var structureIsStale = false
    /// Batches of providers coming, going or moving whose animation has not ended.
    var structureAnimationsInFlight = 0
    var isPumping = false
    var needsAnotherPass = false
    /// The contents (of shown providers) with a state waiting or a batch just completed.
    var pending: Set<ObjectIdentifier> = []
    /// The contents whose batches animate.
    var busy: Set<ObjectIdentifier> = []
    /// Whether a shown provider listens to its visible items.
    var hasVisibilityListeners = false
    /// Whether a shown provider's registrations listen to cells appearing and disappearing.
    var hasDisplayHandlers = false
    /// The provider content each displayed cell was shown for, while its registrations
    /// listen to `didEndDisplaying`.
    var displayOwners: [ObjectIdentifier: any ProviderContent] = [:]
    /// While above 0, `pump` waits (see `deferringUpdates`).
    var pumpDeferrals = 0
    /// The providers' size passes of this turn (`ComposedListAdapter+Sizing.swift`).
    var sizePasses = SizePassSchedule()

    /// Whether nothing is being applied, animated or diffed.
    var isIdle: Bool {
        structureAnimationsInFlight == 0 && busy.isEmpty
    }

    /// Every provider attached, shown or waiting to be.
    func attachedLeaves() -> [any ProviderLeaf] {
        var leaves: [any ProviderLeaf] = []
        root.appendAttachedLeaves(to: &leaves)
        return leaves
    }

    /// A pipeline for a provider of `Model` sections of `Item`s, on this adapter's list.
    func makePipeline<Model, Item>(
        _ model: Model.Type, _ item: Item.Type, registry: CellRegistry
    ) -> UpdatePipeline<Model, Item> {
        let pipeline = UpdatePipeline<Model, Item>(
            listView: listView, scheduler: scheduler, registry: registry, placeholders: placeholders,
            recorder: recorder)
        pipeline.host = self
        pipeline.hasApplied = true  // a provider's first state is inserted, not reloaded
        pipeline.fallbackThreshold = fallbackThreshold
        pipeline.sizer.environment = sizingEnvironment
        pipeline.sizer.estimatedRowHeight = estimatedRowHeight
        return pipeline
    }

    // MARK: Private

    private let composition = SerialDisposable()
    private weak var weakScrollDelegate: (any ListAdapterScrollDelegate)?
}
