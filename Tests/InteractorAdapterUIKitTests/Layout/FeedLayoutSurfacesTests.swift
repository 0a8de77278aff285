#if !canImport(UIKit)
import Foundation
import HeadlessList
import InteractorAdapterUIKit
import Interactors
import InteractorsUIKit
import LayoutSpecs
import ReactiveTesting
import ScriptReplay
import Testing
import UIKitStandIn

/// The feed's comment rows are laid out by a layout spec (`FeedCommentLayout`): the script
/// Interactors/Scripts/feed-layout.jsonl shows the same rows, at the same tops and heights,
/// on the headless list (the replay), in its text frames, in its report page and on the
/// stand-in's collection view with the UIKit cells (`FeedCommentCollectionCell`).
@MainActor
@Suite struct FeedLayoutSurfacesTests {
    static let name = "feed-layout.jsonl"
    static let url = ScriptParityTests.folder.appendingPathComponent(name)
    static let longComment = "Is this the harbour we walked past last summer? The light is just the same."

    /// The comment's layout as the feed registers it on the headless list.
    static func layout(author: String, text: String, width: Double = 320) -> Layout {
        FeedCommentLayout.node(
            for: FeedCommentViewState(id: "", author: author, text: text), measurer: MonospacedTextMeasurer()
        )
        .layout(width: width)
    }

    struct Replayed {
        let report: ReplayReport
        let run: ReplayRun
        let text: String
    }

    func replay() throws -> Replayed {
        let text = try String(contentsOf: Self.url, encoding: .utf8)
        let script = try ActionScript.parse(text, file: "Interactors/Scripts/" + Self.name)
        let report = ScriptRunner.run(script, screens: ExampleReplayScreens.factories)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return Replayed(report: report, run: ReplayRun(report, sourceLines: lines), text: text)
    }

    @Test func theLongCommentIsAsTallAsItsLayoutInTheReplayItsTextFramesAndItsReportPage() throws {
        let replayed = try replay()
        #expect(replayed.report.error == nil)
        #expect(replayed.report.failures.isEmpty, "\(replayed.report.failures)")
        let expected = Self.layout(author: "You", text: Self.longComment)
        #expect(expected.size.height == 84, "three lines of 34 columns: 12 + 60 + 12")

        // The headless list, as the replay records it.
        let frame = try #require(replayed.run.frames.last ?? nil)
        let row = try #require(frame.lines.first { $0.text.hasPrefix("You: Is this") })
        #expect(row.height == expected.size.height)
        let oneLine = frame.lines.filter { $0.viewStateType == "FeedCommentViewState" && $0.row != row.row }
        #expect(!oneLine.isEmpty && oneLine.allSatisfy { $0.height == 44 })

        // The text frames draw the 84-point row over two lines of the list's 44 (rounded).
        var printed = ""
        ReplayTextPrinter(
            report: replayed.report,
            sourceLines: replayed.text.split(separator: "\n", omittingEmptySubsequences: false),
            frames: true
        ).write { printed += $0 }
        let drawn = printed.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let at = try #require(drawn.lastIndex { $0.contains("│ You: Is this the harbour") })
        #expect(drawn[at + 1].trimmingCharacters(in: .whitespaces).allSatisfy { $0 == "│" || $0 == " " })

        // The report page carries every line's top and height: the row at 84 points.
        let html = ReplayHTMLReport(replayed.report).html
        #expect(html.contains("[0,1,2,\(Int(row.top)),84,\"You: Is this the harbour"))
    }

    @Test func theStandInsCollectionViewShowsTheSameRowsWithTheUIKitCells() throws {
        let replayed = try replay()
        let frames = replayed.run.frames.compactMap { $0 }
        let harness = UIKitListHarness(.collection, height: 600, rowHeight: 44, headerHeight: 28)
        let interactor = FeedInteractor(scheduler: harness.scheduler)
        let adapter = ListAdapter<FeedPostHeader, FeedItem>(listView: harness.list, scheduler: harness.scheduler)
        adapter.registerFeedCollectionCells(dispatchingTo: interactor, textMeasurer: MonospacedTextMeasurer())
        adapter.bind(to: interactor)
        func settle() {
            harness.scheduler.advance(by: 0.5)
            harness.layout()
        }
        settle()
        try expectSameRows(harness, frames[0], "at the start")
        interactor.dispatch(action: .comment(postId: "p2", text: Self.longComment))
        settle()
        interactor.dispatch(action: .like(postId: "p2"))
        settle()
        interactor.dispatch(action: .comment(postId: "p3", text: "Same here"))
        settle()
        harness.scrollView.contentOffset = CGPoint(x: 0, y: 52)  // the script's last step
        harness.layout()
        let last = try #require(frames.last)
        try expectSameRows(harness, last, "at the end")

        let cell = try #require(harness.cell(2, section: 1) as? FeedCommentCollectionCell)
        let layout = Self.layout(author: "You", text: Self.longComment)
        #expect(cell.laidOut.layout == layout)
        let textIndex = try #require(layout.index(ofNodeAt: FeedCommentLayout.textPath))
        let label = try #require(cell.laidOut.view(forNodeAt: FeedCommentLayout.textPath) as? UILabel)
        let textFrame = layout.framesInRoot[textIndex]
        #expect(label.frame == CGRect(x: textFrame.x, y: textFrame.y, width: textFrame.width, height: textFrame.height))
        #expect(label.text == "You: " + Self.longComment)
        #expect(harness.complaints.isEmpty, "\(harness.complaints)")
    }

    /// Every row of `frame` (the replay's) is on the stand-in at the same top and height.
    func expectSameRows(_ harness: UIKitListHarness, _ frame: ReplayRun.Frame, _ when: String) throws {
        let rows = frame.lines.filter { $0.kind == "row" }
        #expect(!rows.isEmpty)
        for row in rows {
            let item = try #require(row.row)
            let cell = try #require(harness.cell(item, section: row.section), "\(when): row \(row.section)-\(item)")
            #expect(
                Double(cell.frame.minY) == row.top && Double(cell.frame.height) == row.height,
                "\(when): row \(row.section)-\(item) at \(cell.frame), the replay's at \(row.top), \(row.height)")
        }
    }
}
#endif
