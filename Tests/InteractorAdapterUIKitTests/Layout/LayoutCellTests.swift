#if !canImport(UIKit)
import Foundation
import InteractorAdapterUIKit
import LayoutSpecs
import ReactiveTesting
import Testing
import UIKitStandIn

/// `LayoutTableViewCell` and `LayoutCollectionViewCell` on the stand-in: the row is as tall
/// as its layout, a subview per node sits at the node's frame, and the subviews are made once
/// and reused while the tree keeps its shape (made again when it changes).
@MainActor
@Suite struct LayoutCellTests {
    @Test(arguments: UIKitListKind.allCases)
    func subviewsAreReusedWhileTheShapeHoldsAndMadeAgainWhenItChanges(kind: UIKitListKind) throws {
        let fixture = TagsFixture(kind)
        fixture.emit([TagsState(id: "a", title: "Title", tags: ["x", "y"])])
        let first = try #require(fixture.cell(0))
        let views = first.laidOut.views
        #expect(first.laidOut.buildCount == 1)
        try fixture.expectFramesMatch(first, TagsState(id: "a", title: "Title", tags: ["x", "y"]))

        // The same shape (a title and two tags), other texts: the same cell and subviews.
        let edited = TagsState(id: "a", title: String(repeating: "long title ", count: 8), tags: ["x", "zz"])
        fixture.emit([edited])
        let second = try #require(fixture.cell(0))
        #expect(second === first, "reconfigured in place")
        #expect(second.laidOut.buildCount == 1)
        #expect(zip(second.laidOut.views, views).allSatisfy { $0 === $1 }, "the same subview instances")
        #expect(second.label(at: [0])?.text == edited.title)
        try fixture.expectFramesMatch(second, edited)

        // Three tags: another shape, the subviews made again and the old ones removed.
        let retagged = TagsState(id: "a", title: "Title", tags: ["x", "y", "z"])
        fixture.emit([retagged])
        let third = try #require(fixture.cell(0))
        #expect(third === first, "reconfigured in place again")
        #expect(third.laidOut.buildCount == 2)
        #expect(
            !third.laidOut.views.contains { view in views.contains { $0 != nil && $0 === view } },
            "no subview of the old shape stays")
        #expect(third.contentView.subviews.count == third.laidOut.views.compactMap { $0 }.count)
        #expect(third.label(at: [1, 2])?.text == "z")
        try fixture.expectFramesMatch(third, retagged)
        #expect(fixture.harness.complaints.isEmpty, "\(fixture.harness.complaints)")
    }
}

/// A title above a row of tags: its shape changes with the number of tags.
struct TagsState: Differentiable, Hashable, Sendable {
    var id: String
    var title: String
    var tags: [String]

    var differenceIdentifier: String { id }

    func isContentEqual(to source: TagsState) -> Bool { self == source }

    static let measurer = MonospacedTextMeasurer()

    /// The tree: 8 points of padding, the title, then the tags in a row 4 points apart.
    static func node(_ state: TagsState) -> LayoutNode {
        var root = LayoutStyle()
        root.padding = LayoutEdges(all: 8)
        var row = LayoutStyle()
        row.flexDirection = .row
        row.columnGap = 4
        return LayoutNode(
            style: root,
            children: [
                .text(state.title, font: .system(size: 16), measurer: measurer),
                LayoutNode(
                    style: row, children: state.tags.map { .text($0, font: .system(size: 12), measurer: measurer) }),
            ])
    }
}

/// What the tests read from either cell class.
@MainActor
protocol TagsCell: UIView {
    var laidOut: LaidOutSubviews { get }
    var contentView: UIView { get }
}

extension TagsCell {
    func label(at path: [Int]) -> UILabel? {
        laidOut.view(forNodeAt: path) as? UILabel
    }
}

/// A label per text, a plain view for the row of tags, none for the root.
@MainActor
func makeTagsView(_ path: [Int]) -> UIView? {
    switch path {
    case []: return nil
    case [1]: return UIView()
    default: return UILabel()
    }
}

@MainActor
func renderTags(_ state: TagsState, _ cell: some TagsCell) {
    cell.label(at: [0])?.text = state.title
    for (index, tag) in state.tags.enumerated() { cell.label(at: [1, index])?.text = tag }
}

final class TagsTableCell: LayoutTableViewCell<TagsState>, TagsCell {
    override func makeView(forNodeAt path: [Int]) -> UIView? { makeTagsView(path) }
    override func render(_ viewState: TagsState) { renderTags(viewState, self) }
}

final class TagsCollectionCell: LayoutCollectionViewCell<TagsState>, TagsCell {
    override func makeView(forNodeAt path: [Int]) -> UIView? { makeTagsView(path) }
    override func render(_ viewState: TagsState) { renderTags(viewState, self) }
}

/// An adapter over `TagsState`s laid out by `TagsState.node`, on a stand-in list.
@MainActor
final class TagsFixture {
    let harness: UIKitListHarness
    let adapter: ListAdapter<SingleSection, TagsState>
    let subject = PublishSubject<[TagsState]>()

    init(_ kind: UIKitListKind) {
        harness = UIKitListHarness(kind)
        adapter = ListAdapter(listView: harness.list, scheduler: harness.scheduler)
        adapter.sizingEnvironment.width = 320
        switch kind {
        case .table:
            adapter.registerCell(ofType: TagsTableCell.self, sizing: .layout { state, _ in TagsState.node(state) })
        case .collection:
            adapter.registerCell(ofType: TagsCollectionCell.self, sizing: .layout { state, _ in TagsState.node(state) })
        }
        adapter.bind(to: subject)
    }

    func emit(_ states: [TagsState]) {
        subject.onNext(states)
        harness.scheduler.advance(by: 0)
        harness.layout()
        harness.scheduler.advance(by: 2)
        harness.layout()
    }

    func cell(_ item: Int) -> (any TagsCell)? {
        harness.cell(item) as? any TagsCell
    }

    /// The row is as tall as the layout of `state` at 320 points, and every subview sits at
    /// its node's frame.
    func expectFramesMatch(_ cell: any TagsCell, _ state: TagsState) throws {
        let layout = TagsState.node(state).layout(width: 320)
        #expect(cell.laidOut.layout == layout)
        #expect(Double(cell.frame.height) == layout.size.height, "the row's height is the layout's")
        for (index, view) in cell.laidOut.views.enumerated() {
            guard let view else { continue }
            let frame = layout.framesInRoot[index]
            #expect(
                view.frame == CGRect(x: frame.x, y: frame.y, width: frame.width, height: frame.height),
                "node \(layout.path(ofNodeAt: index))")
            #expect(view.superview === cell.contentView)
        }
    }
}
#endif
