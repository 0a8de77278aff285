import HeadlessList
import InteractorAdapter
import ReactiveTesting

/// Why an action script could not be read. Every message starts with `file:line:column:`
/// and says what to write instead.
///
/// ```text
/// todo-basics.jsonl:4:2: unknown step "tapp"; the steps are: dispatch, tap, scroll, advance, expect
/// ```
package enum ScriptError: Error, CustomStringConvertible, Equatable, Sendable {
    /// A line is not valid JSON; the location is the offending character.
    case malformedJSON(at: ScriptLocation, reason: String)
    /// The script has no line besides comments and blank lines.
    case emptyScript(file: String)
    /// The first line is not a valid header.
    case invalidHeader(at: ScriptLocation, reason: String)
    /// A header (an object with a "screen" key) after the first line.
    case misplacedHeader(at: ScriptLocation)
    /// A step line is JSON but not an object; `kind` is what it is ("an array", ...).
    case stepNotAnObject(at: ScriptLocation, kind: String)
    /// A step object with no key or with several; `keys` are the keys it has.
    case stepKeyCount(at: ScriptLocation, keys: [String])
    /// A step whose key is not one of `ScriptStep.keys`.
    case unknownStep(at: ScriptLocation, key: String)
    /// A step's value has the wrong shape; `reason` names the step and the field.
    case invalidPayload(at: ScriptLocation, step: String, reason: String)
    /// An `expect` step with a key that is not one of `ScriptExpectation.keys`.
    case unknownExpectation(at: ScriptLocation, key: String)

    /// Where the problem is; for an empty script, line 1 of the file.
    package var location: ScriptLocation {
        switch self {
        case .malformedJSON(let at, _), .invalidHeader(let at, _), .misplacedHeader(let at),
            .stepNotAnObject(let at, _), .stepKeyCount(let at, _), .unknownStep(let at, _),
            .invalidPayload(let at, _, _), .unknownExpectation(let at, _):
            return at
        case .emptyScript(let file):
            return ScriptLocation(file: file, line: 1)
        }
    }

    package var description: String { "\(location): \(message)" }

    /// The message without its location.
    package var message: String {
        switch self {
        case .malformedJSON(_, let reason):
            return "malformed JSON: \(reason)"
        case .emptyScript:
            return "the script is empty; its first line must be a header such as \(ScriptHeader.example)"
        case .invalidHeader(_, let reason):
            return "invalid header: \(reason); a header looks like \(ScriptHeader.example)"
        case .misplacedHeader:
            return "a header may only be the first line; every later line is a step with one of the keys "
                + ScriptStep.keys.joined(separator: ", ")
        case .stepNotAnObject(_, let kind):
            return "a step must be an object with one key, found \(kind); the steps are: "
                + ScriptStep.keys.joined(separator: ", ")
        case .stepKeyCount(_, let keys) where keys.isEmpty:
            return "a step must have exactly one key, found none; the steps are: "
                + ScriptStep.keys.joined(separator: ", ")
        case .stepKeyCount(_, let keys):
            return "a step must have exactly one key, found \(keys.count) ("
                + keys.prefix(5).map { EchoedText.quoted($0) }.joined(separator: ", ")
                + (keys.count > 5 ? ", and \(keys.count - 5) more" : "") + "); write one step per line"
        case .unknownStep(_, let key):
            return
                "unknown step \(EchoedText.quoted(key))\(Suggestion.didYouMean(key, among: ScriptStep.keys)); the steps are: "
                + ScriptStep.keys.joined(separator: ", ")
        case .invalidPayload(_, let step, let reason):
            return "\"\(step)\" \(reason)"
        case .unknownExpectation(_, let key):
            return
                "unknown expectation \(EchoedText.quoted(key))\(Suggestion.didYouMean(key, among: ScriptExpectation.keys)); "
                + "the expectations are: " + ScriptExpectation.keys.joined(separator: ", ")
        }
    }
}
