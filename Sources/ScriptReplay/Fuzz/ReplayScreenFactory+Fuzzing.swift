import Foundation

/// A team's generator with its types erased: given the last state, the next action's
/// `Codable` form, or nil when no action applies now.
package struct ErasedActionGenerator: Sendable {
    package var generate: @Sendable (Any, inout FuzzRandom) -> JSONValue?
    /// Whether the generator replaces the actions derived from the action type.
    package var alone: Bool
}

extension ReplayScreenFactory {
    /// The same screen with its own rules, checked after every step of a fuzz run and by a
    /// script's `{"expect": {"invariants": "default"}}`, as the built-in invariants are.
    ///
    /// ```swift
    /// static let playlist = ReplayScreenFactory(name: "playlist", actions: PlaylistAction.self) { ... }
    ///     .withRules([ScreenRule<[PlaylistItem]>("one summary") { items in ... }])
    /// ```
    /// - Parameter rules: each given the last state the interactor emitted (its `[Item]`).
    public func withRules<Item>(_ rules: [ScreenRule<[Item]>]) -> ReplayScreenFactory {
        var copy = self
        copy.rules += rules.map { rule in
            ErasedScreenRule(name: rule.name) { state in (state as? [Item]).flatMap(rule.check) }
        }
        return copy
    }

    /// The same screen with a generator of actions for fuzz runs: given the last state the
    /// interactor emitted, the next action, or nil when none applies now. The action is
    /// written to the script in its `Codable` form, so `Action` must be `Encodable`.
    ///
    /// ```swift
    /// .withGenerator(state: [PlaylistItem].self) { items, random in
    ///     items.isEmpty ? nil : PlaylistAction.remove(id: items.randomElement(using: &random)!.id)
    /// }
    /// ```
    /// - Parameters:
    ///   - state: the interactor's `[Item]`.
    ///   - alone: true to draw actions only from the generator; false (the default) to mix
    ///     them with actions built from the action type.
    ///   - generate: the next action, or nil when no action applies to the state.
    public func withGenerator<Item, Action: Encodable & Sendable>(
        state: [Item].Type, alone: Bool = false,
        _ generate: @escaping @Sendable ([Item], inout FuzzRandom) -> Action?
    ) -> ReplayScreenFactory {
        var copy = self
        copy.generator = ErasedActionGenerator(
            generate: { state, random in
                guard let items = state as? [Item], let action = generate(items, &random) else { return nil }
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.sortedKeys]
                guard let data = try? encoder.encode(action), let text = String(data: data, encoding: .utf8) else {
                    return nil
                }
                return try? JSONParser.parse(text)
            }, alone: alone)
        return copy
    }
}

extension ReplayScreenFactory {
    /// The same screen with timers that re-arm themselves by design (a clock that ticks every
    /// second while the screen is shown): what the screen schedules through
    /// `environment.scheduler.labeled(label)` for one of `labels` is not run to the end by a
    /// settle and is not `pending` once settled. Any other action still waiting after a
    /// settle is, so a timer that re-arms itself by mistake is still caught.
    ///
    /// ```swift
    /// ReplayScreenFactory(name: "ticker", actions: TickerAction.self) { environment in
    ///     let interactor = TickerInteractor(clock: environment.scheduler.labeled("clock"))
    ///     ...
    /// }
    /// .withRecurringTimers(["clock"])
    /// ```
    /// - Parameter labels: the labels given to `TestScheduler.labeled(_:)`.
    public func withRecurringTimers(_ labels: [String]) -> ReplayScreenFactory {
        var copy = self
        copy.recurringTimers += labels
        return copy
    }

    /// The names of the screen's own rules, as `--invariants` may write them.
    public var ruleNames: [String] { rules.map(\.name) }
}
