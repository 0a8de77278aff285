import Foundation
import HeadlessList
import ListUpdates
import ReactiveCore
import SeededRandom
import StagedDiff

/// Runs `body(index)` on `count` freshly started threads at once and waits for all of
/// them. Unlike `DispatchQueue.concurrentPerform`, every index really gets its own thread,
/// so a body may wait for another one without deadlocking on a small machine.
package func runOnThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
    let finished = DispatchGroup()
    for index in 0..<count {
        finished.enter()
        let thread = Thread {
            body(index)
            finished.leave()
        }
        thread.start()
    }
    finished.wait()
}
