import Foundation
import HeadlessList
import InteractorAdapter
import ReactiveTesting

/// One invariant that does not hold: its id and what is wrong.
public struct InvariantViolation: Equatable, Sendable, CustomStringConvertible {
    /// The invariant's id (`ScreenInvariant`'s raw value, or the name of a screen's rule).
    public var id: String
    /// What is wrong, e.g. UIKit's words for a rejected batch.
    public var message: String

    public init(id: String, message: String) {
        self.id = id
        self.message = message
    }

    public var description: String { "\(id): \(message)" }

    /// The failure's signature: its id and the shape of its message (digits and quoted texts
    /// blanked), so that a shrunk script fails "the same way" with other rows or texts.
    public var signature: String {
        var shape = ""
        var inQuote = false
        var lastWasDigit = false
        for character in message {
            if character == "\"" {
                inQuote.toggle()
                if inQuote { shape += "\"…\"" }
                continue
            }
            if inQuote { continue }
            if character.isNumber {
                if !lastWasDigit { shape += "#" }
                lastWasDigit = true
                continue
            }
            lastWasDigit = false
            shape.append(character)
        }
        return id + ": " + shape
    }
}

// The invariants, checked on the driver's screen: after any step (the step invariants), and
// once it settled (all of them).
extension ScreenDriver {
    /// At most this many actions run in one `settle`: a timer that re-arms itself forever
    /// stops there and stays pending.
    package static let settleLimit = 10_000

    /// The times of the actions waiting on the clock, earliest first, but for those of the
    /// declared recurring timers (`recurringTimers`).
    package var pendingWorkTimes: [TimeInterval] {
        guard !recurringTimers.isEmpty else { return scheduler.pendingActionTimes }
        return scheduler.pendingActions.compactMap { action in
            action.label.map(recurringTimers.contains) == true ? nil : action.time
        }
    }

    /// Runs everything waiting on the clock, in time order, until nothing is (or
    /// `settleLimit` actions ran), then lets the adapter apply what that caused. The declared
    /// recurring timers run only as far as the clock goes for the rest: once only they wait,
    /// the screen is settled.
    package func settleCompletely() {
        var ran = 0
        while ran < Self.settleLimit, let next = pendingWorkTimes.first {
            scheduler.advance(to: max(next, scheduler.now))
            ran += 1
        }
        settle()
    }

    /// The invariants of `selection` that do not hold now; the settled ones only when
    /// `settled` (the caller has just settled the screen).
    package func violations(of selection: InvariantSelection, settled: Bool) -> [InvariantViolation] {
        var found: [InvariantViolation] = []
        for problem in problems {
            let id: ScreenInvariant
            switch problem {
            case .rejectedBatch: id = .validator
            case .unregisteredViewState, .unregisteredFooterViewState: id = .placeholder
            case .duplicateIdentifiers: id = .duplicates
            default: id = .problems
            }
            if selection.includes(id.rawValue) {
                found.append(InvariantViolation(id: id.rawValue, message: "\(problem)"))
            }
        }
        if settled { found += settledViolations(of: selection) }
        if let state = screen.lastState() {
            for rule in rules where selection.includes(rule.name) {
                if let message = rule.check(state) { found.append(InvariantViolation(id: rule.name, message: message)) }
            }
        }
        return found
    }

    private func settledViolations(of selection: InvariantSelection) -> [InvariantViolation] {
        var found: [InvariantViolation] = []
        if selection.includes(ScreenInvariant.settled.rawValue) {
            if screen.adapter.isAnimating {
                found.append(InvariantViolation(id: "settled", message: "a batch is still animating once settled"))
            } else if let mismatch = screen.settledMismatch() {
                found.append(InvariantViolation(id: "settled", message: mismatch))
            }
        }
        if selection.includes(ScreenInvariant.heights.rawValue), !screen.adapter.isAnimating,
            let mismatch = HeightComparison.mismatch(list: listView, adapter: screen.adapter)
        {
            found.append(InvariantViolation(id: ScreenInvariant.heights.rawValue, message: mismatch))
        }
        if selection.includes(ScreenInvariant.freshReload.rawValue), !screen.adapter.isAnimating,
            let mismatch = FreshReloadComparison.mismatch(of: self)
        {
            found.append(InvariantViolation(id: ScreenInvariant.freshReload.rawValue, message: mismatch))
        }
        if selection.includes(ScreenInvariant.pending.rawValue) {
            let waiting = pendingWorkTimes
            if !waiting.isEmpty {
                let times = waiting.prefix(3).map { ReplayNumber.format($0 - scheduler.now) + " s" }
                found.append(
                    InvariantViolation(
                        id: "pending",
                        message: "\(waiting.count) actions still wait on the clock (next in "
                            + "\(times.joined(separator: ", "))); a settle runs at most \(Self.settleLimit), so one "
                            + "that is still waiting after a settle re-arms itself (declare a timer that does so by design: withRecurringTimers)"
                    ))
            }
            if screen.adapter.unappliedEmissions > 0 {
                found.append(
                    InvariantViolation(
                        id: "pending", message: "\(screen.adapter.unappliedEmissions) emissions wait in the adapter"))
            }
        }
        return found
    }
}
