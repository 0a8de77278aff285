import Foundation
import HeadlessList
import InteractorAdapter
import ReactiveTesting
import ScriptReplay

/// The notes screen composed from two providers, a static title and the notes, so that a
/// fuzz session runs on a `ComposedListAdapter`.
final class NotesTitleCell: HeadlessCell, RenderableCell {
    func render(_ viewState: String) {
        text = viewState
    }
}

extension ReplayScreenFactory {
    /// The composed notes screen with `bug` planted; the same rule as `notes(_:)`, and a
    /// generator (when `generates` is true) that adds a note `Generated` to an empty screen and
    /// renames or deletes a note on screen otherwise.
    static func composedNotes(_ bug: NotesBug, generates: Bool = false) -> ReplayScreenFactory {
        let factory = ReplayScreenFactory(name: "composed-notes", actions: NoteAction.self) { environment in
            let interactor = NotesInteractor(
                bug: bug, scheduler: environment.scheduler, clock: environment.scheduler.labeled("clock"))
            let adapter = ComposedListAdapter(listView: environment.listView, scheduler: environment.scheduler)
            let title = ListProvider(id: "title", cell: NotesTitleCell.self, rows: ["Notes"])
            let notes = ListProvider(id: "notes", interactor: interactor)
            notes.registerCell(
                ofType: NoteCell.self,
                trailingSwipeActions: { [weak notes] _ in
                    [.destructive("Delete") { notes?.dispatch(.delete(id: Int($0.id) ?? -1)) }]
                })
            return ReplayScreen(interactor: interactor, adapter: adapter) {
                adapter.compose {
                    title
                    notes
                }
            }
        }
        .withRules([.numbered])
        .withRecurringTimers(["clock"])
        guard generates else { return factory }
        return factory.withGenerator(state: [NoteItem].self) { items, random -> NoteAction? in
            let ids = items.compactMap { item -> Int? in
                if case .note(let note) = item { return Int(note.id) }
                return nil
            }
            guard let id = ids.randomElement(using: &random) else { return .add(title: "Generated") }
            return random.chance(50) ? .rename(id: id, title: "Renamed \(id)") : .delete(id: id)
        }
    }
}
