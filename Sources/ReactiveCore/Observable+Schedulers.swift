extension ObservableType {
    /// Delivers events on `scheduler`, in order.
    ///
    /// With `MainScheduler.instance` a value emitted on the main queue is delivered at once
    /// (so a screen's first frame is not blank) and one emitted elsewhere hops to the main
    /// queue. Nothing is delivered once the subscription has been disposed, even if it was
    /// already queued.
    ///
    /// ```swift
    /// interactor.viewStates()
    ///     .observe(on: MainScheduler.instance)
    ///     .subscribe(onNext: { adapter.render($0) })
    /// ```
    public func observe(on scheduler: any Scheduler) -> Observable<Element> {
        let source = asObservable()
        return Observable { observer, lifetime in
            let gate = SerializedMulticast<Element>(replayLimit: 0)
            gate.subscribe(observer, lifetime)
            let queue = LockedState(ObserveOnQueue<Element>())
            source.run(
                AnyObserver { event in
                    let mustSchedule = queue.withLock { queue -> Bool in
                        queue.events.append(event)
                        defer { queue.isScheduled = true }
                        return !queue.isScheduled
                    }
                    if mustSchedule {
                        scheduler.schedule { ObserveOnQueue.drain(queue, into: gate) }
                    }
                }, lifetime)
        }
    }

    /// Subscribes to this observable **and** disposes that subscription on `scheduler`, as
    /// RxSwift's `subscribe(on:)`: the source's subscription side effects and its teardown
    /// (the disposable returned to `create`) both run there.
    ///
    /// Timing: subscribing schedules the source's subscription with
    /// `scheduler.schedule(_:)`; disposing before it ran cancels it. Disposing afterwards —
    /// or the source terminating — schedules the source's teardown the same way. Events are
    /// not moved: they arrive on whatever thread the source sends them (use `observe(on:)`
    /// for that). The subscriber itself is cut off at once: after `dispose()` returns it
    /// receives nothing more, even before the teardown has run on `scheduler`.
    ///
    /// ```swift
    /// expensiveSource.subscribe(on: DispatchQueueScheduler(queue: .global()))
    /// ```
    public func subscribe(on scheduler: any Scheduler) -> Observable<Element> {
        let source = asObservable()
        return Observable { observer, lifetime in
            // The gate makes disposal from the subscribing thread safe against events that
            // the source sends on the scheduler's thread.
            let gate = SerializedMulticast<Element>(replayLimit: 0)
            gate.subscribe(observer, lifetime)
            let upstream = CompositeDisposable()
            lifetime.add(scheduler.schedule { source.run(gate.observer, upstream) })
            lifetime.add(ActionDisposable { scheduler.schedule { upstream.dispose() } })
        }
    }
}

/// Events waiting for `observe(on:)`'s scheduled drain; at most one drain is scheduled at a
/// time, which keeps the order even on a concurrent queue.
private struct ObserveOnQueue<Element: Sendable>: Sendable {
    var events: [Event<Element>] = []
    var isScheduled = false

    static func drain(_ queue: LockedState<ObserveOnQueue>, into gate: SerializedMulticast<Element>) {
        while true {
            let batch = queue.withLock { queue -> [Event<Element>] in
                if queue.events.isEmpty { queue.isScheduled = false }
                defer { queue.events = [] }
                return queue.events
            }
            if batch.isEmpty { return }
            for event in batch {
                gate.on(event)
            }
        }
    }
}
