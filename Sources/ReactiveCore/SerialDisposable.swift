/// Holds at most one disposable — a pending timer, the search in flight — as RxSwift's
/// `SerialDisposable`: replacing it disposes the previous one, and once it is disposed,
/// anything put in is disposed at once. Safe from any thread, without a lock of your own.
///
/// ```swift
/// private let pendingSearch = SerialDisposable()
///
/// func typed(_ query: String) {
///     pendingSearch.replace(with: scheduler.schedule(after: 0.3) { [weak self] in self?.search(query) })
/// }
/// ```
public final class SerialDisposable: Disposable {
    private let state = LockedState<(current: (any Disposable)?, isDisposed: Bool)>((nil, false))

    /// Creates an empty holder.
    public init() {}

    /// Makes `disposable` the current one, disposing the one it replaces.
    public func replace(with disposable: any Disposable) {
        let previous = state.withLock { state -> (any Disposable)? in
            if state.isDisposed { return disposable }
            defer { state.current = disposable }
            return state.current
        }
        previous?.dispose()
    }

    /// Disposes the current disposable and every one put in afterwards.
    public func dispose() {
        let current = state.withLock { state -> (any Disposable)? in
            defer { state = (nil, true) }
            return state.current
        }
        current?.dispose()
    }
}
