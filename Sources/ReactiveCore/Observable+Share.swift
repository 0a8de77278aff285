extension ObservableType {
    /// Shares one subscription to this observable among all subscribers, replaying the last
    /// `replay` values to each new one.
    ///
    /// As RxSwift's `share(replay:scope: .whileConnected)`: the source is subscribed when the
    /// first subscriber arrives and disposed when the last one leaves; the next subscriber
    /// after that, or after the source terminated, subscribes to it again with an empty
    /// replay buffer. Subscribers present when the source terminates receive the terminal
    /// event at once.
    ///
    /// ```swift
    /// let states = interactor.viewStates().share(replay: 1)
    /// ```
    public func share(replay: Int = 0) -> Observable<Element> {
        let connection = ShareConnection(source: asObservable(), replay: max(0, replay))
        return Observable { observer, lifetime in connection.subscribe(observer, lifetime) }
    }
}

/// The one upstream subscription behind `share(replay:)` and its subscriber count.
private final class ShareConnection<Element: Sendable>: Sendable {
    private struct State: Sendable {
        var core: SerializedMulticast<Element>?
        var upstream: CompositeDisposable?
        var subscribers = 0
    }

    private let source: Observable<Element>
    private let replay: Int
    private let state = LockedState(State())

    init(source: Observable<Element>, replay: Int) {
        self.source = source
        self.replay = replay
    }

    func subscribe(_ observer: AnyObserver<Element>, _ lifetime: CompositeDisposable) {
        var finished: CompositeDisposable?
        let (core, upstream, mustConnect) = state.withLock { state in
            var mustConnect = false
            if state.core == nil || state.core!.hasStopped {
                // The previous run (if any) terminated: release it and start over.
                finished = state.upstream
                state.core = SerializedMulticast(replayLimit: replay)
                state.upstream = CompositeDisposable()
                state.subscribers = 0
                mustConnect = true
            }
            state.subscribers += 1
            return (state.core!, state.upstream!, mustConnect)
        }
        finished?.dispose()
        // Strong: the shared observable itself may be gone while subscriptions live on.
        lifetime.add(ActionDisposable { self.release(core) })
        core.subscribe(observer, lifetime)
        if mustConnect {
            source.run(core.observer, upstream)
        }
    }

    /// One subscriber of `core` left; the last one disconnects the source.
    private func release(_ core: SerializedMulticast<Element>) {
        let upstream = state.withLock { state -> CompositeDisposable? in
            guard state.core === core else { return nil }
            state.subscribers -= 1
            guard state.subscribers == 0 else { return nil }
            defer { state = State() }
            return state.upstream
        }
        upstream?.dispose()
    }
}
