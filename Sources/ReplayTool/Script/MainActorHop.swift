import Dispatch
import Foundation
import InteractorAdapter
import ScriptReplay

/// Runs main-actor work from the synchronous command-line entry point: in place on the
/// main thread (the `replay` executable) or main queue (a `@MainActor` test), else by a
/// synchronous hop to the main queue (a test running on another thread).
enum MainActorHop {
    static func run<T: Sendable>(_ body: @MainActor () -> T) -> T {
        if Thread.isMainThread || MainScheduler.isOnMainQueue {
            return MainActor.assumeIsolated(body)
        }
        return withoutActuallyEscaping(body) { body in
            let box = UncheckedBody(body)
            return DispatchQueue.main.sync { MainActor.assumeIsolated { box.body() } }
        }
    }

    /// Carries the closure across the hop; it runs only on the main queue.
    private struct UncheckedBody<T>: @unchecked Sendable {
        let body: @MainActor () -> T
        init(_ body: @escaping @MainActor () -> T) { self.body = body }
    }
}
