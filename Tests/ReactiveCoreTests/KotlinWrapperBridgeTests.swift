import ReactiveTesting
import Testing

@testable import ReactiveCore

// What Swift sees of a Reaktive `ObservableWrapper` or a KMP-NativeCoroutines-style wrapper:
// Kotlin classes, not `Sendable`, with `subscribe(onNext:onError:onComplete:) -> Disposable`.
// The extension below is the README's and the DocC article's example, compiled.

final class KotlinThrowable {
    let message: String?
    init(message: String?) { self.message = message }
}

final class KotlinDisposable {
    private let onDispose: () -> Void
    init(_ onDispose: @escaping () -> Void) { self.onDispose = onDispose }
    func dispose() { onDispose() }
}

final class ObservableWrapper<T: AnyObject> {
    private(set) var onNext: ((T) -> Void)?
    private(set) var onError: ((KotlinThrowable) -> Void)?
    private(set) var onComplete: (() -> Void)?
    private(set) var isDisposed = false

    func subscribe(
        onNext: @escaping (T) -> Void, onError: @escaping (KotlinThrowable) -> Void,
        onComplete: @escaping () -> Void
    ) -> KotlinDisposable {
        (self.onNext, self.onError, self.onComplete) = (onNext, onError, onComplete)
        return KotlinDisposable { self.isDisposed = true }
    }
}

final class KotlinRow {
    let title: String
    init(title: String) { self.title = title }
}

struct KotlinError: Error, CustomStringConvertible {
    let description: String
}

extension ObservableWrapper {
    /// This Kotlin stream as an `Observable`; `convert` turns each Kotlin value into a Swift
    /// value as it arrives.
    func asObservable<Value: Sendable>(_ convert: @escaping @Sendable (T) -> Value) -> Observable<Value> {
        // Kotlin objects are thread-safe by Reaktive's contract; Swift cannot tell.
        nonisolated(unsafe) let wrapper = self
        return Observable.create { observer in
            nonisolated(unsafe) let disposable = wrapper.subscribe(
                onNext: { observer.onNext(convert($0)) },
                onError: { observer.onError(KotlinError(description: $0.message ?? "Kotlin error")) },
                onComplete: { observer.onCompleted() })
            return Disposables.create { disposable.dispose() }
        }
    }
}

@Suite struct KotlinWrapperBridgeTests {
    @Test func aKotlinWrapperBecomesAnObservable() {
        let wrapper = ObservableWrapper<KotlinRow>()
        let recorder = EventRecorder<String>()
        let subscription = recorder.subscribe(to: wrapper.asObservable { $0.title })
        wrapper.onNext?(KotlinRow(title: "Milk"))
        wrapper.onError?(KotlinThrowable(message: "offline"))
        #expect(recorder.events == [.next("Milk"), .error("offline")])
        #expect(wrapper.isDisposed, "the terminal event released the Kotlin subscription")
        subscription.dispose()
    }

    @Test func disposingDisposesTheKotlinSubscription() {
        let wrapper = ObservableWrapper<KotlinRow>()
        let subscription = wrapper.asObservable { $0.title }.subscribe()
        #expect(!wrapper.isDisposed)
        subscription.dispose()
        #expect(wrapper.isDisposed)
    }
}
