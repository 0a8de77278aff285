import Foundation
import ScreenTesting
import TestSupport
import Testing

/// A composed screen in the harness: two shelves, each its own provider with its own
/// interactor and the same registrations; the screen's own interactor is the lower shelf's.
/// Gestures reach the row's provider, the trace names providers, expectations and
/// exhaustivity work as on a single adapter.
@MainActor
@Suite struct ComposedScreenHarnessTests {
    let scheduler = TestScheduler()
    let favourites: ShelfInteractor
    let shelf: ShelfInteractor
    let screen: ScreenHarness<ShelfInteractor>

    init() {
        favourites = ShelfInteractor(scheduler: scheduler)
        shelf = ShelfInteractor(scheduler: scheduler)
        let upper = ListProvider(id: "favourites", interactor: favourites)
        upper.registerShelfCells(dispatchingTo: favourites)
        let lower = ListProvider(id: "shelf", interactor: shelf)
        lower.registerShelfCells(dispatchingTo: shelf)
        screen = ScreenHarness(composed: shelf, list: ListSetup(viewport: 400), scheduler: scheduler) {
            upper
            lower
        }
        favourites.dispatch(action: .add(title: "Emma"))
        screen.dispatch(.add(title: "Dune"))
        screen.dispatch(.add(title: "Ulysses"))
        screen.advance(by: 1)
    }

    @Test func eachProviderShowsItsRowsAndTheTraceNamesIt() {
        screen.expect(rowsPerSection: [2, 3], visible: ["Emma", "1 book", "Dune", "Ulysses", "2 books"])
        #expect(Set(screen.trace.entries.compactMap(\.provider)) == ["favourites", "shelf"])
        screen.tap(at: [1, 0])
        screen.advance(by: 1)
        screen.expect(
            visible: ["Emma", "1 book", "✓ Dune", "Ulysses", "2 books"], lastDecisions: ["✓ Dune": .renderedInPlace])
        #expect(screen.trace.entries.last?.provider == "shelf", "the tap reached the shelf's interactor")
        #expect(screen.lastDecision(for: "b1")?.kind == .renderedInPlace)
        #expect(screen.composedAdapter?.provider(at: [1, 0])?.provider.path == "shelf")
        screen.finish()
    }

    @Test func gesturesAndTheirExpectationsWorkOnProviders() {
        screen.expect(
            swipeActions: .at([1, 1], titles: ["Remove"]), menuActions: .at([0, 0], titles: ["Read twice", "Remove"]))
        screen.drag(from: [1, 1], to: [1, 0])
        screen.advance(by: 1)
        screen.expect(
            visible: ["Emma", "1 book", "Ulysses", "Dune", "2 books"], lastDrag: .from([1, 1], to: [1, 0]),
            alreadyShown: 1)
        #expect(
            screen.drag(from: [1, 0], to: [0, 0])
                == "[1, 0] stayed in place (dropped at [0, 0]); kept in its provider shelf: section 0 belongs to "
                + "another, and an item never moves to another provider")
        screen.swipe(at: [0, 0], tapping: "Remove")
        screen.advance(by: 1)
        screen.expect(visible: ["0 books", "Ulysses", "Dune", "2 books"])
        let line = #line + 2
        withKnownIssue {
            screen.drag(from: [1, 2], to: [1, 0])
        } matching: {
            ExpectedIssue(
                line: line,
                saying: [
                    "drag: [1, 2] cannot be dragged: the registration of its cell (BookCountViewState) gives no move "
                        + "handler"
                ]
            ).matches($0)
        }
        screen.finish()
    }

    @Test func workAProviderLeftOverFailsTheTest() {
        favourites.dispatch(action: .addLater(title: "Persuasion", after: 2))
        let line = #line + 2
        withKnownIssue {
            screen.finish()
        } matching: {
            ExpectedIssue(line: line, saying: ["the screen test left work over at finish()", "has not run, due at"])
                .matches($0)
        }
    }

    @Test func aFailedCheckShowsTheComposedScreen() {
        let line = #line + 2
        withKnownIssue {
            screen.expect(visible: ["Dune"])
        } matching: {
            ExpectedIssue(
                line: line,
                saying: [
                    #"visible: expected ["Dune"], found ["Emma", "1 book", "Dune", "Ulysses", "2 books"]"#,
                    "screen as it was:", "│ Emma",
                ]
            ).matches($0)
        }
        screen.finish()
    }
}
