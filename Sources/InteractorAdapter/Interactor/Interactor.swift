import ListUpdates
import ReactiveCore
import StagedDiff

/// The contract shared multiplatform screen logic fulfils: the screen sends it actions, it
/// answers with a stream of view states.
///
/// This is the shape a Kotlin Multiplatform (Reaktive or coroutines-bridged) interactor has
/// when seen from Swift: `dispatch(action:)` for everything the user does, and
/// `viewStates()` for what the screen shows. A view state is the whole list of items
/// currently on screen; the adapter diffs consecutive states and animates the changes.
///
/// - `viewStates()` may emit on any thread; the adapter moves values to the main queue.
///   Subscribers usually get the current state at once (back it with a `BehaviorSubject`).
/// - `dispatch(action:)` is called on the main queue; the interactor may do its work
///   anywhere and emit the result later.
///
/// **Sectioned screens.** `Item` is generic, so a sectioned screen uses a section type as
/// its `Item` — typically StagedDiff's `ArraySection<Model, Element>` (a section model plus
/// its elements) — and emits `[ArraySection<...>]`; a flat list emits its rows directly.
///
/// **State in Swift 6.** Keep the screen's state in a `StateStore`: it holds the state under
/// its lock, derives the view states and emits them in order, so an interactor whose timers
/// and backend replies change the state from other threads is `Sendable` as the compiler
/// checks it, with no `@unchecked Sendable` and no lock of its own:
///
/// ```swift
/// final class CounterInteractor: Interactor, Sendable {
///     enum Action { case increment }
///     private let store = StateStore([Int]()) { $0 }
///
///     func dispatch(action: Action) {
///         switch action {
///         case .increment: store.update { $0.append($0.count) }
///         }
///     }
///
///     func viewStates() -> Observable<[Int]> {
///         store.viewStates()
///     }
/// }
/// ```
///
/// View states that arrive as an `AsyncSequence` (a Kotlin flow bridged by SKIE) fit
/// `AsyncInteractor` instead.
public protocol Interactor<Action, Item>: AnyObject {
    /// What the screen can ask for: taps, text input, refreshes.
    associatedtype Action

    /// One element of a view state: a row of a flat list, or a section of a sectioned one.
    associatedtype Item: Sendable

    /// Handles one user action.
    func dispatch(action: Action)

    /// The stream of view states, each one the complete list of items to show.
    func viewStates() -> Observable<[Item]>
}
