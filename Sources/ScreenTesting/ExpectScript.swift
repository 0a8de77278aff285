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
    return ScriptCheck(path: path, golden: golden, recordGolden: recordGolden).check(screens: screens, at: site)
}

/// A script a test replays, the golden it is compared with, and where the page of a failing
/// run goes.
@MainActor
struct ScriptCheck {
    var path: String
    var golden: String?
    var recordGolden = false
    /// Where the page of a failing run is written (`INTERACTOR_ADAPTER_REPORT_DIR`); nil writes none.
    var reportFolder = ReportFolder.fromEnvironment

    /// Replays the script on one of `screens` and reports every failure at `site`, each
    /// ending with where the run's page was written, if it was.
    func check(screens: [ReplayScreenFactory], at site: CallSite) -> ReplayReport? {
        let report: ReplayReport
        do {
            report = try ScriptRunner.replay(scriptAt: path, screens: screens)
        } catch {
            TestFailure.record(error.description, at: site)
            return nil
        }
        var messages = report.failures.map { failure in
            let frame = failure.frame.map { ["screen as it was:"] + FramePrinter.draw($0, indent: "  ") } ?? []
            return ([failure.description] + frame).joined(separator: "\n")
        }
        if let golden, let problem = GoldenCheck(path: golden, record: recordGolden).problem(with: report) {
            messages.append(problem)
        }
        guard !messages.isEmpty else { return report }
        let page = reportFolder.map { folder in
            let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent + ".html"
            let compared = recordGolden ? nil : golden.map(GoldenFile.init(path:))
            return ReportFolder.write(ReplayHTMLReport(report, golden: compared), named: name, in: folder)
        }
        for message in messages { TestFailure.record(page.map { message + "\n" + $0 } ?? message, at: site) }
        return report
    }
}

/// Compares a report's golden text with a golden file, or records it, saying what differs.
private struct GoldenCheck {
    var path: String
    var record: Bool

    /// What is wrong with the golden, or nil when it matches (or was recorded).
    func problem(with report: ReplayReport) -> String? {
        let file = GoldenFile(path: path)
        guard record || FileManager.default.fileExists(atPath: path) else {
            return "golden file \(path) does not exist; record it with expectScript(..., recordGolden: true)"
        }
        switch record ? file.record(report.goldenText) : file.compare(report.goldenText) {
        case .matches, .recorded:
            return nil
        case .differs(let diff):
            return (["golden: \(path) differs from this run (- golden, + this run):"] + diff).joined(separator: "\n")
        case .failed(let problem):
            return problem
        }
    }
}
