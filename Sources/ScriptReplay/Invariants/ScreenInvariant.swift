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
    /// Once settled, nothing waits on the clock and no emission waits in the adapter.
    case pending
    // A row-height invariant (heights agree with the view states once settled) belongs here
    // when rows have their own heights; it is checked after `settled`, like it.

    /// Whether the invariant is only checked on a settled screen.
    public var needsSettledScreen: Bool { self == .settled || self == .pending }

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
