import Foundation
import ListUpdates
import ReactiveCore
import StagedDiff

// Making a provider from its source of states. Inlinable, like `ListAdapter.bind`, so that
// the provider's update path is specialised for its items where it is made.

extension ListProvider where Model == SingleSection {
    /// A provider showing `interactor`'s view states as rows; actions dispatched on it reach
    /// the interactor, which it keeps alive.
    ///
    /// ```swift
    /// let suggestions = ListProvider(id: "suggestions", interactor: SuggestionsInteractor())
    /// ```
    @inlinable
    public convenience init<Source: Interactor>(id: String, interactor: Source)
    where Source.Action == Action, Source.Item == Item {
        self.init(
            id: id,
            connect: Self.connecting(interactor.viewStates(), differ: UpdatePipeline.flatDiffer, wrap: Self.rows),
            owner: interactor, handle: { [unowned interactor] in interactor.dispatch(action: $0) })
    }

    /// A provider showing the rows `items` emits (e.g. a parent's state mapped to rows);
    /// actions dispatched on it go up to the groups above it.
    @inlinable
    public convenience init<Source: ObservableType>(id: String, items: Source, actions: Action.Type)
    where Source.Element == [Item] {
        self.init(
            id: id, connect: Self.connecting(items, differ: UpdatePipeline.flatDiffer, wrap: Self.rows), owner: nil,
            handle: nil)
    }

    /// The one section of a flat provider.
    @inlinable
    @Sendable
    nonisolated static func rows(_ items: [Item]) -> [Section] {
        [Section(model: SingleSection(), elements: items)]
    }
}

extension ListProvider where Model == SingleSection, Action == Never {
    /// A provider showing the rows `items` emits, with no actions.
    ///
    /// ```swift
    /// let photo = ListProvider(id: "photo", items: post.viewStates().map { $0.map(PhotoItem.init) })
    /// ```
    @inlinable
    public convenience init<Source: ObservableType>(id: String, items: Source) where Source.Element == [Item] {
        self.init(id: id, items: items, actions: Never.self)
    }
}

extension ListProvider {
    /// A provider showing a sectioned `interactor`'s view states; actions dispatched on it
    /// reach the interactor, which it keeps alive.
    @inlinable
    public convenience init<Source: Interactor>(id: String, sectionedInteractor interactor: Source)
    where Source.Action == Action, Source.Item == Section {
        self.init(
            id: id, connect: Self.connecting(interactor.viewStates(), differ: UpdatePipeline.sectionedDiffer) { $0 },
            owner: interactor, handle: { [unowned interactor] in interactor.dispatch(action: $0) })
    }

    /// A provider showing the sections `sections` emits; actions dispatched on it go up to
    /// the groups above it.
    @inlinable
    public convenience init<Source: ObservableType>(id: String, sections: Source, actions: Action.Type)
    where Source.Element == [Section] {
        self.init(
            id: id, connect: Self.connecting(sections, differ: UpdatePipeline.sectionedDiffer) { $0 }, owner: nil,
            handle: nil)
    }

    /// Subscribes a pipeline to `source`: built here, in the inlinable initializers, so that
    /// the subscription (and the update path behind it) is specialised for the items.
    @inlinable
    static func connecting<Source: ObservableType>(
        _ source: Source, differ: @escaping UpdatePipeline<Model, Item>.Differ,
        wrap: @escaping @Sendable (Source.Element) -> [Section]
    ) -> (UpdatePipeline<Model, Item>) -> Void {
        { pipeline in pipeline.subscribe(source, differ: differ, wrap: wrap) }
    }
}

extension ListProvider where Action == Never {
    /// A provider showing the sections `sections` emits, with no actions.
    @inlinable
    public convenience init<Source: ObservableType>(id: String, sections: Source) where Source.Element == [Section] {
        self.init(id: id, sections: sections, actions: Never.self)
    }
}
