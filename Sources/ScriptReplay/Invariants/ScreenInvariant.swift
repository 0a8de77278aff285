/// A rule every screen must keep whatever the user does, checked by a fuzz run after every
/// step and by a script's `{"expect": {"invariants": "default"}}`; each has an id that
/// `--invariants default,-pending` (or `InvariantSelection`) switches off.
///
/// The step invariants hold after any step; the settled ones (`settled`, `pending`) are
/// checked only once the screen came to rest (`{"settle": {}}`).
public enum ScreenInvariant: String, CaseIterable, Sendable, Comparable {
    /// Every batch passed the validator (UIKit's rules); a rejected one is reported in UIKit's words.
    case validator
    /// No row, header or footer was shown with a placeholder cell: every view state has a cell.
    case placeholder
    /// The adapter reported no other problem (e.g. a second `bind`).
    case problems
    /// No two items of a section list share a difference identifier.
    case duplicates
    /// Once settled, the list shows the last state the interactor emitted: the same sections,
    /// identities, contents and order, and as many rows as the adapter holds.
    case settled
    /// Once settled, nothing waits on the clock and no emission waits in the adapter, but
    /// for the screen's declared recurring timers (`ReplayScreenFactory.withRecurringTimers(_:)`).
    case pending
    /// Once settled, every row the list shows is as high as its sizing gives (its fixed
    /// height, or its measuring function at the list's width and environment, worked out
    /// afresh), rows lie one after the other, and the content is as high as they add up to.
    case heights
    /// Once settled, a fresh list given the last state with `reloadData()` shows the same:
    /// the same rows with the same identities in the same order, the same visible cells and
    /// texts at the same offset, every row, header and footer where this list has it. Off
    /// by default (it builds the screen again at every settle point): select it with
    /// `default,fresh-reload`.
    case freshReload = "fresh-reload"

    /// Whether the invariant is only checked on a settled screen.
    public var needsSettledScreen: Bool {
        switch self {
        case .settled, .pending, .heights, .freshReload: return true
        case .validator, .placeholder, .problems, .duplicates: return false
        }
    }

    /// Whether `default` leaves the invariant out, so that it is checked only when named.
    public var isOptional: Bool { self == .freshReload }

    public static func < (lhs: ScreenInvariant, rhs: ScreenInvariant) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// A rule of a team's own screen, checked with the built-in invariants: given the last state
/// the interactor emitted, nil when the rule holds, else what is wrong.
///
/// ```swift
/// ScreenRule<[PlaylistItem]>("ids are stable") { items in
///     Set(items.map(\.id)).count == items.count ? nil : "an id appears twice"
/// }
/// ```
public struct ScreenRule<State>: Sendable {
    /// The rule's id, as `--invariants` and reports name it.
    public var name: String
    /// Nil when the rule holds for the state, else what is wrong.
    public var check: @Sendable (State) -> String?

    /// A rule named `name`.
    public init(_ name: String, check: @escaping @Sendable (State) -> String?) {
        self.name = name
        self.check = check
    }
}

/// A rule whose state was erased, as a screen's registration keeps it.
package struct ErasedScreenRule: Sendable {
    package var name: String
    package var check: @Sendable (Any) -> String?
}
