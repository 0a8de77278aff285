import Foundation

extension ObservableType {
    /// Emits a value only after `dueTime` seconds have passed without another value, as
    /// RxSwift's `debounce(_:scheduler:)`.
    ///
    /// Timing, on `scheduler`'s clock: each value (re)starts a timer of `dueTime` seconds;
    /// when it fires, the last value is emitted. On completion a value still waiting is
    /// emitted at once, followed by the completion (nothing waits for the timer). An error
    /// is forwarded at once and a waiting value is dropped.
    ///
    /// ```swift
    /// searchText.debounce(0.3, scheduler: MainScheduler.instance)
    /// ```
    public func debounce(_ dueTime: TimeInterval, scheduler: any Scheduler) -> Observable<Element> {
        let source = asObservable()
        return Observable { observer, lifetime in
            let timer = SerialDisposable()
            lifetime.add(timer)
            let gate = SerializedMulticast<TimedCommand<Element>>(replayLimit: 0)
            let state = UnsynchronizedBox(DebounceState<Element>())
            gate.subscribe(
                AnyObserver { command in
                    guard case .next(let command) = command, !state.value.isDone else { return }
                    switch command {
                    case .upstream(.next(let element)):
                        state.value.pending = element
                        let generation = state.value.startTimer()
                        timer.replace(
                            with: scheduler.schedule(after: dueTime) {
                                gate.onNext(.timerFired(generation))
                            })
                    case .timerFired(let generation):
                        guard generation == state.value.generation, let element = state.value.pending else { return }
                        state.value.pending = nil
                        observer.onNext(element)
                    case .upstream(let terminal):
                        timer.dispose()
                        state.value.finish(with: terminal, flushingTo: observer)
                    }
                }, lifetime)
            source.run(AnyObserver { gate.onNext(.upstream($0)) }, lifetime)
        }
    }

    /// Emits the first value at once, then at most one value per `dueTime` seconds, as
    /// RxSwift's `throttle(_:latest:scheduler:)`.
    ///
    /// Timing, on `scheduler`'s clock:
    /// - A value arriving when no value was emitted in the last `dueTime` seconds is emitted
    ///   at once and opens a window of `dueTime` seconds. A value arriving exactly when a
    ///   window ends counts as outside it: it is emitted at once and opens the next window
    ///   (decided by comparing the clock, never by whether the window's timer has run yet).
    /// - With `latest` (the default), the last value received inside a window is emitted
    ///   when the window ends, and opens the next one. Without it, values inside a window are
    ///   dropped.
    /// - Completion: if a value is still waiting for its window to end, it is emitted when the
    ///   window ends and the completion follows right after it; otherwise the completion is
    ///   forwarded at once.
    /// - An error is forwarded at once; a waiting value is dropped.
    ///
    /// For example, with `dueTime` 200 and values at 210, 250, 310, 350, 410, 450 and
    /// completion at 500: 210 is emitted at 210, 410 at 410 (exactly one window later, so it
    /// supersedes 350), 450 at 610, then the completion at 610.
    ///
    /// ```swift
    /// scrollOffsets.throttle(0.1, scheduler: MainScheduler.instance)
    /// ```
    public func throttle(
        _ dueTime: TimeInterval,
        latest: Bool = true,
        scheduler: any Scheduler
    ) -> Observable<Element> {
        let source = asObservable()
        return Observable { observer, lifetime in
            let timer = SerialDisposable()
            lifetime.add(timer)
            let gate = SerializedMulticast<TimedCommand<Element>>(replayLimit: 0)
            let window = UnsynchronizedBox(ThrottleWindow<Element>(dueTime: dueTime))
            gate.subscribe(
                AnyObserver { command in
                    guard case .next(let command) = command, !window.value.isDone else { return }
                    switch command {
                    case .upstream(.next(let element)):
                        switch window.value.receive(element, at: scheduler.now, keepingLatest: latest) {
                        case .emitNow:
                            timer.replace(with: Disposables.create())
                            window.value.send(element, to: observer, scheduler: scheduler)
                        case .wait(let delay, let generation):
                            timer.replace(
                                with: scheduler.schedule(after: delay) { gate.onNext(.timerFired(generation)) })
                        case .ignore:
                            break
                        }
                    case .timerFired(let generation):
                        window.value.windowEnded(generation: generation, observer: observer, scheduler: scheduler)
                    case .upstream(.completed) where window.value.pending != nil:
                        window.value.completesAfterPending = true
                    case .upstream(let terminal):
                        timer.dispose()
                        window.value.finish(with: terminal, observer: observer)
                    }
                }, lifetime)
            source.run(AnyObserver { gate.onNext(.upstream($0)) }, lifetime)
        }
    }
}

/// The state of one `throttle` subscription, touched only inside its gate's delivery.
private struct ThrottleWindow<Element> {
    enum Decision {
        case emitNow
        /// Keep the value and end the window after `delay` seconds (timer `generation`).
        case wait(delay: TimeInterval, generation: UInt64)
        case ignore
    }

    /// Clocks are `TimeInterval`s: a value within a nanosecond of the window's end (the
    /// resolution of `TestScheduler`, far below any dispatch timer's) counts as at its end.
    static var tolerance: TimeInterval { 1e-9 }

    let dueTime: TimeInterval
    var pending: Element?
    /// When the last value was emitted.
    var lastSent: TimeInterval?
    /// Identifies the latest timer; an older one that fires anyway is ignored.
    var generation: UInt64 = 0
    var completesAfterPending = false
    var isDone = false

    init(dueTime: TimeInterval) {
        self.dueTime = dueTime
    }

    /// Decides what to do with `element`, arriving at `now`.
    mutating func receive(_ element: Element, at now: TimeInterval, keepingLatest: Bool) -> Decision {
        guard let lastSent, now < lastSent + dueTime - Self.tolerance else { return .emitNow }
        guard keepingLatest else { return .ignore }
        let isTimerRunning = pending != nil
        pending = element
        if isTimerRunning { return .ignore }
        generation &+= 1
        return .wait(delay: lastSent + dueTime - now, generation: generation)
    }

    /// Emits `element` and opens a window; a value waiting from the previous window is
    /// superseded.
    mutating func send(_ element: Element, to observer: AnyObserver<Element>, scheduler: any Scheduler) {
        pending = nil
        generation &+= 1
        observer.onNext(element)
        // After delivery, as RxSwift: slow processing of the value extends the window.
        lastSent = scheduler.now
    }

    /// The window of timer `generation` ended: emits the waiting value, then the completion
    /// that waited for it.
    mutating func windowEnded(generation: UInt64, observer: AnyObserver<Element>, scheduler: any Scheduler) {
        guard generation == self.generation, let element = pending else { return }
        send(element, to: observer, scheduler: scheduler)
        if completesAfterPending {
            finish(with: .completed, observer: observer)
        }
    }

    mutating func finish(with terminal: Event<Element>, observer: AnyObserver<Element>) {
        isDone = true
        pending = nil
        observer.on(terminal)
    }
}

/// What reaches a timed operator's serial gate: the source's events and its own timers,
/// handled one at a time in arrival order.
private enum TimedCommand<Element: Sendable>: Sendable {
    case upstream(Event<Element>)
    case timerFired(UInt64)
}

/// The state of one `debounce` subscription, touched only inside its gate's delivery.
private struct DebounceState<Element> {
    var pending: Element?
    /// Identifies the latest timer; an older timer that fires anyway is ignored.
    var generation: UInt64 = 0
    var isDone = false

    mutating func startTimer() -> UInt64 {
        generation &+= 1
        return generation
    }

    /// Emits a value still pending before a completion (not before an error), then the
    /// terminal event.
    mutating func finish(with terminal: Event<Element>, flushingTo observer: AnyObserver<Element>) {
        isDone = true
        if case .completed = terminal, let element = pending {
            observer.onNext(element)
        }
        pending = nil
        observer.on(terminal)
    }
}
