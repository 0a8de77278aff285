import LayoutSpecs
import ScriptReplay

/// Reads a node's `"style"` object into a `LayoutStyle` (see `LayoutSpecReader`).
struct StyleReader {
    typealias ReadError = DiffInputError

    let reader: LayoutSpecReader
    /// The node the style belongs to, for messages ("root", "node [0, 1]").
    let node: String

    /// Every key a style may have.
    static let keys: [String] = [
        "direction", "flexDirection", "justifyContent", "alignItems", "alignSelf", "alignContent", "flexWrap",
        "flexGrow", "flexShrink", "flexBasis", "width", "height", "minWidth", "maxWidth", "minHeight", "maxHeight",
        "margin", "marginLeft", "marginTop", "marginRight", "marginBottom",
        "padding", "paddingLeft", "paddingTop", "paddingRight", "paddingBottom",
        "borderWidth", "borderLeftWidth", "borderTopWidth", "borderRightWidth", "borderBottomWidth",
        "position", "left", "top", "right", "bottom", "aspectRatio", "gap", "rowGap", "columnGap", "display",
    ]

    func style(_ value: JSONValue, path: [JSONPathStep]) throws(ReadError) -> LayoutStyle {
        let members = try reader.object(value, path: path, name: node, allowed: Self.keys, what: "\"style\"")
        var style = LayoutStyle()
        func at(_ key: String) -> [JSONPathStep] { path + [.key(key)] }
        if let value = members["direction"] { try direction(value, at("direction")) }
        if let value = members["flexDirection"] {
            style.flexDirection = try keyword(value, at("flexDirection"), FlexDirection.self)
        }
        if let value = members["justifyContent"] {
            style.justifyContent = try keyword(value, at("justifyContent"), JustifyContent.self)
        }
        if let value = members["alignItems"] { style.alignItems = try alignment(value, at("alignItems")) }
        if let value = members["alignSelf"] { style.alignSelf = try alignment(value, at("alignSelf")) }
        if let value = members["alignContent"] { style.alignContent = try alignment(value, at("alignContent")) }
        if let value = members["flexWrap"] { style.flexWrap = try keyword(value, at("flexWrap"), FlexWrap.self) }
        if let value = members["position"] { style.position = try keyword(value, at("position"), PositionType.self) }
        if let value = members["display"] { style.display = try keyword(value, at("display"), LayoutDisplay.self) }
        if let value = members["flexGrow"] { style.flexGrow = try factor(value, at("flexGrow")) }
        if let value = members["flexShrink"] { style.flexShrink = try factor(value, at("flexShrink")) }
        if let value = members["aspectRatio"] { style.aspectRatio = try ratio(value, at("aspectRatio")) }
        func size(_ key: String) throws(ReadError) -> LayoutValue {
            guard let value = members[key] else { return .auto }
            return try length(value, at(key), allowsAuto: true, allowsNegative: false)
        }
        style.flexBasis = try size("flexBasis")
        style.width = try size("width")
        style.height = try size("height")
        style.minWidth = try size("minWidth")
        style.maxWidth = try size("maxWidth")
        style.minHeight = try size("minHeight")
        style.maxHeight = try size("maxHeight")
        style.margin = try edges(members, path, prefix: "margin", suffix: "", allowsAuto: true, allowsNegative: true)
        style.padding = try edges(
            members, path, prefix: "padding", suffix: "", allowsAuto: false, allowsNegative: false)
        style.border = try edges(
            members, path, prefix: "border", suffix: "Width", allowsAuto: false, allowsNegative: false,
            allowsPercent: false)
        func inset(_ key: String) throws(ReadError) -> LayoutValue {
            guard let value = members[key] else { return .auto }
            return try length(value, at(key), allowsAuto: true, allowsNegative: true)
        }
        style.insets = LayoutEdges(
            left: try inset("left"), top: try inset("top"), right: try inset("right"), bottom: try inset("bottom"))
        func gap(_ key: String) throws(ReadError) -> LayoutValue? {
            guard let value = members[key] else { return nil }
            return try length(value, at(key), allowsAuto: false, allowsNegative: false)
        }
        let both = try gap("gap") ?? .points(0)
        style.rowGap = try gap("rowGap") ?? both
        style.columnGap = try gap("columnGap") ?? both
        return style
    }

    // MARK: Private

    /// The four edges of `margin`, `padding` or `border…Width`: the shorthand on all four,
    /// then each edge's own key.
    private func edges(
        _ members: [String: JSONValue], _ path: [JSONPathStep], prefix: String, suffix: String, allowsAuto: Bool,
        allowsNegative: Bool, allowsPercent: Bool = true
    ) throws(ReadError) -> LayoutEdges {
        func value(_ key: String) throws(ReadError) -> LayoutValue? {
            guard let member = members[key] else { return nil }
            return try length(
                member, path + [.key(key)], allowsAuto: allowsAuto, allowsNegative: allowsNegative,
                allowsPercent: allowsPercent)
        }
        let all = try value(prefix + (suffix.isEmpty ? "" : suffix)) ?? .points(0)
        return LayoutEdges(
            left: try value(prefix + "Left" + suffix) ?? all, top: try value(prefix + "Top" + suffix) ?? all,
            right: try value(prefix + "Right" + suffix) ?? all, bottom: try value(prefix + "Bottom" + suffix) ?? all)
    }

    /// A length: a number of points, `"auto"`, or a percentage written `"50%"`.
    private func length(
        _ value: JSONValue, _ path: [JSONPathStep], allowsAuto: Bool, allowsNegative: Bool, allowsPercent: Bool = true
    ) throws(ReadError) -> LayoutValue {
        let kinds =
            ["a number of points"] + (allowsPercent ? ["a percentage such as \"50%\""] : [])
            + (allowsAuto ? ["\"auto\""] : [])
        let expected = "must be " + kinds.joined(separator: ", ") + (allowsNegative ? "" : " (not negative)")
        let parsed: LayoutValue
        switch value {
        case .number(let number):
            parsed = .points(number.value)
        case .string("auto") where allowsAuto:
            return .auto
        case .string(let text) where allowsPercent && text.hasSuffix("%"):
            guard let number = Double(text.dropLast()), number.isFinite else {
                throw fail(path, "\(describe(path)) \(expected), found \(value.serialized)")
            }
            parsed = .percent(number)
        default:
            throw fail(path, "\(describe(path)) \(expected), found \(value.serialized)")
        }
        if !allowsNegative, case .points(let number) = parsed, number < 0 {
            throw fail(path, "\(describe(path)) \(expected), found \(value.serialized)")
        }
        if !allowsNegative, case .percent(let number) = parsed, number < 0 {
            throw fail(path, "\(describe(path)) \(expected), found \(value.serialized)")
        }
        try checkMagnitude(parsed, value, path, allowsNegative: allowsNegative)
        return parsed
    }

    /// Refuses a length past `LayoutSpecReader.maximumMagnitude` points or percent.
    private func checkMagnitude(
        _ parsed: LayoutValue, _ value: JSONValue, _ path: [JSONPathStep], allowsNegative: Bool
    ) throws(ReadError) {
        let lowest = allowsNegative ? "-" + LayoutSpecReader.maximumText : "0"
        switch parsed {
        case .points(let number) where abs(number) > LayoutSpecReader.maximumMagnitude:
            throw fail(
                path,
                "\(describe(path)) must be from \(lowest) to \(LayoutSpecReader.maximumText) points, "
                    + "found \(value.serialized)")
        case .percent(let number) where abs(number) > LayoutSpecReader.maximumMagnitude:
            throw fail(
                path,
                "\(describe(path)) must be a percentage from \(lowest)% to \(LayoutSpecReader.maximumText)%, "
                    + "found \(value.serialized)")
        default:
            return
        }
    }

    private func keyword<T: RawRepresentable & CaseIterable>(
        _ value: JSONValue, _ path: [JSONPathStep], _ type: T.Type
    ) throws(ReadError) -> T where T.RawValue == String {
        guard case .string(let text) = value, let parsed = T(rawValue: text) else {
            let choices = T.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
            var hint = ""
            if case .string(let text) = value { hint = Suggestion.didYouMean(text, among: T.allCases.map(\.rawValue)) }
            throw fail(path, "\(describe(path)) must be one of \(choices), found \(value.serialized)\(hint)")
        }
        return parsed
    }

    private func alignment(_ value: JSONValue, _ path: [JSONPathStep]) throws(ReadError) -> LayoutAlignment {
        if value == .string("baseline") {
            throw fail(path, "\(describe(path)) \"baseline\" is not supported (leaves have no baseline yet)")
        }
        return try keyword(value, path, LayoutAlignment.self)
    }

    private func direction(_ value: JSONValue, _ path: [JSONPathStep]) throws(ReadError) {
        if value == .string("ltr") { return }
        if value == .string("rtl") {
            throw fail(path, "\(describe(path)) \"rtl\" is not supported yet; only \"ltr\" is")
        }
        throw fail(path, "\(describe(path)) must be \"ltr\", found \(value.serialized)")
    }

    private func factor(_ value: JSONValue, _ path: [JSONPathStep]) throws(ReadError) -> Double {
        guard case .number(let number) = value, number.value >= 0 else {
            throw fail(path, "\(describe(path)) must be a number, 0 or more, found \(value.serialized)")
        }
        guard number.value <= LayoutSpecReader.maximumMagnitude else {
            throw fail(
                path,
                "\(describe(path)) must be a number from 0 to \(LayoutSpecReader.maximumText), "
                    + "found \(value.serialized)")
        }
        return number.value
    }

    private func ratio(_ value: JSONValue, _ path: [JSONPathStep]) throws(ReadError) -> Double {
        guard case .number(let number) = value, number.value > 0 else {
            throw fail(
                path, "\(describe(path)) must be a number greater than 0 (width / height), found \(value.serialized)")
        }
        let maximum = LayoutSpecReader.maximumMagnitude
        guard number.value >= 1 / maximum, number.value <= maximum else {
            throw fail(
                path,
                "\(describe(path)) must be a number from 0.000001 to \(LayoutSpecReader.maximumText) "
                    + "(width / height), found \(value.serialized)")
        }
        return number.value
    }

    /// `"width"` for the path of a style key.
    private func describe(_ path: [JSONPathStep]) -> String {
        guard case .key(let key)? = path.last else { return "the value" }
        return JSONValue.string(key).serialized
    }

    private func fail(_ path: [JSONPathStep], _ problem: String) -> ReadError {
        reader.fail(path, node, problem)
    }
}
