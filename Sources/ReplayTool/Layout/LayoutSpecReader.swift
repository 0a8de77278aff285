import LayoutSpecs
import ScriptReplay

/// Reads the JSON form of a layout tree: a node is an object with optional `"style"` (an
/// object of CSS properties in camelCase), `"children"` (an array of nodes) and `"measure"`
/// (a leaf's content size, `{"width": W, "height": H}`); the file holds one root node.
///
/// Values are points (numbers), `"auto"`, or percentages (`"50%"`); enumerations are spelled
/// as CSS spells them (`"row-reverse"`, `"space-between"`). `margin`, `padding`,
/// `borderWidth` and `gap` set every edge (or both gaps) and the edge-specific keys win
/// over them whatever their order, as in Yoga. An unknown key, a key written twice, or a
/// value of the wrong kind is an error naming the file, the line and column, and the node.
///
/// Every number is at most `maximumMagnitude` in magnitude (points, the number of a
/// percentage, `flexGrow`, `flexShrink`, `aspectRatio`), and an `aspectRatio` at least its
/// inverse, so that a file cannot make the layout's arithmetic overflow to infinity.
struct LayoutSpecReader {
    typealias ReadError = DiffInputError

    /// The largest magnitude of a number in a layout file, and of `--width` and `--height`:
    /// a million points, hundreds of screens long.
    ///
    /// It keeps every sum of lengths far from `Double.greatestFiniteMagnitude` (about
    /// 1.8e308). A node's frame adds up at most its children's extents and a dozen of its own
    /// lengths (size or basis, margins, paddings, borders, gaps, insets), each of them at most
    /// a million points; a node's children are written in its `"children"` array, one JSON
    /// level below the node's object, so a tree is at most 256 nodes deep
    /// (`JSONParser.maximumDepth`, 512, in Sources/ScriptReplay/JSON/JSONParser.swift); and
    /// a file holds fewer than 2^63 nodes whatever their nesting. A sum of lengths therefore
    /// stays below 12 x 10^6 x 2^63, about 1e26. A flex factor up to a million multiplies
    /// that by at most 1e6 and is divided by the factors' sum (at least 1), so growing and
    /// shrinking stay below 1e32.
    ///
    /// Products are what can still overflow: a percentage takes a share of its parent's size,
    /// and an aspect ratio turns one side into the other, at every level of nesting
    /// (1,000,000% in 256 nested nodes is 1e1024 times the root). `LayoutCommand` checks the
    /// frames it computes and refuses a layout whose frames are not finite.
    static let maximumMagnitude = 1_000_000.0

    /// `maximumMagnitude` as messages write it.
    static let maximumText = String(Int(maximumMagnitude))

    let file: String
    let locator: JSONTextLocator

    /// The tree in `value`, the file's top-level value.
    func tree(_ value: JSONValue) throws(ReadError) -> LayoutNode {
        try node(value, path: [], name: "root")
    }

    // MARK: Private

    private static let nodeKeys = ["style", "children", "measure"]

    private func node(_ value: JSONValue, path: [JSONPathStep], name: String) throws(ReadError) -> LayoutNode {
        let members = try object(value, path: path, name: name, allowed: Self.nodeKeys, what: "a node")
        var style = LayoutStyle()
        if let styleValue = members["style"] {
            style = try StyleReader(reader: self, node: name).style(styleValue, path: path + [.key("style")])
        }
        if let measure = members["measure"] {
            if members["children"] != nil {
                throw fail(
                    path + [.key("measure")], name, "a node with \"measure\" is a leaf and cannot have \"children\"")
            }
            return LayoutNode(
                style: style, content: .fixed(try size(measure, path: path + [.key("measure")], name: name)))
        }
        guard let childrenValue = members["children"] else { return LayoutNode(style: style) }
        guard case .array(let elements) = childrenValue else {
            throw fail(
                path + [.key("children")], name,
                "\"children\" must be an array of nodes, found \(childrenValue.kindDescription)")
        }
        var children: [LayoutNode] = []
        children.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            let childName = name == "root" ? "node [\(index)]" : String(name.dropLast()) + ", \(index)]"
            children.append(try node(element, path: path + [.key("children"), .index(index)], name: childName))
        }
        return LayoutNode(style: style, children: children)
    }

    private func size(_ value: JSONValue, path: [JSONPathStep], name: String) throws(ReadError) -> LayoutSize {
        let members = try object(value, path: path, name: name, allowed: ["width", "height"], what: "\"measure\"")
        var result = LayoutSize.zero
        for key in ["width", "height"] {
            guard let member = members[key] else {
                throw fail(path, name, "\"measure\" needs \"\(key)\" (the content's size in points)")
            }
            guard case .number(let number) = member, number.value >= 0 else {
                throw fail(path + [.key(key)], name, "\"measure\".\"\(key)\" must be a number of points, 0 or more")
            }
            guard number.value <= Self.maximumMagnitude else {
                throw fail(
                    path + [.key(key)], name,
                    "\"measure\".\"\(key)\" must be from 0 to \(Self.maximumText) points, found \(number.text)")
            }
            if key == "width" { result.width = number.value } else { result.height = number.value }
        }
        return result
    }

    /// The members of an object whose keys are all `allowed` and written once each.
    func object(
        _ value: JSONValue, path: [JSONPathStep], name: String, allowed: [String], what: String
    ) throws(ReadError) -> [String: JSONValue] {
        guard case .object(let pairs) = value else {
            throw fail(path, name, "\(what) must be an object, found \(value.kindDescription)")
        }
        var members: [String: JSONValue] = [:]
        for (key, member) in pairs {
            guard allowed.contains(key) else {
                let hint = Suggestion.didYouMean(key, among: allowed)
                let expected =
                    hint.isEmpty ? "; expected one of " + allowed.map { "\"\($0)\"" }.joined(separator: ", ") : hint
                throw fail(
                    path + [.key(key)], name, "unknown key \(JSONValue.string(key).serialized) in \(what)" + expected,
                    pointingAtKey: true)
            }
            guard members.updateValue(member, forKey: key) == nil else {
                throw fail(
                    path + [.key(key)], name, "key \(JSONValue.string(key).serialized) is written twice in \(what)",
                    pointingAtKey: true)
            }
        }
        return members
    }

    func fail(_ path: [JSONPathStep], _ name: String, _ problem: String, pointingAtKey: Bool = false) -> ReadError {
        let position = locator.position(of: path, pointingAtKey: pointingAtKey)
        return .wrongShape(file: file, line: position.line, column: position.column, location: name, problem: problem)
    }
}
