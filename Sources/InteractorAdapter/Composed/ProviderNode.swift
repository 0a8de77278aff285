import Foundation
import ListUpdates

/// One part of a `ComposedListAdapter`'s screen: a `ListProvider` (its own content, cells and
/// callbacks) or a `ProviderGroup` (child providers shown one after the other).
///
/// A node is identified by its `id` among its siblings and by its `path` on the screen
/// (`posts/p1/actions`): re-composing with a node of the same path keeps its place, and the
/// trace names nodes by their paths. A node belongs to one parent at a time.
///
/// - Note: Only `ListProvider` and `ProviderGroup` are nodes; the class cannot be subclassed
///   outside this module.
@MainActor
public class ProviderNode {
    // MARK: Lifecycle

    init(id: String) {
        self.id = id
    }

    // MARK: Public

    /// The node's identifier among its siblings, e.g. `"header"` or a post's id.
    public let id: String

    /// The ids of the node's ancestors and its own, joined by `/`, e.g. `posts/p1/actions`.
    public var path: String {
        guard let parent, !parent.path.isEmpty else { return id }
        return parent.path + "/" + id
    }

    // MARK: Internal

    /// The group whose child this node is (the adapter's own top group for a top-level node).
    weak var parent: ProviderGroup?
    /// The adapter this node is attached to: it subscribes to its states while attached.
    weak var host: ComposedListAdapter?

    /// Whether the node is attached to an adapter.
    var isAttached: Bool { host != nil }

    /// The number of sections the node has on the list now.
    var shownSectionCount: Int { 0 }

    /// Starts following the node's states for `host` (overridden).
    func attach(to host: ComposedListAdapter) {
        self.host = host
    }

    /// Stops following the node's states (overridden).
    func detach() {
        host = nil
    }

    /// Makes what the node shows its newest content, as it enters the list (overridden).
    func showNewest() {}

    /// Takes over what `old`, a node of the same path, shows on the list, so that the list
    /// animates from it to this node's content; false when it cannot (another kind of node,
    /// other item types): `old` then leaves and this node comes in its place.
    func adopt(_ old: ProviderNode) -> Bool { false }

    /// Appends the providers the node shows on the list, in order.
    func appendShownLeaves(to leaves: inout [any ProviderLeaf]) {}

    /// Appends every attached provider of the node, shown or waiting to be.
    func appendAttachedLeaves(to leaves: inout [any ProviderLeaf]) {}
}
