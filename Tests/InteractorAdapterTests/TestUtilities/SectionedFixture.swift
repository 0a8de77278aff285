import Foundation
import HeadlessList
import ReactiveTesting
import TestSupport

@testable import InteractorAdapter

/// A section model that says whether its section has a header, its footer and whether items
/// may move in and out of it; its header shows a `TestHeader`.
struct DescribedSection: ListSectionModel, ViewStateItem, Differentiable, Hashable, Sendable {
    var id: String
    var title: String
    var hasHeader = true
    var footer: String?
    var givenFooterHeight: Double?
    var allowsMoves = false

    var differenceIdentifier: String { id }
    var viewState: any Sendable { TestHeader(id: id, title: title) }
    var headerHeight: Double? { hasHeader ? nil : 0 }
    var footerViewState: (any Sendable)? { footer.map(FooterState.init) }
    var footerHeight: Double? { givenFooterHeight }
    var allowsMovesAcrossSections: Bool { allowsMoves }
}

/// What a section's footer shows.
struct FooterState: Hashable, Sendable {
    var text: String
}

/// A footer that renders in place.
final class AnimatedFooterView: HeadlessCell, AnimatedRenderableCell {
    func render(_ viewState: FooterState, animated: Bool) -> RenderResult {
        text = viewState.text
        return .rendered
    }
}

/// A footer that cannot animate.
final class PlainFooterView: HeadlessCell, RenderableCell {
    func render(_ viewState: FooterState) {
        text = viewState.text
    }
}

/// A sectioned adapter over `DescribedSection`s of `TestItem`s on a headless list (headers of
/// 20 points, footers of 10, rows of 44), bound to a subject the test emits into, the row
/// cells and the animated header registered (the footer is the test's to register).
@MainActor
struct SectionedFixture {
    typealias Section = ArraySection<DescribedSection, TestItem>

    let list: HeadlessListView
    let adapter: ListAdapter<DescribedSection, TestItem>
    let subject = PublishSubject<[Section]>()
    let problems = ProblemLog()

    init(viewport: Double = 600, scheduler: (any Scheduler)? = nil, animations: (any Scheduler)? = nil) {
        list = HeadlessListView(
            viewportHeight: viewport, rowHeight: 44, headerHeight: 20, footerHeight: 10,
            animationTimer: animations.map(animationTimer(on:)))
        adapter = ListAdapter(listView: list, scheduler: scheduler ?? MainScheduler.instance)
        adapter.isTracing = true
        adapter.problemHandler = problems.handler
        adapter.registerCell(ofType: AnimatedRowCell.self)
        adapter.registerCell(ofType: PlainRowCell.self)
        adapter.registerHeader(ofType: AnimatedHeaderView.self)
        adapter.bind(to: subject)
    }

    /// The lines of the list's snapshot after its headline.
    var lines: [String] { Array(list.snapshotLines().dropFirst()) }

    /// The decisions of the last trace entry, all stages together, as text.
    var lastDecisions: [String] {
        adapter.trace.entries.last?.stages.flatMap(\.decisions).map(\.description) ?? []
    }
}

/// A section `id` titled `title` holding `items`.
func section(
    _ id: String, _ items: [TestItem], title: String? = nil, hasHeader: Bool = true, footer: String? = nil,
    allowsMoves: Bool = false
) -> ArraySection<DescribedSection, TestItem> {
    ArraySection(
        model: DescribedSection(
            id: id, title: title ?? id.uppercased(), hasHeader: hasHeader, footer: footer, allowsMoves: allowsMoves),
        elements: items)
}
