import InteractorAdapter

/// A book on the shelf, as its row shows it.
package struct BookViewState: Hashable, Sendable {
    package var id: String
    package var title: String
    package var isRead: Bool
}

/// The `2 books` row under the books.
package struct BookCountViewState: Hashable, Sendable {
    package var count: Int
}

/// A row of the shelf screen: a book, or the count of books.
package enum ShelfItem: ViewStateItem, Differentiable, Hashable, Sendable {
    case book(BookViewState)
    case count(BookCountViewState)

    package var viewState: any Sendable {
        switch self {
        case .book(let state): return state
        case .count(let state): return state
        }
    }

    /// The book's id, or `count`.
    package var differenceIdentifier: String {
        switch self {
        case .book(let state): return state.id
        case .count: return "count"
        }
    }
}
