import Foundation

/// Fuzzes a registered screen, as `replay fuzz` does, and reports a broken invariant at this
/// line, to Swift Testing or XCTest: the invariant and its message, the shrunk script inline,
/// and where it was written (`INTERACTOR_ADAPTER_REPORT_DIR`, else the temporary folder), so
/// that it can be committed as a regression script.
///
/// ```swift
/// @Test @MainActor func playlistKeepsItsInvariants() {
///     expectNoFuzzFailure(.playlist, options: FuzzOptions(runs: 50, seed: 7))
/// }
/// ```
///
/// - Parameters:
///   - screen: the screen's registration, with its rules and generator if it has them.
///   - options: runs, steps, seed, invariants; the defaults are `replay fuzz`'s.
/// - Returns: the report, to check more (its coverage, say).
/// - SeeAlso: `FuzzSession.run(_:options:onStep:)`, the variant that returns the report
///   without recording anything.
@MainActor
@discardableResult
public func expectNoFuzzFailure(
    _ screen: ReplayScreenFactory, options: FuzzOptions = FuzzOptions(), fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> FuzzReport {
    MainActorRequirement.check("expectNoFuzzFailure(_:options:)")
    let report = FuzzSession.run(screen, options: options)
    guard let failure = report.failure else { return report }
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let folder = ReportFolder.fromEnvironment ?? NSTemporaryDirectory()
    let name = "fuzz-\(report.screen)-seed\(report.seed)-run\(failure.run).jsonl"
    let path = URL(fileURLWithPath: folder).appendingPathComponent(name).path
    let written: String
    do {
        try Data(failure.script.utf8).write(to: URL(fileURLWithPath: path))
        written = "shrunk script written to \(path)"
    } catch {
        written = "the shrunk script could not be written to \(path): \(error)"
    }
    TestFailure.record(
        "fuzz \(report.screen) broke \(failure.violation.id): \(failure.violation.message)\n"
            + "run \(failure.run) of seed \(report.seed), shrunk from \(failure.stepsBefore) to "
            + "\(failure.stepsAfter) steps; \(written):\n" + failure.script,
        at: site)
    return report
}
