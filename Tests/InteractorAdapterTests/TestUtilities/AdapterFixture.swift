import Foundation
import HeadlessList
import ReactiveTesting
import TestSupport

@testable import InteractorAdapter

/// A flat adapter over `TestItem`s on a headless list showing 5 rows of 44 points, bound to a
/// subject the test emits into, with the animated and plain cells registered.
@MainActor
struct AdapterFixture {
    let list: HeadlessListView
    let adapter: ListAdapter<SingleSection, TestItem>
    let subject = PublishSubject<[TestItem]>()
    /// Every problem the adapter reported, in order.
    let problems = ProblemLog()

    init(
        _ initial: [TestItem]? = nil, scheduler: (any Scheduler)? = nil,
        listScheduler: (any Scheduler)? = nil, registerPlain: Bool = true
    ) {
        list = HeadlessListView(
            viewportHeight: 220, rowHeight: 44, animationTimer: listScheduler.map(animationTimer(on:)))
        adapter = ListAdapter(listView: list, scheduler: scheduler ?? MainScheduler.instance)
        adapter.isTracing = true
        adapter.problemHandler = problems.handler
        adapter.registerCell(ofType: AnimatedRowCell.self)
        if registerPlain { adapter.registerCell(ofType: PlainRowCell.self) }
        adapter.bind(to: subject)
        if let initial { subject.onNext(initial) }
    }

    /// The cell on screen at row `item` of section 0.
    func cell(_ item: Int) -> HeadlessCell? {
        list.cellForItem(at: IndexPath(item: item, section: 0)) as? HeadlessCell
    }

    /// The decisions of the last trace entry, all stages together.
    var lastDecisions: [RenderTrace.Decision] {
        adapter.trace.entries.last?.stages.flatMap(\.decisions) ?? []
    }

    /// The texts of the visible rows, in order.
    var visibleTexts: [String] {
        list.visibleRows.map(\.text)
    }
}

/// Records the problems an adapter reports, in place of the default standard-error reporter.
@MainActor
final class ProblemLog {
    private(set) var problems: [ListAdapterProblem] = []

    /// A handler that appends to this log.
    var handler: (ListAdapterProblem) -> Void {
        { [unowned self] in problems.append($0) }
    }

    /// Forgets what was recorded.
    func clear() {
        problems = []
    }
}

/// `count` animated rows `r0`, `r1`, ... titled `row 0`, `row 1`, ...
func animatedRows(_ count: Int) -> [TestItem] {
    (0..<count).map { .animated("r\($0)", "row \($0)") }
}
