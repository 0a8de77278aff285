import Foundation
import HeadlessList
import InteractorAdapter
import ReactiveCore
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
        watchEmissions(of: interactor, shownBy: adapter) { [ArraySection(model: SingleSection(), elements: $0)] }
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
        watchEmissions(of: interactor, shownBy: adapter) { $0 }
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
        watchEmissions(of: interactor, composedBy: adapter)
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
    package private(set) var bind: () -> Void
    /// The last state the interactor emitted (its `[Item]`), nil before the first; what a
    /// screen's own rules and a fuzz generator are given. On a composed screen, the state of
    /// the interactor scripts dispatch to.
    package private(set) var lastState: () -> Any? = { nil }
    /// Once settled, what differs between the last emitted state and what the adapter shows
    /// (sections, identities, contents, order, and the list's row counts); nil when they agree.
    /// On a composed screen, each provider's sections against the newest state it received.
    package private(set) var settledMismatch: () -> String? = { nil }
    /// Gives `fresh`, the same screen built again and not bound, the last emitted state at
    /// once; false when it cannot (a composed screen, or nothing emitted yet).
    package private(set) var showLastState: (_ fresh: ReplayScreen) -> Bool = { _ in false }

    // MARK: Private

    /// The interactor, kept alive for the length of the replay.
    private let interactor: AnyObject

    /// Records what `interactor` emits (a second subscription, on the same clock) so that the
    /// settled screen can be compared with the last state; `sections` turns an emission into
    /// the sections the adapter shows. Call it before the screen is bound.
    package func watchEmissions<Source: Interactor, Model, Item>(
        of interactor: Source, shownBy adapter: ListAdapter<Model, Item>,
        sections: @escaping ([Source.Item]) -> [ArraySection<Model, Item>]
    ) {
        let last = recordEmissions(of: interactor)
        settledMismatch = { [weak adapter] in
            guard let adapter, let items = last.withLock({ $0 }) else { return nil }
            return SettledComparison.mismatch(
                shown: adapter.sections, emitted: sections(items), list: adapter.listView)
        }
        showLastState = { fresh in
            guard let adapter = fresh.adapter as? ListAdapter<Model, Item>, let items = last.withLock({ $0 }) else {
                return false
            }
            adapter.bind(to: BehaviorSubject(value: sections(items)).asObservable())
            return true
        }
    }

    /// Records what the interactor of a composed screen emits, for its rules and generator,
    /// and compares every provider the adapter shows with the newest state it received.
    private func watchEmissions<Source: Interactor>(of interactor: Source, composedBy adapter: ComposedListAdapter) {
        recordEmissions(of: interactor)
        settledMismatch = { [weak adapter] in
            guard let adapter else { return nil }
            var comparison = ProviderComparison()
            adapter.visitShownProviders(&comparison)
            return comparison.mismatch
                ?? SettledComparison.countMismatch(expected: comparison.counts, list: adapter.listView)
        }
    }

    /// Subscribes to `interactor` a second time when the screen is bound (on the same clock),
    /// keeping its newest emission, which `lastState` answers (for rules and generators).
    @discardableResult
    private func recordEmissions<Source: Interactor>(of interactor: Source) -> LockedState<[Source.Item]?> {
        let last = LockedState<[Source.Item]?>(nil)
        var subscription: (any Disposable)?
        let bind = self.bind
        self.bind = {
            subscription = interactor.viewStates().subscribe(onNext: { items in last.withLock { $0 = items } })
            bind()
        }
        lastState = {
            _ = subscription
            return last.withLock { $0 }
        }
        return last
    }

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
