import Foundation
import Testing

/// Polls `condition` on the main actor, letting the main queue run in between, up to 30,000
/// times 2 ms apart (a minute when the main actor is free). It counts turns, not seconds: under
/// `swift test`'s parallel suites on two busy cores (or ThreadSanitizer), other tests can keep
/// the main actor for tens of seconds, and a bound on wall time then fails a test that is
/// only waiting its turn. A condition that never becomes true still fails.
@MainActor
func waitUntil(_ condition: () -> Bool) async throws {
    for _ in 0..<30_000 {
        if condition() { return }
        try await Task.sleep(for: .milliseconds(2))
    }
    try #require(condition(), "timed out waiting for the last emission")
}
