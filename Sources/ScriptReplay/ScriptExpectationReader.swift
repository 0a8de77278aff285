import HeadlessList
import InteractorAdapter
import ReactiveTesting

/// Reads and checks the object of an `expect` step.
struct ScriptExpectationReader {
    let line: RawScriptLine
    /// The column of the `"expect"` key, so that keys inside it are searched after it; found
    /// only when an error needs it, so that a well-formed line is not scanned for it.
    var column: Int { line.location(ofKey: "expect").column }

    func read(_ payload: JSONValue) throws(ScriptError) -> ScriptExpectation {
        guard case .object(let members) = payload, !members.isEmpty else {
            throw .invalidPayload(
                at: line.location(ofKey: "expect"), step: "expect",
                reason: "must be an object with at least one of the keys "
                    + ScriptExpectation.keys.joined(separator: ", ")
                    + ", found \(payload.excerpt)")
        }
        var expectation = ScriptExpectation()
        for (key, value) in members {
            try read(key, value, into: &expectation)
        }
        return expectation
    }

    private func read(
        _ key: String, _ value: JSONValue, into expectation: inout ScriptExpectation
    ) throws(ScriptError) {
        switch key {
        case "rows":
            if let total = value.nonNegativeInt {
                expectation.rows = .total(total)
            } else if case .array(let counts) = value, !counts.isEmpty, counts.allSatisfy({ $0.nonNegativeInt != nil })
            {
                expectation.rows = .perSection(counts.compactMap(\.nonNegativeInt))
            } else {
                throw invalid(key, "a row count or an array of row counts per section", found: value, integer: true)
            }
        case "visible":
            guard case .array(let texts) = value, let strings = Self.strings(texts) else {
                throw invalid(key, "an array of the texts on screen, top to bottom", found: value)
            }
            expectation.visible = strings
        case "contains", "absent":
            let texts = try textOrTexts(key, value)
            if key == "contains" { expectation.contains = texts } else { expectation.absent = texts }
        case "lastDecision":
            expectation.lastDecisions = try decisions(value)
        case "coalesced", "fallbacks", "alreadyShown":
            guard let count = value.nonNegativeInt else {
                throw invalid(key, "a count, zero or more", found: value, integer: true)
            }
            switch key {
            case "coalesced": expectation.coalesced = count
            case "fallbacks": expectation.fallbacks = count
            default: expectation.alreadyShown = count
            }
        case "swipeActions", "menuActions", "lastDrag":
            try readInteraction(key, value, into: &expectation)
        case "invariants":
            guard case .string(let text) = value else {
                throw invalid(
                    key, "a selection of invariants such as \"default\" or \"default,-pending\"", found: value)
            }
            do {
                expectation.invariants = try InvariantSelection(parsing: text)
            } catch {
                throw .invalidPayload(at: line.location(ofKey: key, after: column), step: "expect", reason: "\(error)")
            }
        case _ where ScriptGeometryCheck.keys.contains(key):
            try ScriptGeometryCheckReader(line: line).read(key, value, into: &expectation.geometry)
        default:
            throw .unknownExpectation(at: line.location(ofKey: key, after: column), key: key)
        }
    }

    /// Reads `swipeActions`, `menuActions` or `lastDrag`.
    private func readInteraction(
        _ key: String, _ value: JSONValue, into expectation: inout ScriptExpectation
    ) throws(ScriptError) {
        let shapes = [
            "swipeActions": #"{"item": [section, row], "edge": "trailing" | "leading", "titles": [...]}"#,
            "menuActions": #"{"item": [section, row], "titles": [...]}"#,
            "lastDrag": #"{"from": [section, row], "to": [section, row]}"#,
        ]
        let shape = shapes[key] ?? ""
        guard case .object(let members) = value else { throw invalid(key, shape, found: value) }
        let fields: Set<String> =
            key == "swipeActions"
            ? ["item", "edge", "titles"] : key == "menuActions" ? ["item", "titles"] : ["from", "to"]
        guard members.allSatisfy({ fields.contains($0.key) }) else { throw invalid(key, shape, found: value) }
        func row(_ field: String) throws(ScriptError) -> ScriptRow {
            guard case .array(let pair)? = value[field], pair.count == 2, let section = pair[0].nonNegativeInt,
                let row = pair[1].nonNegativeInt
            else { throw invalid(key, shape, found: value, integer: true) }
            return ScriptRow(section: section, row: row)
        }
        if key == "lastDrag" {
            expectation.lastDrag = ScriptExpectation.DragCheck(from: try row("from"), to: try row("to"))
            return
        }
        guard case .array(let texts)? = value["titles"], let titles = Self.strings(texts) else {
            throw invalid(key, shape, found: value)
        }
        guard key == "swipeActions" else {
            expectation.menuActions = ScriptExpectation.MenuActionsCheck(item: try row("item"), titles: titles)
            return
        }
        var edge = ListSwipeEdge.trailing
        if let written = value["edge"] {
            guard case .string(let name) = written, let value = ListSwipeEdge(rawValue: name) else {
                throw invalid(key, shape, found: written)
            }
            edge = value
        }
        expectation.swipeActions = ScriptExpectation.SwipeActionsCheck(
            item: try row("item"), edge: edge, titles: titles)
    }

    private func textOrTexts(_ key: String, _ value: JSONValue) throws(ScriptError) -> [String] {
        if case .string(let text) = value { return [text] }
        guard case .array(let texts) = value, !texts.isEmpty, let strings = Self.strings(texts) else {
            throw invalid(key, "a text or a non-empty array of texts", found: value)
        }
        return strings
    }

    private func decisions(_ value: JSONValue) throws(ScriptError) -> [ScriptExpectation.DecisionCheck] {
        let checks: [JSONValue]
        if case .array(let array) = value, !array.isEmpty { checks = array } else { checks = [value] }
        var result: [ScriptExpectation.DecisionCheck] = []
        for check in checks {
            let names = RenderTrace.Decision.Kind.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: " | ")
            guard case .object(let members) = check, members.count == 2,
                case .string(let item)? = check["item"], case .string(let name)? = check["decision"]
            else {
                throw invalid(
                    "lastDecision", "{\"item\": ID_OR_TEXT, \"decision\": \(names)} or an array of them", found: check)
            }
            guard let decision = RenderTrace.Decision.Kind(rawValue: name) else {
                throw invalid("lastDecision", "a decision of \(names)", found: .string(name))
            }
            result.append(ScriptExpectation.DecisionCheck(item: item, decision: decision))
        }
        return result
    }

    private static func strings(_ values: [JSONValue]) -> [String]? {
        var strings: [String] = []
        for value in values {
            guard case .string(let text) = value else { return nil }
            strings.append(text)
        }
        return strings
    }

    /// - Parameter integer: whether an integer was expected, to say why a number is not one.
    private func invalid(_ key: String, _ expected: String, found: JSONValue, integer: Bool = false) -> ScriptError {
        .invalidPayload(
            at: line.location(ofKey: key, after: column), step: "expect",
            reason: "field \"\(key)\" must be \(expected), found \(found.excerpt)\(integer ? found.integerNote : "")")
    }
}
