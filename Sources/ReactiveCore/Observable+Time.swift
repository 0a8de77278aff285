import Foundation

extension ObservableType {
    /// Emits a value only after `dueTime` seconds have passed without another value; a
    /// value pending when the source completes is emitted before completion.
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
            let state = UnsynchronizedBox(TimedState<Element>())
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

    /// Emits a value at once, then at most one value per `dueTime` seconds: with `latest`
    /// (the default) the last value received during the quiet period is emitted when it
    /// ends; without, values received during it are dropped. A value pending when the
    /// source completes is emitted before completion.
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
            let state = UnsynchronizedBox(TimedState<Element>())
            // Emits `element` and opens a quiet period.
            let emit: @Sendable (Element) -> Void = { element in
                observer.onNext(element)
                let generation = state.value.startTimer()
                timer.replace(
                    with: scheduler.schedule(after: dueTime) {
                        gate.onNext(.timerFired(generation))
                    })
            }
            gate.subscribe(
                AnyObserver { command in
                    guard case .next(let command) = command, !state.value.isDone else { return }
                    switch command {
                    case .upstream(.next(let element)):
                        if !state.value.isTimerRunning {
                            emit(element)
                        } else if latest {
                            state.value.pending = element
                        }
                    case .timerFired(let generation):
                        guard generation == state.value.generation else { return }
                        state.value.isTimerRunning = false
                        if let element = state.value.pending {
                            state.value.pending = nil
                            emit(element)
                        }
                    case .upstream(let terminal):
                        timer.dispose()
                        state.value.finish(with: terminal, flushingTo: observer)
                    }
                }, lifetime)
            source.run(AnyObserver { gate.onNext(.upstream($0)) }, lifetime)
        }
    }
}

/// What reaches a timed operator's serial gate: the source's events and its own timers,
/// handled one at a time in arrival order.
private enum TimedCommand<Element: Sendable>: Sendable {
    case upstream(Event<Element>)
    case timerFired(UInt64)
}

/// State of one debounce/throttle subscription, touched only inside its gate's delivery.
private struct TimedState<Element> {
    var pending: Element?
    /// Identifies the latest timer; an older timer that fires anyway is ignored.
    var generation: UInt64 = 0
    var isTimerRunning = false
    var isDone = false

    mutating func startTimer() -> UInt64 {
        generation &+= 1
        isTimerRunning = true
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
