import Dispatch
import Foundation
import ReactiveTesting
import TestSupport
import Testing

@testable import ReactiveCore

@Suite struct MainSchedulerTests {
    @MainActor
    @Test func runsSynchronouslyWhenAlreadyOnTheMainQueue() {
        #expect(MainScheduler.isOnMainQueue)
        var ran = false
        MainScheduler.instance.schedule { MainActor.assumeIsolated { ran = true } }
        #expect(ran, "ran before schedule returned")
    }

    @Test func hopsToTheMainQueueFromABackgroundThread() async {
        let log = LockedState([String]())
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            DispatchQueue.global().async {
                #expect(!MainScheduler.isOnMainQueue)
                let scheduler = ObjectIdentifier(Thread.current)
                MainScheduler.instance.schedule {
                    log.withLock { $0.append(MainScheduler.isOnMainQueue ? "ran on main" : "ran elsewhere") }
                    if ObjectIdentifier(Thread.current) == scheduler {
                        log.withLock { $0.append("ran inside schedule") }
                    }
                    done.resume()
                }
            }
        }
        #expect(log.withLock { $0 } == ["ran on main"])
    }

    @MainActor
    @Test func observeOnMainDeliversAtOnceOnMainAndLaterFromBackground() async {
        let subject = PublishSubject<Int>()
        let log = LockedState([String]())
        let subscription = subject.observe(on: MainScheduler.instance).subscribe(onNext: { value in
            log.withLock { $0.append("\(value) on \(MainScheduler.isOnMainQueue ? "main" : "background")") }
        })
        subject.onNext(1)
        #expect(log.withLock { $0 } == ["1 on main"], "no hop, no blank first frame")
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            DispatchQueue.global().async {
                subject.onNext(2)
                DispatchQueue.main.async { done.resume() }
            }
        }
        #expect(log.withLock { $0 } == ["1 on main", "2 on main"])
        subscription.dispose()
    }

    @Test func dispatchQueueSchedulerRunsOnItsQueueAndCanBeCancelled() async {
        let key = DispatchSpecificKey<Int>()
        let queue = DispatchQueue(label: "test.scheduler")
        queue.setSpecific(key: key, value: 42)
        let scheduler = DispatchQueueScheduler(queue: queue)
        let log = LockedState([String]())
        let cancelled = scheduler.schedule(after: 0.05) { log.withLock { $0.append("cancelled one ran") } }
        cancelled.dispose()
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            scheduler.schedule {
                log.withLock { $0.append(DispatchQueue.getSpecific(key: key) == 42 ? "on queue" : "elsewhere") }
            }
            scheduler.schedule(after: 0.1) { done.resume() }
        }
        #expect(log.withLock { $0 } == ["on queue"])
    }
}
