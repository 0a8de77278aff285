// TEMPORARY: stand-ins for the APIs of issue 2 (differ) and issue 4 (Observable, Interactor,
// TestScheduler), with the names those issues specify, so the screens compile and their tests
// run before those branches are merged. Delete this file when main has them.
import Foundation
import Synchronization
import InteractorAdapter

public protocol Differentiable {
    associatedtype DifferenceIdentifier: Hashable
    var differenceIdentifier: DifferenceIdentifier { get }
    func isContentEqual(to source: Self) -> Bool
}

public struct ArraySection<Model: Differentiable, Element: Differentiable> {
    public var model: Model
    public var elements: [Element]
    public init<C: Swift.Collection>(model: Model, elements: C) where C.Element == Element {
        self.model = model
        self.elements = Array(elements)
    }
}
extension ArraySection: Sendable where Model: Sendable, Element: Sendable {}

public protocol Interactor<Action, Item>: AnyObject {
    associatedtype Action
    associatedtype Item
    func dispatch(action: Action)
    func viewStates() -> Observable<[Item]>
}

public final class Observable<Element: Sendable>: Sendable {
    let subscribeHandler: @Sendable (@escaping @Sendable (Element) -> Void) -> any Disposable
    init(_ handler: @escaping @Sendable (@escaping @Sendable (Element) -> Void) -> any Disposable) {
        subscribeHandler = handler
    }
    @discardableResult
    public func subscribe(onNext: @escaping @Sendable (Element) -> Void) -> any Disposable {
        subscribeHandler(onNext)
    }
}

final class StubDisposable: Disposable {
    let action: @Sendable () -> Void
    init(_ action: @escaping @Sendable () -> Void) { self.action = action }
    func dispose() { action() }
}

public final class BehaviorSubject<Element: Sendable>: Sendable {
    private let state: Mutex<(value: Element, observers: [Int: @Sendable (Element) -> Void], next: Int)>
    public init(value: Element) { state = Mutex((value, [:], 0)) }
    public var value: Element { state.withLock { $0.value } }
    public func onNext(_ element: Element) {
        let observers = state.withLock { state in
            state.value = element
            return state.observers.sorted { $0.key < $1.key }.map(\.value)
        }
        observers.forEach { $0(element) }
    }
    public func asObservable() -> Observable<Element> {
        Observable { observer in
            let (id, current) = self.state.withLock { state in
                state.next += 1
                state.observers[state.next] = observer
                return (state.next, state.value)
            }
            observer(current)
            return StubDisposable { _ = self.state.withLock { $0.observers.removeValue(forKey: id) } }
        }
    }
}

public final class TestScheduler: Scheduler {
    private let state = Mutex<(now: TimeInterval, queue: [(time: TimeInterval, id: Int, action: @Sendable () -> Void)], next: Int)>((0, [], 0))
    public init() {}
    public var now: TimeInterval { state.withLock { $0.now } }
    public func schedule(_ action: @escaping @Sendable () -> Void) -> any Disposable { schedule(after: 0, action) }
    public func schedule(after delay: TimeInterval, _ action: @escaping @Sendable () -> Void) -> any Disposable {
        let id = state.withLock { state in
            state.next += 1
            state.queue.append((state.now + delay, state.next, action))
            return state.next
        }
        return StubDisposable { self.state.withLock { $0.queue.removeAll { $0.id == id } } }
    }
    public func advance(by interval: TimeInterval) {
        let end = now + interval
        while true {
            let due: (@Sendable () -> Void)? = state.withLock { state in
                guard let next = state.queue.filter({ $0.time <= end }).min(by: { ($0.time, $0.id) < ($1.time, $1.id) })
                else { state.now = end; return nil }
                state.queue.removeAll { $0.id == next.id }
                state.now = next.time
                return next.action
            }
            guard let due else { return }
            due()
        }
    }
}
