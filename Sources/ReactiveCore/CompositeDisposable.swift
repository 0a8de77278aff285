/// The lifetime of one subscription: every resource it holds, disposed together.
///
/// Adding to an already disposed composite disposes the newcomer at once, which is what
/// makes early cancellation work for sources that emit while being subscribed.
@usableFromInline
final class CompositeDisposable: Disposable {
    private let state = LockedState<[any Disposable]?>([])

    @usableFromInline init() {}

    /// Whether `dispose()` has been called.
    @usableFromInline var isDisposed: Bool {
        state.withLock { $0 == nil }
    }

    /// Keeps `disposable` until this composite is disposed, or disposes it now if that
    /// already happened.
    @usableFromInline func add(_ disposable: any Disposable) {
        let accepted = state.withLock { disposables -> Bool in
            guard disposables != nil else { return false }
            disposables!.append(disposable)
            return true
        }
        if !accepted {
            disposable.dispose()
        }
    }

    /// Disposes everything added so far, in the order it was added.
    @usableFromInline func dispose() {
        let disposables = state.withLock { disposables -> [any Disposable] in
            defer { disposables = nil }
            return disposables ?? []
        }
        for disposable in disposables {
            disposable.dispose()
        }
    }
}
