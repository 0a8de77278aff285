import Foundation
import Testing
@testable import InteractorAdapter

@Suite struct TestSchedulerTests {
    @Test func runsActionsInTimeOrderAndFirstScheduledFirstForEqualTimes() {
        let scheduler = TestScheduler()
        let log = LockedState([String]())
        for (delay, name) in [(2.0, "c"), (1.0, "a"), (1.0, "b"), (0.0, "now")] {
            scheduler.schedule(after: delay) { log.withLock { $0.append("\(name)@\(scheduler.now)") } }
        }
        #expect(scheduler.now == 0)
        scheduler.advance(by: 1)
        #expect(log.withLock { $0 } == ["now@0.0", "a@1.0", "b@1.0"])
        #expect(scheduler.now == 1)
        scheduler.advance(to: 5)
        #expect(log.withLock { $0 }.last == "c@2.0")
        #expect(scheduler.now == 5)
    }

    @Test func actionsScheduledWhileAdvancingRunIfTheyFallInTheWindow() {
        let scheduler = TestScheduler()
        let log = LockedState([Double]())
        scheduler.schedule(after: 1) {
            log.withLock { $0.append(scheduler.now) }
            scheduler.schedule(after: 0.5) { log.withLock { $0.append(scheduler.now) } }
            scheduler.schedule(after: 5) { log.withLock { $0.append(scheduler.now) } }
        }
        scheduler.advance(by: 2)
        #expect(log.withLock { $0 } == [1, 1.5])
        scheduler.run()
        #expect(log.withLock { $0 } == [1, 1.5, 6])
        #expect(!scheduler.hasPendingActions)
    }

    @Test func cancelledActionsDoNotRun() {
        let scheduler = TestScheduler()
        let ran = LockedState(false)
        let action = scheduler.schedule(after: 1) { ran.withLock { $0 = true } }
        action.dispose()
        scheduler.run()
        #expect(!ran.withLock { $0 })
    }

    @Test func schedulingFromManyThreadsLosesNothing() {
        let scheduler = TestScheduler()
        let count = LockedState(0)
        runOnThreads(8) { thread in
            for index in 0..<500 {
                scheduler.schedule(after: Double((thread * 7 + index) % 13)) { count.withLock { $0 += 1 } }
            }
        }
        scheduler.run()
        #expect(count.withLock { $0 } == 8 * 500)
        #expect(scheduler.now == 12)
    }

    @Test func actionsRunOnTheThreadThatAdvances() {
        let scheduler = TestScheduler()
        let sameThread = LockedState(false)
        let caller = ObjectIdentifier(Thread.current)
        scheduler.schedule { sameThread.withLock { $0 = ObjectIdentifier(Thread.current) == caller } }
        scheduler.run()
        #expect(sameThread.withLock { $0 })
    }
}
