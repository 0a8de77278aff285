#if !canImport(UIKit)
import Foundation
import InteractorAdapter
import InteractorAdapterUIKit
import ListUpdates
import ReactiveCore
import Testing
import TestSupport
import UIKitStandIn

/// A visible collection item rendered in place whose height changed is resized by a layout
/// invalidation inside one `performBatchUpdates`, its cell kept; never by `reloadItems`; and
/// nothing reaches the collection view when no height changed.
@MainActor
@Suite struct CollectionHeightChangeTests {
    /// 44 points for a title of up to 10 characters, 88 above.
    static let sizing = ItemSizing<AnimatedState>.measured { state, _, _ in state.title.count > 10 ? 88 : 44 }

    static func harness() -> (UIKitListHarness, ListAdapter<SingleSection, RowItem>, PublishSubject<[RowItem]>) {
        let harness = UIKitListHarness(.collection, height: 220)
        let adapter = ListAdapter<SingleSection, RowItem>(listView: harness.list, scheduler: harness.scheduler)
        adapter.registerCell(ofType: AnimatedRowCollectionCell.self, sizing: sizing)
        let subject = PublishSubject<[RowItem]>()
        adapter.bind(to: subject)
        subject.onNext(animatedRows(3))
        harness.scheduler.advance(by: 0)
        harness.layout()
        return (harness, adapter, subject)
    }

    @Test func aTallerItemIsResizedByALayoutInvalidationInOneBatchAndKeepsItsCell() throws {
        let (harness, adapter, subject) = Self.harness()
        let collectionView = try #require(harness.collectionView)
        let cell = try #require(harness.cell(0))
        let batches = harness.standIn.batches.count
        #expect(collectionView.contentSize.height == 132)
        var rows = animatedRows(3)
        rows[0] = .animated("r0", "row 0, now on two lines")
        subject.onNext(rows)
        harness.scheduler.advance(by: 0)
        let issued = harness.standIn.batches.dropFirst(batches)
        #expect(issued.count == 1, "one performBatchUpdates")
        #expect(issued.first?.isEmpty == true, "with no operation: no reloadItems, no reconfigure")
        #expect(issued.first?.layoutInvalidations == 1, "the layout is invalidated inside it")
        #expect(harness.cell(0) === cell, "the cell is kept")
        #expect((cell as? any TextView)?.shownText == "row 0, now on two lines")
        #expect(collectionView.contentSize.height == 176)
        #expect(harness.cell(1)?.frame.minY == 88, "the item below moved down")
        #expect(harness.standIn.batches.allSatisfy { $0.update.reloadItems.isEmpty })
        #expect(harness.complaints.isEmpty, "\(harness.complaints)")
        withExtendedLifetime(adapter) {}
    }

    @Test func anItemRenderedInPlaceAtTheSameHeightInvalidatesNothing() throws {
        let (harness, adapter, subject) = Self.harness()
        let invalidations = harness.standIn.layoutInvalidations
        var rows = animatedRows(3)
        rows[1] = .animated("r1", "row one")
        subject.onNext(rows)
        harness.scheduler.advance(by: 0)
        #expect((harness.cell(1) as? any TextView)?.shownText == "row one")
        #expect(harness.standIn.layoutInvalidations == invalidations)
        let batches = harness.standIn.batches.count
        subject.onNext(rows)
        harness.scheduler.advance(by: 0)
        #expect(harness.standIn.batches.count == batches, "an unchanged state reaches the collection view not at all")
        #expect(harness.standIn.layoutInvalidations == invalidations)
        withExtendedLifetime(adapter) {}
    }

    @Test func aWidthChangeThatChangesHeightsInvalidatesTheLayoutOnceOnTheNextTurn() throws {
        let harness = UIKitListHarness(.collection, height: 220)
        let adapter = ListAdapter<SingleSection, RowItem>(listView: harness.list, scheduler: harness.scheduler)
        adapter.registerCell(
            ofType: AnimatedRowCollectionCell.self,
            sizing: .measured { state, width, _ in width > 400 ? 44 : Double(20 * state.title.count) })
        adapter.bind(to: Observable.just(animatedRows(3)))
        harness.scheduler.advance(by: 0)
        harness.layout()
        let batches = harness.standIn.batches.count
        adapter.sizingEnvironment.width = 480
        adapter.invalidateSize(of: "r1")
        #expect(harness.standIn.batches.count == batches, "nothing before the turn ends")
        harness.scheduler.advance(by: 0)
        let issued = harness.standIn.batches.dropFirst(batches)
        #expect(issued.map(\.isEmpty) == [true])
        #expect(issued.map(\.layoutInvalidations) == [1])
        #expect(harness.collectionView?.contentSize.height == 132)
        #expect(harness.complaints.isEmpty, "\(harness.complaints)")
    }
}
#endif
