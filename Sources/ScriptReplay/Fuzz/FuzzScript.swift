import HeadlessList

/// The script a fuzz failure becomes: a header comment saying where it came from, the
/// screen's header, the steps, then `{"settle": {}}` and `{"expect": {"invariants": ...}}`,
/// so that plain `replay` of the file fails the same way until the bug is fixed.
package enum FuzzScript {
    /// The last two lines of every shrunk script, before the selection is filled in.
    static let settleLine = #"{"settle": {}}"#

    /// The expectation that ends every shrunk script.
    static func expectLine(_ invariants: InvariantSelection) -> String {
        #"{"expect": {"invariants": "\#(invariants)"}}"#
    }

    /// `{"screen": "todo", "viewport": 600}`, with the list's other keys where they are not
    /// the defaults.
    package static func header(screen: String, list: ListSetup) -> String {
        var members: [(key: String, value: JSONValue)] = [
            ("screen", .string(screen)), ("viewport", FuzzStepDrawer.number(list.viewport)),
        ]
        if list.rowHeight != 44 { members.append(("rowHeight", FuzzStepDrawer.number(list.rowHeight))) }
        if list.headerHeight != 0 { members.append(("headerHeight", FuzzStepDrawer.number(list.headerHeight))) }
        if list.footerHeight != 0 { members.append(("footerHeight", FuzzStepDrawer.number(list.footerHeight))) }
        if list.animationDuration != 0.3 {
            members.append(("animationDuration", FuzzStepDrawer.number(list.animationDuration)))
        }
        if list.style != .table { members.append(("style", .string("collection"))) }
        if !list.inWindow { members.append(("inWindow", .bool(false))) }
        return JSONValue.object(members).serialized
    }

    /// The whole file: comment, header, steps, settle and the expectation.
    static func text(
        comment: String?, header: String, steps: [String], invariants: InvariantSelection
    ) -> String {
        ((comment.map { ["# " + $0] } ?? []) + [header] + steps + [settleLine, expectLine(invariants)])
            .joined(separator: "\n") + "\n"
    }
}
