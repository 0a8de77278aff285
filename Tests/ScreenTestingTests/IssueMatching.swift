import Testing

/// What a test expects of the issue a failing check records: at which line, saying what.
struct ExpectedIssue {
    /// The line the failing call was written on.
    var line: Int
    /// Texts the issue's message must contain.
    var saying: [String]

    /// Whether `issue` is this one: recorded at `line` of this file and saying every text.
    /// (An issue that matches no expected one is recorded as a failure, with its message.)
    func matches(_ issue: Issue, fileID: String = #fileID) -> Bool {
        let message = issue.comments.map(\.rawValue).joined(separator: "\n")
        return issue.sourceLocation?.line == line && issue.sourceLocation?.fileID == fileID
            && saying.allSatisfy(message.contains)
    }
}
