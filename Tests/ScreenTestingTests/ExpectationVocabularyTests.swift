import Foundation
import ReactiveTesting
import ScreenTesting
import TestSupport
import Testing

@testable import ScriptReplay

/// One vocabulary of expectations: every key a script's `expect` step has, the harness's
/// `expect` has too, with the same meaning and the same message when it fails. The switch in
/// `wrongCheck(_:)` is exhaustive, so a key added to `ExpectationKey` does not compile here
/// until the harness can make its check; the script side reads every key.
@MainActor
@Suite struct ExpectationVocabularyTests {
    /// What both sides do before checking: three books, the first dragged below the second.
    static let steps = [
        #"{"dispatch": {"add": {"title": "Dune"}}}"#, #"{"dispatch": {"add": {"title": "Emma"}}}"#,
        #"{"dispatch": {"add": {"title": "Ulysses"}}}"#, #"{"advance": 1}"#,
        #"{"drag": {"from": [0, 0], "to": [0, 1]}}"#, #"{"advance": 1}"#,
        #"{"dispatch": {"addLater": {"title": "Late", "after": 100}}}"#,
    ]

    /// A check of `key` that does not hold on the shelf after `steps`, as a script writes it
    /// and as the harness makes it.
    static func wrongCheck(_ key: ExpectationKey) -> (script: String, harness: (ScreenHarness<ShelfInteractor>) -> Void)
    {
        switch key {
        case .rows: return (#""rows": [7]"#, { $0.expect(rowsPerSection: [7]) })
        case .visible: return (#""visible": ["Nope"]"#, { $0.expect(visible: ["Nope"]) })
        case .contains: return (#""contains": "Nope""#, { $0.expect(contains: ["Nope"]) })
        case .absent: return (#""absent": "Dune""#, { $0.expect(absent: ["Dune"]) })
        case .lastDecision:
            return (
                #""lastDecision": {"item": "count", "decision": "deferred"}"#,
                { $0.expect(lastDecisions: ["count": .deferred]) }
            )
        case .coalesced: return (#""coalesced": 9"#, { $0.expect(coalesced: 9) })
        case .fallbacks: return (#""fallbacks": 9"#, { $0.expect(fallbacks: 9) })
        case .swipeActions:
            return (
                #""swipeActions": {"item": [0, 0], "edge": "leading", "titles": ["Lend"]}"#,
                { $0.expect(swipeActions: .at([0, 0], from: .leading, titles: ["Lend"])) }
            )
        case .menuActions:
            return (
                #""menuActions": {"item": [0, 2], "titles": ["Lend"]}"#,
                { $0.expect(menuActions: .at([0, 2], titles: ["Lend"])) }
            )
        case .lastDrag:
            return (
                #""lastDrag": {"from": [0, 0], "to": [0, 2]}"#, { $0.expect(lastDrag: .from([0, 0], to: [0, 2])) }
            )
        case .alreadyShown: return (#""alreadyShown": 5"#, { $0.expect(alreadyShown: 5) })
        case .invariants:
            // The late book still waits on the clock: the screen is not settled.
            return (#""invariants": "default""#, { $0.expect(invariants: .default) })
        case .frames:
            return (
                #""frames": [{"item": [0, 1], "top": 7, "height": 9}]"#,
                { $0.expectLayout(frames: [IndexPath(item: 1, section: 0): (top: 7, height: 9)]) }
            )
        case .contentHeight: return (#""contentHeight": 7"#, { $0.expectLayout(contentHeight: 7) })
        case .offset: return (#""offset": 7"#, { $0.expectLayout(offset: 7) })
        case .firstVisible:
            return (
                #""firstVisible": {"item": [0, 2], "y": 7}"#,
                { $0.expectLayout(firstVisible: (IndexPath(item: 2, section: 0), y: 7)) }
            )
        case .measurements: return (#""measurements": 9"#, { $0.expectLayout(measurements: 9) })
        }
    }

    /// What the script says of the check: `check: expected ..., found ...`.
    private func scriptFailure(_ key: ExpectationKey) throws -> String {
        let lines =
            [#"{"screen": "shelf", "viewport": 300}"#] + Self.steps + [
                #"{"expect": {\#(Self.wrongCheck(key).script)}}"#
            ]
        let script = try ActionScript.parse(lines.joined(separator: "\n"), file: "vocabulary.jsonl")
        let report = ScriptRunner.run(script, screens: [.shelf])
        #expect(report.error == nil, "\(String(describing: report.error))")
        #expect(report.failures.count == 1, "\(report.failures)")
        return report.failures.first?.message ?? ""
    }

    @Test(arguments: ExpectationKey.allCases)
    func aCheckFailsWithTheSameMessageInAScriptAndInTheHarness(key: ExpectationKey) throws {
        // A decision names the line it was taken on: the script's, or the test's.
        let message = try scriptFailure(key).components(separatedBy: " at line ")[0]
        #expect(message.hasPrefix(key.rawValue), "the failure names the check by its key: \(message)")
        let clock = TestScheduler()
        let interactor = ShelfInteractor(scheduler: clock)
        let screen = ScreenHarness(interactor, list: ListSetup(viewport: 300), scheduler: clock) { adapter in
            adapter.registerShelfCells(dispatchingTo: interactor)
        }
        for title in ["Dune", "Emma", "Ulysses"] { screen.dispatch(.add(title: title)) }
        screen.advance(by: 1)
        screen.drag(from: [0, 0], to: [0, 1])
        screen.advance(by: 1)
        screen.dispatch(.addLater(title: "Late", after: 100))
        withKnownIssue {
            Self.wrongCheck(key).harness(screen)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined(separator: "\n").contains(message)
        }
        screen.settle()
        screen.finish()
    }

    @Test func eachHarnessParameterMakesTheCheckOfOneKey() {
        let labels = ExpectationKey.allCases.flatMap(\.harnessLabels)
        #expect(Set(labels).count == labels.count, "one parameter, one key")
    }
}
