import InteractorAdapter

/// A small screen for the tests of the script engine and the screen harness: a shelf of
/// books to add, rename, mark read and remove, one of them possibly arriving later on a
/// scheduler. Emits the books, then a count row.
package final class ShelfInteractor: Interactor, Sendable {
    /// The screen's name in scripts.
    package static let name = "shelf"

    private struct State {
        var books: [BookViewState] = []
        var nextID = 1
    }

    private let state = LockedState(State())
    private let subject = BehaviorSubject<[ShelfItem]>(value: [.count(BookCountViewState(count: 0))])
    private let scheduler: any Scheduler

    /// An empty shelf; `addLater` waits on `scheduler`.
    package init(scheduler: any Scheduler = ImmediateScheduler.instance) {
        self.scheduler = scheduler
    }

    package func dispatch(action: ShelfAction) {
        if case .addLater(let title, let delay) = action {
            scheduler.schedule(after: delay) { [weak self] in self?.dispatch(action: .add(title: title)) }
            return
        }
        let items = state.withLock { state -> [ShelfItem] in
            Self.apply(action, to: &state)
            return state.books.map(ShelfItem.book) + [.count(BookCountViewState(count: state.books.count))]
        }
        subject.onNext(items)
    }

    package func viewStates() -> Observable<[ShelfItem]> {
        subject.asObservable()
    }

    private static func apply(_ action: ShelfAction, to state: inout State) {
        switch action {
        case .add(let title):
            state.books.append(BookViewState(id: "b\(state.nextID)", title: title, isRead: false))
            state.nextID += 1
        case .rename(let id, let title):
            if let index = state.books.firstIndex(where: { $0.id == id }) { state.books[index].title = title }
        case .toggle(let id):
            if let index = state.books.firstIndex(where: { $0.id == id }) { state.books[index].isRead.toggle() }
        case .remove(let id):
            state.books.removeAll { $0.id == id }
        case .move(let from, let to):
            guard state.books.indices.contains(from), state.books.indices.contains(to) else { return }
            state.books.insert(state.books.remove(at: from), at: to)
        case .addLater:
            break
        }
    }
}
