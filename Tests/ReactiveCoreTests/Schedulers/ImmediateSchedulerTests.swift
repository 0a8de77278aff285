import ReactiveTesting
import TestSupport
import Testing

@testable import ReactiveCore

@Suite struct ImmediateSchedulerTests {
    @Test func runsBeforeScheduleReturns() {
        let ran = LockedState(0)
        ImmediateScheduler.instance.schedule { ran.withLock { $0 += 1 } }
        ImmediateScheduler.instance.schedule(after: 0.001) { ran.withLock { $0 += 1 } }
        #expect(ran.withLock { $0 } == 2)
    }
}
