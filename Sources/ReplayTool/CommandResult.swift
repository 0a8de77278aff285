/// What a `replay` command produced: its exit code and the text for each stream.
///
/// Commands return their output instead of printing it so that tests can check it exactly.
public struct CommandResult: Equatable, Sendable {
    /// The process exit code.
    public var exitCode: Int32
    /// Text for standard output.
    public var standardOutput: String
    /// Text for standard error.
    public var standardError: String

    /// Creates a result.
    public init(exitCode: Int32, standardOutput: String = "", standardError: String = "") {
        self.exitCode = exitCode
        self.standardOutput = standardOutput
        self.standardError = standardError
    }
}
