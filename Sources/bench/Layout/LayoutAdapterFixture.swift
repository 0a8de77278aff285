import HeadlessList
import InteractorAdapter
import LayoutSpecs
import ReactiveCore

/// A row of `bench layout` as an adapter's item, identified by its index.
struct LayoutBenchRow: Differentiable, Sendable {
    let id: Int
    let cell: LayoutBenchCell

    var differenceIdentifier: Int { id }

    func isContentEqual(to source: LayoutBenchRow) -> Bool { id == source.id }
}

/// Renders nothing: the benchmark times sizing, not drawing.
final class LayoutBenchListCell: HeadlessCell, LayoutRenderableCell {
    func apply(_ layout: Layout) {}
    func render(_ viewState: LayoutBenchRow) {}
}

/// Counts the rows measured through the adapter, from any thread.
let layoutBenchMeasurements = LockedState(0)

/// The same rows on a headless list through an adapter, sized by the sizing issue's
/// measuring path: `.measured` with the hand-written height function (the reference), or
/// `.layout` with the rows' specs. `resizeAll()` makes the adapter size every row again.
@MainActor
struct LayoutAdapterFixture {
    let list = HeadlessListView(viewportHeight: 600, rowHeight: 44)
    let adapter: ListAdapter<SingleSection, LayoutBenchRow>
    let subject = PublishSubject<[LayoutBenchRow]>()

    init(_ cells: [LayoutBenchCell], byLayout: Bool) {
        adapter = ListAdapter(listView: list, scheduler: ImmediateScheduler.instance)
        adapter.fallbackThreshold = .max
        adapter.sizingEnvironment.width = LayoutBenchmark.width
        let sizing: ItemSizing<LayoutBenchRow> =
            byLayout
            ? .layout { row, _ in
                layoutBenchMeasurements.withLock { $0 += 1 }
                return row.cell.spec
            }
            : .measured { row, width, _ in
                layoutBenchMeasurements.withLock { $0 += 1 }
                return row.cell.handWrittenHeight(width: width)
            }
        adapter.registerCell(ofType: LayoutBenchListCell.self, sizing: sizing)
        adapter.bind(to: subject)
        subject.onNext(cells.enumerated().map { LayoutBenchRow(id: $0, cell: $1) })
    }

    /// A new sizing epoch: every cached height (and layout) is stale, so the adapter sizes
    /// every row again (those near the screen at once, the others in its correction pass,
    /// which the immediate scheduler runs at once). Returns the content's height.
    func resizeAll() -> Double {
        adapter.sizingEnvironment.epoch += 1
        return list.contentHeight
    }

    /// How many rows `resizeAll()` measures (every one, when the path works as described).
    func measurementsOfOneResize() -> Int {
        let before = layoutBenchMeasurements.withLock { $0 }
        _ = resizeAll()
        return layoutBenchMeasurements.withLock { $0 } - before
    }
}
