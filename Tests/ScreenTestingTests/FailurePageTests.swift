import Foundation
import TestSupport
import Testing

@testable import ScreenTesting

/// A failing screen test leaves its report page in the folder `INTERACTOR_ADAPTER_REPORT_DIR`
/// names: every call as written in the test, the frames, the failed check first; the
/// failure message says where the page is. A passing test leaves none.
@MainActor
@Suite struct FailurePageTests {
    let folder = TemporaryFolder()

    /// The run a page embeds, as JSON objects.
    private func data(ofPage path: String) throws -> [String: Any] {
        let html = try String(contentsOfFile: path, encoding: .utf8)
        let opening = #"<script type="application/json" id="replay-data">"#
        let start = try #require(html.range(of: opening))
        let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
        let json = Data(html[start.upperBound..<end.lowerBound].utf8)
        return try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
    }

    /// A shelf whose page goes to `folder`, created (as its page says) where this is called.
    private func shelf(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line
    ) -> ScreenHarness<ShelfInteractor> {
        let interactor = ShelfInteractor()
        let screen = ScreenHarness(
            interactor, list: ListSetup(viewport: 300), fileID: fileID, filePath: filePath, line: line
        ) { adapter in
            adapter.registerShelfCells(dispatchingTo: interactor)
        }
        screen.recording.folder = folder.directory.path
        return screen
    }

    @Test func aFailedCheckWritesThePageOfTheTestOpenAtThatCheck() throws {
        let created = #line + 1
        let screen = shelf()
        screen.dispatch(.add(title: "Dune"))
        screen.advance(by: 0.5)
        let path = folder.path("FailurePageTests-\(created).html")
        let line = #line + 2
        withKnownIssue {
            screen.expect(visible: ["Emma", "1 book"])
        } matching: {
            ExpectedIssue(line: line, saying: [#"visible: expected ["Emma", "1 book"]"#, "report page: \(path)"])
                .matches($0)
        }
        screen.finish()
        let run = try data(ofPage: path)
        let steps = try #require(run["steps"] as? [[String: Any]])
        #expect(
            steps.compactMap { $0["text"] as? String } == [
                "let screen = shelf()", #"screen.dispatch(.add(title: "Dune"))"#, "screen.advance(by: 0.5)",
                #"screen.expect(visible: ["Emma", "1 book"])"#,
            ])
        #expect(steps.compactMap { $0["line"] as? Int } == [created, created + 1, created + 2, line])
        #expect(run["first"] as? Int == 3 && run["passed"] as? Bool == false)
        let checks = try #require(steps[3]["checks"] as? [[String: String]])
        #expect(
            checks.first?["expected"] == #"["Emma", "1 book"]"# && checks.first?["actual"] == #"["Dune", "1 book"]"#)
    }

    @Test func workLeftOverWritesThePageWithWhatWasLeft() throws {
        let scheduler = TestScheduler()
        let interactor = ShelfInteractor(scheduler: scheduler)
        let created = #line + 1
        let screen = ScreenHarness(interactor, list: ListSetup(viewport: 300), scheduler: scheduler) { adapter in
            adapter.registerShelfCells(dispatchingTo: interactor)
        }
        screen.recording.folder = folder.directory.path
        screen.dispatch(.addLater(title: "Dune", after: 2))
        withKnownIssue {
            screen.finish()
        } matching: {
            $0.comments.map(\.rawValue).joined().contains("report page: ")
        }
        let run = try data(ofPage: folder.path("FailurePageTests-\(created).html"))
        let steps = try #require(run["steps"] as? [[String: Any]])
        #expect((steps.last?["error"] as? String)?.contains("[pendingWork]") == true)
        #expect(run["first"] as? Int == steps.count - 1)
    }

    @Test func aFailingComposedScreenWritesItsPageWithEachProvidersDecisions() throws {
        let interactor = ShelfInteractor()
        let books = ListProvider(id: "books", interactor: interactor)
        books.registerShelfCells(dispatchingTo: interactor)
        let created = #line + 1
        let screen = ScreenHarness(composed: interactor, list: ListSetup(viewport: 300)) { books }
        screen.recording.folder = folder.directory.path
        screen.dispatch(.add(title: "Dune"))
        screen.advance(by: 0.5)
        screen.tap(at: [0, 0])
        screen.advance(by: 0.5)
        withKnownIssue {
            screen.expect(visible: ["Emma"])
        } matching: {
            $0.comments.map(\.rawValue).joined().contains("report page: ")
        }
        screen.finish()
        let run = try data(ofPage: folder.path("FailurePageTests-\(created).html"))
        let steps = try #require(run["steps"] as? [[String: Any]])
        #expect(steps.last?["text"] as? String == #"screen.expect(visible: ["Emma"])"#)
        let entries = steps.flatMap { $0["entries"] as? [[String: Any]] ?? [] }
        #expect(Set(entries.compactMap { $0["provider"] as? String }) == ["books"], "the page names the provider")
    }

    @Test func aPassingTestWritesNoPage() throws {
        let screen = shelf()
        screen.dispatch(.add(title: "Dune"))
        screen.advance(by: 0.5)
        screen.expect(visible: ["Dune", "1 book"])
        screen.finish()
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.directory.path).isEmpty)
    }

    @Test func aFailingScriptWritesItsRunsPage() throws {
        let script = folder.write(
            "shelf-wrong.jsonl",
            [#"{"screen": "shelf", "viewport": 300}"#, #"{"expect": {"visible": ["Emma"]}}"#])
        var check = ScriptCheck(path: script)
        check.reportFolder = folder.directory.path
        let page = folder.path("shelf-wrong.html")
        withKnownIssue {
            _ = check.check(
                screens: [.shelf], at: CallSite(fileID: #fileID, filePath: #filePath, line: #line, column: #column))
        } matching: {
            $0.comments.map(\.rawValue).joined().contains("report page: \(page)")
        }
        let run = try data(ofPage: page)
        #expect(run["first"] as? Int == 1)
    }

    @Test func thePageIsNamedAfterTheTestFileAndTheLine() {
        #expect(
            ReportFolder.pageName(fileID: "PlaylistTests/PlaylistScreenTests.swift", line: 42)
                == "PlaylistScreenTests-42.html")
        #expect(ReportFolder.environmentVariable == "INTERACTOR_ADAPTER_REPORT_DIR")
    }
}
