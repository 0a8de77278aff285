import Foundation
import InteractorAdapter
import TestSupport
import Testing

@testable import ScriptReplay

/// What a replay prints stays bounded by the run, not by the length of its texts: frames
/// clip texts (which `--json` keeps whole), the text is written a step at a time, and a run
/// that cannot be written as JSON fails instead of printing `{}`.
@MainActor
@Suite struct BoundedOutputTests {
    static let header = #"{"screen": "shelf", "viewport": 300, "rowHeight": 44}"#
    let folder = ScriptFolder()

    private func replay(_ lines: [String]) throws -> ReplayReport {
        try ScriptRunner.replay(scriptAt: folder.write("shelf.jsonl", lines), screens: [.shelf])
    }

    @Test func framesClipAMegabyteTitleWhichTheJSONKeepsWhole() throws {
        let title = String(repeating: "d", count: 1_000_000)
        let steps =
            [#"{"dispatch": {"add": {"title": "\#(title)"}}}"#] + Array(repeating: #"{"advance": 0.5}"#, count: 20)
        let report = try replay([Self.header] + steps)
        let text = report.text(frames: true)
        #expect(text.utf8.count < 20_000, "\(text.utf8.count) bytes of frames")
        #expect(text.contains(String(repeating: "d", count: FramePrinter.maximumTextLength - 1) + "…"))
        #expect(text.contains("… (\(steps[0].unicodeScalars.count) characters)"), "the step as written is cut")
        let json = try report.encodedJSON()
        #expect(json.contains(title))
    }

    @Test func clippingCutsOnlyTextsLongerThanTheLimit() {
        let limit = FramePrinter.maximumTextLength
        #expect(FramePrinter.clipped(String(repeating: "a", count: limit)) == String(repeating: "a", count: limit))
        #expect(FramePrinter.clipped(String(repeating: "é", count: limit + 1)).count == limit)
        #expect(FramePrinter.clipped(String(repeating: "é", count: limit + 1)).hasSuffix("é…"))
    }

    @Test func theTextIsWrittenAStepAtATime() throws {
        let report = try replay(
            [Self.header] + (1...50).map { #"{"dispatch": {"add": {"title": "Book \#($0)"}}}"# })
        var pieces: [String] = []
        ReplayTextPrinter(report: report, sourceLines: report.sourceLines, frames: true).write { pieces.append($0) }
        #expect(pieces.count == report.steps.count + 2)
        #expect(pieces.joined() == report.text(frames: true))
        #expect(pieces.map(\.utf8.count).max()! < 2_000)
    }

    @Test func aRunThatCannotBeWrittenAsJSONIsAnError() throws {
        var run = ReplayRun(try replay([Self.header]), sourceLines: [])
        run.steps[0].time = .infinity
        #expect(throws: ReplayEncodingError.self) { try run.jsonText() }
        let page = ReplayHTMLReport(run: run)
        #expect(page.encodingError != nil && page.html.isEmpty)
        #expect(throws: ReplayHTMLReport.WriteError.self) { try page.write(to: folder.path("page.html")) }
    }

    @Test func aNumberAnActionCannotHoldNamesTheFieldAndTheNumber() throws {
        let report = try replay([Self.header, #"{"dispatch": {"move": {"from": 99999999999999999999, "to": 0}}}"#])
        #expect(
            report.error?.description
                == #"\#(folder.path("shelf.jsonl")):2:24: invalid "move" action: field "move.from" cannot hold "#
                + "99999999999999999999: the number does not fit the field's type (an integer field takes a whole "
                + "number from \(Int.min) to \(Int.max), written without an exponent)")
    }
}
