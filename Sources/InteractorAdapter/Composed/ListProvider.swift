import Foundation
import ListUpdates
import ReactiveCore
import StagedDiff

/// One part of a composed screen with its own logic: its own interactor (or any observable
/// of items), flat or sectioned, its own cells and headers, its own callbacks. Its index
/// paths are relative to its own content — `(0, 0)` is its first item wherever the provider
/// stands on the list — and it cannot reach the rows of another provider.
///
/// ```swift
/// let header = ListProvider(id: "header", interactor: ProfileHeaderInteractor())
/// header.registerCell(ofType: ProfileHeaderCell.self, didSelect: { [weak header] _ in
///     header?.dispatch(.follow)      // to its interactor, then to the groups above it
///     return .deselect
/// })
/// header.didSelectItem = { indexPath in print(indexPath) }   // (0, 0): its first row
/// adapter.compose { header; posts; suggestions }
/// ```
///
/// - Items of different providers never meet: each provider's states are diffed against
///   its own sections only, so equal identifiers in two providers are two items.
/// - The provider keeps its interactor alive. Capture the provider weakly in the closures
///   given to its registrations.
/// - `Action` is `Never` for a provider made from an observable without actions.
@MainActor
public final class ListProvider<Action, Model: Differentiable & Sendable, Item: Differentiable & Sendable>:
    ProviderNode, ProviderLeaf
{
    // MARK: Lifecycle

    /// A provider whose states come through `connect`, made by the public initializers.
    @usableFromInline
    init(
        id: String, connect: @escaping (UpdatePipeline<Model, Item>) -> Void, owner: AnyObject?,
        handle: ((Action) -> Void)?
    ) {
        self.connect = connect
        self.owner = owner
        self.handle = handle
        super.init(id: id)
    }

    // MARK: Public

    /// One section of the provider's content.
    public typealias Section = ArraySection<Model, Item>

    /// Told when the user selects one of the provider's items, with its index path in the
    /// provider's own content (after the registration's `didSelect`).
    public var didSelectItem: ((IndexPath) -> Void)?

    /// Told when one of the provider's items is deselected, with its own index path.
    public var didDeselectItem: ((IndexPath) -> Void)?

    /// Whether a touch on one of the provider's items highlights it (and so may select it),
    /// asked with its own index path after the registration's `shouldHighlight`; nil means yes.
    public var shouldHighlightItem: ((IndexPath) -> Bool)?

    /// Told the provider's visible index paths (its own, sorted) whenever they change: after
    /// an update, a scroll, or when the provider comes or goes.
    public var visibleItemsDidChange: (([IndexPath]) -> Void)? {
        didSet { host?.visibilityListenersDidChange() }
    }

    /// What the provider shows, as its own sections; empty while it is not on a list.
    public var sections: [Section] { pipeline?.sections ?? [] }

    /// The provider's visible index paths, its own, sorted.
    public var indexPathsForVisibleItems: [IndexPath] {
        host?.visibleIndexPaths(of: self) ?? []
    }

    /// The provider's item at `indexPath` (its own index path), or nil outside its content.
    public func item(at indexPath: IndexPath) -> Item? {
        sections.item(at: indexPath.section, indexPath.item)
    }

    /// Sends `action` to the provider's interactor, then to the `onAction` handlers of the
    /// groups above it, nearest first, and of the adapter.
    public func dispatch(_ action: Action) {
        handle?(action)
        parent?.deliver(action)
    }

    // MARK: Internal

    /// The pipeline that shows the provider's content while it is attached.
    private(set) var pipeline: UpdatePipeline<Model, Item>?
    let registry = CellRegistry()
    /// How the rows of each view-state type are sized, as registered (given to every
    /// pipeline the provider gets).
    var rowSizings: [(sizing: RowSizing, viewStateType: Any.Type)] = []
    var lastVisibleItems: [IndexPath] = []

    var content: (any ProviderContent)? { pipeline }
    var node: ProviderNode { self }

    override var shownSectionCount: Int { pipeline?.sectionCount ?? 0 }

    override func attach(to host: ComposedListAdapter) {
        guard !isAttached else { return }
        super.attach(to: host)
        let pipeline = host.makePipeline(Model.self, Item.self, registry: registry)
        for (sizing, viewStateType) in rowSizings { pipeline.sizer.register(sizing, for: viewStateType) }
        pipeline.provider = (path, "\(Item.self) (provider \(path))")
        registry.registerClasses(on: host.listView)
        self.pipeline = pipeline
        connect(pipeline)
    }

    override func detach() {
        guard isAttached else { return }
        super.detach()
        pipeline?.unbind()
        pipeline = nil
        lastVisibleItems = []
    }

    override func showNewest() {
        pipeline?.showNewest()
    }

    override func adopt(_ old: ProviderNode) -> Bool {
        guard let old = old as? any ProviderLeaf, let oldContent = old.content, let pipeline else { return false }
        return pipeline.adopt(oldContent)
    }

    override func appendShownLeaves(to leaves: inout [any ProviderLeaf]) {
        leaves.append(self)
    }

    override func appendAttachedLeaves(to leaves: inout [any ProviderLeaf]) {
        if isAttached { leaves.append(self) }
    }

    // MARK: Private

    /// Subscribes a new pipeline to the provider's states (specialised where it was made).
    private let connect: (UpdatePipeline<Model, Item>) -> Void
    /// The interactor (or other object) the provider keeps alive.
    private let owner: AnyObject?
    /// Sends an action to the interactor.
    private let handle: ((Action) -> Void)?
}
