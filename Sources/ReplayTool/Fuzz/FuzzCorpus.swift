import Foundation
import ScriptReplay

/// The values a team's scripts already use, read from a folder of scripts.
enum FuzzCorpus {
    /// A folder that cannot be read.
    struct ReadError: Error, CustomStringConvertible {
        var path: String
        var description: String { "--corpus \(path): not a folder of scripts that can be read" }
    }

    /// The `dispatch` payloads of every `*.jsonl` script in `path`, in file-name order.
    static func values(inScriptsAt path: String) throws(ReadError) -> [JSONValue] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else {
            throw ReadError(path: path)
        }
        return names.filter { $0.hasSuffix(".jsonl") }.sorted().flatMap { name -> [JSONValue] in
            guard let text = try? String(contentsOfFile: path + "/" + name, encoding: .utf8) else { return [] }
            return FuzzOptions.corpusValues(inScript: text)
        }
    }
}
