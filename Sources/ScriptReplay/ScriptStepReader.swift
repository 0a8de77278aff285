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
        // Where the step's key is written, found only for an error.
        var at: ScriptLocation { line.location(ofKey: key) }
        switch key {
        case "dispatch":
            return .dispatch(payload)
        case "tap":
            guard case .array(let pair) = payload, pair.count == 2,
                let section = pair[0].nonNegativeInt, let row = pair[1].nonNegativeInt
            else {
                throw .invalidPayload(
                    at: at, step: key,
                    reason: "must be [section, row] of non-negative integers, found \(payload.excerpt)"
                        + payload.integerNote)
            }
            return .tap(section: section, row: row)
        case "scroll":
            return .scroll(try number(payload, step: key, quantity: .offset))
        case "advance":
            return .advance(try number(payload, step: key, quantity: .duration()))
        case "expect":
            return .expect(try ScriptExpectationReader(line: line).read(payload))
        case "settle":
            guard case .object(let members) = payload, members.isEmpty else {
                throw .invalidPayload(at: at, step: key, reason: "must be {}, found \(payload.excerpt)")
            }
            return .settle
        case "resize":
            let width = ScriptQuantity.positiveLength()
            guard case .object(let members) = payload, members.count == 1, members[0].key == "width",
                let points = width.accepts(members[0].value)
            else {
                throw .invalidPayload(
                    at: at, step: key,
                    reason: #"must be {"width": points} with a width that is "# + width.expected + ", found "
                        + payload.excerpt)
            }
            return .resize(width: points)
        case "swipe", "drag", "menu":
            return try InteractionStepReader(line: line, step: key).read(payload)
        default:
            throw .unknownStep(at: at, key: key)
        }
    }

    private func number(
        _ payload: JSONValue, step: String, quantity: ScriptQuantity
    ) throws(ScriptError) -> Double {
        guard let number = quantity.accepts(payload) else {
            throw .invalidPayload(
                at: line.location(ofKey: step), step: step,
                reason: "must be \(quantity.expected), found \(payload.excerpt)")
        }
        return number
    }
}
