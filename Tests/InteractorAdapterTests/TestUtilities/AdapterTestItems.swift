import Foundation
import HeadlessList
import ReactiveTesting
import TestSupport

@testable import InteractorAdapter

/// A view state no test registers a cell for.
struct OrphanState: Hashable, Sendable {
    var id: String
}

/// An enum-style item (a Swift enum whose cases carry view states), used by most adapter tests.
enum TestItem: ViewStateItem, Differentiable, Equatable, Sendable {
    case animated(AnimatedState)
    case plain(PlainState)
    case orphan(OrphanState)

    var viewState: any Sendable {
        switch self {
        case .animated(let state): return state
        case .plain(let state): return state
        case .orphan(let state): return state
        }
    }

    var differenceIdentifier: String {
        switch self {
        case .animated(let state): return state.id
        case .plain(let state): return state.id
        case .orphan(let state): return state.id
        }
    }

    static func animated(_ id: String, _ title: String, refuses: Bool = false) -> TestItem {
        .animated(AnimatedState(id: id, title: title, refusesInPlace: refuses))
    }

    static func plain(_ id: String, _ title: String) -> TestItem {
        .plain(PlainState(id: id, title: title))
    }

    /// The text a registered cell shows for this item.
    var shownText: String {
        switch self {
        case .animated(let state): return state.title
        case .plain(let state): return state.title
        case .orphan: return UnregisteredViewState(viewStateType: "OrphanState").message
        }
    }
}

/// A test interactor: whatever the test sends through `subject` (or dispatches) is the view
/// state; it counts its live subscriptions.
final class SubjectInteractor<Item: Sendable>: Interactor, Sendable {
    let subject: BehaviorSubject<[Item]>
    private let subscriptions = LockedState(0)

    init(_ initial: [Item]) {
        subject = BehaviorSubject(value: initial)
    }

    /// Whether anyone is subscribed to `viewStates()`.
    var hasObservers: Bool { subscriptions.withLock { $0 > 0 } }

    func dispatch(action: [Item]) {
        subject.onNext(action)
    }

    func viewStates() -> Observable<[Item]> {
        countingSubscriptions(to: subject.asObservable(), in: subscriptions)
    }
}

/// `source`, counting in `subscriptions` how many subscriptions to it are live.
func countingSubscriptions<Element: Sendable>(
    to source: Observable<Element>, in subscriptions: LockedState<Int>
) -> Observable<Element> {
    Observable.create { observer in
        subscriptions.withLock { $0 += 1 }
        let inner = source.subscribe(observer)
        return Disposables.create {
            inner.dispose()
            subscriptions.withLock { $0 -= 1 }
        }
    }
}
