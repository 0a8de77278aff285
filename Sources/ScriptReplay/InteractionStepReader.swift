import HeadlessList
import InteractorAdapter
import ReactiveTesting

/// Reads and checks the object of a `swipe`, `drag` or `menu` step.
struct InteractionStepReader {
    let line: RawScriptLine
    /// The step's key.
    let step: String
    /// The column of the step's key, so that keys inside it are searched after it; found only
    /// when an error needs it, so that a well-formed line is not scanned for it.
    var column: Int { line.location(ofKey: step).column }

    /// The keys each step's object may have.
    static let keys = [
        "swipe": ["item", "edge", "action", "full"], "drag": ["from", "to"], "menu": ["item", "action"],
    ]

    func read(_ payload: JSONValue) throws(ScriptError) -> ScriptStep {
        let allowed = Self.keys[step] ?? []
        guard case .object(let members) = payload else {
            throw .invalidPayload(
                at: line.location(ofKey: step), step: step,
                reason: "must be an object such as \(Self.example(step)), found \(payload.excerpt)")
        }
        for member in members where !allowed.contains(member.key) {
            throw .invalidPayload(
                at: line.location(ofKey: member.key, after: column), step: step,
                reason:
                    "has no field \(EchoedText.quoted(member.key))\(Suggestion.didYouMean(member.key, among: allowed)); "
                    + "its fields are: " + allowed.joined(separator: ", "))
        }
        switch step {
        case "swipe": return .swipe(try swipe(payload))
        case "drag": return .drag(from: try row(payload, "from"), to: try row(payload, "to"))
        default: return .menu(ScriptMenu(item: try row(payload, "item"), action: try title(payload, "action")))
        }
    }

    // MARK: Private

    private func swipe(_ payload: JSONValue) throws(ScriptError) -> ScriptSwipe {
        var swipe = ScriptSwipe(item: try row(payload, "item"))
        if let edge = payload["edge"] {
            let names = ListSwipeEdge.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: " or ")
            guard case .string(let name) = edge, let value = ListSwipeEdge(rawValue: name) else {
                throw invalid("edge", names, found: edge)
            }
            swipe.edge = value
        }
        let action = try title(payload, "action")
        if let full = payload["full"] {
            guard case .bool(let isFull) = full else { throw invalid("full", "true or false", found: full) }
            if isFull, action != nil {
                throw .invalidPayload(
                    at: line.location(ofKey: "full", after: column), step: step,
                    reason: "gives both \"action\" and \"full\": a full swipe performs the first button, "
                        + "a swipe with \"action\" taps that button; write one of them")
            }
            if isFull { swipe.ending = .full }
        }
        if let action { swipe.ending = .tap(action) }
        return swipe
    }

    private func row(_ payload: JSONValue, _ key: String) throws(ScriptError) -> ScriptRow {
        guard let value = payload[key] else {
            throw .invalidPayload(
                at: line.location(ofKey: step), step: step,
                reason: "needs \"\(key)\": [section, row]; e.g. \(Self.example(step))")
        }
        guard case .array(let pair) = value, pair.count == 2, let section = pair[0].nonNegativeInt,
            let row = pair[1].nonNegativeInt
        else { throw invalid(key, "[section, row] of non-negative integers", found: value, integer: true) }
        return ScriptRow(section: section, row: row)
    }

    private func title(_ payload: JSONValue, _ key: String) throws(ScriptError) -> String? {
        guard let value = payload[key] else { return nil }
        guard case .string(let title) = value, !title.isEmpty else {
            throw invalid(key, "the title of a button, e.g. \"Delete\"", found: value)
        }
        return title
    }

    /// - Parameter integer: whether an integer was expected, to say why a number is not one.
    private func invalid(_ key: String, _ expected: String, found: JSONValue, integer: Bool = false) -> ScriptError {
        .invalidPayload(
            at: line.location(ofKey: key, after: column), step: step,
            reason: "field \"\(key)\" must be \(expected), found \(found.excerpt)\(integer ? found.integerNote : "")")
    }

    private static func example(_ step: String) -> String {
        switch step {
        case "swipe": return #"{"item": [0, 1], "edge": "trailing", "action": "Delete"}"#
        case "drag": return #"{"from": [0, 0], "to": [0, 2]}"#
        default: return #"{"item": [0, 1], "action": "Rename"}"#
        }
    }
}
