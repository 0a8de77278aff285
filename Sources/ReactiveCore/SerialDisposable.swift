/// Holds at most one disposable (a pending timer): replacing it disposes the previous one,
/// and once disposed, anything put in is disposed at once.
@usableFromInline
final package class SerialDisposable: Disposable {
    private let state = LockedState<(current: (any Disposable)?, isDisposed: Bool)>((nil, false))

    @usableFromInline
    package init() {}

    /// Makes `disposable` the current one, disposing the one it replaces.
    @usableFromInline
    package func replace(with disposable: any Disposable) {
        let previous = state.withLock { state -> (any Disposable)? in
            if state.isDisposed { return disposable }
            defer { state.current = disposable }
            return state.current
        }
        previous?.dispose()
    }

    @usableFromInline
    package func dispose() {
        let current = state.withLock { state -> (any Disposable)? in
            defer { state = (nil, true) }
            return state.current
        }
        current?.dispose()
    }
}
