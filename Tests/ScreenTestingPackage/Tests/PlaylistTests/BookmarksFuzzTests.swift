import Foundation
import PlaylistScreens
import ScreenTesting
import Testing

/// The team fuzzes its screens from a test: the playlist keeps its invariants; the bookmarks'
/// planted bug (star, then clear) is found and shrunk, and the shrunk script is committed in
/// Scripts/fuzz, where plain `playlist-replay` fails on it.
@MainActor
@Suite struct BookmarksFuzzTests {
    @Test func thePlaylistKeepsItsInvariants() {
        let report = expectNoFuzzFailure(.fuzzedPlaylist, options: FuzzOptions(runs: 30, steps: 80, seed: 4))
        #expect(report.coverage.actions.count >= 4)
    }

    @Test func theValidatingDecoderRefusesSomeDrawsWithoutAFailure() throws {
        let options = FuzzOptions(
            runs: 20, steps: 60, seed: 2, invariants: try InvariantSelection(parsing: "default,-placeholder"))
        let report = FuzzSession.run(.bookmarks, options: options)
        #expect(report.failure == nil)
        #expect(report.coverage.rejects > 0, "blank titles and negative indexes are refused")
        #expect(report.coverage.actions["add"] ?? 0 > 0)
    }

    @Test func theBookmarksBugIsFoundAndShrunk() throws {
        let report = FuzzSession.run(.bookmarks, options: FuzzOptions(runs: 200, steps: 100, seed: 1))
        let failure = try #require(report.failure)
        #expect(failure.violation.id == "placeholder")
        #expect(failure.stepsAfter <= 5)
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Scripts/fuzz/bookmarks-placeholder.jsonl")
        let committed = try ScriptRunner.replay(scriptAt: script.path, screens: [.bookmarks])
        #expect(!committed.passed)
        #expect(committed.failures.contains { $0.message.hasPrefix("invariants placeholder:") })
    }
}
