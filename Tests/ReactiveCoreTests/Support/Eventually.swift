import Foundation
import Testing

/// Waits until `condition` holds, polling every millisecond; fails the test once it has
/// polled for 10 s, so a regression fails instead of hanging.
///
/// The limit counts polls that ran, not the wall clock: when the rest of the test run holds
/// every thread of the cooperative pool (sequential tests on a 2-core machine), this loop
/// and the task it waits for are stalled together, and a wall-clock deadline would fail a
/// test that did nothing wrong.
func eventually(
    _ condition: @Sendable () -> Bool, sourceLocation: SourceLocation = #_sourceLocation
) async throws {
    var polls = 0
    while !condition() {
        polls += 1
        try #require(polls <= 10_000, "timed out waiting", sourceLocation: sourceLocation)
        try await Task.sleep(nanoseconds: 1_000_000)
    }
}
