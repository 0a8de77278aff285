// Placeholder until its issue lands.
enum CheckBatchCommand {
    static func run(_ arguments: [String]) -> CommandResult {
        CommandResult(exitCode: 2, standardError: "replay: this command is not available yet\n")
    }
}
