import Foundation
import HeadlessList
import ReactiveTesting
import TestSupport
import Testing

@testable import InteractorAdapter

// Two small screens written the way shared code reaches Swift: a Kotlin-style sealed class
// (flat) and a Swift enum with payloads (sectioned), each behind an Interactor. User code
// registers cells by view-state type and never casts.

struct TaskViewState: Hashable, Sendable {
    var id: String
    var title: String
    var isDone: Bool
}
struct FooterViewState: Hashable, Sendable { var text: String }

/// A sealed-class item: a base class and one subclass per case.
class TaskItem: ViewStateItem, Differentiable, @unchecked Sendable {
    final class Task: TaskItem, @unchecked Sendable {
        let state: TaskViewState
        init(_ state: TaskViewState) { self.state = state }
    }
    final class Footer: TaskItem, @unchecked Sendable {
        let state: FooterViewState
        init(_ state: FooterViewState) { self.state = state }
    }

    var viewState: any Sendable {
        switch self {
        case let task as Task: return task.state
        case let footer as Footer: return footer.state
        default: return FooterViewState(text: "?")
        }
    }

    var differenceIdentifier: String { (self as? Task)?.state.id ?? "footer" }

    func isContentEqual(to source: TaskItem) -> Bool {
        switch (self, source) {
        case let (new as Task, old as Task): return new.state == old.state
        case let (new as Footer, old as Footer): return new.state == old.state
        default: return false
        }
    }
}

enum TaskAction: Sendable {
    case add(String)
    case toggle(String)
}

final class TaskInteractor: Interactor, Sendable {
    private let tasks = BehaviorSubject<[TaskViewState]>(value: [])
    private let items = BehaviorSubject<[TaskItem]>(value: [TaskItem.Footer(FooterViewState(text: "0 left"))])

    func dispatch(action: TaskAction) {
        var list = tasks.value
        switch action {
        case .add(let title): list.append(TaskViewState(id: "t\(list.count + 1)", title: title, isDone: false))
        case .toggle(let id):
            list = list.map { $0.id == id ? TaskViewState(id: $0.id, title: $0.title, isDone: !$0.isDone) : $0 }
        }
        tasks.onNext(list)
        let footer = FooterViewState(text: "\(list.filter { !$0.isDone }.count) left")
        items.onNext(list.map { TaskItem.Task($0) } + [TaskItem.Footer(footer)])
    }

    func viewStates() -> Observable<[TaskItem]> { items.asObservable() }
}

final class TaskCell: HeadlessCell, AnimatedRenderableCell {
    var onCheck: (() -> Void)?
    func render(_ viewState: TaskViewState, animated: Bool) -> RenderResult {
        text = (viewState.isDone ? "[x] " : "[ ] ") + viewState.title
        return .rendered
    }
}

final class FooterCell: HeadlessCell, RenderableCell {
    func render(_ viewState: FooterViewState) { text = viewState.text }
}

struct GroupHeaderViewState: Hashable, Sendable {
    var id: String
    var title: String
}
struct SwitchViewState: Hashable, Sendable {
    var id: String
    var isOn: Bool
}
struct LinkViewState: Hashable, Sendable {
    var id: String
    var title: String
}

/// An enum item with view-state payloads, in sections whose model is a header view state.
enum SettingRow: ViewStateItem, Differentiable, Equatable, Sendable {
    case toggle(SwitchViewState)
    case link(LinkViewState)

    var viewState: any Sendable {
        switch self {
        case .toggle(let state): return state
        case .link(let state): return state
        }
    }

    var differenceIdentifier: String {
        switch self {
        case .toggle(let state): return state.id
        case .link(let state): return state.id
        }
    }
}

extension GroupHeaderViewState: Differentiable {
    var differenceIdentifier: String { id }
}

final class SettingsScreen: Interactor, Sendable {
    let state = BehaviorSubject<[ArraySection<GroupHeaderViewState, SettingRow>]>(value: [
        ArraySection(
            model: GroupHeaderViewState(id: "g", title: "General"),
            elements: [
                .toggle(SwitchViewState(id: "wifi", isOn: false)), .link(LinkViewState(id: "about", title: "About")),
            ])
    ])

    func dispatch(action: String) {
        var sections = state.value
        sections[0].elements = sections[0].elements.map {
            guard case .toggle(let toggle) = $0, toggle.id == action else { return $0 }
            return .toggle(SwitchViewState(id: toggle.id, isOn: !toggle.isOn))
        }
        state.onNext(sections)
    }

    func viewStates() -> Observable<[ArraySection<GroupHeaderViewState, SettingRow>]> { state.asObservable() }
}

final class SwitchCell: HeadlessCell, AnimatedRenderableCell {
    func render(_ viewState: SwitchViewState, animated: Bool) -> RenderResult {
        text = viewState.id + (viewState.isOn ? " on" : " off")
        return .rendered
    }
}

final class LinkCell: HeadlessCell, RenderableCell {
    func render(_ viewState: LinkViewState) { text = viewState.title + " >" }
}

final class GroupHeaderView: HeadlessCell, RenderableCell {
    func render(_ viewState: GroupHeaderViewState) { text = viewState.title.uppercased() }
}

@MainActor
@Suite struct ListAdapterScreenTests {
    @Test func aSealedClassScreenWorksWithoutCasts() throws {
        let interactor = TaskInteractor()
        let list = HeadlessListView()
        let adapter = ListAdapter<SingleSection, TaskItem>(listView: list)
        adapter.isTracing = true
        adapter.registerCell(
            ofType: TaskCell.self,
            prepareCell: { [weak interactor] cell, state in
                cell.onCheck = { interactor?.dispatch(action: .toggle(state.id)) }
            })
        adapter.registerCell(ofType: FooterCell.self)
        adapter.bind(to: interactor)
        #expect(list.visibleRows.map(\.text) == ["0 left"])

        interactor.dispatch(action: .add("Milk"))
        interactor.dispatch(action: .add("Eggs"))
        #expect(list.visibleRows.map(\.text) == ["[ ] Milk", "[ ] Eggs", "2 left"])

        let milk = try #require(list.cellForItem(at: row(0)) as? TaskCell)
        milk.onCheck?()
        #expect(list.cellForItem(at: row(0)) === milk)
        #expect(list.visibleRows.map(\.text) == ["[x] Milk", "[ ] Eggs", "1 left"])
        let decisions = adapter.trace.entries.last?.stages.flatMap(\.decisions) ?? []
        #expect(decisions.map(\.viewStateType) == ["TaskViewState", "FooterViewState"])
        #expect(decisions.map(\.kind) == [.renderedInPlace, .reloaded])
        #expect(adapter.trace.entries.allSatisfy { $0.unregisteredTypes.isEmpty })
    }

    @Test func anEnumScreenWithSectionsWorksWithoutCasts() throws {
        let screen = SettingsScreen()
        let list = HeadlessListView(headerHeight: 28)
        let adapter = ListAdapter<GroupHeaderViewState, SettingRow>(listView: list)
        adapter.isTracing = true
        var opened: [String] = []
        adapter.registerCell(
            ofType: SwitchCell.self,
            didSelect: { [weak screen] state in
                screen?.dispatch(action: state.id)
                return .deselect
            })
        adapter.registerCell(
            ofType: LinkCell.self,
            didSelect: { state in
                opened.append(state.id)
                return .keepSelected
            })
        adapter.registerHeader(ofType: GroupHeaderView.self)
        adapter.bind(to: screen)
        #expect(
            list.snapshot() == """
                table view: 1 section [2], offset 0 of 0, viewport 600
                header 0: GENERAL
                row 0-0: wifi off
                row 0-1: About >

                """)
        let toggle = try #require(list.cellForItem(at: row(0)))
        list.tapItem(at: row(0))
        list.tapItem(at: row(1))
        #expect(list.cellForItem(at: row(0)) === toggle)
        #expect(list.visibleRows.map(\.text) == ["wifi on", "About >"])
        #expect(opened == ["about"])
        #expect(list.indexPathsForSelectedItems == [row(1)])
    }
}
