#if !canImport(UIKit)
import Foundation
import InteractorAdapterUIKit
import ReactiveTesting
import TestSupport
import UIKitStandIn

/// A flat adapter over `RowItem`s on a stand-in table or collection view (see
/// `UIKitListHarness`), tracing on, bound to a subject the test emits into.
@MainActor
final class RowsFixture {
    let harness: UIKitListHarness
    let adapter: ListAdapter<SingleSection, RowItem>
    let subject = PublishSubject<[RowItem]>()
    private(set) var problems: [ListAdapterProblem] = []

    init(
        _ kind: UIKitListKind, _ initial: [RowItem], systemVersion: Int = 18, preparedCells: Int = 0,
        inWindow: Bool = true
    ) {
        harness = UIKitListHarness(kind, systemVersion: systemVersion, preparedCells: preparedCells, inWindow: inWindow)
        adapter = ListAdapter(listView: harness.list, scheduler: harness.scheduler)
        adapter.isTracing = true
        adapter.problemHandler = { [unowned self] in problems.append($0) }
        switch kind {
        case .table:
            adapter.registerCell(ofType: AnimatedRowTableCell.self)
            adapter.registerCell(ofType: PlainRowTableCell.self)
        case .collection:
            adapter.registerCell(ofType: AnimatedRowCollectionCell.self)
            adapter.registerCell(ofType: PlainRowCollectionCell.self)
        }
        adapter.bind(to: subject)
        emit(initial)
    }

    /// Emits `items`, lets the adapter apply them and UIKit lay them out.
    func emit(_ items: [RowItem]) {
        subject.onNext(items)
        harness.scheduler.advance(by: 0)
        harness.layout()
    }

    /// Moves the clock past every running animation and its completion timeout.
    func finishAnimations() {
        harness.scheduler.advance(by: 2)
        harness.layout()
    }

    /// The decisions of the last trace entry, all stages together.
    var lastDecisions: [RenderTrace.Decision] {
        adapter.trace.entries.last?.stages.flatMap(\.decisions) ?? []
    }

    /// The cell UIKit shows at `item`, as the tests' text view.
    func cell(_ item: Int) -> (any TextView)? {
        harness.cell(item) as? any TextView
    }
}
#endif
