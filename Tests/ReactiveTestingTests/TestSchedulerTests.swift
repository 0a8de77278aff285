import Foundation
import ReactiveCore
import TestSupport
import Testing

@testable import ReactiveTesting

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

    /// Decimal seconds add up exactly: an action is due at the time written, however the
    /// clock got there (with plain `Double` sums, 0.1 + 0.2 lands after 0.3).
    @Test(arguments: [1, 2, 3, 7, 11, 27])
    func virtualTimeIsExactForDecimalSeconds(tenths: Int) {
        let start = Double(tenths) / 10
        let due = Double(tenths + 2) / 10
        let scheduler = TestScheduler()
        scheduler.advance(to: start)
        let log = LockedState([String]())
        scheduler.schedule(after: 0.2) { log.withLock { $0.append("due") } }
        scheduler.advance(by: 0.1)
        scheduler.advance(by: 0.05)
        #expect(log.withLock { $0 }.isEmpty, "start \(start)")
        scheduler.advance(to: due)
        #expect(log.withLock { $0 } == ["due"], "start \(start): fires at exactly \(due)")
        #expect(scheduler.now == due)

        let steps = TestScheduler()
        let fired = LockedState(false)
        steps.schedule(after: 0.3) { fired.withLock { $0 = true } }
        steps.advance(by: 0.1)
        steps.advance(by: 0.1)
        #expect(!fired.withLock { $0 })
        steps.advance(by: 0.1)
        #expect(fired.withLock { $0 }, "three steps of 0.1 reach 0.3")
        #expect(steps.now == 0.3)
    }

    @Test func negativeAndNaNDelaysMeanNowAndTheClockNeverGoesBack() {
        let scheduler = TestScheduler()
        scheduler.advance(to: 2)
        let log = LockedState([String]())
        scheduler.schedule(after: -5) { log.withLock { $0.append("negative@\(scheduler.now)") } }
        scheduler.schedule(after: .nan) { log.withLock { $0.append("nan@\(scheduler.now)") } }
        scheduler.schedule(after: .infinity) { log.withLock { $0.append("infinity") } }
        scheduler.advance(to: 1)
        #expect(scheduler.now == 2, "advancing to the past does nothing")
        #expect(log.withLock { $0 }.isEmpty)
        scheduler.advance(by: -1)
        #expect(scheduler.now == 2)
        scheduler.advance(by: 0)
        #expect(log.withLock { $0 } == ["negative@2.0", "nan@2.0"], "due now, in scheduling order")
        scheduler.advance(by: 1_000_000)
        #expect(log.withLock { $0 }.count == 2, "infinity is never reached by advancing")
        scheduler.run()
        #expect(log.withLock { $0 }.last == "infinity")
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
