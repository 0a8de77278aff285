import Foundation
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
}
