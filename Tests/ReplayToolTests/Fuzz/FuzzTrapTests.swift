import Foundation
import Testing

@testable import ReplayTool

// A child process needs Foundation's Process: macOS and Linux have it, iOS does not.
#if os(macOS) || os(Linux)

/// The fuzz engine's crash path on a planted bug: `fuzz-trap-screens` (Tests/FuzzTrapScreens)
/// is a team's three-line replay command whose tasks interactor traps when a task is ticked
/// off after a delete. `fuzz` runs the session in a child of it, which the trap takes down;
/// the steps of its last run are shrunk in fresh children to a script that crashes a plain
/// replay too.
@Suite struct FuzzTrapTests {
    /// The test-only executable, which SwiftPM builds beside the test bundle.
    private static var executable: String? {
        let directories =
            [Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent()]
            + Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
        return directories.map { $0.appendingPathComponent("fuzz-trap-screens").path }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Runs `executable` with `arguments` to its end; its exit status and standard output.
    private func run(_ executable: String, _ arguments: [String], in folder: URL) throws -> (Int32, String) {
        let outputFile = folder.appendingPathComponent("stdout-\(UUID().uuidString).txt")
        #expect(FileManager.default.createFile(atPath: outputFile.path, contents: nil))
        let output = try FileHandle(forWritingTo: outputFile)
        defer { try? output.close() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationReason == .exit, "the parent of the fuzz session itself must not crash")
        return (process.terminationStatus, try String(contentsOf: outputFile, encoding: .utf8))
    }

    @Test func aTrapAfterADeleteIsFoundShrunkToFiveStepsAndCrashesAPlainReplay() throws {
        let executable = try #require(Self.executable, "fuzz-trap-screens is not built beside the test bundle")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fuzz-trap-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        // The default session (200 runs × 100 steps: at most 20,000 steps), seed 1.
        let (status, report) = try run(
            executable, ["fuzz", "--screen", "tasks-trap", "--out", folder.path], in: folder)
        #expect(status == 3, "a crash exits 3: \(report)")
        #expect(report.contains("fuzz tasks-trap: the screen crashed with signal "), "\(report)")
        let scripts = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.hasPrefix("fuzz-tasks-trap-seed1-run") && $0.hasSuffix(".jsonl")
        }
        let name = try #require(scripts.first, "no script written: \(report)")
        let scriptURL = folder.appendingPathComponent(name)
        let script = try String(contentsOf: scriptURL, encoding: .utf8)
        let lines = script.split(separator: "\n").map(String.init)
        let steps = Array(lines.dropFirst(2))
        #expect(lines.first?.hasPrefix("# fuzz seed=1 run=") == true, "\(script)")
        #expect(lines.first?.contains("→\(steps.count)") == true, "\(script)")
        #expect(report.contains("shrunk: "), "\(report)")
        #expect(!steps.isEmpty && steps.count <= 5, "shrunk to \(steps.count) steps:\n\(script)")
        #expect(steps.last?.contains("\"toggle\"") == true, "the trapping action ends the script:\n\(script)")
        #expect(steps.contains { $0.contains("\"delete\"") }, "the trap needs a delete first:\n\(script)")

        // A plain replay of the shrunk script crashes the same way (by a signal), and without
        // any one of its steps it does not: the script is 1-minimal.
        let plain = FuzzChild.run(executable, [scriptURL.path], silence: 60, quiet: true)
        guard case .crashed = plain.ending else {
            Issue.record("a plain replay of the shrunk script ended \(plain.ending):\n\(script)")
            return
        }
        #expect(report.contains("crashed with signal \(signal(of: plain.ending))"), "\(report)")
        for index in steps.indices {
            var fewer = steps
            fewer.remove(at: index)
            let candidate = folder.appendingPathComponent("without-\(index).jsonl")
            try Data((lines.prefix(2) + fewer).joined(separator: "\n").appending("\n").utf8).write(to: candidate)
            let ending = FuzzChild.run(executable, [candidate.path], silence: 60, quiet: true).ending
            #expect(ending != plain.ending, "step \(index) is not needed:\n\(script)")
        }
    }

    private func signal(of ending: FuzzChild.Ending) -> Int32 {
        if case .crashed(let signal) = ending { return signal }
        return 0
    }
}
#endif
