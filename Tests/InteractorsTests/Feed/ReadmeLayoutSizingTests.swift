import Foundation
import HeadlessList
import InteractorAdapter
import LayoutSpecs
import ReactiveTesting
import Testing

@testable import Interactors

/// The README's registration by a layout spec, as written there: it compiles, a long
/// comment's row is as tall as its layout, and its cell gets the layout's frames.
@MainActor
@Suite struct ReadmeLayoutSizingTests {
    // README example: begin
    func showFeed(on list: HeadlessListView, feed: FeedInteractor) -> ListAdapter<FeedPostHeader, FeedItem> {
        let adapter = ListAdapter<FeedPostHeader, FeedItem>(listView: list)
        adapter.registerHeader(ofType: FeedAuthorHeaderView.self)
        adapter.registerCell(ofType: FeedPhotoCell.self)
        adapter.registerCell(ofType: FeedActionsCell.self)
        adapter.registerCell(
            ofType: FeedCommentCell.self,  // a LayoutRenderableCell: handed its frames before each render
            sizing: .layout { comment, _ in
                FeedCommentLayout.node(for: comment, measurer: MonospacedTextMeasurer())
            })
        adapter.sizingEnvironment.width = 320
        adapter.bind(to: feed)
        return adapter
    }
    // README example: end

    @Test func aLongCommentIsAsTallAsItsLayoutAndItsCellGetsTheFrames() throws {
        let scheduler = TestScheduler()
        let list = HeadlessListView(viewportHeight: 600, rowHeight: 44)
        let feed = FeedInteractor(scheduler: scheduler)
        let adapter = showFeed(on: list, feed: feed)
        let long = String(repeating: "word ", count: 20)
        feed.dispatch(action: .comment(postId: "p2", text: long))
        scheduler.advance(by: 0)
        let path = IndexPath(item: 2, section: 1)
        let row = try #require(list.extentOfItem(at: path))
        let layout = FeedCommentLayout.node(
            for: FeedCommentViewState(id: "", author: "You", text: long), measurer: MonospacedTextMeasurer()
        )
        .layout(width: 320)
        #expect(row.upperBound - row.lowerBound == layout.size.height)
        #expect(layout.size.height == 84, "105 columns in lines of 34: three lines")
        let cell = try #require(list.cellForItem(at: path) as? FeedCommentCell)
        #expect(cell.layout == layout)
        #expect(cell.textFrame == LayoutFrame(x: 36, y: 12, width: 272, height: 60))
        #expect(cell.text == "You: " + long)
        withExtendedLifetime(adapter) {}
    }

    @Test func theReadmeShowsTheCompiledExample() throws {
        let here = URL(fileURLWithPath: #filePath)
        let source = try String(contentsOf: here, encoding: .utf8)
        let readme = try String(
            contentsOf: here.deletingLastPathComponent().appendingPathComponent("../../../README.md")
                .standardizedFileURL,
            encoding: .utf8)
        let example = try #require(
            source.components(separatedBy: "    // README example: begin\n").dropFirst().first?
                .components(separatedBy: "    // README example: end").first)
        let unindented = example.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasPrefix("    ") ? String($0.dropFirst(4)) : String($0) }.joined(separator: "\n")
        #expect(
            readme.contains("```swift\n@MainActor " + unindented + "```"),
            "README.md must show this file's example verbatim, as a @MainActor function")
    }
}
