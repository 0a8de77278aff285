import Foundation
import HeadlessList
import InteractorAdapter
import ReactiveTesting

// The checks of an `expect` step or a screen test's `expect`, each against what the list
// shows now or what the adapter recorded since the screen was bound (see `ScriptExpectation`).
extension ScreenDriver {
    /// The checks of `expectation` that do not hold, in the order `ScriptExpectation` lists them.
    package func check(_ expectation: ScriptExpectation) -> [ExpectationFailure] {
        let frame = self.frame
        var failures: [ExpectationFailure] = []
        if let rows = expectation.rows, let failure = Self.check(rows, counts: frame.counts) {
            failures.append(failure)
        }
        if let visible = expectation.visible, visible != frame.rowTexts {
            failures.append(
                ExpectationFailure(check: "visible", expected: Self.list(visible), actual: Self.shown(frame.rowTexts)))
        }
        // The texts on screen as the failures repeat them, written once for all.
        var shown: String?
        for text in expectation.contains where !frame.allTexts.contains(where: { $0.contains(text) }) {
            let texts = shown ?? Self.shown(frame.allTexts)
            shown = texts
            failures.append(
                ExpectationFailure(check: "contains", expected: Self.quoted(text) + " on screen", actual: texts))
        }
        for text in expectation.absent {
            guard let shown = frame.allTexts.first(where: { $0.contains(text) }) else { continue }
            failures.append(
                ExpectationFailure(
                    check: "absent", expected: Self.quoted(text) + " not on screen", actual: EchoedText.quoted(shown)))
        }
        failures += expectation.lastDecisions.compactMap(check)
        if let coalesced = expectation.coalesced, coalesced != summary.coalesced {
            failures.append(
                ExpectationFailure(
                    check: "coalesced", expected: "\(coalesced)",
                    actual: "\(summary.coalesced) emissions coalesced so far"))
        }
        if let fallbacks = expectation.fallbacks, fallbacks != summary.fallbacks {
            failures.append(
                ExpectationFailure(
                    check: "fallbacks", expected: "\(fallbacks)",
                    actual: "\(summary.fallbacks) fallbacks to reloadData() so far"))
        }
        return failures + checkInteractions(expectation) + check(expectation.geometry)
    }

    /// The checks of `swipeActions`, `menuActions`, `lastDrag` and `alreadyShown` that do not hold.
    private func checkInteractions(_ expectation: ScriptExpectation) -> [ExpectationFailure] {
        var failures: [ExpectationFailure] = []
        if let check = expectation.swipeActions {
            let found = swipeTitles(of: check.item, edge: check.edge)
            if found != check.titles {
                failures.append(
                    ExpectationFailure(
                        check: "swipeActions \(check.item) \(check.edge.rawValue)", expected: Self.list(check.titles),
                        actual: found.map(Self.list) ?? "no such row"))
            }
        }
        if let check = expectation.menuActions, menuTitles(of: check.item) != check.titles {
            failures.append(
                ExpectationFailure(
                    check: "menuActions \(check.item)", expected: Self.list(check.titles),
                    actual: menuTitles(of: check.item).map(Self.list) ?? "no such row"))
        }
        if let check = expectation.lastDrag {
            let expected = "from \(check.from) to \(check.to)"
            if let drag = lastDrag {
                let from = ScriptRow(section: drag.source.section, row: drag.source.item)
                let to = ScriptRow(section: drag.destination.section, row: drag.destination.item)
                if from != check.from || to != check.to {
                    failures.append(
                        ExpectationFailure(
                            check: "lastDrag", expected: expected, actual: lastDragDescription ?? drag.description))
                }
            } else {
                failures.append(ExpectationFailure(check: "lastDrag", expected: expected, actual: "no drag so far"))
            }
        }
        if let count = expectation.alreadyShown, count != alreadyShownCount {
            failures.append(
                ExpectationFailure(
                    check: "alreadyShown", expected: "\(count)",
                    actual: "\(alreadyShownCount) states applied as already shown after drags so far"))
        }
        if let selection = expectation.invariants {
            failures += violations(of: selection, settled: true).map { violation in
                ExpectationFailure(check: "invariants \(violation.id)", expected: "to hold", actual: violation.message)
            }
        }
        return failures
    }

    private static func check(_ rows: ScriptExpectation.RowCount, counts: [Int]) -> ExpectationFailure? {
        let described =
            "\(counts.reduce(0, +)) in \(counts.count) section\(counts.count == 1 ? "" : "s") "
            + "[\(counts.map(String.init).joined(separator: ", "))]"
        switch rows {
        case .total(let total) where total != counts.reduce(0, +):
            return ExpectationFailure(check: "rows", expected: "\(total)", actual: described)
        case .perSection(let perSection) where perSection != counts:
            return ExpectationFailure(
                check: "rows", expected: "[\(perSection.map(String.init).joined(separator: ", "))]", actual: described)
        default:
            return nil
        }
    }

    private func check(_ expected: ScriptExpectation.DecisionCheck) -> ExpectationFailure? {
        let check = "lastDecision \(Self.quoted(expected.item))"
        guard let identifier = identifier(named: expected.item) else {
            let known = decisions.keys.sorted().joined(separator: ", ")
            return ExpectationFailure(
                check: check, expected: expected.decision.rawValue,
                actual:
                    "no decision recorded for it (decisions were recorded for: \(known.isEmpty ? "nothing" : known))")
        }
        guard let (decision, line) = decisions[identifier] else {
            return ExpectationFailure(
                check: check, expected: expected.decision.rawValue, actual: "no decision recorded for it")
        }
        guard decision.kind != expected.decision else { return nil }
        return ExpectationFailure(
            check: check, expected: expected.decision.rawValue,
            actual: "\(decision.kind.rawValue) (\(decision.reason)) at line \(line)")
    }

    /// The identifier an expectation means: an identifier with a recorded decision, else the
    /// identifier of the visible row or header whose text is `name`.
    private func identifier(named name: String) -> String? {
        if decisions[name] != nil { return name }
        return identifier(ofVisibleText: name)
    }

    /// `"Milk"`: a text as JSON writes it, as checks quote texts.
    package static func quoted(_ text: String) -> String { JSONValue.string(text).serialized }

    /// `["Milk", "Eggs"]`: texts as a JSON array writes them.
    package static func list(_ texts: [String]) -> String { "[" + texts.map(quoted).joined(separator: ", ") + "]" }

    /// `["Milk", "aaaa…" (100000 characters)]`: texts on screen as a failure repeats them, each
    /// cut after `EchoedText.limit` characters. Every failed `contains` of an `expect` repeats
    /// the screen: five rows of 100,000 characters and 2,000 texts not found wrote 1 GB.
    package static func shown(_ texts: [String]) -> String {
        "[" + texts.map { EchoedText.quoted($0) }.joined(separator: ", ") + "]"
    }
}
