import ReactiveTesting
import TestSupport
import Testing

@testable import ReactiveCore

/// `AsyncSequence.asObservable()` and `ObservableType.values`, with cancellation both ways.
@Suite struct AsyncBridgeTests {
    // MARK: AsyncSequence → Observable

    @Test func anAsyncSequenceSendsItsElementsThenCompletes() async throws {
        let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
        let recorder = EventRecorder<Int>()
        let subscription = recorder.subscribe(to: stream.asObservable())
        continuation.yield(1)
        continuation.yield(2)
        continuation.finish()
        try await eventually { recorder.events == [.next(1), .next(2), .completed] }
        #expect(recorder.overlaps == 0)
        subscription.dispose()
    }

    @Test func anErrorTheSequenceThrowsIsSentWithOnError() async throws {
        let (stream, continuation) = AsyncThrowingStream.makeStream(of: Int.self)
        let recorder = EventRecorder<Int>()
        _ = recorder.subscribe(to: stream.asObservable())
        continuation.yield(1)
        continuation.finish(throwing: TestError("offline"))
        try await eventually { recorder.events == [.next(1), .error("offline")] }
    }

    @Test func disposingCancelsTheIteration() async throws {
        let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
        let cancelled = LockedState(false)
        continuation.onTermination = { termination in
            if case .cancelled = termination { cancelled.withLock { $0 = true } }
        }
        let recorder = EventRecorder<Int>()
        let subscription = recorder.subscribe(to: stream.asObservable())
        continuation.yield(1)
        try await eventually { recorder.values == [1] }
        subscription.dispose()
        try await eventually { cancelled.withLock { $0 } }
        continuation.yield(2)
        #expect(recorder.events == [.next(1)], "no completion and no error after dispose")
    }

    // MARK: Observable → AsyncThrowingStream

    @Test func valuesYieldsEveryElementAndEndsWithTheCompletion() async throws {
        var received: [Int] = []
        for try await value in Observable.from([1, 2, 3]).map({ $0 * 10 }).values {
            received.append(value)
        }
        #expect(received == [10, 20, 30])
    }

    @Test func valuesStartsWithABehaviorSubjectsCurrentValue() async throws {
        let subject = BehaviorSubject(value: 7)
        var iterator = subject.values.makeAsyncIterator()
        #expect(try await iterator.next() == 7)
        subject.onNext(8)
        #expect(try await iterator.next() == 8)
    }

    @Test func valuesThrowsTheObservablesError() async {
        await #expect(throws: TestError("gone")) {
            for try await _ in Observable<Int>.error(TestError("gone")).values {}
        }
    }

    @Test func leavingTheLoopDisposesTheSubscription() async throws {
        let disposed = LockedState(false)
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onNext(2)
            return Disposables.create { disposed.withLock { $0 = true } }
        }
        for try await value in source.values where value == 1 {
            break
        }
        try await eventually { disposed.withLock { $0 } }
    }

    @Test func cancellingTheTaskDisposesTheSubscription() async throws {
        let subscribed = LockedState(false)
        let disposed = LockedState(false)
        let source = Observable<Int>.create { _ in
            subscribed.withLock { $0 = true }
            return Disposables.create { disposed.withLock { $0 = true } }
        }
        let task = Task {
            for try await _ in source.values {}
        }
        try await eventually { subscribed.withLock { $0 } }
        #expect(!disposed.withLock { $0 })
        task.cancel()
        _ = await task.result
        try await eventually { disposed.withLock { $0 } }
    }
}
