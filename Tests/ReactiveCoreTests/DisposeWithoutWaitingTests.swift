import Dispatch
import ReactiveTesting
import TestSupport
import Testing

@testable import ReactiveCore

/// `dispose()` never waits for another thread: once it returns no new delivery starts, and a
/// delivery already running elsewhere may finish.
///
/// "main" here is a serial queue standing in for the main queue (the tests must not block the
/// real one), and every wait is bounded, so a regression fails instead of hanging the run.
@Suite struct DisposeWithoutWaitingTests {
    /// The deadlock real apps hit: the main queue disposes while a background observer is
    /// inside `onNext`, synchronously hopping to the main queue.
    @Test func disposingOnMainWhileABackgroundObserverSyncsToMainFinishes() {
        let main = DispatchQueue(label: "simulated-main")
        let subject = PublishSubject<Int>()
        let observerIsInside = DispatchSemaphore(value: 0)
        let finished = DispatchSemaphore(value: 0)
        let subscription = subject.map { $0 * 2 }.subscribe(onNext: { _ in
            observerIsInside.signal()
            main.sync {}
        })
        main.async {
            // Hold "main" until the observer runs, then dispose from it.
            _ = observerIsInside.wait(timeout: .now() + 10)
            subscription.dispose()
        }
        DispatchQueue.global().async {
            subject.onNext(1)
            finished.signal()
        }
        #expect(finished.wait(timeout: .now() + 10) == .success, "dispose waited for the observer: deadlock")
    }

    /// The same through `observe(on:)` and `share`, the chain an adapter binds.
    @Test func disposingAChainWithGatesOnMainFinishes() {
        let main = DispatchQueue(label: "simulated-main")
        let subject = PublishSubject<Int>()
        let observerIsInside = DispatchSemaphore(value: 0)
        let finished = DispatchSemaphore(value: 0)
        let background = DispatchQueueScheduler(queue: DispatchQueue(label: "background"))
        let subscription =
            subject
            .share(replay: 1)
            .observe(on: background)
            .distinctUntilChanged()
            .subscribe(onNext: { _ in
                observerIsInside.signal()
                main.sync {}
                finished.signal()
            })
        main.async {
            _ = observerIsInside.wait(timeout: .now() + 10)
            subscription.dispose()
        }
        subject.onNext(1)
        #expect(finished.wait(timeout: .now() + 10) == .success, "dispose waited for the observer: deadlock")
    }

    /// On the thread that disposes, nothing arrives after `dispose()` returns: values are
    /// delivered on "main", produced on four threads, and "main" disposes midway.
    @Test(arguments: 0..<10)
    func nothingArrivesOnTheDisposingQueueAfterDisposeReturns(round: Int) {
        let mainQueue = DispatchQueue(label: "simulated-main")
        let main = DispatchQueueScheduler(queue: mainQueue)
        let subject = PublishSubject<Int>()
        let state = LockedState((delivered: 0, disposed: false, late: 0))
        let subscription = LockedState<(any Disposable)?>(nil)
        let disposeAfter = 50 + round * 40
        subscription.withLock {
            $0 = subject.observe(on: main).subscribe(onNext: { _ in
                // Runs on "main", as does the dispose below: no lock needed to be exact.
                let shouldDispose = state.withLock { state -> Bool in
                    if state.disposed { state.late += 1 }
                    state.delivered += 1
                    return state.delivered == disposeAfter
                }
                if shouldDispose {
                    subscription.withLock { $0 }?.dispose()
                    state.withLock { $0.disposed = true }
                }
            })
        }
        runOnThreads(4) { _ in
            for index in 0..<500 { subject.onNext(index) }
        }
        let drained = DispatchSemaphore(value: 0)
        mainQueue.async { drained.signal() }
        #expect(drained.wait(timeout: .now() + 10) == .success)
        #expect(state.withLock { $0.late } == 0, "round \(round)")
        #expect(state.withLock { $0.disposed })
    }

    /// From another thread: once `dispose()` has returned, at most the one delivery that was
    /// already running may still be counted (deliveries to one subscriber never overlap);
    /// no new one starts.
    @Test(arguments: 0..<20)
    func atMostTheRunningDeliveryFinishesAfterDisposeReturns(round: Int) {
        let subject = PublishSubject<Int>()
        let started = LockedState(0)
        let subscription = subject.map { $0 + 1 }.filter { $0 > 0 }.subscribe(onNext: { _ in
            started.withLock { $0 += 1 }
        })
        let startedWhenDisposed = LockedState(0)
        let disposeAfter = 200 + round * 50
        runOnThreads(4) { thread in
            if thread == 0 {
                while started.withLock({ $0 }) < disposeAfter {}
                subscription.dispose()
                startedWhenDisposed.withLock { $0 = started.withLock { $0 } }
            } else {
                for index in 0..<3_000 { subject.onNext(index) }
            }
        }
        let late = started.withLock { $0 } - startedWhenDisposed.withLock { $0 }
        #expect(late <= 1, "round \(round): \(late) deliveries started after dispose returned")
    }

    /// Disposing inside `onNext` stops delivery at once, also of values queued meanwhile.
    @Test func disposingInsideOnNextStopsAtOnce() {
        let subject = PublishSubject<Int>()
        let received = LockedState([Int]())
        let subscription = LockedState<(any Disposable)?>(nil)
        subscription.withLock {
            $0 = subject.subscribe(onNext: { value in
                received.withLock { $0.append(value) }
                if value == 1 {
                    subject.onNext(2)  // queued behind this delivery
                    subscription.withLock { $0 }?.dispose()
                }
            })
        }
        subject.onNext(1)
        subject.onNext(3)
        #expect(received.withLock { $0 } == [1])
    }
}
