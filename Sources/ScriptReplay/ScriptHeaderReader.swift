import HeadlessList
import InteractorAdapter
import ReactiveTesting

/// Reads and checks the header line of a script.
struct ScriptHeaderReader {
    let line: RawScriptLine

    func read(_ value: JSONValue) throws(ScriptError) -> ScriptHeader {
        guard case .object(let members) = value else {
            throw .invalidHeader(
                at: line.start, reason: "the first line must be an object, found \(value.kindDescription)")
        }
        if members.count == 1, ScriptStep.keys.contains(members[0].key) {
            throw .invalidHeader(
                at: line.start, reason: "the first line must be the header, found a \"\(members[0].key)\" step")
        }
        for member in members where !ScriptHeader.keys.contains(member.key) {
            throw .invalidHeader(
                at: line.location(ofKey: member.key),
                reason:
                    "unknown key \(EchoedText.quoted(member.key))\(Suggestion.didYouMean(member.key, among: ScriptHeader.keys)); "
                    + "the header keys are: " + ScriptHeader.keys.joined(separator: ", "))
        }
        var header = ScriptHeader(screen: try screen(value), viewport: try viewport(value), line: line.number)
        header.rowHeight = try optionalNumber(value, "rowHeight", .positiveLength())
        header.headerHeight = try optionalNumber(value, "headerHeight", .length())
        header.footerHeight = try optionalNumber(value, "footerHeight", .length())
        header.width = try optionalNumber(value, "width", .positiveLength())
        header.estimatedRowHeight = try optionalNumber(value, "estimatedRowHeight", .positiveLength())
        header.animationDuration = try optionalNumber(value, "animationDuration", .duration())
        try checkLinesOnScreen(header, written: value)
        if let threshold = value["fallbackThreshold"] {
            guard let count = threshold.nonNegativeInt, count > 0 else {
                throw invalid("fallbackThreshold", "a positive integer", found: threshold, integer: true)
            }
            header.fallbackThreshold = count
        }
        if let inWindow = value["inWindow"] {
            guard case .bool(let flag) = inWindow else { throw invalid("inWindow", "true or false", found: inWindow) }
            header.inWindow = flag
        }
        if let style = value["style"] {
            let names = ListStyle.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: " or ")
            guard case .string(let name) = style, let listStyle = ListStyle(rawValue: name) else {
                throw invalid("style", names, found: style)
            }
            header.style = listStyle
        }
        return header
    }

    /// The most rows, headers and footers a viewport may show at once. Every step keeps the
    /// frame it left on screen (for `--frames`, failures and the page), so a viewport of a
    /// million points over rows of one point would hold a million lines a step: a script of
    /// 4,000 steps took 838 MB. Phones show some 15 rows of 44 points, tall tablets fewer
    /// than 100 rows of 14.
    static let maximumLinesOnScreen = 200.0

    /// Refuses a viewport that would show more than `maximumLinesOnScreen` lines, at the key of
    /// the smallest height a line may have (a header or footer of 0 shows none; rows take the
    /// list's 44 points when `rowHeight` is not given).
    private func checkLinesOnScreen(_ header: ScriptHeader, written: JSONValue) throws(ScriptError) {
        let heights: [(key: String, height: Double?)] = [
            ("rowHeight", header.rowHeight ?? 44), ("estimatedRowHeight", header.estimatedRowHeight),
            ("headerHeight", header.headerHeight), ("footerHeight", header.footerHeight),
        ]
        var smallest: (key: String, height: Double)?
        for case let (key, height?) in heights where height > 0 && height < smallest?.height ?? .infinity {
            smallest = (key, height)
        }
        guard let smallest, header.viewport / smallest.height > Self.maximumLinesOnScreen else { return }
        let key = header.rowHeight == nil && smallest.key == "rowHeight" ? "viewport" : smallest.key
        let height = written[smallest.key]?.excerpt ?? "44"
        throw .invalidHeader(
            at: line.location(ofKey: key),
            reason: "\"viewport\" \(written["viewport"]?.excerpt ?? "") over lines of \(height) points "
                + "(\"\(smallest.key)\") shows more than "
                + "\(ReplayNumber.format(Self.maximumLinesOnScreen)) rows, headers and footers at once; "
                + "give a viewport at most \(ReplayNumber.format(Self.maximumLinesOnScreen)) times that height")
    }

    private func screen(_ header: JSONValue) throws(ScriptError) -> String {
        guard let value = header["screen"] else {
            throw .invalidHeader(at: line.start, reason: "missing \"screen\"")
        }
        guard case .string(let name) = value, !name.isEmpty else {
            throw invalid("screen", "a screen's name such as \"todo\"", found: value)
        }
        return name
    }

    private func viewport(_ header: JSONValue) throws(ScriptError) -> Double {
        guard let value = header["viewport"] else {
            throw .invalidHeader(at: line.start, reason: "missing \"viewport\" (the list's visible height in points)")
        }
        let quantity = ScriptQuantity.positiveLength()
        guard let height = quantity.accepts(value) else { throw invalid("viewport", quantity.expected, found: value) }
        return height
    }

    private func optionalNumber(
        _ header: JSONValue, _ key: String, _ quantity: ScriptQuantity
    ) throws(ScriptError) -> Double? {
        guard let value = header[key] else { return nil }
        guard let number = quantity.accepts(value) else { throw invalid(key, quantity.expected, found: value) }
        return number
    }

    /// - Parameter integer: whether an integer was expected, to say why a number is not one.
    private func invalid(_ key: String, _ expected: String, found: JSONValue, integer: Bool = false) -> ScriptError {
        .invalidHeader(
            at: line.location(ofKey: key),
            reason: "\"\(key)\" must be \(expected), found \(found.excerpt)\(integer ? found.integerNote : "")")
    }
}
