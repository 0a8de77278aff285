import HeadlessList
import InteractorAdapter
import ReactiveCore
import ScriptReplay
import Synchronization

// A second screen of the team's, fuzzed: bookmarks whose action decodes by hand (a title may
// not be blank), without `CaseIterable`, with a generator. Its planted bug: starring a
// bookmark then clearing shows a "Cleared" notice whose view state has no cell.

/// What the bookmarks screen's user can do.
public enum BookmarkAction: Codable, Equatable, Sendable {
    case add(title: String)
    case star(index: Int)
    case clear

    private enum Key: String, CodingKey { case add, star, clear }
    private enum Field: String, CodingKey { case title, index }

    /// Refuses a blank title or a negative index, as the app's own decoding does.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        guard let key = container.allKeys.first, container.allKeys.count == 1 else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "one action a line"))
        }
        switch key {
        case .add:
            let title = try container.nestedContainer(keyedBy: Field.self, forKey: .add).decode(
                String.self, forKey: .title)
            guard !title.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
                throw DecodingError.dataCorruptedError(forKey: .add, in: container, debugDescription: "a blank title")
            }
            self = .add(title: title)
        case .star:
            let index = try container.nestedContainer(keyedBy: Field.self, forKey: .star).decode(
                Int.self, forKey: .index)
            guard index >= 0 else {
                throw DecodingError.dataCorruptedError(
                    forKey: .star, in: container, debugDescription: "a negative index")
            }
            self = .star(index: index)
        case .clear:
            self = .clear
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        switch self {
        case .add(let title):
            var fields = container.nestedContainer(keyedBy: Field.self, forKey: .add)
            try fields.encode(title, forKey: .title)
        case .star(let index):
            var fields = container.nestedContainer(keyedBy: Field.self, forKey: .star)
            try fields.encode(index, forKey: .index)
        case .clear:
            _ = container.nestedContainer(keyedBy: Field.self, forKey: .clear)
        }
    }
}

public struct BookmarkViewState: Hashable, Sendable {
    public var id: Int
    public var title: String
    public var isStarred: Bool
}

public struct ClearedNoticeViewState: Hashable, Sendable {}

public enum BookmarkItem: ViewStateItem, Differentiable, Hashable, Sendable {
    case bookmark(BookmarkViewState)
    case cleared(ClearedNoticeViewState)

    public var viewState: any Sendable {
        switch self {
        case .bookmark(let state): return state
        case .cleared(let state): return state
        }
    }

    public var differenceIdentifier: String {
        switch self {
        case .bookmark(let state): return "\(state.id)"
        case .cleared: return "cleared"
        }
    }
}

public final class BookmarkCell: HeadlessCell, RenderableCell {
    public func render(_ viewState: BookmarkViewState) {
        text = (viewState.isStarred ? "★ " : "") + viewState.title
    }
}

public final class BookmarksInteractor: Interactor, Sendable {
    private struct State {
        var bookmarks: [BookmarkViewState] = []
        var lastWasStar = false
        var notice = false
        var cleared = false
    }

    private let state = Mutex(State())
    private let subject = BehaviorSubject<[BookmarkItem]>(value: [])
    private let trapsOnStarAfterClear: Bool

    /// Bookmarks; with `trapsOnStarAfterClear`, a second planted bug: starring after a clear traps.
    public init(trapsOnStarAfterClear: Bool = false) {
        self.trapsOnStarAfterClear = trapsOnStarAfterClear
    }

    public func dispatch(action: BookmarkAction) {
        let items = state.withLock { state -> [BookmarkItem] in
            switch action {
            case .add(let title):
                state.bookmarks.append(BookmarkViewState(id: state.bookmarks.count + 1, title: title, isStarred: false))
            case .star(let index):
                precondition(!(trapsOnStarAfterClear && state.cleared), "starred after a clear")
                if state.bookmarks.indices.contains(index) { state.bookmarks[index].isStarred.toggle() }
            case .clear:
                // The planted bug: clearing right after starring shows a notice nobody registered a cell for.
                state.notice = state.lastWasStar
                state.bookmarks.removeAll()
                state.cleared = true
            }
            if case .star = action { state.lastWasStar = true } else { state.lastWasStar = false }
            return (state.notice ? [.cleared(ClearedNoticeViewState())] : [])
                + state.bookmarks.map(BookmarkItem.bookmark)
        }
        subject.onNext(items)
    }

    public func viewStates() -> Observable<[BookmarkItem]> { subject.asObservable() }
}

extension ReplayScreenFactory {
    /// The bookmarks as scripts replay and fuzz them: names listed by hand (the action type is
    /// not `CaseIterable`), checked against the type; a generator adds titled bookmarks and
    /// stars the ones on screen.
    public static let bookmarks = bookmarks(named: "bookmarks", trapping: false)

    /// The bookmarks whose interactor traps when a bookmark is starred after a clear: fuzzing
    /// runs them in a child process, which the trap takes down, not the session.
    public static let trappingBookmarks = bookmarks(named: "bookmarks-trap", trapping: true)

    private static func bookmarks(named name: String, trapping: Bool) -> ReplayScreenFactory {
        ReplayScreenFactory(
            name: name, actionNames: ["add", "star", "clear"], of: BookmarkAction.self
        ) { environment in
            let interactor = BookmarksInteractor(trapsOnStarAfterClear: trapping)
            let adapter = ListAdapter<SingleSection, BookmarkItem>(
                listView: environment.listView, scheduler: environment.scheduler)
            adapter.registerCell(ofType: BookmarkCell.self)
            return ReplayScreen(interactor: interactor, adapter: adapter)
        }
        .withGenerator(state: [BookmarkItem].self) { items, random in
            let count = items.count
            if count > 0, Bool.random(using: &random) {
                return BookmarkAction.star(index: Int.random(in: 0..<count, using: &random))
            }
            return BookmarkAction.add(title: ["Swift", "Kotlin", "Lists"].randomElement(using: &random)!)
        }
    }
}
