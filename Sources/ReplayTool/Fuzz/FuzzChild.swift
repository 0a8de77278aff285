import Foundation
import ScriptReplay

/// Runs a fuzz session or a candidate script in a child process (the same executable), so
/// that a screen that traps or hangs takes the child down, not the session: the child
/// writes each step on its standard output before running it (`step RUN JSON`), the parent
/// keeps those of the child's current run, and when the child dies by a signal or stays silent too long, the steps of
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
        /// The steps of the child's last run (those of earlier runs are not kept).
        var steps: [(run: Int, text: String)]
        var ending: Ending
    }

    /// The line a child writes before each step.
    static func stepLine(run: Int, text: String) -> String { "step \(run) \(text)\n" }

    /// The marker after which a child's normal output follows.
    static let outputMarker = "\u{1}output"

    /// Reads a child's output as it comes, in chunks cut anywhere, and keeps only what a
    /// failure needs: the steps of the run the child is in (a new run's first step drops the
    /// last run's) and the output after the marker. A session of millions of steps then
    /// holds one run's steps, not all of them. The screen under test shares the child's
    /// standard output: a line it prints longer than ``maximumLineBytes`` (which no step line
    /// is) is skipped as it streams, so that output without newlines cannot grow the parent.
    struct StepLineReader {
        /// The longest line kept; a longer one is not a step and is dropped.
        static let maximumLineBytes = 1 << 20
        /// The steps of the newest run, in order.
        private(set) var steps: [(run: Int, text: String)] = []
        /// Bytes read so far, kept or not.
        private(set) var byteCount = 0
        /// The bytes of the line not yet ended (at most ``maximumLineBytes``).
        private(set) var partial: [UInt8] = []
        /// The line not yet ended is over the limit: its bytes are dropped up to its newline.
        private var skipsLine = false
        private var afterMarker = false
        private var outputBytes: [UInt8] = []

        /// The output after the marker (empty until the marker came).
        var output: String { String(decoding: outputBytes, as: UTF8.self) }

        mutating func append(_ data: Data) {
            byteCount += data.count
            if afterMarker {
                outputBytes.append(contentsOf: data)
                return
            }
            var start = data.startIndex
            while let newline = data[start...].firstIndex(of: UInt8(ascii: "\n")) {
                keep(data[start..<newline])
                start = data.index(after: newline)
                if !skipsLine { read(line: partial) }
                partial.removeAll(keepingCapacity: true)
                skipsLine = false
                if afterMarker {
                    outputBytes.append(contentsOf: data[start...])
                    return
                }
            }
            keep(data[start...])
        }

        /// Adds bytes to the line not yet ended, unless that makes it too long for a step line.
        private mutating func keep(_ bytes: Data.SubSequence) {
            guard !skipsLine else { return }
            if partial.count + bytes.count > Self.maximumLineBytes {
                skipsLine = true
                partial = []
                return
            }
            partial.append(contentsOf: bytes)
        }

        /// Reads the last line if it did not end with a newline.
        mutating func finish() {
            guard !afterMarker, !skipsLine, !partial.isEmpty else { return }
            read(line: partial)
            partial.removeAll()
        }

        private mutating func read(line bytes: [UInt8]) {
            let line = String(decoding: bytes, as: UTF8.self)
            if line == outputMarker {
                afterMarker = true
                return
            }
            guard line.hasPrefix("step "), let space = line.dropFirst(5).firstIndex(of: " "),
                let run = Int(line[line.index(line.startIndex, offsetBy: 5)..<space])
            else { return }
            if let last = steps.last, last.run != run { steps.removeAll(keepingCapacity: true) }
            steps.append((run, String(line[line.index(after: space)...])))
        }
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
        let (steps, output) = reader.finish()
        if hung { return Outcome(steps: steps, ending: .hung) }
        if process.terminationReason == .uncaughtSignal {
            return Outcome(steps: steps, ending: .crashed(signal: process.terminationStatus))
        }
        return Outcome(steps: steps, ending: .exited(process.terminationStatus, output: output))
    }

    /// Reads what the child writes, from the pipe's reading thread.
    private final class LineReader: @unchecked Sendable {
        private let lock = NSLock()
        private var reader = StepLineReader()

        func append(_ more: Data) {
            lock.lock()
            reader.append(more)
            lock.unlock()
        }

        var byteCount: Int {
            lock.lock()
            defer { lock.unlock() }
            return reader.byteCount
        }

        /// The steps of the child's last run and its output, once it ended.
        func finish() -> (steps: [(run: Int, text: String)], output: String) {
            lock.lock()
            defer { lock.unlock() }
            reader.finish()
            return (reader.steps, reader.output)
        }
    }
}
#endif
