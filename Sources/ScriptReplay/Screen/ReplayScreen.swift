import Foundation
import HeadlessList
import InteractorAdapter
import ReactiveTesting

/// A screen as a script drives it: an interactor whose actions decode from JSON, wired to
/// the `ListAdapter` that shows its view states. A `ReplayScreenFactory` builds one per
/// replay; it keeps the interactor alive, which the adapter does not.
///
/// ```swift
/// let adapter = ListAdapter<SingleSection, PlaylistItem>(
///     listView: environment.listView, scheduler: environment.scheduler)
/// adapter.registerPlaylistCells(dispatchingTo: interactor)
/// return ReplayScreen(interactor: interactor, adapter: adapter)
/// ```
///
/// The adapter's type says how the view states are shown: a `ListAdapter<SingleSection, Item>`
/// for an interactor that emits rows, a `ListAdapter<Model, Item>` for one that emits
/// `ArraySection<Model, Item>`s. Cells are registered before the replay binds the adapter.
@MainActor
public final class ReplayScreen {
    // MARK: Lifecycle

    /// Wires an interactor that emits rows to a flat adapter.
    /// - Parameters:
    ///   - interactor: the screen's logic; a `dispatch` step decodes its `Action` from the
    ///     step's JSON (the synthesized `Codable` form, e.g. `{"add": {"title": "Intro"}}`).
    ///   - adapter: the adapter on the replay's list, its cells registered.
    public convenience init<Source: Interactor>(interactor: Source, adapter: ListAdapter<SingleSection, Source.Item>)
    where Source.Action: Decodable {
        self.init(
            keeping: interactor, adapter: adapter, dispatch: Self.decoding(into: interactor),
            acceptsActionKey: Self.keys(of: interactor)
        ) { [weak adapter] in
            adapter?.bind(to: interactor)
        }
    }

    /// Wires an interactor that emits `ArraySection<Model, Item>`s to a sectioned adapter.
    /// - Parameters:
    ///   - interactor: the screen's logic; a `dispatch` step decodes its `Action` from the
    ///     step's JSON.
    ///   - adapter: the adapter on the replay's list, its cells and headers registered.
    public convenience init<Source: Interactor, Model, Item>(interactor: Source, adapter: ListAdapter<Model, Item>)
    where Source.Action: Decodable, Source.Item == ArraySection<Model, Item> {
        self.init(
            keeping: interactor, adapter: adapter, dispatch: Self.decoding(into: interactor),
            acceptsActionKey: Self.keys(of: interactor)
        ) { [weak adapter] in
            adapter?.bind(to: interactor)
        }
    }

    /// Wires a screen composed from several interactors: `dispatch` steps decode the action of
    /// `interactor` (the screen's own), and `start` composes the adapter's providers when the
    /// replay begins.
    /// - Parameters:
    ///   - interactor: the interactor that scripts dispatch to.
    ///   - adapter: the composed adapter on the replay's list.
    ///   - start: binds the providers (e.g. `adapter.compose(from:)`); called once.
    public convenience init<Source: Interactor>(
        interactor: Source, adapter: ComposedListAdapter, start: @escaping () -> Void
    ) where Source.Action: Decodable {
        self.init(
            keeping: interactor, adapter: adapter, dispatch: Self.decoding(into: interactor),
            acceptsActionKey: Self.keys(of: interactor), bind: start)
    }

    /// Wires any interactor, its actions decoded by `dispatch` (nil for a screen whose
    /// actions are sent typed, as a screen test sends them).
    package init(
        keeping interactor: AnyObject, adapter: any ReplayableAdapter, dispatch: ((JSONValue) throws -> Void)?,
        acceptsActionKey: ((String) -> Bool)? = nil, bind: @escaping () -> Void
    ) {
        self.interactor = interactor
        self.adapter = adapter
        self.dispatch = dispatch
        self.acceptsActionKey = acceptsActionKey
        self.bind = bind
    }

    // MARK: Internal

    /// The adapter, seen through what the replay needs of it.
    package let adapter: any ReplayableAdapter
    /// Decodes an action's `Codable` form and dispatches it; throws the `DecodingError`.
    package let dispatch: ((JSONValue) throws -> Void)?
    /// Whether the action type decodes an action written under a key: asked of the type, so
    /// that a step is not refused for a name a hand-kept list of names leaves out.
    package let acceptsActionKey: ((String) -> Bool)?
    /// Subscribes the adapter to the interactor's view states.
    package let bind: () -> Void

    // MARK: Private

    /// The interactor, kept alive for the length of the replay.
    private let interactor: AnyObject

    private static func keys<Source: Interactor>(of interactor: Source) -> (String) -> Bool
    where Source.Action: Decodable {
        { key in ActionKeyProbe.accepts(key, in: Source.Action.self) }
    }

    private static func decoding<Source: Interactor>(into interactor: Source) -> (JSONValue) throws -> Void
    where Source.Action: Decodable {
        { [unowned interactor] json in
            interactor.dispatch(action: try JSONDecoder().decode(Source.Action.self, from: json.data))
        }
    }
}
