import Foundation
import ScriptReplay

/// Runs a fuzz session or a candidate script in a child process (the same executable), so
/// that a screen that traps or hangs takes the child down, not the session: the child
/// writes each step on its standard output before running it (`step RUN JSON`), the parent
/// keeps them, and when the child dies by a signal or stays silent too long, the steps of
/// its last run are the failing sequence. Candidates are replayed by fresh children.
enum FuzzChild {
    /// How a child ended.
    enum Ending: Equatable {
        /// It exited with this code and printed this after its steps.
        case exited(Int32, output: String)
        /// It died by this signal.
        case crashed(signal: Int32)
        /// It printed nothing for `silence` seconds and was killed.
        case hung
    }

    /// What a child printed and how it ended.
    struct Outcome {
        var steps: [(run: Int, text: String)]
        var ending: Ending
    }

    /// The line a child writes before each step.
    static func stepLine(run: Int, text: String) -> String { "step \(run) \(text)\n" }

    /// The marker after which a child's normal output follows.
    static let outputMarker = "\u{1}output"

    /// The step lines and the output after the marker.
    static func parse(_ text: String) -> (steps: [(run: Int, text: String)], output: String) {
        var steps: [(run: Int, text: String)] = []
        var output: [Substring] = []
        var afterMarker = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if afterMarker {
                output.append(line)
            } else if line == outputMarker {
                afterMarker = true
            } else if line.hasPrefix("step "), let space = line.dropFirst(5).firstIndex(of: " "),
                let run = Int(line[line.index(line.startIndex, offsetBy: 5)..<space])
            {
                steps.append((run, String(line[line.index(after: space)...])))
            }
        }
        return (steps, output.joined(separator: "\n"))
    }
}

// A child process needs Foundation's Process: macOS and Linux have it (with the signals it
// reports), iOS does not.
#if os(macOS) || os(Linux)
extension FuzzChild {
    /// Runs `executable` with `arguments`, reading its step lines, until it ends or stays
    /// silent for `silence` seconds (then it is killed and the outcome is `hung`).
    /// - Parameter quiet: send the child's standard error to nowhere (candidates of a shrink,
    ///   whose crash reports would repeat the first); else it is this process's.
    static func run(_ executable: String, _ arguments: [String], silence: Double = 10, quiet: Bool = false) -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        if quiet { process.standardError = FileHandle.nullDevice }
        let reader = LineReader()
        pipe.fileHandleForReading.readabilityHandler = { handle in reader.append(handle.availableData) }
        do {
            try process.run()
        } catch {
            return Outcome(steps: [], ending: .exited(127, output: "cannot start \(executable): \(error)"))
        }
        var lastCount = -1
        var lastChange = ProcessInfo.processInfo.systemUptime
        var hung = false
        while process.isRunning {
            Thread.sleep(forTimeInterval: 0.01)
            let count = reader.byteCount
            let now = ProcessInfo.processInfo.systemUptime
            if count != lastCount {
                lastCount = count
                lastChange = now
            } else if now - lastChange > silence {
                hung = true
                kill(process.processIdentifier, SIGKILL)  // a hung screen may ignore a polite SIGTERM
                break
            }
        }
        process.waitUntilExit()
        pipe.fileHandleForReading.readabilityHandler = nil
        reader.append(pipe.fileHandleForReading.readDataToEndOfFile())
        let (steps, output) = parse(reader.text)
        if hung { return Outcome(steps: steps, ending: .hung) }
        if process.terminationReason == .uncaughtSignal {
            return Outcome(steps: steps, ending: .crashed(signal: process.terminationStatus))
        }
        return Outcome(steps: steps, ending: .exited(process.terminationStatus, output: output))
    }

    /// Collects what the child writes, from the pipe's reading thread.
    private final class LineReader: @unchecked Sendable {
        private let lock = NSLock()
        private var data = Data()

        func append(_ more: Data) {
            lock.lock()
            data.append(more)
            lock.unlock()
        }

        var byteCount: Int {
            lock.lock()
            defer { lock.unlock() }
            return data.count
        }

        var text: String {
            lock.lock()
            defer { lock.unlock() }
            return String(decoding: data, as: UTF8.self)
        }
    }
}
#endif
