import Foundation
import HeadlessList
import InteractorAdapter
import ScriptReplay

/// `replay check-batch FILE.json`: would UIKit accept this batch update?
///
/// Reads `{"before": [counts], "after": [counts], "style": "table" | "collection",
/// "update": {"deleteSections": [s], "insertSections": [s], "reloadSections": [s],
/// "moveSections": [[from, to]], "deleteItems": [[section, item]], "insertItems": [...],
/// "reloadItems": [...], "moveItems": [[[s, i], [s, i]]]}}` (missing keys are empty, style
/// defaults to table) and prints `valid` (exit 0) or UIKit's message for the first rule
/// broken (exit 1). An unreadable file, malformed JSON, or a value of the wrong shape or an
/// unknown key (naming the key) exits 2 with `FILE:LINE:COLUMN: reason` on standard error.
enum CheckBatchCommand {
    static let usage = "usage: replay check-batch FILE.json\n"

    static func run(_ arguments: [String]) -> CommandResult {
        if arguments == ["-h"] || arguments == ["--help"] {
            return CommandResult(exitCode: 0, standardOutput: usage)
        }
        guard arguments.count == 1, let path = arguments.first, !path.hasPrefix("-") else {
            return CommandResult(exitCode: 2, standardError: usage)
        }
        let input: CheckBatchInput
        do {
            input = try CheckBatchInput.read(path: path)
        } catch {
            return CommandResult(exitCode: 2, standardError: "replay check-batch: \(error)\n")
        }
        if let violation = BatchUpdateValidator.validate(
            input.update, before: input.before, after: input.after, style: input.style)
        {
            return CommandResult(exitCode: 1, standardOutput: "\(violation)\n")
        }
        return CommandResult(exitCode: 0, standardOutput: "valid\n")
    }
}
