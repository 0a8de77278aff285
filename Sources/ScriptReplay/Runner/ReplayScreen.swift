import Foundation
import InteractorAdapter
import HeadlessList
import ReactiveTesting

/// A screen as the replay drives it: an interactor wired to a `ListAdapter`, seen through
/// what a script can do to it (dispatch an action given as JSON) and what the replay
/// watches (the adapter's trace entries, the items on screen).
///
/// Built by a `ReplayScreenFactory`; it keeps the interactor alive, which the adapter does not.
@MainActor
package final class ReplayScreen {
    /// The adapter, seen through what the replay needs of it.
    package let adapter: any ReplayableAdapter
    /// Decodes an action's `Codable` form and dispatches it; throws the `DecodingError`.
    let dispatch: (JSONValue) throws -> Void
    /// Subscribes the adapter to the interactor's view states.
    let bind: () -> Void
    /// The interactor, kept alive for the length of the replay.
    private let interactor: AnyObject

    /// A flat screen: `interactor` emits `[Element]`.
    package init<Source: Interactor, Element>(interactor: Source, adapter: ListAdapter<SingleSection, Element>)
    where Source.Action: Decodable, Source.Item == Element {
        self.adapter = adapter
        self.interactor = interactor
        dispatch = { [unowned interactor] json in
            interactor.dispatch(action: try JSONDecoder().decode(Source.Action.self, from: json.data))
        }
        bind = { [unowned adapter, unowned interactor] in adapter.bind(to: interactor) }
    }

    /// A sectioned screen: `interactor` emits `[ArraySection<Model, Element>]`.
    package init<Source: Interactor, Model, Element>(interactor: Source, adapter: ListAdapter<Model, Element>)
    where Source.Action: Decodable, Source.Item == ArraySection<Model, Element> {
        self.adapter = adapter
        self.interactor = interactor
        dispatch = { [unowned interactor] json in
            interactor.dispatch(action: try JSONDecoder().decode(Source.Action.self, from: json.data))
        }
        bind = { [unowned adapter, unowned interactor] in adapter.bind(to: interactor) }
    }
}
