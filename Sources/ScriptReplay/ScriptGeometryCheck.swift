import HeadlessList
import InteractorAdapter

/// The checks of an `expect` step about where rows are and what sizing them cost:
///
/// ```json
/// {"expect": {"frames": [{"item": [0, 2], "top": 132, "height": 66}], "contentHeight": 640}}
/// {"expect": {"firstVisible": {"item": [0, 5], "y": -12}, "offset": 300, "measurements": 14}}
/// ```
///
/// - `frames`: rows by `[section, row]` with their `top` (from the content's top) and
///   `height`, in points; a partial list (only these rows are checked), and either number may
///   be left out.
/// - `contentHeight`: the height of all sections together, in points.
/// - `offset`: the content offset, in points.
/// - `firstVisible`: the first row on screen and its top's `y` on screen (its top minus the
///   offset: 0 or less), `y` optional.
/// - `measurements`: how many times a measuring function was called since the script started.
///
/// Points compare within 0.01.
package struct ScriptGeometryCheck: Equatable, Sendable {
    /// The keys of these checks, as an expectation spells them.
    package static let keys = ExpectationKey.geometry.map(\.rawValue)

    /// One row of a `frames` check.
    package struct RowFrame: Equatable, Sendable {
        package var item: ScriptRow
        package var top: Double?
        package var height: Double?

        package init(item: ScriptRow, top: Double? = nil, height: Double? = nil) {
            self.item = item
            self.top = top
            self.height = height
        }
    }

    /// A `firstVisible` check.
    package struct FirstVisible: Equatable, Sendable {
        package var item: ScriptRow
        package var y: Double?

        package init(item: ScriptRow, y: Double? = nil) {
            self.item = item
            self.y = y
        }
    }

    /// Rows whose place is checked; empty when not checked.
    package var frames: [RowFrame] = []
    /// The expected content height, if checked.
    package var contentHeight: Double?
    /// The expected content offset, if checked.
    package var offset: Double?
    /// The expected first visible row, if checked.
    package var firstVisible: FirstVisible?
    /// The expected number of measuring calls so far, if checked.
    package var measurements: Int?

    package init() {}
}

/// Reads the geometry keys of an `expect` step into a `ScriptGeometryCheck`.
struct ScriptGeometryCheckReader {
    let line: RawScriptLine
    /// The column of the `"expect"` key, found only when an error needs it.
    var column: Int { line.location(ofKey: "expect").column }

    func read(_ key: String, _ value: JSONValue, into check: inout ScriptGeometryCheck) throws(ScriptError) {
        switch key {
        case "frames":
            let shape = #"an array of {"item": [section, row], "top": points, "height": points}"#
            guard case .array(let rows) = value, !rows.isEmpty else { throw invalid(key, shape, found: value) }
            for row in rows {
                guard case .object(let members) = row,
                    members.allSatisfy({ ["item", "top", "height"].contains($0.key) }),
                    let item = Self.row(row["item"])
                else { throw invalid(key, shape, found: row) }
                check.frames.append(
                    ScriptGeometryCheck.RowFrame(
                        item: item, top: try number(key, row["top"], shape),
                        height: try number(key, row["height"], shape)))
            }
        case "contentHeight", "offset":
            let quantity = key == "offset" ? ScriptQuantity.offset : .length()
            guard let points = quantity.accepts(value) else { throw invalid(key, quantity.expected, found: value) }
            if key == "offset" { check.offset = points } else { check.contentHeight = points }
        case "firstVisible":
            let shape = #"{"item": [section, row], "y": points}"#
            guard case .object(let members) = value, members.allSatisfy({ ["item", "y"].contains($0.key) }),
                let item = Self.row(value["item"])
            else { throw invalid(key, shape, found: value) }
            check.firstVisible = ScriptGeometryCheck.FirstVisible(item: item, y: try number(key, value["y"], shape))
        default:
            guard let count = value.nonNegativeInt else {
                throw invalid(key, "a count, zero or more", found: value, note: value.integerNote)
            }
            check.measurements = count
        }
    }

    private static func row(_ value: JSONValue?) -> ScriptRow? {
        guard case .array(let pair)? = value, pair.count == 2, let section = pair[0].nonNegativeInt,
            let row = pair[1].nonNegativeInt
        else { return nil }
        return ScriptRow(section: section, row: row)
    }

    private func number(_ key: String, _ value: JSONValue?, _ shape: String) throws(ScriptError) -> Double? {
        guard let value else { return nil }
        guard let number = value.doubleValue, number.isFinite else { throw invalid(key, shape, found: value) }
        return number
    }

    private func invalid(_ key: String, _ expected: String, found: JSONValue, note: String = "") -> ScriptError {
        .invalidPayload(
            at: line.location(ofKey: key, after: column), step: "expect",
            reason: "field \"\(key)\" must be \(expected), found \(found.excerpt)\(note)")
    }
}
