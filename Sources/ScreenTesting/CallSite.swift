/// Where a call was written in a test: what a failure is reported at, so that it shows on
/// the test's own line.
struct CallSite: Sendable {
    /// `#fileID` of the call, `Module/File.swift`.
    var fileID: StaticString
    /// `#filePath` of the call.
    var filePath: StaticString
    /// `#line` of the call.
    var line: UInt
    /// `#column` of the call.
    var column: UInt
}
