import Foundation
import ListUpdates

/// A node of a composed screen that shows child providers one after the other, as DCFrame's
/// containers and SectionKit's composed providers do: a post made of its author, photo,
/// actions and comments, each its own provider.
///
/// Events go up, data comes down: an action dispatched on a descendant provider reaches
/// that provider's interactor, then every ancestor's `onAction` handlers for its type; a
/// group feeds its children by giving them observables of its own state.
///
/// ```swift
/// let post = PostInteractor(post: p1)                  // the parent's state
/// let group = ProviderGroup(id: "p1") {
///     ListProvider(id: "photo", items: post.viewStates().map { $0.map(PhotoItem.init) })
///     actionsProvider                                   // its own interactor, dispatching .like
/// }
/// group.onAction(PostActionsAction.self) { action in   // a like on the actions row ...
///     if action == .like { post.dispatch(action: .toggleLike) }   // ... changes the photo row
/// }
/// ```
///
/// Changing `children` while the screen runs animates the difference: a child that goes has
/// its sections deleted, a new one inserted, a moved one moved; a child of the same id keeps
/// its place (a new instance of it takes over what the old one showed).
@MainActor
public final class ProviderGroup: ProviderNode {
    // MARK: Lifecycle

    /// A group of `children`, in order.
    /// - Parameters:
    ///   - id: the group's identifier among its siblings.
    ///   - children: the child providers and groups, written with the builder's syntax.
    public init(id: String, @ProviderBuilder children: () -> [ProviderNode] = { [] }) {
        super.init(id: id)
        storedChildren = children()
        for child in storedChildren { child.parent = self }
    }

    // MARK: Public

    /// The child nodes, in the order they are shown. Setting them animates the difference
    /// once the list is idle.
    public var children: [ProviderNode] {
        get { storedChildren }
        set {
            let old = storedChildren
            storedChildren = newValue
            childrenDidChange(from: old)
        }
    }

    /// Replaces the children with those `content` builds.
    ///
    /// ```swift
    /// posts.setChildren {
    ///     for post in state.posts { container(for: post) }
    ///     if state.hasMore { ListProvider(id: "more", cell: LoadMoreCell.self, rows: [LoadMoreState()]) }
    /// }
    /// ```
    public func setChildren(@ProviderBuilder _ content: () -> [ProviderNode]) {
        children = content()
    }

    /// Calls `perform` with every action of type `A` dispatched on a descendant provider,
    /// after that provider's own interactor has received it.
    /// - Parameters:
    ///   - type: the action type to hear, e.g. `PostActionsAction.self`.
    ///   - perform: runs on the main actor with the action.
    public func onAction<A>(_ type: A.Type, perform: @escaping (A) -> Void) {
        actionHandlers.append { action in
            if let action = action as? A { perform(action) }
        }
    }

    // MARK: Internal

    /// The children as the list shows them now; they become `children` when the list is idle.
    var shownChildren: [ProviderNode] = []
    /// How many times `children` was set; the trace counts them as the group's emissions.
    private(set) var childrenVersion = 0
    /// The version of `children` the list shows.
    var shownVersion = 0

    /// Whether `children` differ from what the list shows.
    var needsUpdate: Bool { childrenVersion != shownVersion }

    override var shownSectionCount: Int {
        shownChildren.reduce(0) { $0 + $1.shownSectionCount }
    }

    override func attach(to host: ComposedListAdapter) {
        super.attach(to: host)
        for child in storedChildren where !child.isAttached { child.attach(to: host) }
    }

    override func detach() {
        guard isAttached else { return }
        super.detach()
        for child in storedChildren + shownChildren where child.parent === self { child.detach() }
    }

    override func showNewest() {
        shownChildren = ProviderGroup.uniqueChildren(children)
        shownVersion = childrenVersion
        for child in shownChildren { child.showNewest() }
    }

    override func adopt(_ old: ProviderNode) -> Bool {
        guard let old = old as? ProviderGroup else { return false }
        shownChildren = old.shownChildren
        shownVersion = childrenVersion - 1  // what it shows is not its own children yet
        for child in shownChildren { child.parent = self }
        old.shownChildren = []
        old.storedChildren = []
        return true
    }

    override func appendShownLeaves(to leaves: inout [any ProviderLeaf]) {
        for child in shownChildren { child.appendShownLeaves(to: &leaves) }
    }

    override func appendAttachedLeaves(to leaves: inout [any ProviderLeaf]) {
        var seen: Set<ObjectIdentifier> = []
        for child in storedChildren + shownChildren where child.parent === self {
            if seen.insert(ObjectIdentifier(child)).inserted { child.appendAttachedLeaves(to: &leaves) }
        }
    }

    /// Tells this group's handlers, then its ancestors', about `action`.
    func deliver(_ action: Any) {
        for handler in actionHandlers { handler(action) }
        parent?.deliver(action)
    }

    /// `children` with every id once: the first node of each id is kept.
    static func uniqueChildren(_ children: [ProviderNode]) -> [ProviderNode] {
        var seen: Set<String> = []
        return children.filter { seen.insert($0.id).inserted }
    }

    // MARK: Private

    private var storedChildren: [ProviderNode] = []
    private var actionHandlers: [(Any) -> Void] = []

    /// Adopts the new children, attaches them, detaches the old ones the list never showed,
    /// and asks the adapter to show the change.
    private func childrenDidChange(from old: [ProviderNode]) {
        childrenVersion += 1
        for child in storedChildren { child.parent = self }
        guard let host else { return }
        host.deferringUpdates {
            for child in storedChildren where !child.isAttached { child.attach(to: host) }
            let kept = Set((storedChildren + shownChildren).map(ObjectIdentifier.init))
            for child in old where child.parent === self && !kept.contains(ObjectIdentifier(child)) { child.detach() }
            host.structureIsStale = true
        }
    }
}
