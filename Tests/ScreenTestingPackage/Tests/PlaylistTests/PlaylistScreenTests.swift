import Foundation
import Playlist
import PlaylistScreens
import ScreenTesting
import Testing

/// The README's example ("Testing your screen"), kept here so that it compiles and passes.
@Test @MainActor func playingASongTicksInPlace() {
    let scheduler = TestScheduler()
    let playlist = PlaylistInteractor(scheduler: scheduler)
    let screen = ScreenHarness(playlist, list: ListSetup(viewport: 300), scheduler: scheduler) { adapter in
        adapter.registerPlaylistCells(dispatchingTo: playlist)
    }
    screen.expect(visible: ["No songs yet"])  // the first state is on screen at once
    screen.dispatch(.add(title: "Intro", seconds: 2))
    screen.advance(by: 0.3)  // the insert animates for 0.3 s
    screen.tap(at: [0, 0])  // plays it
    screen.advance(by: 1)
    screen.expect(visible: ["▶ Intro 0:01 / 0:02", "1 song · 0:02"], lastDecisions: ["s1": .renderedInPlace])
    screen.advance(by: 1.3)  // the song ends, and the animation that shows it
    screen.finish()  // fails if timers, animations, states or problems are left over
}

@MainActor
@Suite struct PlaylistScreenTests {
    let scheduler = TestScheduler()
    let playlist: PlaylistInteractor
    let screen: ScreenHarness<PlaylistInteractor>

    init() {
        playlist = PlaylistInteractor(scheduler: scheduler)
        screen = ScreenHarness(playlist, list: ListSetup(viewport: 300), scheduler: scheduler) { [playlist] adapter in
            adapter.registerPlaylistCells(dispatchingTo: playlist)
        }
    }

    @Test func addingSongsShowsThemAndTheSummary() {
        screen.expect(visible: ["No songs yet"])
        screen.dispatch(.add(title: "Intro", seconds: 5))
        screen.dispatch(.add(title: "Outro", seconds: 35))
        screen.advance(by: 0.3)
        screen.expect(visible: ["Intro 0:05", "Outro 0:35", "2 songs · 0:40"])
        screen.advance(by: 0.3)  // the last batch's animation
        screen.finish()
    }

    @Test func aPlayingSongTicksInPlaceAndTheNextOneFollows() {
        screen.dispatch(.add(title: "Intro", seconds: 2))
        screen.dispatch(.add(title: "Outro", seconds: 3))
        screen.advance(by: 0.3)
        screen.tap(at: [0, 0])
        screen.advance(by: 1)
        screen.expect(visible: ["▶ Intro 0:01 / 0:02", "Outro 0:03", "2 songs · 0:05"])
        screen.expect(lastDecisions: ["s1": .renderedInPlace])
        screen.advance(by: 1)
        screen.expect(contains: ["▶ Outro 0:00 / 0:03"], absent: ["▶ Intro"])
        screen.dispatch(.pause)
        screen.advance(by: 1)
        screen.expect(visible: ["Intro 0:02", "Outro 0:03", "2 songs · 0:05"])
        screen.finish()
    }

    @Test func aSongLeftPlayingIsWorkLeftOver() {
        screen.dispatch(.add(title: "Intro", seconds: 5))
        screen.advance(by: 0.3)
        screen.dispatch(.play(id: "s1"))
        screen.advance(by: 0.5)
        withKnownIssue {
            screen.finish()
        } matching: { issue in
            issue.comments.contains {
                $0.rawValue.contains("1 action scheduled on the test scheduler (now t=0.8) has not run, due at t=1.3")
            }
        }
    }

    @Test func aWrongExpectationFailsAtItsOwnLine() {
        screen.dispatch(.add(title: "Intro", seconds: 5))
        let line = #line + 2
        withKnownIssue {
            screen.expect(visible: ["Intro 0:50", "1 song · 0:50"])
        } matching: { issue in
            let message = issue.comments.map(\.rawValue).joined(separator: "\n")
            return issue.sourceLocation?.fileID == #fileID && issue.sourceLocation?.line == line
                && message.contains(
                    #"visible: expected ["Intro 0:50", "1 song · 0:50"], found ["Intro 0:05", "1 song · 0:05"]"#)
        }
        screen.advance(by: 0.3)
        screen.finish()
    }

    /// Fails on purpose, to show what a failure prints: `SHOW_FAILURE=1 swift test --filter deliberately`.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["SHOW_FAILURE"] == "1"))
    func deliberatelyWrongExpectation() {
        screen.dispatch(.add(title: "Intro", seconds: 5))
        screen.expect(rows: 3, visible: ["Intro 0:50", "1 song · 0:50"])
        screen.dispatch(.play(id: "s1"))
        screen.finish()
    }
}
