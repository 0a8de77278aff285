import Foundation
import HeadlessList
import ReactiveCore

/// A headless list's animation timer on `scheduler`'s clock, so that a test's animations end
/// when the test moves virtual time.
@MainActor
package func animationTimer(on scheduler: any Scheduler) -> AnimationTimer {
    { delay, complete in
        scheduler.schedule(after: delay) { MainActor.assumeIsolated(complete) }
    }
}
