import ReactiveTesting
import TestSupport
import Testing

@testable import ReactiveCore

@Suite struct RetainCycleTests {
    private final class Token: Sendable {}

    @Test func disposingReleasesTheSubscriberAndItsOperators() {
        let subject = PublishSubject<Int>()
        weak var weakToken: Token?
        let subscription: any Disposable
        do {
            let token = Token()
            weakToken = token
            subscription =
                subject
                .map { $0 * 2 }
                .distinctUntilChanged()
                .startWith(0)
                .subscribe(onNext: { _ in _ = token })
        }
        subject.onNext(1)
        #expect(weakToken != nil, "alive while subscribed")
        subscription.dispose()
        #expect(weakToken == nil, "released by dispose")
    }

    /// Two gates after a `map` or a `filter` share one sink object per subscription (see
    /// `TwoGateSink` in ValueGates.swift): disposing releases it with the closures it holds.
    @Test(arguments: [true, false])
    func disposingReleasesATwoGateSinkAndEveryClosureItHolds(afterMap: Bool) {
        let subject = PublishSubject<Int>()
        weak var weakTransformToken: Token?
        weak var weakPredicateToken: Token?
        weak var weakSubscriberToken: Token?
        let received = LockedState<[Int]>([])
        let subscription: any Disposable
        do {
            let transformToken = Token()
            let predicateToken = Token()
            let subscriberToken = Token()
            weakTransformToken = transformToken
            weakPredicateToken = predicateToken
            weakSubscriberToken = subscriberToken
            let source =
                afterMap
                ? subject.map { value in
                    _ = transformToken
                    return value * 2
                }
                : subject.asObservable()
            subscription =
                source
                .filter { value in
                    _ = predicateToken
                    return value != 4
                }
                .distinctUntilChanged()
                .subscribe(onNext: { value in
                    _ = subscriberToken
                    received.withLock { $0.append(value) }
                })
        }
        for value in [1, 1, 2, 3, 3] { subject.onNext(value) }
        #expect(received.withLock { $0 } == (afterMap ? [2, 6] : [1, 2, 3]))
        #expect(weakTransformToken != nil || !afterMap, "alive while subscribed")
        #expect(weakPredicateToken != nil && weakSubscriberToken != nil, "alive while subscribed")
        subscription.dispose()
        #expect(weakTransformToken == nil && weakPredicateToken == nil && weakSubscriberToken == nil)
    }

    @Test func droppingTheBagReleasesEverything() {
        let subject = BehaviorSubject(value: 1)
        weak var weakToken: Token?
        weak var weakShared: Observable<Int>?
        var bag: DisposeBag? = DisposeBag()
        do {
            let token = Token()
            weakToken = token
            let shared = subject.asObservable().share(replay: 1)
            weakShared = shared
            shared.subscribe(onNext: { _ in _ = token }).disposed(by: bag!)
            shared.throttle(1, scheduler: TestScheduler()).subscribe(onNext: { _ in _ = token }).disposed(by: bag!)
        }
        #expect(weakToken != nil)
        bag = nil
        #expect(weakToken == nil)
        #expect(weakShared == nil)
    }

    @Test func aTerminatedSubscriptionReleasesItsObserver() {
        let subject = PublishSubject<Int>()
        weak var weakToken: Token?
        do {
            let token = Token()
            weakToken = token
            _ = subject.filter { $0 > 0 }.subscribe(onNext: { _ in _ = token })
        }
        #expect(weakToken != nil)
        subject.onCompleted()
        #expect(weakToken == nil)
    }

    @Test func droppingASubjectReleasesItsUndisposedSubscribers() {
        weak var weakToken: Token?
        weak var weakSubject: PublishSubject<Int>?
        var subscription: (any Disposable)?
        do {
            let subject = PublishSubject<Int>()
            weakSubject = subject
            let token = Token()
            weakToken = token
            subscription = subject.subscribe(onNext: { _ in _ = token })
        }
        #expect(weakSubject == nil)
        #expect(weakToken == nil)
        subscription?.dispose()
    }

    @Test func timedOperatorsReleaseOnDispose() {
        let scheduler = TestScheduler()
        let subject = PublishSubject<Int>()
        weak var weakToken: Token?
        let subscription: any Disposable
        do {
            let token = Token()
            weakToken = token
            subscription =
                subject
                .debounce(1, scheduler: scheduler)
                .observe(on: scheduler)
                .subscribe(onNext: { _ in _ = token })
        }
        subject.onNext(1)
        subscription.dispose()
        #expect(weakToken == nil)
        #expect(!scheduler.hasPendingActions, "the pending debounce timer was cancelled")
    }
}
