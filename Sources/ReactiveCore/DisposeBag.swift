/// Holds subscriptions and disposes all of them when the bag is deallocated.
///
/// Keep one bag per owner (a screen, an adapter); dropping the owner ends every
/// subscription it made.
///
/// ```swift
/// final class Screen {
///     private let disposeBag = DisposeBag()
///     func bind(_ interactor: some Interactor<Action, Item>) {
///         interactor.viewStates()
///             .subscribe(onNext: { items in print(items.count) })
///             .disposed(by: disposeBag)
///     }
/// }
/// ```
public final class DisposeBag: Sendable {
    private let disposables = LockedState<[any Disposable]?>([])

    /// Creates an empty bag.
    public init() {}

    /// Keeps `disposable` until the bag is deallocated. Inserting into a bag that is being
    /// torn down disposes `disposable` at once.
    public func insert(_ disposable: any Disposable) {
        let accepted = disposables.withLock { disposables -> Bool in
            guard disposables != nil else { return false }
            disposables!.append(disposable)
            return true
        }
        if !accepted {
            disposable.dispose()
        }
    }

    deinit {
        let disposables = self.disposables.withLock { disposables -> [any Disposable] in
            defer { disposables = nil }
            return disposables ?? []
        }
        for disposable in disposables {
            disposable.dispose()
        }
    }
}

extension Disposable {
    /// Adds this subscription to `bag`, which disposes it when the bag is deallocated.
    public func disposed(by bag: DisposeBag) {
        bag.insert(self)
    }
}
