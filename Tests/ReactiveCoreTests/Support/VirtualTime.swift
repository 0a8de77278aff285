import Foundation
import ReactiveTesting
import TestSupport

@testable import ReactiveCore

/// An event with the virtual time it happened at, written as RxSwift's tests write them:
/// `.next(210, 2)`, `.completed(610)`, `.error(410)`.
struct TimedEvent: Equatable, Sendable, CustomStringConvertible {
    let time: TimeInterval
    let event: Recorded<Int>

    static func next(_ time: TimeInterval, _ value: Int) -> TimedEvent {
        TimedEvent(time: time, event: .next(value))
    }

    static func completed(_ time: TimeInterval) -> TimedEvent {
        TimedEvent(time: time, event: .completed)
    }

    static func error(_ time: TimeInterval, _ error: TestError = TestError()) -> TimedEvent {
        TimedEvent(time: time, event: .error(error.description))
    }

    var description: String { "\(event)@\(time)" }
}

/// When a subscription to a `HotSource` started and ended (nil: still subscribed).
struct SubscriptionSpan: Equatable, Sendable, CustomStringConvertible {
    let subscribed: TimeInterval
    let disposed: TimeInterval?

    init(_ subscribed: TimeInterval, _ disposed: TimeInterval? = nil) {
        self.subscribed = subscribed
        self.disposed = disposed
    }

    var description: String { "(\(subscribed), \(disposed.map { "\($0)" } ?? "-"))" }
}

/// A source that sends its events at their virtual times whether or not anyone listens, and
/// records when it was subscribed and disposed (RxSwift's `createHotObservable`).
///
/// Its events are scheduled when it is created, so at an equal time they run before anything
/// scheduled later (timers of the operator under test), as in RxSwift's `TestScheduler`.
final class HotSource: Sendable {
    private let subject = PublishSubject<Int>()
    private let spans = LockedState([SubscriptionSpan]())
    private let scheduler: TestScheduler

    init(_ scheduler: TestScheduler, _ events: [TimedEvent]) {
        self.scheduler = scheduler
        for timed in events {
            scheduler.schedule(after: timed.time) { [subject] in
                switch timed.event {
                case .next(let value): subject.onNext(value)
                case .completed: subject.onCompleted()
                case .error(let message): subject.onError(TestError(message))
                }
            }
        }
    }

    /// Every subscription so far, in the order they started.
    var subscriptions: [SubscriptionSpan] { spans.withLock { $0 } }

    var observable: Observable<Int> {
        Observable.create { [self] observer in
            let index = spans.withLock { spans in
                spans.append(SubscriptionSpan(scheduler.now))
                return spans.count - 1
            }
            let inner = subject.subscribe(observer)
            return Disposables.create { [self] in
                inner.dispose()
                spans.withLock { $0[index] = SubscriptionSpan($0[index].subscribed, scheduler.now) }
            }
        }
    }
}

extension TestScheduler {
    /// RxSwift's `TestScheduler.start`: creates the observable at `created`, subscribes at
    /// `subscribed`, disposes at `disposed`, runs the clock to the end and returns every
    /// event the subscriber received with its time.
    func start(
        created: TimeInterval = 100,
        subscribed: TimeInterval = 200,
        disposed: TimeInterval = 1000,
        _ create: @escaping @Sendable () -> Observable<Int>
    ) -> [TimedEvent] {
        let received = LockedState([TimedEvent]())
        let observable = LockedState<Observable<Int>?>(nil)
        let subscription = LockedState<(any Disposable)?>(nil)
        schedule(after: created - now) { observable.withLock { $0 = create() } }
        schedule(after: subscribed - now) { [self] in
            let source = observable.withLock { $0! }
            let disposable = source.subscribe(
                AnyObserver { [self] event in
                    let recorded: Recorded<Int> =
                        switch event {
                        case .next(let value): .next(value)
                        case .error(let error): .error("\(error)")
                        case .completed: .completed
                        }
                    received.withLock { $0.append(TimedEvent(time: now, event: recorded)) }
                })
            subscription.withLock { $0 = disposable }
        }
        schedule(after: disposed - now) { subscription.withLock { $0 }?.dispose() }
        run()
        return received.withLock { $0 }
    }
}
