import Foundation
import HeadlessList
import InteractorAdapter
import ReactiveTesting
import ScriptReplay

/// A notes screen written for the fuzz tests, correct or with one planted bug, so that a
/// fuzz session has something to find (the examples stay correct).
enum NotesBug: String, CaseIterable, Sendable {
    /// None: every invariant holds whatever the user does.
    case none
    /// Pinning a note then archiving shows a banner whose view state has no cell.
    case bannerWithoutCell
    /// Starting the timer schedules a tick that re-arms itself forever.
    case timerRearms
    /// Renaming a note gives it its title as identifier.
    case identifierChangesOnRename
}

/// What the notes screen's user can do.
enum NoteAction: Codable, Equatable, Sendable, ScriptableAction {
    case add(title: String)
    case rename(id: Int, title: String)
    case delete(id: Int)
    case pin(id: Int)
    case archive
    case startTimer

    enum CodingKeys: String, CodingKey, CaseIterable { case add, rename, delete, pin, archive, startTimer }
    typealias ActionKeys = CodingKeys
}

struct NoteViewState: Hashable, Sendable {
    var id: String
    var title: String
    var isPinned: Bool
}

struct BannerViewState: Hashable, Sendable {
    var text: String
}

enum NoteItem: ViewStateItem, Differentiable, Hashable, Sendable {
    case note(NoteViewState)
    case banner(BannerViewState)

    var viewState: any Sendable {
        switch self {
        case .note(let state): return state
        case .banner(let state): return state
        }
    }

    var differenceIdentifier: String {
        switch self {
        case .note(let state): return state.id
        case .banner: return "banner"
        }
    }
}

final class NoteCell: HeadlessCell, RenderableCell {
    func render(_ viewState: NoteViewState) {
        text = (viewState.isPinned ? "📌 " : "") + viewState.title
    }
}

final class NotesInteractor: Interactor, Sendable {
    private struct State {
        var notes: [NoteViewState] = []
        var nextID = 1
        var lastAction: NoteAction?
        var banner = false
    }

    private let bug: NotesBug
    private let scheduler: any Scheduler
    private let state = LockedState(State())
    private let subject = BehaviorSubject<[NoteItem]>(value: [])

    init(bug: NotesBug, scheduler: any Scheduler) {
        self.bug = bug
        self.scheduler = scheduler
    }

    func dispatch(action: NoteAction) {
        if action == .startTimer {
            if bug == .timerRearms { tick() }
            return
        }
        let items = state.withLock { state -> [NoteItem] in
            apply(action, to: &state)
            state.lastAction = action
            return (state.banner ? [NoteItem.banner(BannerViewState(text: "Archived"))] : [])
                + state.notes.map(NoteItem.note)
        }
        subject.onNext(items)
    }

    func viewStates() -> Observable<[NoteItem]> { subject.asObservable() }

    private func tick() {
        scheduler.schedule(after: 1) { [weak self] in self?.tick() }
    }

    private func apply(_ action: NoteAction, to state: inout State) {
        switch action {
        case .add(let title):
            state.notes.append(NoteViewState(id: "\(state.nextID)", title: title, isPinned: false))
            state.nextID += 1
        case .rename(let id, let title):
            guard let index = state.notes.firstIndex(where: { $0.id == "\(id)" }) else { return }
            state.notes[index].title = title
            if bug == .identifierChangesOnRename { state.notes[index].id = title }
        case .delete(let id):
            state.notes.removeAll { $0.id == "\(id)" }
        case .pin(let id):
            guard let index = state.notes.firstIndex(where: { $0.id == "\(id)" }) else { return }
            state.notes[index].isPinned.toggle()
        case .archive:
            if bug == .bannerWithoutCell, case .pin? = state.lastAction { state.banner = true }
            state.notes.removeAll { $0.isPinned }
        case .startTimer:
            break
        }
    }
}

extension ReplayScreenFactory {
    /// The notes screen with `bug` planted, its rule: a note's identifier is its number.
    static func notes(_ bug: NotesBug) -> ReplayScreenFactory {
        ReplayScreenFactory(name: "notes", actions: NoteAction.self) { environment in
            let interactor = NotesInteractor(bug: bug, scheduler: environment.scheduler)
            let adapter = ListAdapter<SingleSection, NoteItem>(
                listView: environment.listView, scheduler: environment.scheduler)
            adapter.registerCell(
                ofType: NoteCell.self,
                trailingSwipeActions: { [weak interactor] _ in
                    [.destructive("Delete") { interactor?.dispatch(action: .delete(id: Int($0.id) ?? -1)) }]
                })
            return ReplayScreen(interactor: interactor, adapter: adapter)
        }
        .withRules([
            ScreenRule<[NoteItem]>("numbered") { items in
                for case .note(let note) in items where Int(note.id) == nil {
                    return "note \"\(note.title)\" has identifier \"\(note.id)\", not its number"
                }
                return nil
            }
        ])
    }
}
