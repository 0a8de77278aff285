import InteractorAdapter

/// A shelf's name, the model of its section and its header's view state.
package struct ShelfName: Differentiable, Hashable, Sendable {
    package var name: String
    package var differenceIdentifier: String { name }
}

/// The shelf screen as sections: the books to read, then the books read, each under a header.
package final class ShelvesInteractor: Interactor, Sendable {
    private let shelf = ShelfInteractor()

    package init() {}

    package func dispatch(action: ShelfAction) {
        shelf.dispatch(action: action)
    }

    package func viewStates() -> Observable<[ArraySection<ShelfName, ShelfItem>]> {
        shelf.viewStates().map { items in
            let books = items.compactMap { item -> BookViewState? in
                if case .book(let book) = item { book } else { nil }
            }
            return [
                ArraySection(
                    model: ShelfName(name: "To read"), elements: books.filter { !$0.isRead }.map(ShelfItem.book)),
                ArraySection(model: ShelfName(name: "Read"), elements: books.filter(\.isRead).map(ShelfItem.book)),
            ]
        }
    }
}
