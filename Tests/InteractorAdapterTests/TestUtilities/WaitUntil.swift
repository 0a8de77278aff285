import Foundation
import Testing

/// Polls `condition` on the main actor, letting the main queue run in between, for at most
/// 60 s: a bound on liveness, not on speed (under `swift test`'s parallel suites on two busy
/// cores the main actor can be kept by other tests for seconds at a time).
@MainActor
func waitUntil(_ condition: () -> Bool) async throws {
    let deadline = Date().addingTimeInterval(60)
    while !condition() {
        try #require(Date() < deadline, "timed out waiting for the last emission")
        try await Task.sleep(for: .milliseconds(2))
    }
}
