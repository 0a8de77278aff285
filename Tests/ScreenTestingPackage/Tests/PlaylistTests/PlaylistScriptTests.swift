import Foundation
import Playlist
import PlaylistScreens
import ScreenTesting
import Testing

/// The playlist's scripts replay with every expectation holding and match their goldens;
/// `RECORD_GOLDENS=1 swift test` re-records them.
@MainActor
@Suite struct PlaylistScriptTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test(arguments: ["playlist-basics"])
    func scriptPassesAndMatchesItsGolden(name: String) {
        let report = expectScript(
            Self.root.appendingPathComponent("Scripts/\(name).jsonl").path, screens: [.playlist],
            golden: Self.root.appendingPathComponent("Goldens/\(name).txt").path,
            recordGolden: ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1")
        #expect(report?.summary.expectations ?? 0 > 0, "a script that checks nothing cannot fail")
    }

    @Test func theActionNamesAreReadFromTheActionTypeAndCheckedAtRegistration() {
        #expect(ReplayScreenFactory.playlist.actionNames == ["add", "play", "pause", "remove", "move"])
        #expect(ReplayScreenFactory.playlist.registrationError == nil)
        // A hand-kept list is checked against the type when the screen is registered.
        let stale = ReplayScreenFactory(
            name: "playlist", actionNames: ["add", "shuffle"], of: PlaylistAction.self,
            make: ReplayScreenFactory.playlist.make)
        #expect(stale.registrationError?.rejectedNames == ["shuffle"])
    }
}
