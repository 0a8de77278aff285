import Foundation
import HeadlessList
import InteractorAdapter
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

    /// Wires `interactor` to `adapter`. `bind` subscribes the adapter to the interactor's view
    /// states, `{ adapter.bind(to: $0) }`: written by the caller, who knows whether the screen
    /// is flat or sectioned and so which `bind` applies.
    package init<Source: Interactor>(
        interactor: Source, adapter: any ReplayableAdapter, bind: @escaping @MainActor (Source) -> Void
    ) where Source.Action: Decodable {
        self.adapter = adapter
        self.interactor = interactor
        dispatch = { [unowned interactor] json in
            interactor.dispatch(action: try JSONDecoder().decode(Source.Action.self, from: json.data))
        }
        self.bind = { [unowned interactor] in bind(interactor) }
    }
}
