import Foundation
import Testing

/// Polls `condition` on the main actor, letting the main queue run in between, for at most 10 s.
@MainActor
func waitUntil(_ condition: () -> Bool) async throws {
    let deadline = Date().addingTimeInterval(10)
    while !condition() {
        try #require(Date() < deadline, "timed out waiting for the last emission")
        try await Task.sleep(for: .milliseconds(2))
    }
}
