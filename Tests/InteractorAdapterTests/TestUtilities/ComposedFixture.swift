import Foundation
import HeadlessList
import ReactiveTesting
import TestSupport

@testable import InteractorAdapter

/// A composed adapter on a headless list showing 12 rows of 44 points (no headers unless
/// asked), with tracing on and problems logged; providers are made from subjects the test
/// emits into.
@MainActor
struct ComposedFixture {
    let list: HeadlessListView
    let adapter: ComposedListAdapter
    let problems = ProblemLog()

    /// - Parameters:
    ///   - scheduler: where emissions are applied; `MainScheduler` by default.
    ///   - animations: ends batch animations on this clock; nil ends them at once.
    init(scheduler: (any Scheduler)? = nil, animations: (any Scheduler)? = nil, headerHeight: Double = 0) {
        list = HeadlessListView(
            viewportHeight: 528, rowHeight: 44, headerHeight: headerHeight,
            animationTimer: animations.map(animationTimer(on:)))
        adapter = ComposedListAdapter(listView: list, scheduler: scheduler ?? MainScheduler.instance)
        adapter.isTracing = true
        adapter.problemHandler = problems.handler
    }

    /// The texts of the visible rows, in order.
    var visibleTexts: [String] {
        list.visibleRows.map(\.text)
    }

    /// The row counts of the list's sections.
    var counts: [Int] {
        (0..<list.numberOfSections).map { list.numberOfItems(inSection: $0) }
    }

    /// The messages of the batches the list rejected (each recovered by a reload).
    var rejectedBatches: [String] {
        adapter.trace.entries.compactMap(\.rejectedBatch)
    }

    /// Composes one flat provider per part, each fed by a subject starting with its rows;
    /// returns the subjects, in order.
    @discardableResult
    func composeRows(_ parts: (id: String, rows: [TestItem])...) -> [BehaviorSubject<[TestItem]>] {
        let subjects = parts.map { BehaviorSubject(value: $0.rows) }
        adapter.compose {
            for (part, subject) in zip(parts, subjects) { rowsProvider(part.id, subject) }
        }
        return subjects
    }
}

/// A flat provider of `TestItem`s fed by `subject`, with the row cells registered.
@MainActor
func rowsProvider(_ id: String, _ subject: BehaviorSubject<[TestItem]>) -> ListProvider<Never, SingleSection, TestItem>
{
    let provider = ListProvider(id: id, items: subject)
    provider.registerCell(ofType: AnimatedRowCell.self)
    provider.registerCell(ofType: PlainRowCell.self)
    return provider
}

/// `count` animated rows with ids `<prefix>0`, `<prefix>1`, ... titled `<prefix> 0`, ...
func rows(_ prefix: String, _ count: Int, version: Int = 0) -> [TestItem] {
    (0..<count).map { .animated("\(prefix)\($0)", version == 0 ? "\(prefix) \($0)" : "\(prefix) \($0) v\(version)") }
}

/// A test interactor with typed actions: `.add` appends a row, `.rename` retitles one.
final class RowsInteractor: Interactor, Sendable {
    enum Action: Equatable, Sendable {
        case add(String)
        case rename(id: String, title: String)
    }

    let state: BehaviorSubject<[TestItem]>
    /// Every action received, in order.
    let received = LockedState<[Action]>([])

    init(_ items: [TestItem]) {
        state = BehaviorSubject(value: items)
    }

    func dispatch(action: Action) {
        received.withLock { $0.append(action) }
        switch action {
        case .add(let id): state.onNext(state.value + [.animated(id, id)])
        case .rename(let id, let title):
            state.onNext(state.value.map { $0.differenceIdentifier == id ? .animated(id, title) : $0 })
        }
    }

    func viewStates() -> Observable<[TestItem]> { state.asObservable() }
}
