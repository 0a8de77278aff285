import Foundation
import InteractorAdapter
import ScriptReplay

/// Reads a run saved with `replay SCRIPT --json`, or says where and why it cannot: the file,
/// and the line and column of the text or value at fault.
enum RunDocumentReader {
    /// Why a saved run cannot be read.
    struct ReadError: Error, Equatable, CustomStringConvertible {
        var description: String
    }

    /// The run in `file`.
    static func read(_ file: String) throws(ReadError) -> ReplayRun {
        let text: String
        do {
            // The same reading, byte order mark and UTF-8 checks as `replay diff`'s inputs.
            text = try DiffInputReader.text(of: file)
            _ = try JSONParser.parse(text)
        } catch let error as DiffInputError {
            throw ReadError(description: error.description)
        } catch let error as JSONParseError {
            throw ReadError(description: "\(file):\(error.line):\(error.column): \(error.reason)")
        } catch {
            throw ReadError(description: "\(file): \(error)")
        }
        let run: ReplayRun
        do {
            run = try JSONDecoder().decode(ReplayRun.self, from: Data(text.utf8))
        } catch let error as DecodingError {
            throw ReadError(description: describe(error, in: file, text: text))
        } catch {
            throw ReadError(description: "\(file): \(error)")
        }
        // A run that stopped before its first step (an unknown screen) has no frame to show.
        guard run.list != nil, run.steps.isEmpty || run.steps[0].frame != nil else {
            throw ReadError(
                description: "\(file): the run holds no frames (it was saved before replay recorded them); "
                    + "save it again with replay SCRIPT.jsonl --json")
        }
        return run
    }

    /// `file:line:column: steps[2].time: must be a number`, at the value (or, for a missing
    /// key, at the object that lacks it).
    private static func describe(_ error: DecodingError, in file: String, text: String) -> String {
        let codingPath: [any CodingKey]
        let problem: String
        switch error {
        case .keyNotFound(let key, let context):
            codingPath = context.codingPath
            problem = "the key \"\(key.stringValue)\" is missing"
        case .typeMismatch(let type, let context):
            codingPath = context.codingPath
            problem = "must be \(name(of: type))"
        case .valueNotFound(let type, let context):
            codingPath = context.codingPath
            problem = "must be \(name(of: type)), found null"
        case .dataCorrupted(let context):
            codingPath = context.codingPath
            problem = context.debugDescription
        @unknown default:
            return "\(file): not a saved run: \(error)"
        }
        let path = codingPath.map { key in key.intValue.map(JSONPathStep.index) ?? .key(key.stringValue) }
        let position = JSONTextLocator(text).position(of: path)
        let place = path.isEmpty ? "" : JSONPathStep.text(of: path) + ": "
        return "\(file):\(position.line):\(position.column): \(place)\(problem) (not a run saved with replay --json?)"
    }

    private static func name(of type: Any.Type) -> String {
        switch type {
        case is String.Type: return "a string"
        case is Int.Type: return "an integer"
        case is Double.Type: return "a number"
        case is Bool.Type: return "true or false"
        default:
            let name = String(describing: type)
            if name.hasPrefix("Array") { return "an array" }
            if name.hasPrefix("Dictionary") || name.hasPrefix("KeyedDecodingContainer") { return "an object" }
            return name
        }
    }
}
