import Foundation
import ListUpdates
import ReactiveCore
import StagedDiff
import TestSupport
import Testing

@testable import HeadlessList

@MainActor
@Suite struct HeadlessListViewViewportTests {
    static func rows(_ count: Int) -> [String] { (0..<count).map { "row \($0)" } }

    @Test func showsTheRowsOverlappingTheViewport() {
        let data = TextDataSource([Self.rows(20)])
        let list = HeadlessListView.showing(data, viewportHeight: 35, rowHeight: 10)
        #expect(list.indexPathsForVisibleItems.map(\.item) == [0, 1, 2, 3])
        list.scroll(to: 15)
        #expect(list.indexPathsForVisibleItems.map(\.item) == [1, 2, 3, 4])
        #expect(list.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
    }

    @Test func scrollIsClampedToTheContent() {
        let data = TextDataSource([Self.rows(20)])
        let list = HeadlessListView.showing(data, viewportHeight: 35, rowHeight: 10)
        list.scroll(to: 1_000)
        #expect(list.contentOffset == 165)
        #expect(list.indexPathsForVisibleItems.map(\.item) == [16, 17, 18, 19])
        list.scroll(to: -5)
        #expect(list.contentOffset == 0)
    }

    @Test func shrinkingContentPullsTheOffsetBack() throws {
        let data = TextDataSource([Self.rows(20)])
        let list = HeadlessListView.showing(data, viewportHeight: 35, rowHeight: 10)
        list.scroll(to: 165)
        try list.performBatchUpdates(
            {
                data.sections = [Self.rows(5)]
                return BatchUpdate(deleteItems: (5..<20).map { IndexPath(item: $0, section: 0) })
            }, completion: nil)
        #expect(list.contentOffset == 15)
        #expect(list.visibleRows.map(\.text) == ["row 1", "row 2", "row 3", "row 4"])
    }

    @Test func cellScrolledOutAndBackIsReusedAndReset() throws {
        let data = TextDataSource([Self.rows(20)])
        let list = HeadlessListView.showing(data, viewportHeight: 35, rowHeight: 10)
        let first = try #require(list.cellForItem(at: IndexPath(item: 0, section: 0)) as? TextCell)
        first.isChecked = true
        list.scroll(to: 100)
        // Reused at once for rows 10...
        #expect(list.reusePoolCount(forReuseIdentifier: TextCell.reuseIdentifier) == 0)
        #expect(first.reuseCount == 1)
        #expect(first.resetCount == 1)
        #expect(!first.isChecked)
        list.scroll(to: 0)
        let again = try #require(list.cellForItem(at: IndexPath(item: 0, section: 0)) as? TextCell)
        #expect(again.reuseCount >= 1 && again.resetCount == again.reuseCount)
        #expect(again.text == "row 0")
        // Only the cells that first filled the viewport (plus the one straddling) were ever made.
        #expect(data.requestedCells.count > 8)
        let cells = Set(list.indexPathsForVisibleItems.map { ObjectIdentifier(list.cellForItem(at: $0)!) })
        #expect(cells.count == 4)
    }

    @Test func cellsLeavingGoToThePoolAndEnteringAreDequeued() throws {
        let data = TextDataSource([Self.rows(20)])
        let list = HeadlessListView.showing(data, viewportHeight: 35, rowHeight: 10)
        let leaving = try [0, 1].map { try #require(list.cellForItem(at: IndexPath(item: $0, section: 0))) }
        let requested = data.requestedCells.count
        list.scroll(to: 20)
        #expect(data.requestedCells.dropFirst(requested).map(\.item) == [4, 5])
        let entering = [4, 5].compactMap { list.cellForItem(at: IndexPath(item: $0, section: 0)) }
        #expect(Set(entering.map(ObjectIdentifier.init)) == Set(leaving.map(ObjectIdentifier.init)))
        #expect(list.reusePoolCount(forReuseIdentifier: TextCell.reuseIdentifier) == 0)
        list.scroll(to: 60)  // 2...5 leave, 6...9 enter: a full swap through the pool
        #expect(list.reusePoolCount(forReuseIdentifier: TextCell.reuseIdentifier) == 0)
        list.scroll(to: 68)  // 10 enters, nothing leaves
        #expect(list.reusePoolCount(forReuseIdentifier: TextCell.reuseIdentifier) == 0)
        list.scroll(to: 70)  // 6 leaves
        #expect(list.reusePoolCount(forReuseIdentifier: TextCell.reuseIdentifier) == 1)
    }

    @Test func heightsComeFromTheDelegateElseTheList() {
        let data = TextDataSource([Self.rows(10)])
        let delegate = RecordingDelegate()
        delegate.heights = [IndexPath(item: 0, section: 0): 30]
        let list = HeadlessListView(viewportHeight: 45, rowHeight: 10)
        list.register(TextCell.self, forReuseIdentifier: TextCell.reuseIdentifier)
        list.delegate = delegate
        list.dataSource = data
        list.reloadData()
        #expect(list.indexPathsForVisibleItems.map(\.item) == [0, 1, 2])
        #expect(list.contentHeight == 120)
    }

    @Test func extentsPlaceRowsAndHeadersInTheContentAtTheirHeights() {
        let data = TextDataSource([Self.rows(2), Self.rows(3)], headerTitles: ["A", "B"])
        let delegate = RecordingDelegate()
        delegate.heights = [IndexPath(item: 1, section: 0): 30]
        let list = HeadlessListView(viewportHeight: 45, rowHeight: 10, headerHeight: 8)
        list.register(TextCell.self, forReuseIdentifier: TextCell.reuseIdentifier)
        list.register(TextCell.self, forHeaderReuseIdentifier: TextCell.headerIdentifier)
        list.delegate = delegate
        list.dataSource = data
        list.reloadData()
        #expect(list.extentOfHeader(inSection: 0) == 0..<8)
        #expect(list.extentOfItem(at: IndexPath(item: 0, section: 0)) == 8..<18)
        #expect(list.extentOfItem(at: IndexPath(item: 1, section: 0)) == 18..<48)
        #expect(list.extentOfHeader(inSection: 1) == 48..<56)
        #expect(list.extentOfItem(at: IndexPath(item: 2, section: 1)) == 76..<86)
        #expect(list.extentOfItem(at: IndexPath(item: 3, section: 1)) == nil)
        #expect(list.extentOfItem(at: IndexPath(item: 0, section: 2)) == nil)
        #expect(list.extentOfHeader(inSection: 2) == nil)
        let flat = HeadlessListView.showing(TextDataSource([Self.rows(3)]), viewportHeight: 35, rowHeight: 10)
        #expect(flat.extentOfHeader(inSection: 0) == nil, "a header of height zero is not shown")
        #expect(flat.extentOfItem(at: IndexPath(item: 2, section: 0)) == 20..<30)
    }

    @Test func extentsPlaceFootersUnderTheirRowsAndNoneOfHeightZero() {
        let data = TextDataSource([Self.rows(2), Self.rows(1)], footerTitles: ["a", "b"])
        let list = HeadlessListView(viewportHeight: 100, rowHeight: 10, footerHeight: 6)
        list.register(TextCell.self, forReuseIdentifier: TextCell.reuseIdentifier)
        list.register(TextCell.self, forFooterReuseIdentifier: TextCell.footerIdentifier)
        list.dataSource = data
        list.reloadData()
        #expect(list.extentOfFooter(inSection: 0) == 20..<26)
        #expect(list.extentOfItem(at: IndexPath(item: 0, section: 1)) == 26..<36)
        #expect(list.extentOfFooter(inSection: 1) == 36..<42)
        #expect(list.extentOfFooter(inSection: 2) == nil)
        let none = HeadlessListView.showing(TextDataSource([Self.rows(2)]), viewportHeight: 35, rowHeight: 10)
        #expect(none.extentOfFooter(inSection: 0) == nil, "a footer of height zero is not shown")
    }

    /// Gives no heights (every member defaulted), like the list adapter.
    final class PlainDelegate: ListViewDelegate {}

    /// Answers heights from the text of the row, so they follow the data through batches.
    final class TextHeightDelegate: ListViewHeightProviding {
        let data: TextDataSource
        init(_ data: TextDataSource) { self.data = data }
        func listView(_ listView: any ListView, heightForItemAt indexPath: IndexPath) -> Double? {
            data.sections[indexPath.section][indexPath.item].hasPrefix("tall") ? 50 : nil
        }
    }

    /// Sends each section's questions to its own delegate, as a composite adapter would.
    final class PerSectionDelegate: ListViewHeightProviding {
        let delegates: [any ListViewDelegate]
        init(_ delegates: [any ListViewDelegate]) { self.delegates = delegates }
        func listView(_ listView: any ListView, heightForItemAt indexPath: IndexPath) -> Double? {
            (delegates[indexPath.section] as? any ListViewHeightProviding)?.listView(
                listView, heightForItemAt: indexPath)
        }
    }

    @Test func aDelegateWithoutHeightsLeavesEveryRowAtTheListsHeight() throws {
        let data = TextDataSource([Self.rows(1_000), Self.rows(3)])
        let delegate = PlainDelegate()
        let list = HeadlessListView.showing(data, viewportHeight: 35, rowHeight: 10)
        list.delegate = delegate
        list.reloadData()
        #expect(list.contentHeight == 10_030)
        list.scroll(to: 9_995)
        #expect(list.indexPathsForVisibleItems.map { "\($0.section)-\($0.item)" } == ["0-999", "1-0", "1-1", "1-2"])
        try list.performBatchUpdates(
            {
                data.sections[0].removeFirst(500)
                return BatchUpdate(deleteItems: (0..<500).map { IndexPath(item: $0, section: 0) })
            }, completion: nil)
        #expect(list.contentHeight == 5_030)
        #expect(list.contentOffset == 4_995)
        #expect(list.visibleRows.map(\.text) == ["row 999", "row 0", "row 1", "row 2"])
    }

    @Test func delegateHeightsFollowTheDataThroughBatches() throws {
        let data = TextDataSource([["a", "b", "c"]])
        let delegate = TextHeightDelegate(data)
        let list = HeadlessListView(viewportHeight: 65, rowHeight: 10)
        list.register(TextCell.self, forReuseIdentifier: TextCell.reuseIdentifier)
        list.dataSource = data
        list.delegate = delegate
        list.reloadData()
        #expect(list.contentHeight == 30)
        try list.performBatchUpdates(
            {
                data.sections = [["a", "tall x", "b", "c"]]
                return BatchUpdate(insertItems: [IndexPath(item: 1, section: 0)])
            }, completion: nil)
        #expect(list.contentHeight == 80)
        #expect(list.visibleRows.map(\.text) == ["a", "tall x", "b"])
        // A row whose data changed in place is measured again at the next batch, as UIKit does.
        try list.performBatchUpdates(
            {
                data.sections = [["tall a", "tall x", "b", "c"]]
                return BatchUpdate()
            }, completion: nil)
        #expect(list.contentHeight == 120)
        #expect(list.visibleRows.map(\.text) == ["a", "tall x"])
    }

    @Test func aDelegateThatForwardsPerSectionIsMeasuredPerSection() {
        let data = TextDataSource([["a", "b"], ["tall c", "tall d"]])
        let delegate = PerSectionDelegate([PlainDelegate(), TextHeightDelegate(data)])
        let list = HeadlessListView(viewportHeight: 65, rowHeight: 10)
        list.register(TextCell.self, forReuseIdentifier: TextCell.reuseIdentifier)
        list.dataSource = data
        list.delegate = delegate
        list.reloadData()
        #expect(list.contentHeight == 120)
        #expect(list.visibleRows.map(\.text) == ["a", "b", "tall c"])
    }

    @Test func cellForAnIndexPathThatIsNotAPairIsNil() {
        let list = HeadlessListView.showing(TextDataSource([["a"]]))
        #expect(list.cellForItem(at: IndexPath(index: 0)) == nil)
        #expect(list.cellForItem(at: IndexPath(indexes: [0, 0, 0])) == nil)
        #expect(list.cellForItem(at: IndexPath(item: 0, section: 0)) != nil)
    }

    @Test func scrollingTellsTheDelegateOnlyWhenTheOffsetChanges() {
        let data = TextDataSource([Self.rows(10)])
        let delegate = RecordingDelegate()
        let list = HeadlessListView.showing(data, viewportHeight: 35)
        list.delegate = delegate
        list.scroll(to: 0)
        list.scroll(to: 12)
        #expect(delegate.events == ["didScroll"])
    }

    @Test func headersAreDequeuedShownAndCarriedThroughBatches() throws {
        let data = TextDataSource([["a", "b"], ["c"]], headerTitles: ["First", "Second"])
        let list = HeadlessListView.showing(data, viewportHeight: 100, rowHeight: 10, headerHeight: 20)
        let second = try #require(list.headerForSection(1) as? HeadlessCell)
        #expect(second.text == "Second")
        try list.performBatchUpdates(
            {
                data.sections = [["c"], ["a", "b"]]
                data.headerTitles = ["Second", "First"]
                return BatchUpdate(moveSections: [.init(from: 1, to: 0)])
            }, completion: nil)
        #expect(list.headerForSection(0) === second)
        #expect(
            list.snapshot() == """
                table view: 2 sections [1, 2], offset 0 of 0, viewport 100
                header 0: Second
                row 0-0: c
                header 1: First
                row 1-0: a
                row 1-1: b

                """)
    }

    @Test func reloadDataReadsEverythingAgain() {
        let data = TextDataSource([["a", "b"]])
        let list = HeadlessListView.showing(data)
        data.sections = [["x"], ["y", "z"]]
        #expect(list.numberOfSections == 1)
        list.reloadData()
        #expect(list.numberOfSections == 2)
        #expect(list.visibleRows.map(\.text) == ["x", "y", "z"])
    }

    @Test func loadsOnFirstUseLikeUIKitsFirstLayout() {
        let data = TextDataSource([["a", "b"]])
        let list = HeadlessListView(viewportHeight: 100)
        list.register(TextCell.self, forReuseIdentifier: TextCell.reuseIdentifier)
        list.dataSource = data
        #expect(data.requestedCells.isEmpty)
        #expect(list.numberOfItems(inSection: 0) == 2)
        #expect(list.visibleRows.map(\.text) == ["a", "b"])
    }
}
