import HeadlessList
import InteractorAdapter
import ReactiveTesting

/// Reads and checks one step line of a script.
struct ScriptStepReader {
    let line: RawScriptLine

    func read(_ value: JSONValue) throws(ScriptError) -> ScriptStep {
        guard case .object(let members) = value else {
            throw .stepNotAnObject(at: line.start, kind: value.kindDescription)
        }
        if let header = members.first(where: { $0.key == "screen" }) {
            throw .misplacedHeader(at: line.location(ofKey: header.key))
        }
        guard members.count == 1, let (key, payload) = members.first else {
            throw .stepKeyCount(at: line.start, keys: members.map(\.key))
        }
        let at = line.location(ofKey: key)
        switch key {
        case "dispatch":
            return .dispatch(payload)
        case "tap":
            guard case .array(let pair) = payload, pair.count == 2,
                let section = pair[0].nonNegativeInt, let row = pair[1].nonNegativeInt
            else {
                throw .invalidPayload(
                    at: at, step: key,
                    reason: "must be [section, row] of non-negative integers, found \(payload.excerpt)")
            }
            return .tap(section: section, row: row)
        case "scroll":
            return .scroll(try nonNegativeNumber(payload, step: key, at: at, meaning: "content offset in points"))
        case "advance":
            return .advance(try nonNegativeNumber(payload, step: key, at: at, meaning: "number of seconds"))
        case "expect":
            return .expect(try ScriptExpectationReader(line: line, column: at.column).read(payload))
        case "resize":
            guard case .object(let members) = payload, members.count == 1, members[0].key == "width",
                let width = members[0].value.doubleValue, width > 0, width.isFinite
            else {
                throw .invalidPayload(
                    at: at, step: key,
                    reason: #"must be {"width": points} with a positive width, found "# + payload.excerpt)
            }
            return .resize(width: width)
        case "swipe", "drag", "menu":
            return try InteractionStepReader(line: line, step: key, column: at.column).read(payload)
        default:
            throw .unknownStep(at: at, key: key)
        }
    }

    private func nonNegativeNumber(
        _ payload: JSONValue, step: String, at: ScriptLocation, meaning: String
    ) throws(ScriptError) -> Double {
        guard let number = payload.doubleValue, number >= 0 else {
            throw .invalidPayload(
                at: at, step: step, reason: "must be a \(meaning), zero or more, found \(payload.excerpt)")
        }
        return number
    }
}
