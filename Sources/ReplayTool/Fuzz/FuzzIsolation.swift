import Foundation
import ScriptReplay

// A child process needs Foundation's Process: macOS and Linux have it (with the signals it reports), iOS does not.
#if os(macOS) || os(Linux)

/// `replay fuzz` with the session in a child process: passes the child's output on when it
/// ends normally; when it crashes or hangs, takes the steps of its last run, shrinks them by
/// replaying candidate scripts in fresh children that must end the same way, writes the
/// script and exits 3.
enum FuzzIsolation {
    static func run(_ arguments: [String], executable: String, screens: [ReplayScreenFactory]) -> CommandResult {
        let outcome = FuzzChild.run(executable, ["fuzz", "--child"] + arguments)
        guard let parsed = try? FuzzArguments(arguments),
            let factory = screens.first(where: { $0.name == parsed.screen })
        else { return CommandResult(exitCode: 2) }
        if case .exited(let code, let output) = outcome.ending {
            return CommandResult(exitCode: code, standardOutput: output)
        }
        guard let lastRun = outcome.steps.last?.run else {
            return CommandResult(
                exitCode: 3,
                standardError: "replay fuzz: the screen \(describe(outcome.ending)) before its first step\n")
        }
        let steps = outcome.steps.filter { $0.run == lastRun }.map(\.text)
        let header = FuzzScript.header(screen: factory.name, list: parsed.options.list)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("replay-fuzz-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let ending = outcome.ending
        let candidatePath = folder.appendingPathComponent("candidate.jsonl").path
        let options = parsed.options
        let (shrunk, replays) = MainActorHop.run { () -> ([String], Int) in
            var shrinker = FuzzShrinker(budget: options.shrinkBudget) { candidate in
                let text = ([header] + candidate).joined(separator: "\n") + "\n"
                guard (try? Data(text.utf8).write(to: URL(fileURLWithPath: candidatePath))) != nil else { return false }
                return FuzzChild.run(executable, [candidatePath], silence: 5, quiet: true).ending == ending
            }
            return (options.shrinks ? shrinker.shrink(steps) : steps, shrinker.replays)
        }
        let comment =
            "# fuzz seed=\(parsed.options.seed) run=\(lastRun) \(describe(ending).replacingOccurrences(of: " ", with: "-")) "
            + "steps=\(steps.count)→\(shrunk.count)"
        let script = ([comment, header] + shrunk).joined(separator: "\n") + "\n"
        return write(script, named: "fuzz-\(factory.name)-seed\(parsed.options.seed)-run\(lastRun)", into: parsed.out)
            .with(
                report: "fuzz \(factory.name): the screen \(describe(ending)) in run \(lastRun) at step "
                    + "\(steps.count): \(steps.last ?? "")\nshrunk: \(steps.count) → \(shrunk.count) steps in "
                    + "\(replays) replays, each in a fresh process\nscript:\n" + script)
    }

    private static func describe(_ ending: FuzzChild.Ending) -> String {
        switch ending {
        case .crashed(let signal): return "crashed with signal \(signal)"
        case .hung: return "hung"
        case .exited(let code, _): return "exited with \(code)"
        }
    }

    private static func write(_ script: String, named name: String, into out: String) -> CommandResult {
        let folder = URL(fileURLWithPath: out, isDirectory: true)
        let path = folder.appendingPathComponent(name + ".jsonl")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(script.utf8).write(to: path)
            return CommandResult(exitCode: 3, standardError: "replay fuzz: wrote \(path.path)\n")
        } catch {
            return CommandResult(exitCode: 3, standardError: "replay fuzz: cannot write to \(out): \(error)\n")
        }
    }
}

extension CommandResult {
    /// The result with `report` as its standard output.
    fileprivate func with(report: String) -> CommandResult {
        CommandResult(exitCode: exitCode, standardOutput: report, standardError: standardError)
    }
}
#endif
