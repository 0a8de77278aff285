import Foundation
import Playlist
import PlaylistScreens
import ScreenTesting
import Testing

/// The composed party screen through the harness: two playlists, each a provider with its
/// own interactor and the same registrations (`registerPlaylistCells`, written once on
/// `CellRegistering`); the screen's own interactor is the host's playlist.
@MainActor
@Suite struct PartyScreenTests {
    let scheduler = TestScheduler()
    let upNext: PlaylistInteractor
    let playlist: PlaylistInteractor
    let screen: ScreenHarness<PlaylistInteractor>

    init() {
        upNext = PlaylistInteractor(scheduler: scheduler)
        playlist = PlaylistInteractor(scheduler: scheduler)
        screen = ScreenHarness(composed: playlist, list: ListSetup(viewport: 400), scheduler: scheduler) {
            [upNext, playlist] in
            PartyScreen.providers(upNext: upNext, playlist: playlist)
        }
        screen.expect(visible: ["No songs yet", "No songs yet"])
        screen.dispatch(.add(title: "Intro", seconds: 5))
        screen.dispatch(.add(title: "Outro", seconds: 35))
        upNext.dispatch(action: .add(title: "Encore", seconds: 20))
        screen.advance(by: 1)
    }

    @Test func eachPartShowsItsSongsAndATapPlaysInItsOwnPlaylist() {
        screen.expect(
            rowsPerSection: [2, 3],
            visible: ["Encore 0:20", "1 song · 0:20", "Intro 0:05", "Outro 0:35", "2 songs · 0:40"])
        screen.tap(at: [0, 0])
        screen.advance(by: 1)
        screen.expect(
            visible: ["▶ Encore 0:01 / 0:20", "1 song · 0:20", "Intro 0:05", "Outro 0:35", "2 songs · 0:40"],
            lastDecisions: ["▶ Encore 0:01 / 0:20": .renderedInPlace])
        #expect(screen.trace.entries.last?.provider == "up-next", "the trace names the provider")
        upNext.dispatch(action: .pause)
        screen.advance(by: 1)
        screen.finish()
    }

    @Test func swipesMenusAndDragsAreCheckedAsScriptsCheckThem() {
        screen.expect(
            swipeActions: .at([1, 0], titles: ["Remove"]), menuActions: .at([0, 0], titles: ["Play", "Remove"]))
        screen.expect(swipeActions: .at([1, 2], titles: []))  // the summary shows no buttons
        screen.drag(from: [1, 1], to: [1, 0])
        screen.advance(by: 1)
        screen.expect(
            visible: ["Encore 0:20", "1 song · 0:20", "Outro 0:35", "Intro 0:05", "2 songs · 0:40"],
            lastDrag: .from([1, 1], to: [1, 0]), alreadyShown: 1)
        // A song stays in its own playlist: let go over the other one, it stays where it was.
        screen.drag(from: [1, 0], to: [0, 0])
        screen.expect(lastDrag: .from([1, 0], to: [1, 0]))
        screen.swipe(at: [0, 0], tapping: "Remove")
        screen.advance(by: 1)
        screen.expect(visible: ["No songs yet", "Outro 0:35", "Intro 0:05", "2 songs · 0:40"])
        screen.finish()
    }

    @Test func theSummaryCannotBeDraggedAndTheMessageSaysWhy() {
        withKnownIssue {
            screen.drag(from: [1, 2], to: [1, 0])
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains(
                "drag: [1, 2] cannot be dragged: the registration of its cell (PlaylistSummaryViewState) gives no "
                    + "move handler")
        }
        screen.finish()
    }
}
