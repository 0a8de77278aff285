import Foundation
import InteractorAdapter
import Interactors

/// One example screen driven by a script in a dry run: actions decoded from the script's
/// JSON, taps mapped to actions the way the headless cells' `didSelect` will map them.
struct DryRunScreen {
    let list: DryRunList
    let dispatch: (JSONValue) throws -> Void
    let tap: (_ section: Int, _ row: Int) -> Void
    let keepAlive: [AnyObject]

    static func make(_ header: ScriptHeader, scheduler: TestScheduler) -> DryRunScreen? {
        let list = DryRunList(scheduler: scheduler, header: header)
        switch header.screen {
        case TodoInteractor.name: return flat(TodoInteractor(), list, tap: todoTap)
        case SearchInteractor.name: return flat(SearchInteractor(scheduler: scheduler), list, tap: searchTap)
        case ChatInteractor.name: return flat(ChatInteractor(scheduler: scheduler), list) { _ in nil }
        case FeedInteractor.name: return sectioned(FeedInteractor(scheduler: scheduler), list, tap: feedTap)
        case SettingsInteractor.name: return sectioned(SettingsInteractor(), list, tap: settingsTap)
        default: return nil
        }
    }

    // MARK: - What a tap on each cell does (the cells' didSelect)

    static func todoTap(_ state: any Sendable) -> TodoAction? {
        (state as? TodoEntryViewState).map { .toggle(id: $0.id) }
    }

    static func searchTap(_ state: any Sendable) -> SearchAction? {
        state is SearchErrorViewState ? .retry : nil
    }

    static func feedTap(_ state: any Sendable) -> FeedAction? {
        (state as? FeedActionsViewState).map { .like(postId: $0.postId) }
    }

    static func settingsTap(_ state: any Sendable) -> SettingsAction? {
        switch state {
        case let toggle as SettingsToggleViewState: return .toggle(id: toggle.id)
        case let choice as SettingsChoiceViewState: return .choose(id: choice.id, option: choice.nextOption)
        case let shortcut as SettingsShortcutViewState:
            return shortcut.isIncluded ? .exclude(id: shortcut.id) : .include(id: shortcut.id)
        default: return nil
        }
    }

    // MARK: - Wiring

    private static func flat<I: Interactor & Sendable>(
        _ interactor: I, _ list: DryRunList, tap: @escaping (any Sendable) -> I.Action?
    ) -> DryRunScreen where I.Action: Decodable, I.Item: ViewStateItem & Sendable {
        let subscription = interactor.viewStates().subscribe(onNext: { items in
            list.receive([DryRunSection(header: nil, rows: items.map(\.viewState))])
        })
        return wire(interactor, list, subscription, tap: tap)
    }

    private static func sectioned<I: Interactor & Sendable, Model: ViewStateItem & Sendable, Row: ViewStateItem & Sendable>(
        _ interactor: I, _ list: DryRunList, tap: @escaping (any Sendable) -> I.Action?
    ) -> DryRunScreen where I.Action: Decodable, I.Item == ArraySection<Model, Row> {
        let subscription = interactor.viewStates().subscribe(onNext: { sections in
            list.receive(sections.map { DryRunSection(header: $0.model.viewState, rows: $0.elements.map(\.viewState)) })
        })
        return wire(interactor, list, subscription, tap: tap)
    }

    private static func wire<I: Interactor>(
        _ interactor: I, _ list: DryRunList, _ subscription: any Disposable, tap: @escaping (any Sendable) -> I.Action?
    ) -> DryRunScreen where I.Action: Decodable {
        DryRunScreen(
            list: list,
            dispatch: { json in interactor.dispatch(action: try JSONDecoder().decode(I.Action.self, from: json.data)) },
            tap: { section, row in
                guard list.shown.indices.contains(section), list.shown[section].rows.indices.contains(row),
                      let action = tap(list.shown[section].rows[row]) else { return }
                interactor.dispatch(action: action)
            },
            keepAlive: [interactor, DisposableBox(subscription)])
    }
}

private final class DisposableBox {
    let disposable: any Disposable
    init(_ disposable: any Disposable) { self.disposable = disposable }
    deinit { disposable.dispose() }
}
