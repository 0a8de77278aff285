import Foundation

/// Ends a `HeadlessListView`'s batch animations: called with the animation's length in
/// seconds and the completion to run, on the main actor, once that time has passed.
///
/// Tests and replays pass a virtual clock, so that animations end when the test moves time:
///
/// ```swift
/// let scheduler = TestScheduler()
/// let list = HeadlessListView(animationTimer: { delay, complete in
///     scheduler.schedule(after: delay) { MainActor.assumeIsolated(complete) }
/// })
/// ```
public typealias AnimationTimer =
    @MainActor (
        _ delay: TimeInterval, _ complete: @escaping @MainActor () -> Void
    ) -> Void
