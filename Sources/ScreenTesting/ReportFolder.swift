import Foundation

/// Where a failing screen test leaves its report page: the folder named by the environment
/// variable `INTERACTOR_ADAPTER_REPORT_DIR`, so that a CI failure leaves a page to open.
///
/// ```
/// INTERACTOR_ADAPTER_REPORT_DIR=reports swift test
/// open reports/PlaylistScreenTests-42.html      # the harness created on line 42 of that file
/// ```
enum ReportFolder {
    /// The variable's name.
    static let environmentVariable = "INTERACTOR_ADAPTER_REPORT_DIR"

    /// The folder the variable names; nil when it is unset or empty (no page is written).
    static var fromEnvironment: String? {
        guard let folder = ProcessInfo.processInfo.environment[environmentVariable], !folder.isEmpty else {
            return nil
        }
        return folder
    }

    /// `PlaylistScreenTests-42.html`: the page's file name for something made at `line` of
    /// the file `fileID` (`PlaylistTests/PlaylistScreenTests.swift`) names.
    static func pageName(fileID: String, line: Int) -> String {
        let file = fileID.split(separator: "/").last.map(String.init) ?? fileID
        let stem = file.hasSuffix(".swift") ? String(file.dropLast(".swift".count)) : file
        return "\(stem)-\(line).html"
    }

    /// Writes `page` as `name` in `folder` and returns the line a failure message ends with:
    /// where the page is, or why it could not be written.
    static func write(_ page: ReplayHTMLReport, named name: String, in folder: String) -> String {
        let path = URL(fileURLWithPath: folder).appendingPathComponent(name).path
        do {
            try page.write(to: path)
            return "report page: \(path)"
        } catch {
            return "no report page: \(error)"
        }
    }
}
