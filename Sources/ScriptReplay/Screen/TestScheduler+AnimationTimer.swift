import Foundation
import HeadlessList
import ReactiveTesting

extension TestScheduler {
    /// Ends a headless list's animations on this virtual clock: they finish when a script's
    /// `advance` step (or a test) moves time past their end.
    @MainActor
    package var animationTimer: AnimationTimer {
        { [self] delay, complete in
            schedule(after: delay) { MainActor.assumeIsolated(complete) }
        }
    }
}
