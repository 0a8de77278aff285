import Foundation
import HeadlessList
import InteractorAdapter
import ReactiveTesting

/// Turns a `dispatch` step's JSON into a dispatched action, or into a `ReplayError` that
/// lists the screen's actions or names the field that did not decode.
@MainActor
enum ActionDecoding {
    /// Decodes and dispatches `json`, written on `line`; errors point at the action's key
    /// or at the field that did not decode.
    static func dispatch(
        _ json: JSONValue, on screen: ReplayScreen, factory: ReplayScreenFactory, line: RawScriptLine
    ) throws(ReplayError) {
        let step = line.location(ofKey: "dispatch")
        guard case .object(let members) = json, members.count == 1 else {
            throw .unknownAction(at: step, key: nil, screen: factory.name, actions: factory.actionNames)
        }
        let key = members[0].key
        let action = line.location(ofKey: key, after: step.column + 1)
        // The action type decides: a key it decodes runs even when a hand-kept list leaves it out.
        guard factory.actionNames.contains(key) || screen.acceptsActionKey?(key) == true else {
            throw .unknownAction(at: action, key: key, screen: factory.name, actions: factory.actionNames)
        }
        do {
            try screen.dispatch?(json)
        } catch let error as DecodingError {
            if let (path, number) = numberThatDoesNotFit(error, in: json) {
                var location = action
                for name in path.dropFirst() where !name.hasPrefix("[") {
                    let found = line.location(ofKey: name, after: location.column + 1)
                    if found != line.start { location = found }
                }
                let field = path.joined(separator: ".").replacingOccurrences(of: ".[", with: "[")
                throw .invalidAction(at: location, action: key, field: field, reason: doesNotFit(number))
            }
            let (field, reason) = describe(error, action: key)
            throw .invalidAction(
                at: location(of: error, after: action, on: line), action: key, field: field, reason: reason)
        } catch {
            throw .invalidAction(at: action, action: key, field: key, reason: "does not decode: \(error)")
        }
    }

    /// The key of the field that did not decode, or the action's key for a missing field.
    private static func location(
        of error: DecodingError, after action: ScriptLocation, on line: RawScriptLine
    ) -> ScriptLocation {
        let codingPath: [any CodingKey]
        switch error {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            codingPath = context.codingPath
        default:
            return action
        }
        var location = action
        for key in codingPath.dropFirst() where key.intValue == nil {
            let found = line.location(ofKey: key.stringValue, after: location.column + 1)
            if found != line.start { location = found }
        }
        return location
    }

    /// The dotted coding path of the offending field and what was wrong with it.
    static func describe(_ error: DecodingError, action: String) -> (field: String, reason: String) {
        func path(_ codingPath: [any CodingKey], _ last: (any CodingKey)? = nil) -> String {
            let keys = (codingPath + (last.map { [$0] } ?? [])).map { key in
                key.intValue.map { "[\($0)]" } ?? key.stringValue
            }
            return keys.isEmpty ? action : keys.joined(separator: ".")
        }
        switch error {
        case .keyNotFound(let key, let context):
            return (path(context.codingPath, key), "is missing")
        case .typeMismatch(let type, let context):
            return (path(context.codingPath), "must be \(typeName(type))")
        case .valueNotFound(let type, let context):
            let field = path(context.codingPath)
            let expected = typeName(type)
            // `{"loadMore": null}`: the action itself is null, and an action without a payload takes `{}`.
            let hint =
                field == action && expected == "an object"
                ? "; an action without a payload is written {\"\(action)\": {}}" : ""
            return (field, "must be \(expected), found null\(hint)")
        case .dataCorrupted(let context):
            return (path(context.codingPath), "is invalid: \(context.debugDescription)")
        @unknown default:
            return (action, "does not decode")
        }
    }

    /// `a string`, `a number`, ... for the types actions hold; the type's name otherwise.
    private static func typeName(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: return "a string"
        case is Int.Type: return "an integer"
        case is Double.Type, is Float.Type: return "a number"
        case is Bool.Type: return "true or false"
        default:
            let name = String(describing: type)
            return name.hasPrefix("Dictionary") || name.hasPrefix("KeyedDecodingContainer") ? "an object" : name
        }
    }
}
