import ListUpdates
import ReactiveCore
import StagedDiff

/// The section model of a flat list: there is exactly one section and it has no header.
///
/// ```swift
/// let adapter = ListAdapter<SingleSection, TodoItem>(listView: list)
/// adapter.bind(to: todoInteractor)     // an Interactor whose Item is TodoItem
/// ```
public struct SingleSection: Differentiable, Hashable, Sendable {
    /// The one section.
    public init() {}
}
