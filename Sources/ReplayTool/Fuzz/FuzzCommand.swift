import Foundation
import ScriptReplay

/// `replay fuzz --screen NAME ...`: fuzzes a registered screen (see `FuzzSession`), prints
/// the report, and writes a failure's shrunk script and report to `--out`.
///
/// Exit codes: 0 when no invariant broke, 1 when one did (script and report written), 2 for
/// a usage error (an unknown screen or invariant too), 3 when the screen crashed or hung.
///
/// Run as an executable (`ReplayCommand.main`), the session runs in a child process, the
/// same executable with `--child`, which writes each step before running it: a screen that
/// traps or hangs kills the child, and the steps of its last run are shrunk by replaying
/// candidates in fresh children (see `FuzzChild`). Called as a function, it runs in process.
enum FuzzCommand {
    /// Runs the command; with `executable`, in a child process of it.
    static func run(
        _ arguments: [String], screens: [ReplayScreenFactory], executable: String? = nil
    ) -> CommandResult {
        #if os(macOS) || os(Linux)
        if let executable, !arguments.contains("--child"), (try? FuzzArguments(arguments)) != nil,
            screens.contains(where: { $0.name == (try? FuzzArguments(arguments))?.screen })
        {
            return FuzzIsolation.run(arguments, executable: executable, screens: screens)
        }
        #endif
        return runHere(arguments, screens: screens)
    }

    private static func runHere(_ arguments: [String], screens: [ReplayScreenFactory]) -> CommandResult {
        var parsed: FuzzArguments
        do {
            parsed = try FuzzArguments(arguments)
        } catch {
            return CommandResult(exitCode: 2, standardError: "replay fuzz: \(error)\n" + FuzzArguments.usage)
        }
        guard let factory = screens.first(where: { $0.name == parsed.screen }) else {
            let names = screens.map(\.name).joined(separator: ", ")
            return CommandResult(
                exitCode: 2, standardError: "replay fuzz: no screen \"\(parsed.screen)\"; the screens are \(names)\n")
        }
        if let error = factory.registrationError {
            return CommandResult(exitCode: 2, standardError: "replay fuzz: \(error)\n")
        }
        do {
            parsed.options.invariants = try InvariantSelection(
                parsing: parsed.invariants, knownRules: factory.ruleNames)
            if let corpus = parsed.corpus { parsed.options.corpus = try FuzzCorpus.values(inScriptsAt: corpus) }
        } catch {
            return CommandResult(exitCode: 2, standardError: "replay fuzz: \(error)\n")
        }
        let options = parsed.options
        let isChild = parsed.isChild
        let report = MainActorHop.run {
            FuzzSession.run(factory, options: options) { run, text in
                if isChild { FileHandle.standardOutput.write(Data(FuzzChild.stepLine(run: run, text: text).utf8)) }
            }
        }
        var result = output(report, arguments: parsed, screen: factory)
        if isChild { result.standardOutput = FuzzChild.outputMarker + "\n" + result.standardOutput }
        return result
    }

    private static func output(
        _ report: FuzzReport, arguments: FuzzArguments, screen: ReplayScreenFactory
    ) -> CommandResult {
        var result = CommandResult(exitCode: 0, standardOutput: arguments.json ? report.jsonText : report.text)
        guard let failure = report.failure else { return result }
        result.exitCode = failure.violation.id == "slow" ? 3 : 1
        let name = "fuzz-\(report.screen)-seed\(report.seed)-run\(failure.run)"
        let folder = URL(fileURLWithPath: arguments.out, isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(failure.script.utf8).write(to: folder.appendingPathComponent(name + ".jsonl"))
            try Data(report.jsonText.utf8).write(to: folder.appendingPathComponent(name + ".json"))
        } catch {
            result.standardError += "replay fuzz: cannot write to \(arguments.out): \(error)\n"
            return result
        }
        let script = folder.appendingPathComponent(name + ".jsonl").path
        // The shrunk script's page opens at its first failure: the invariants that broke.
        let page = folder.appendingPathComponent(name + ".html").path
        let replay = MainActorHop.run { try? ScriptRunner.replay(scriptAt: script, screens: [screen]) }
        if let replay, (try? ReplayHTMLReport(replay).write(to: page)) == nil {
            result.standardError += "replay fuzz: cannot write \(page)\n"
        }
        result.standardError +=
            "replay fuzz: \(failure.violation.id): \(failure.violation.message)\n"
            + "replay fuzz: wrote \(script) (replay it with: replay \(script)), its report \(name).json and its page \(name).html\n"
        return result
    }
}
