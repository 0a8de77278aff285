import InteractorAdapter

/// Subscribes to an observable and keeps every value it emits, from any thread.
final class Recorder<Element: Sendable>: Sendable {
    private final class Storage: Sendable {
        let values = LockedState<[Element]>([])
    }

    private let storage = Storage()
    private let subscription: any Disposable

    init(_ observable: Observable<Element>) {
        subscription = observable.subscribe(onNext: { [storage] value in
            storage.values.withLock { $0.append(value) }
        })
    }

    deinit { subscription.dispose() }

    /// Every value so far, oldest first.
    var values: [Element] { storage.values.withLock { $0 } }

    /// The most recent value.
    var last: Element? { values.last }
}
