import Foundation
import ReactiveCore

/// Stops a screen test that uses the harness off the main actor, with a message that says
/// so and what to do, instead of the bare crash the adapter's first hop would cause later.
enum MainActorRequirement {
    /// Whether the caller runs on the main actor: on the main thread (an XCTest method), or on
    /// the main queue, which on Linux a worker thread may drain (a `@MainActor` Swift Testing test).
    static var isOnMainActor: Bool { Thread.isMainThread || MainScheduler.isOnMainQueue }

    /// Stops the process unless the caller runs on the main actor.
    /// - Parameter api: the call that was made, e.g. `ScreenHarness.dispatch(_:)`.
    static func check(_ api: @autoclosure () -> String) {
        guard !isOnMainActor else { return }
        fatalError(
            """
            \(api()) was called off the main actor. A screen harness drives a list the way UIKit \
            does, on the main thread: mark the test @MainActor (`@Test @MainActor func ...`, or \
            `@MainActor @Suite struct ...`); in an XCTestCase, whose test methods run on the main \
            thread, wrap the body in `MainActor.assumeIsolated { ... }`.
            """)
    }
}
