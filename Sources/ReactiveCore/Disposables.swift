/// Factory for the common disposables, as in RxSwift.
///
/// ```swift
/// return Disposables.create { timer.invalidate() }
/// ```
public enum Disposables {
    /// A disposable that does nothing (for sources with nothing to release).
    public static func create() -> any Disposable {
        NopDisposable()
    }

    /// A disposable that runs `dispose` once, on the first call to `dispose()`.
    public static func create(with dispose: @escaping @Sendable () -> Void) -> any Disposable {
        ActionDisposable(dispose)
    }

    /// A disposable that disposes all of `disposables` together.
    public static func create(_ disposables: any Disposable...) -> any Disposable {
        let composite = CompositeDisposable()
        for disposable in disposables {
            composite.add(disposable)
        }
        return composite
    }
}

private struct NopDisposable: Disposable {
    func dispose() {}
}

/// Runs its action exactly once, whichever thread disposes first.
@usableFromInline
final class ActionDisposable: Disposable {
    private let action: LockedState<(@Sendable () -> Void)?>

    @usableFromInline init(_ action: @escaping @Sendable () -> Void) {
        self.action = LockedState(action)
    }

    @usableFromInline func dispose() {
        let action = self.action.withLock { action in
            defer { action = nil }
            return action
        }
        action?()
    }
}
