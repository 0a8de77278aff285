import Foundation
import InteractorAdapter
import TestSupport
import Testing

@testable import ScriptReplay

/// The report page of a replay: self-contained, its data embedded once and read back as
/// the run said, failures first, hostile texts kept as text, and a size linear in the run.
@MainActor
@Suite struct ReplayHTMLReportTests {
    static let header = #"{"screen": "shelf", "viewport": 88, "rowHeight": 44, "animationDuration": 0.25}"#
    let folder = ScriptFolder()

    private func replay(_ lines: [String], name: String = "shelf.jsonl") throws -> ReplayReport {
        try ScriptRunner.replay(scriptAt: folder.write(name, lines), screens: [.shelf, .bareShelf])
    }

    @Test func thePageIsSelfContainedAndRequestsNothing() throws {
        let html = ReplayHTMLReport(try replay([Self.header, #"{"dispatch": {"add": {"title": "Dune"}}}"#])).html
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains(#"content="default-src 'none'; script-src 'unsafe-inline'"#))
        for resource in ["http://", "https://", "src=", "href=", "@import", "url(", "@font-face"] {
            #expect(!html.contains(resource), "the page names no resource: \(resource)")
        }
        #expect(html.components(separatedBy: "<script").count == 3, "the data and the code, nothing else")
    }

    @Test func theScriptBuildsTheDocumentWithTextOnly() {
        for sink in ["innerHTML", "outerHTML", "insertAdjacentHTML", "document.write", "eval(", "new Function"] {
            #expect(!ReplayPageScript.source.contains(sink), "\(sink)")
        }
        #expect(ReplayPageScript.source.contains("textContent"))
    }

    @Test func theEmbeddedRunHoldsEveryStepAsWrittenWithItsFrameToScale() throws {
        let lines = [
            Self.header, #"{"dispatch": {"add": {"title": "Dune"}}}"#, #"{"advance": 0.5}"#,
            #"{"dispatch": {"add": {"title": "Emma"}}}"#, #"{"scroll": 44}"#, #"{"expect": {"rows": 3}}"#,
        ]
        let page = try PageData(ReplayHTMLReport(try replay(lines)).html)
        #expect(page.steps.map(\.text) == lines, "the setup first, then every step as written")
        #expect(page.steps.map(\.line) == [1, 2, 3, 4, 5, 6])
        #expect(page.steps.map(\.time) == [0, 0, 0.5, 0.5, 0.5, 0.5])
        #expect(page.first == -1 && page.passed)
        let scrolled = page.frame(ofStep: 4)
        #expect(scrolled.texts == ["Emma", "2 books"], "after scrolling one row down")
        #expect(scrolled.offset == 44 && scrolled.viewport == 88 && scrolled.counts == [3])
        #expect(scrolled.lines.map(\.top) == [44, 88] && scrolled.lines.map(\.height) == [44, 44])
        #expect(scrolled.lines.map(\.identifier) == ["b2", "count"])
        #expect(scrolled.lines.map(\.type) == ["BookViewState", "BookCountViewState"])
        #expect(page.frameIndex(ofStep: 5) == page.frameIndex(ofStep: 4), "an expectation changes no frame")
        let entries = try #require(page.steps[3].entries)
        #expect(entries.first?.method == .batches && entries.first?.visible == [], "the frame shows what is visible")
    }

    @Test func aPlaceholderRowIsMarkedWithTheTypeThatHasNoCell() throws {
        let page = try PageData(
            ReplayHTMLReport(try replay([#"{"screen": "bare-shelf", "viewport": 300}"#])).html)
        let line = try #require(page.frame(ofStep: 0).lines.first)
        #expect(line.isPlaceholder && line.type == "BookCountViewState")
        #expect(line.text == "⚠︎ no cell for BookCountViewState")
    }

    @Test func aFailingRunOpensAtItsFirstFailureWithExpectedAgainstFound() throws {
        let report = try replay([
            Self.header, #"{"dispatch": {"add": {"title": "Dune"}}}"#, #"{"expect": {"rows": 2}}"#,
            #"{"expect": {"visible": ["Emma"]}}"#, #"{"expect": {"rows": 9}}"#,
        ])
        let html = ReplayHTMLReport(report).html
        let page = try PageData(html)
        #expect(page.first == 3 && !page.passed)
        #expect(page.steps[2].expect == "held" && page.steps[3].expect == "failed")
        let check = try #require(page.steps[3].checks?.first)
        #expect(check.check == "visible" && check.expected == #"["Emma"]"# && check.actual == #"["Dune", "1 book"]"#)
        #expect(html.contains(#"<p id="result" class="failed">FAILED</p>"#), "the result shows without script")
    }

    @Test func aGoldenThatDiffersShowsBothTextsSideBySideAndOpensAtItsStep() throws {
        let report = try replay([
            Self.header, #"{"dispatch": {"add": {"title": "Dune"}}}"#, #"{"advance": 0.5}"#,
            #"{"dispatch": {"add": {"title": "Emma"}}}"#,
        ])
        let golden = GoldenFile(path: folder.path("golden.txt"))
        _ = golden.record(report.goldenText.replacingOccurrences(of: "row 0-1: Emma", with: "row 0-1: Ende"))
        let page = try PageData(ReplayHTMLReport(report, golden: golden).html)
        let comparison = try #require(page.golden)
        #expect(!comparison.matches && !page.passed)
        #expect(comparison.step == 3 && page.first == 3, "the difference is in the block of line 4, step 3")
        let differing = comparison.rows.filter(\.differs)
        #expect(differing.map { $0.golden?.trimmingCharacters(in: .whitespaces) } == ["row 0-1: Ende"])
        #expect(differing.map { $0.run?.trimmingCharacters(in: .whitespaces) } == ["row 0-1: Emma"])
        #expect(comparison.rows.count > 10, "both texts in full")

        _ = golden.record(report.goldenText)
        let matching = try PageData(ReplayHTMLReport(report, golden: golden).html)
        #expect(matching.golden?.matches == true && matching.first == -1 && matching.passed)
    }

    @Test func hostileTextsAreEscapedWhereverTheyLand() throws {
        let hostile = "</script><script>document.documentElement.dataset.pwned=1</script><!--\u{2028}&"
        let name = #"<b>&"'.jsonl"#
        let action = try JSONSerialization.data(withJSONObject: ["dispatch": ["add": ["title": hostile]]])
        let report = try replay([Self.header, String(decoding: action, as: UTF8.self)], name: name)
        let html = ReplayHTMLReport(report).html
        #expect(html.components(separatedBy: "</script>").count == 3, "only the page's own script elements end")
        #expect(!html.contains("<!--") && !html.unicodeScalars.contains("\u{2028}"))
        #expect(!html.contains("<b>"), "the file name is escaped in the title and the header")
        #expect(html.contains("&lt;b&gt;&amp;&quot;&#39;.jsonl"))
        let page = try PageData(html)
        #expect(page.frame(ofStep: 1).texts.first == hostile, "the text reads back exactly")
    }

    @Test func thePageGrowsLinearlyWithTheRun() throws {
        func size(steps: Int) throws -> Int {
            var lines = [Self.header]
            for index in 0..<steps / 2 {
                lines.append(#"{"dispatch": {"add": {"title": "Book \#(index)"}}}"#)
                lines.append(#"{"advance": 0.3}"#)
            }
            return ReplayHTMLReport(try replay(lines, name: "grow-\(steps).jsonl")).html.utf8.count
        }
        let (small, medium, large) = (try size(steps: 100), try size(steps: 200), try size(steps: 400))
        let first = Double(medium - small) / 100
        let second = Double(large - medium) / 200
        #expect(abs(second - first) / first < 0.1, "bytes per step: \(first) then \(second)")
    }
}

extension ReplayScreenFactory {
    /// The shelf with only its books' cells registered: its count row shows a placeholder.
    static let bareShelf = ReplayScreenFactory(name: "bare-shelf", actionNames: ShelfAction.names, of: ShelfAction.self)
    { environment in
        let interactor = ShelfInteractor(scheduler: environment.scheduler)
        let adapter = ListAdapter<SingleSection, ShelfItem>(
            listView: environment.listView, scheduler: environment.scheduler)
        adapter.registerCell(ofType: BookCell.self)
        return ReplayScreen(interactor: interactor, adapter: adapter)
    }
}
