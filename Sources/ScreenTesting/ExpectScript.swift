import Foundation

/// Replays the script at `path` on one of `screens` and reports every failure at this line,
/// to Swift Testing or XCTest: each check that did not hold and the error that stopped the
/// replay, with the script's file, line and column and the screen as it was. With `golden`,
/// the run's text must equal that golden file (a readable diff when it does not).
///
/// ```swift
/// @Test @MainActor func playlistScriptsPass() {
///     expectScript("Scripts/playlist-basics.jsonl", screens: [.playlist],
///                  golden: "Goldens/playlist-basics.txt")
/// }
/// ```
///
/// - Parameters:
///   - path: the script's path; relative paths are from the current directory.
///   - screens: the screens the script may name.
///   - golden: a golden file the run's text is compared with.
///   - recordGolden: write the run's text to `golden` instead of comparing (then review the
///     file's diff and switch it off).
/// - Returns: the report, to check more; nil when the script could not be read.
@MainActor
@discardableResult
public func expectScript(
    _ path: String, screens: [ReplayScreenFactory], golden: String? = nil, recordGolden: Bool = false,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> ReplayReport? {
    MainActorRequirement.check("expectScript(_:screens:)")
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let report: ReplayReport
    do {
        report = try ScriptRunner.replay(scriptAt: path, screens: screens)
    } catch {
        TestFailure.record(error.description, at: site)
        return nil
    }
    for failure in report.failures {
        let frame = failure.frame.map { ["screen as it was:"] + FramePrinter.draw($0, indent: "  ") } ?? []
        TestFailure.record(([failure.description] + frame).joined(separator: "\n"), at: site)
    }
    if let golden { GoldenCheck(path: golden, record: recordGolden).check(report, at: site) }
    return report
}

/// Compares a report's golden text with a golden file, or records it, reporting what differs.
private struct GoldenCheck {
    var path: String
    var record: Bool

    func check(_ report: ReplayReport, at site: CallSite) {
        let file = GoldenFile(path: path)
        guard record || FileManager.default.fileExists(atPath: path) else {
            TestFailure.record(
                "golden file \(path) does not exist; record it with expectScript(..., recordGolden: true)", at: site)
            return
        }
        switch record ? file.record(report.goldenText) : file.compare(report.goldenText) {
        case .matches, .recorded:
            break
        case .differs(let diff):
            TestFailure.record(
                (["golden: \(path) differs from this run (- golden, + this run):"] + diff).joined(separator: "\n"),
                at: site)
        case .failed(let problem):
            TestFailure.record(problem, at: site)
        }
    }
}
