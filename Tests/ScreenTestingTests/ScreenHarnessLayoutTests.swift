import Foundation
import ScreenTesting
import TestSupport
import Testing

/// Where rows are, checked from a screen test as a script's geometry checks do.
@MainActor
@Suite struct ScreenHarnessLayoutTests {
    private func shelf(_ interactor: ShelfInteractor) -> ScreenHarness<ShelfInteractor> {
        ScreenHarness(interactor, list: ListSetup(viewport: 60, width: 480), scheduler: TestScheduler()) { adapter in
            adapter.registerShelfCells(dispatchingTo: interactor)
        }
    }

    @Test func framesOffsetAndTheFirstVisibleRowAreChecked() {
        let screen = shelf(ShelfInteractor())
        screen.dispatch(.add(title: "Dune"))
        screen.advance(by: 0.3)
        screen.dispatch(.add(title: "Emma"))
        screen.advance(by: 0.3)
        screen.scroll(to: 30)
        screen.expectLayout(
            frames: [IndexPath(item: 1, section: 0): (top: 44, height: 44)], contentHeight: 132, offset: 30,
            firstVisible: (IndexPath(item: 0, section: 0), y: -30), measurements: 0)
        screen.resize(width: 320)
        screen.expectLayout(firstVisible: (IndexPath(item: 0, section: 0), y: -30))
        screen.finish()
    }

    @Test func aWrongFrameFailsWithExpectedAndFound() {
        let screen = shelf(ShelfInteractor())
        screen.dispatch(.add(title: "Dune"))
        screen.advance(by: 0.3)
        let line = #line + 2
        withKnownIssue {
            screen.expectLayout(frames: [IndexPath(item: 0, section: 0): (top: 0, height: 60)], offset: 10)
        } matching: { issue in
            ExpectedIssue(
                line: line,
                saying: [
                    "frames [0, 0]: expected top 0, height 60, found top 0, height 44", "offset: expected 10, found 0",
                ]
            ).matches(issue)
        }
        screen.finish()
    }
}
