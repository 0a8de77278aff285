import Foundation
import ScreenTesting
import TestSupport
import Testing

/// The harness on the shelf, a screen defined in the tests: it shows the first state at
/// once, drives the screen as a user would, and reads and checks what is on screen.
@MainActor
@Suite struct ScreenHarnessTests {
    private func shelf(_ interactor: ShelfInteractor, line: UInt = #line) -> ScreenHarness<ShelfInteractor> {
        ScreenHarness(interactor, list: ListSetup(viewport: 300), scheduler: TestScheduler(), line: line) { adapter in
            adapter.registerShelfCells(dispatchingTo: interactor)
        }
    }

    @Test func theFirstStateIsOnScreenWhenTheHarnessIsCreated() {
        let screen = shelf(ShelfInteractor())
        #expect(screen.visibleTexts == ["0 books"])
        #expect(screen.rowCounts == [1])
        #expect(screen.trace.entries.map(\.reason) == [.firstData])
        screen.finish()
    }

    @Test func dispatchTapAndScrollActAsAUserAndTheAdapterAppliesAtOnce() {
        let interactor = ShelfInteractor()
        let screen = shelf(interactor)
        screen.dispatch(.add(title: "Dune"))
        #expect(screen.visibleTexts == ["Dune", "1 book"])
        screen.advance(by: 1)
        #expect(screen.tap(at: [0, 0]))
        #expect(screen.visibleTexts == ["✓ Dune", "1 book"])
        #expect(!screen.tap(at: [0, 1]), "the count row does not highlight")
        screen.advance(by: 1)
        for number in 2...9 { screen.dispatch(.add(title: "Book \(number)")) }
        screen.advance(by: 1)
        screen.scroll(to: 100)
        #expect(screen.visibleTexts.last == "9 books")
        #expect(screen.frame.offset == 100 && screen.frame.maximumOffset == 140)
        screen.finish()
    }

    @Test func readsTheDecisionsTheTraceAndTheTotals() {
        let screen = shelf(ShelfInteractor())
        screen.dispatch(.add(title: "Dune"))
        screen.advance(by: 1)
        screen.dispatch(.rename(id: "b1", title: "Emma"))
        screen.advance(by: 1)
        #expect(screen.lastDecision(for: "b1")?.kind == .renderedInPlace)
        #expect(screen.lastDecision(for: "count")?.reason == .rendererCannotAnimate)
        #expect(screen.lastDecision(for: "b9") == nil)
        #expect(screen.summary.updates == 3 && screen.summary.renderedInPlace == 1)
        #expect(screen.trace.entries.count == 3)
        screen.expect(
            rows: 2, visible: ["Emma", "1 book"], contains: ["Em"], absent: ["Dune"],
            lastDecisions: ["Emma": .renderedInPlace, "count": .reloaded], coalesced: 0, fallbacks: 0)
        screen.finish()
    }

    @Test func theFrameDrawsTheScreenAsReplayDoes() {
        let screen = shelf(ShelfInteractor())
        screen.dispatch(.add(title: "Dune"))
        screen.advance(by: 1)
        #expect(
            screen.frame.description == """
                ┌──────────────────────────┐
                │ Dune                     │
                │ 1 book                   │
                └──────────────────────────┘
                """)
        screen.finish()
    }

    @Test func aSectionedScreenShowsItsSections() {
        let interactor = ShelvesInteractor()
        let screen = ScreenHarness(sectioned: interactor, list: ListSetup(viewport: 300, headerHeight: 28)) { adapter in
            adapter.registerShelfCells(dispatchingTo: interactor)
        }
        screen.dispatch(.add(title: "Dune"))
        screen.advance(by: 1)
        screen.tap(at: [0, 0])
        screen.advance(by: 1)
        screen.expect(rowsPerSection: [0, 1], visible: ["✓ Dune"], contains: ["To read", "Read"])
        #expect(screen.frame.lines.first == .header(section: 0, text: "To read"))
        screen.finish()
    }

    @Test func theInteractorsTimersRunOnTheHarnessClock() {
        let scheduler = TestScheduler()
        let interactor = ShelfInteractor(scheduler: scheduler)
        let screen = ScreenHarness(interactor, list: ListSetup(viewport: 300), scheduler: scheduler) { adapter in
            adapter.registerShelfCells(dispatchingTo: interactor)
        }
        screen.dispatch(.addLater(title: "Dune", after: 2))
        screen.advance(by: 1.5)
        screen.expect(absent: ["Dune"])
        screen.advance(by: 0.5)
        screen.expect(contains: ["Dune"])
        screen.advance(by: 1)
        screen.finish()
    }
}
