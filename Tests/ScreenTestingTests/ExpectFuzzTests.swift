import Foundation
import ReactiveTesting
import ScreenTesting
import TestSupport
import Testing

@testable import ScriptReplay

/// `expectNoFuzzFailure` passes on a correct screen and records a broken invariant at the
/// caller's line with the shrunk script, written to the report folder.
@MainActor
@Suite struct ExpectFuzzTests {
    @Test func aCorrectScreenPasses() {
        let report = expectNoFuzzFailure(.shelf, options: FuzzOptions(runs: 20, steps: 60, seed: 2))
        #expect(report.failure == nil)
        #expect(report.runs == 20)
    }

    @Test func aBrokenRuleIsRecordedAtTheCallersLineWithTheScript() {
        // A rule the shelf breaks as soon as it holds two books.
        let strict = ReplayScreenFactory.shelf.withRules([
            ScreenRule<[ShelfItem]>("one book at most") { items in items.count > 2 ? "\(items.count - 1) books" : nil }
        ])
        let line = #line + 2
        withKnownIssue {
            expectNoFuzzFailure(strict, options: FuzzOptions(runs: 20, steps: 60, seed: 2))
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return issue.sourceLocation?.line == line && text.contains("broke one book at most")
                && text.contains(#"{"expect": {"invariants": "default"}}"#) && text.contains("# fuzz seed=2 run=")
        }
    }
}

/// The harness's `settle()` and `expect(invariants:)`, as a script's `settle` and `invariants`.
@MainActor
@Suite struct HarnessInvariantTests {
    @Test func aSettledShelfKeepsItsInvariants() {
        let clock = TestScheduler()
        let interactor = ShelfInteractor(scheduler: clock)
        let screen = ScreenHarness(interactor, list: ListSetup(viewport: 300), scheduler: clock) { adapter in
            adapter.registerShelfCells(dispatchingTo: interactor)
        }
        screen.dispatch(.add(title: "Dune"))
        screen.dispatch(.addLater(title: "Emma", after: 3))
        screen.settle()
        screen.expect(rows: 3, invariants: .default)
        screen.finish()
    }
}
