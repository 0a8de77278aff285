import Foundation
import ScreenTesting
import TestSupport
import Testing

/// Failing checks and leftovers are issues at the test's own line, saying expected against
/// found and showing the screen; each test here expects exactly the issue it provokes.
@MainActor
@Suite struct ScreenHarnessFailureTests {
    private func shelf(
        _ interactor: ShelfInteractor, scheduler: TestScheduler = TestScheduler()
    )
        -> ScreenHarness<ShelfInteractor>
    {
        ScreenHarness(interactor, list: ListSetup(viewport: 300), scheduler: scheduler) { adapter in
            adapter.registerShelfCells(dispatchingTo: interactor)
        }
    }

    @Test func aWrongExpectationFailsAtItsLineWithExpectedFoundAndTheScreen() {
        let screen = shelf(ShelfInteractor())
        screen.dispatch(.add(title: "Dune"))
        let line = #line + 2
        withKnownIssue {
            screen.expect(rows: 3, visible: ["Emma", "1 book"])
        } matching: { issue in
            ExpectedIssue(
                line: line,
                saying: [
                    "rows: expected 3, found 2 in 1 section [2]",
                    #"visible: expected ["Emma", "1 book"], found ["Dune", "1 book"]"#,
                    "screen as it was:\n  ┌──────────────────────────┐\n  │ Dune                     │",
                ]
            ).matches(issue)
        }
        screen.advance(by: 1)
        screen.finish()
    }

    @Test func anExpectationWithNothingToCheckIsAFailure() {
        let screen = shelf(ShelfInteractor())
        let line = #line + 2
        withKnownIssue {
            screen.expect()
        } matching: {
            ExpectedIssue(line: line, saying: ["nothing to check"]).matches($0)
        }
        screen.finish()
    }

    @Test func aTapOutsideTheListSaysWhatTheListHas() {
        let screen = shelf(ShelfInteractor())
        let line = #line + 2
        withKnownIssue {
            screen.tap(at: [0, 4])
        } matching: {
            ExpectedIssue(line: line, saying: ["tap [0, 4] is outside the list: it has 1 section with [1] rows"])
                .matches($0)
        }
        screen.finish()
    }

    @Test func finishNamesTimersLeftOnTheClock() {
        let scheduler = TestScheduler()
        let screen = shelf(ShelfInteractor(scheduler: scheduler), scheduler: scheduler)
        screen.dispatch(.addLater(title: "Dune", after: 2))
        let line = #line + 2
        withKnownIssue {
            screen.finish()
        } matching: {
            ExpectedIssue(
                line: line,
                saying: [
                    "the screen test left work over at finish()",
                    "1 action scheduled on the test scheduler (now t=0) has not run, due at t=2: "
                        + "advance(by: 2) runs it [pendingWork]",
                ]
            ).matches($0)
        }
    }

    @Test func finishNamesStatesNotAppliedWhileTheListAnimates() {
        let screen = shelf(ShelfInteractor())
        screen.dispatch(.add(title: "Dune"))
        screen.dispatch(.add(title: "Emma"))
        screen.dispatch(.add(title: "Odyssey"))
        let line = #line + 2
        withKnownIssue {
            screen.finish()
        } matching: {
            ExpectedIssue(
                line: line,
                saying: [
                    "2 actions scheduled on the test scheduler (now t=0) have not run, due at t=0.3 (×2): "
                        + "advance(by: 0.3) runs them; the list is still animating a batch [pendingWork]",
                    "2 view states emitted but not applied by the adapter yet", "[unappliedStates]",
                ]
            ).matches($0)
        }
    }

    @Test func finishNamesProblemsTheAdapterReported() {
        let interactor = ShelfInteractor()
        let screen = ScreenHarness(interactor, list: ListSetup(viewport: 300)) { adapter in
            adapter.registerCell(ofType: BookCell.self)
        }
        let line = #line + 2
        withKnownIssue {
            screen.finish()
        } matching: {
            ExpectedIssue(
                line: line,
                saying: [
                    "the adapter reported warning: no cell registered for view state BookCountViewState; "
                        + "a placeholder is shown. Register one with registerCell(ofType:). [problems]"
                ]
            ).matches($0)
        }
    }

    @Test func expectProblemsAcknowledgesThem() {
        let screen = ScreenHarness(ShelfInteractor(), list: ListSetup(viewport: 300)) { _ in }
        screen.expectProblems([
            .unregisteredViewState(typeName: "BookCountViewState", isHeader: false)
        ])
        #expect(screen.problems.isEmpty)
        screen.finish()
    }

    @Test func aTestMayLeaveOutWhatItDoesNotWantChecked() {
        let scheduler = TestScheduler()
        let screen = shelf(ShelfInteractor(scheduler: scheduler), scheduler: scheduler)
        screen.dispatch(.addLater(title: "Dune", after: 60))
        screen.exhaustivity = .off
        screen.finish()
        let other = shelf(ShelfInteractor(scheduler: scheduler), scheduler: scheduler)
        other.exhaustivity.remove(.pendingWork)
        other.finish()
    }

    @Test func aHarnessThatGoesAwayUnfinishedChecksAtItsCreation() {
        let scheduler = TestScheduler()
        let interactor = ShelfInteractor(scheduler: scheduler)
        let line = #line + 3
        withKnownIssue {
            do {
                let screen = ScreenHarness(interactor, list: ListSetup(viewport: 300), scheduler: scheduler) {
                    adapter in
                    adapter.registerShelfCells(dispatchingTo: interactor)
                }
                screen.dispatch(.addLater(title: "Dune", after: 1))
            }
        } matching: {
            ExpectedIssue(line: line, saying: ["left work over when the harness went away", "[pendingWork]"])
                .matches($0)
        }
    }

    @Test func aSectionedInteractorShownFlatSaysWhichInitializerToUse() {
        let interactor = ShelvesInteractor()
        let line = #line + 2
        withKnownIssue {
            let screen = ScreenHarness(interactor, list: ListSetup(viewport: 300)) { _ in }
            screen.exhaustivity = .off
        } matching: {
            ExpectedIssue(line: line, saying: ["create it with ScreenHarness(sectioned:list:cells:)"]).matches($0)
        }
    }

    @Test func usingTheHarnessOffTheMainActorStopsWithAMessageThatSaysSo() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let create: @MainActor () -> Void = {
                _ = ScreenHarness(ShelfInteractor(), list: ListSetup(viewport: 300)) { _ in }
            }
            // Swift 6 checks isolation at compile time; a Swift 5 test target, or an unsafe
            // cast as here, reaches the harness from another thread at run time.
            unsafeBitCast(create, to: (() -> Void).self)()
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(output.contains("ScreenHarness.init was called off the main actor"), "\(output)")
        #expect(output.contains("mark the test @MainActor"))
    }
}
