#if !canImport(UIKit)
import Foundation
import InteractorAdapter
import InteractorAdapterUIKit
import ListUpdates
import ReactiveCore
import Testing
import TestSupport
import UIKitStandIn

/// Self-sizing items on a collection view: with a flow layout that estimates item sizes,
/// UIKit asks each cell it displays for its preferred layout attributes; the binding's cells
/// answer a self-sizing item with their Auto Layout height, the item is laid out at it, and
/// the height goes to the size cache, as on a table.
@MainActor
@Suite struct CollectionSelfSizingTests {
    static func harness(
        _ rows: [RowItem] = [.plain("a", "short"), .plain("b", "a title of three lines")],
        sizing: ItemSizing<PlainState> = .selfSizing(estimate: 60), estimatesItemSizes: Bool = true
    ) throws -> (UIKitListHarness, ListAdapter<SingleSection, RowItem>, UICollectionView) {
        let harness = UIKitListHarness(.collection, height: 220)
        let collectionView = try #require(harness.collectionView)
        let flow = try #require(collectionView.collectionViewLayout as? UICollectionViewFlowLayout)
        if estimatesItemSizes { flow.estimatedItemSize = CGSize(width: 320, height: 60) }
        let adapter = ListAdapter<SingleSection, RowItem>(listView: harness.list, scheduler: harness.scheduler)
        adapter.registerCell(ofType: SelfSizingRowCollectionCell.self, sizing: sizing)
        adapter.bind(to: Observable.just(rows))
        harness.scheduler.advance(by: 0)
        harness.layout()
        return (harness, adapter, collectionView)
    }

    @Test func aSelfSizingItemIsLaidOutAtItsCellsHeightWhichTheSizeCacheKeeps() throws {
        let (harness, adapter, collectionView) = try Self.harness()
        let first = try #require(harness.cell(0) as? SelfSizingRowCollectionCell)
        let second = try #require(harness.cell(1) as? SelfSizingRowCollectionCell)
        #expect(first.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(second.frame == CGRect(x: 0, y: 44, width: 320, height: 84), "laid out at its height, not at 60")
        #expect(collectionView.contentSize.height == 128)
        let fitting = try #require(second.fittings.last)
        #expect(fitting.target == CGSize(width: 320, height: UIView.layoutFittingCompressedSize.height))
        #expect(fitting.horizontal == .required)
        #expect(fitting.vertical == .fittingSizeLevel)
        #expect(adapter.listView(adapter.listView, heightForItemAt: IndexPath(item: 1, section: 0)) == 84)
        let delegate = try #require(collectionView.delegate as? any UICollectionViewDelegateFlowLayout)
        let size = delegate.collectionView(
            collectionView, layout: collectionView.collectionViewLayout, sizeForItemAt: IndexPath(item: 1, section: 0))
        #expect(size.height == 84, "the item's size is its cached height from then on")
        #expect(harness.complaints.isEmpty, "\(harness.complaints)")
    }

    @Test func itemsBelowTheScreenKeepTheirEstimateUntilTheyAreDisplayed() throws {
        let rows = (0..<8).map { RowItem.plain("r\($0)", $0 == 6 ? "a title of three lines" : "r\($0)") }
        let (harness, adapter, collectionView) = try Self.harness(rows)
        #expect(harness.visiblePaths.map(\.item) == [0, 1, 2, 3, 4], "five 44-point items in 220 points")
        #expect(abs(collectionView.contentSize.height - (5 * 44 + 3 * 60)) < 0.001, "\(collectionView.contentSize)")
        #expect(adapter.listView(adapter.listView, heightForItemAt: IndexPath(item: 6, section: 0)) == 60)
        harness.scroll(to: 5 * 44 + 2 * 60 - 220 + 10)
        let cell = try #require(harness.cell(6) as? SelfSizingRowCollectionCell)
        #expect(cell.frame.height == 84)
        #expect(adapter.listView(adapter.listView, heightForItemAt: IndexPath(item: 6, section: 0)) == 84)
        #expect(harness.complaints.isEmpty, "\(harness.complaints)")
    }

    @Test func aMeasuredItemKeepsTheAdaptersHeightUnderALayoutThatEstimates() throws {
        let (harness, _, collectionView) = try Self.harness(sizing: .measured { _, _, _ in 30 })
        let second = try #require(harness.cell(1) as? SelfSizingRowCollectionCell)
        #expect(second.frame.height == 30, "the cell returns the layout's attributes as they are")
        #expect(second.fittings.isEmpty)
        #expect(collectionView.contentSize.height == 60)
    }

    @Test func withoutEstimatedItemSizesNoCellIsAskedAndItemsStayAtTheirEstimate() throws {
        let (harness, _, collectionView) = try Self.harness(estimatesItemSizes: false)
        let second = try #require(harness.cell(1) as? SelfSizingRowCollectionCell)
        #expect(second.fittings.isEmpty)
        #expect(collectionView.contentSize.height == 120)
    }
}

/// A collection cell whose content decides its height, as Auto Layout would: 44 points for a
/// short title, else 24 plus 20 a line of 10 characters. It records how it was asked.
final class SelfSizingRowCollectionCell: GenericCollectionViewCell<PlainState> {
    struct Fitting {
        var target: CGSize
        var horizontal: UILayoutPriority
        var vertical: UILayoutPriority
    }

    private(set) var title = ""
    private(set) var fittings: [Fitting] = []

    override func render(_ viewState: PlainState) {
        title = viewState.title
    }

    override func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        fittings.append(
            Fitting(target: targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority))
        let lines = max(1, (title.count + 9) / 10)
        return CGSize(width: targetSize.width, height: title.count <= 5 ? 44 : CGFloat(24 + 20 * lines))
    }
}
#endif
