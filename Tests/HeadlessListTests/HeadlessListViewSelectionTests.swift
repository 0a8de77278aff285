import Foundation
import ListUpdates
import ReactiveCore
import StagedDiff
import TestSupport
import Testing

@testable import HeadlessList

@MainActor
@Suite struct HeadlessListViewSelectionTests {
    static func path(_ item: Int) -> IndexPath { IndexPath(item: item, section: 0) }

    static func list(_ delegate: RecordingDelegate) -> HeadlessListView {
        let list = HeadlessListView.showing(TextDataSource([["a", "b", "c", "d"]]), viewportHeight: 25)
        list.delegate = delegate
        return list
    }

    @Test func tapAsksHighlightThenDeselectsThePreviousAndSelects() {
        let delegate = RecordingDelegate()
        let list = Self.list(delegate)
        #expect(list.tapItem(at: Self.path(0)))
        #expect(list.tapItem(at: Self.path(1)))
        #expect(
            delegate.events == [
                "shouldHighlight 0-0", "didSelect 0-0",
                "shouldHighlight 0-1", "didDeselect 0-0", "didSelect 0-1",
            ])
        #expect(list.indexPathsForSelectedItems == [Self.path(1)])
        #expect(list.highlightedIndexPath == nil)
    }

    @Test func itemThatShouldNotHighlightCannotBeSelected() {
        let delegate = RecordingDelegate()
        delegate.unhighlightable = [Self.path(0)]
        let list = Self.list(delegate)
        #expect(!list.tapItem(at: Self.path(0)))
        #expect(delegate.events == ["shouldHighlight 0-0"])
        #expect(list.indexPathsForSelectedItems.isEmpty)
        #expect(!list.highlightItem(at: Self.path(0)))
        #expect(list.highlightItem(at: Self.path(1)))
        #expect(list.highlightedIndexPath == Self.path(1))
    }

    @Test func itemsOffScreenCannotBeTapped() {
        let delegate = RecordingDelegate()
        let list = Self.list(delegate)
        #expect(!list.tapItem(at: Self.path(3)))
        #expect(delegate.events.isEmpty)
    }

    @Test func multipleSelectionTogglesAndCodeDeselectsSilently() {
        let delegate = RecordingDelegate()
        let list = Self.list(delegate)
        list.allowsMultipleSelection = true
        list.tapItem(at: Self.path(0))
        list.tapItem(at: Self.path(1))
        #expect(list.indexPathsForSelectedItems == [Self.path(0), Self.path(1)])
        #expect(!list.tapItem(at: Self.path(0)))
        #expect(delegate.events.last == "didDeselect 0-0")
        list.deselect(Self.path(1))
        #expect(list.indexPathsForSelectedItems.isEmpty)
        #expect(delegate.events.filter { $0.hasPrefix("didDeselect") }.count == 1)
    }

    @Test func selectionFollowsMovedRowsAndDropsDeletedOnes() throws {
        let delegate = RecordingDelegate()
        let data = TextDataSource([["a", "b", "c"]])
        let list = HeadlessListView.showing(data)
        list.delegate = delegate
        list.allowsMultipleSelection = true
        list.tapItem(at: Self.path(0))
        list.tapItem(at: Self.path(1))
        try list.performBatchUpdates(
            {
                data.sections = [["c", "a"]]
                return BatchUpdate(
                    deleteItems: [Self.path(1)], moveItems: [.init(from: Self.path(2), to: Self.path(0))])
            }, completion: nil)
        #expect(list.indexPathsForSelectedItems == [Self.path(1)])
        #expect(list.snapshot().contains("row 0-1: a *"))
    }
}
