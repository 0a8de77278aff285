import Foundation
import Testing

/// Waits until `condition` holds, polling every millisecond; fails the test after 10 s, so
/// a regression fails instead of hanging.
func eventually(
    _ condition: @Sendable () -> Bool, sourceLocation: SourceLocation = #_sourceLocation
) async throws {
    let deadline = Date().addingTimeInterval(10)
    while !condition() {
        try #require(Date() < deadline, "timed out waiting", sourceLocation: sourceLocation)
        try await Task.sleep(nanoseconds: 1_000_000)
    }
}
