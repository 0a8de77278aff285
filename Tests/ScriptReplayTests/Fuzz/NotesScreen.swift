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
    /// A note's `sizeHash` leaves its title out, so a renamed note keeps the height of its
    /// old title.
    case sizeHashIgnoresTitle
    /// A note's cell, once it showed a pinned note, shows the pin for ever (reused or
    /// rendered in place): only a fresh list shows an unpinned note as it is.
    case cellKeepsPin
    /// Pinning a note computes for 100 ms of the thread's CPU time.
    case pinComputes
    /// Pinning a note blocks the main thread for 100 ms (a synchronous wait), every time.
    case pinWaits
    /// The first pin in the process waits 100 ms, and no later one: a step the machine
    /// starved once, which is not a bug.
    case pinWaitsOnce
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

struct NoteViewState: Hashable, Sendable, SizeHashable {
    var id: String
    var title: String
    var isPinned: Bool
    /// Whether the bug `sizeHashIgnoresTitle` is planted.
    var sizeHashIgnoresTitle = false

    /// A line of 44 points, and 22 more for every 20 characters of the title.
    static func height(of state: NoteViewState, width: Double) -> Double {
        44 + 22 * Double(state.title.count / max(1, Int(width / 16)))
    }

    var sizeHash: Int { sizeHashIgnoresTitle ? 0 : title.count }
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

/// The bug `cellKeepsPin`: a cell that never forgets it showed a pin.
final class PinKeepingNoteCell: HeadlessCell, RenderableCell {
    private var showedPin = false

    func render(_ viewState: NoteViewState) {
        showedPin = showedPin || viewState.isPinned
        text = (showedPin ? "📌 " : "") + viewState.title
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
    private let clock: any Scheduler
    private let state = LockedState(State())
    private let subject = BehaviorSubject<[NoteItem]>(value: [])
    private let clockStarted = LockedState(false)
    /// Whether a `pinWaitsOnce` pin has waited in this process.
    private static let hasWaited = LockedState(false)

    /// - Parameter clock: where the screen's clock ticks every second once started, for
    ///   ever (a recurring timer by design, declared as `"clock"`).
    init(bug: NotesBug, scheduler: any Scheduler, clock: any Scheduler) {
        self.bug = bug
        self.scheduler = scheduler
        self.clock = clock
    }

    func dispatch(action: NoteAction) {
        if case .pin = action { delayIfPlanted() }
        if action == .startTimer {
            if bug == .timerRearms { tick() }
            if !clockStarted.withLock({ started in
                defer { started = true }
                return started
            }) {
                tickClock()
            }
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

    private func delayIfPlanted() {
        switch bug {
        case .pinComputes:
            let started = ThreadCPUClock.seconds()
            var sum = 0
            while ThreadCPUClock.seconds() - started < 0.1 { sum &+= 1 }
            precondition(sum != 0)
        case .pinWaits:
            Thread.sleep(forTimeInterval: 0.1)
        case .pinWaitsOnce:
            let first = Self.hasWaited.withLock { waited in
                defer { waited = true }
                return !waited
            }
            if first { Thread.sleep(forTimeInterval: 0.1) }
        default:
            break
        }
    }

    private func tick() {
        scheduler.schedule(after: 1) { [weak self] in self?.tick() }
    }

    private func tickClock() {
        clock.schedule(after: 1) { [weak self] in self?.tickClock() }
    }

    private func apply(_ action: NoteAction, to state: inout State) {
        switch action {
        case .add(let title):
            state.notes.append(
                NoteViewState(
                    id: "\(state.nextID)", title: title, isPinned: false,
                    sizeHashIgnoresTitle: bug == .sizeHashIgnoresTitle))
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

extension ScreenRule<[NoteItem]> {
    /// The notes screens' rule: a note's identifier is its number.
    static let numbered = ScreenRule<[NoteItem]>("numbered") { items in
        for case .note(let note) in items where Int(note.id) == nil {
            return "note \"\(note.title)\" has identifier \"\(note.id)\", not its number"
        }
        return nil
    }
}

extension ReplayScreenFactory {
    /// The notes screen with `bug` planted, its rule: a note's identifier is its number. Its
    /// clock, which ticks for ever once started, is declared a recurring timer unless
    /// `declaresClock` is false.
    static func notes(_ bug: NotesBug, declaresClock: Bool = true) -> ReplayScreenFactory {
        ReplayScreenFactory(name: "notes", actions: NoteAction.self) { environment in
            let interactor = NotesInteractor(
                bug: bug, scheduler: environment.scheduler, clock: environment.scheduler.labeled("clock"))
            let adapter = ListAdapter<SingleSection, NoteItem>(
                listView: environment.listView, scheduler: environment.scheduler)
            if bug == .cellKeepsPin {
                registerNoteCell(PinKeepingNoteCell.self, on: adapter, dispatchingTo: interactor)
            } else {
                registerNoteCell(NoteCell.self, on: adapter, dispatchingTo: interactor)
            }
            return ReplayScreen(interactor: interactor, adapter: adapter)
        }
        .withRules([.numbered])
        .withRecurringTimers(declaresClock ? ["clock"] : [])
    }

    @MainActor
    private static func registerNoteCell<Cell: RenderableCell>(
        _ cell: Cell.Type, on adapter: ListAdapter<SingleSection, NoteItem>, dispatchingTo interactor: NotesInteractor
    ) where Cell.ViewState == NoteViewState {
        adapter.registerCell(
            ofType: cell, sizing: .measured { state, width, _ in NoteViewState.height(of: state, width: width) },
            trailingSwipeActions: { [weak interactor] _ in
                [.destructive("Delete") { interactor?.dispatch(action: .delete(id: Int($0.id) ?? -1)) }]
            })
    }
}
