import Foundation

/// Where a command writes as it goes: `ReplayCommand.main` passes each piece on to the
/// process's streams (through a small buffer), so that a long replay's text is never held
/// whole; `ReplayCommand.run` collects the pieces into a `CommandResult`.
final class CommandOutput {
    // MARK: Lifecycle

    /// Output collected in memory, for `CommandResult`.
    init() {
        standardOutputHandle = nil
        standardErrorHandle = nil
    }

    /// Output written to the process's standard output and error.
    init(standardOutput: FileHandle, standardError: FileHandle) {
        standardOutputHandle = standardOutput
        standardErrorHandle = standardError
    }

    deinit { flush() }

    // MARK: Internal

    /// The bytes held before they are written to a stream.
    static let bufferSize = 64 * 1024

    /// What was collected (an output that writes to streams collects nothing).
    private(set) var result = CommandResult(exitCode: 0)

    func write(standardOutput text: String) {
        guard let handle = standardOutputHandle else {
            result.standardOutput += text
            return
        }
        pending += text.utf8
        if pending.count >= Self.bufferSize {
            handle.write(Data(pending))
            pending.removeAll(keepingCapacity: true)
        }
    }

    func write(standardError text: String) {
        guard let handle = standardErrorHandle else {
            result.standardError += text
            return
        }
        flush()
        handle.write(Data(text.utf8))
    }

    /// Passes a whole result on: its texts, in order.
    func write(_ whole: CommandResult) {
        write(standardOutput: whole.standardOutput)
        write(standardError: whole.standardError)
    }

    /// Writes what the buffer holds.
    func flush() {
        guard let handle = standardOutputHandle, !pending.isEmpty else { return }
        handle.write(Data(pending))
        pending.removeAll(keepingCapacity: true)
    }

    // MARK: Private

    private let standardOutputHandle: FileHandle?
    private let standardErrorHandle: FileHandle?
    private var pending: [UInt8] = []
}
