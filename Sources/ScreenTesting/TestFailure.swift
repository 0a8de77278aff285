import Testing
import XCTest

/// Reports a failed check to whichever test library runs the test: an issue in Swift
/// Testing, a failure in XCTest, at the test's own file and line.
enum TestFailure {
    /// Records `message` at `site`.
    ///
    /// Under Swift Testing (`Test.current` is set while a `@Test` function runs, on every
    /// task it starts) the failure is an `Issue`, so `withKnownIssue` sees it; otherwise it
    /// is an `XCTFail` (which XCTest drops when no test runs: the harness is for tests).
    static func record(_ message: String, at site: CallSite) {
        if Test.current != nil {
            Issue.record(
                Comment(rawValue: message),
                sourceLocation: SourceLocation(
                    fileID: String(describing: site.fileID), filePath: String(describing: site.filePath),
                    line: Int(site.line), column: Int(site.column)))
        } else {
            XCTFail(message, file: site.filePath, line: site.line)
        }
    }
}
