import Foundation
import LayoutSpecs
import Testing

@testable import ReplayTool

@Suite("replay layout")
struct LayoutCommandTests {
    let files = DiffTestFiles()

    func layout(_ spec: String, _ options: String...) -> CommandResult {
        ReplayCommand.run(["layout", files.write("spec.json", spec)] + options)
    }

    /// The error message for `spec`, with the file's path shortened to `spec.json`.
    func error(_ spec: String) -> String {
        let result = layout(spec)
        #expect(result.exitCode == 1)
        #expect(result.standardOutput == "")
        return result.standardError.replacingOccurrences(of: files.directory.path + "/", with: "")
    }

    // MARK: Output

    @Test("every node in pre-order with its path, its frame relative to its parent, rounded to whole points")
    func frames() {
        let spec = """
            {
              "style": {"flexDirection": "row", "padding": 10, "columnGap": 8, "marginTop": 3},
              "children": [
                {"style": {"width": 40, "height": 40}},
                {"style": {"flexGrow": 1}, "children": [
                  {"measure": {"width": 120, "height": 20}},
                  {"measure": {"width": 80, "height": 16}, "style": {"marginTop": "5%"}}
                ]}
              ]
            }
            """
        let result = layout(spec, "--width", "320")
        #expect(result.exitCode == 0)
        #expect(result.standardError == "")
        #expect(
            result.standardOutput == """
                [
                  {"path": [], "x": 0, "y": 3, "width": 320, "height": 69},
                  {"path": [0], "x": 10, "y": 10, "width": 40, "height": 40},
                  {"path": [1], "x": 58, "y": 10, "width": 252, "height": 49},
                  {"path": [1, 0], "x": 0, "y": 0, "width": 252, "height": 20},
                  {"path": [1, 1], "x": 0, "y": 33, "width": 252, "height": 16}
                ]

                """)
    }

    @Test("without --width and --height the root takes its content's size; --height=H bounds a column")
    func availableSize() {
        let spec = #"{"children": [{"measure": {"width": 30, "height": 10}}, {"style": {"flexGrow": 1}}]}"#
        #expect(
            layout(spec).standardOutput.hasPrefix(
                "[\n  {\"path\": [], \"x\": 0, \"y\": 0, \"width\": 30, \"height\": 10}"))
        let bounded = layout(spec, "--height=50", "--width=30")
        #expect(bounded.standardOutput.contains(#"{"path": [1], "x": 0, "y": 10, "width": 30, "height": 40}"#))
    }

    @Test("the output agrees with the library's frames for the same tree")
    func agreesWithLibrary() throws {
        let spec =
            #"{"style": {"flexDirection": "row-reverse", "flexWrap": "wrap", "alignContent": "center", "height": 100}, "children": [{"style": {"width": "60%", "height": 10}}, {"style": {"width": 50, "height": 20, "alignSelf": "flex-end"}}]}"#
        let tree = try LayoutCommand.read(files.write("tree.json", spec))
        let expected = tree.layout(width: 100)
        #expect(expected.frames[1] == LayoutFrame(x: 40, y: 35, width: 60, height: 10))
        let printed = layout(spec, "--width", "100").standardOutput
        #expect(printed.contains(#"{"path": [0], "x": 40, "y": 35, "width": 60, "height": 10}"#))
        #expect(printed.contains(#"{"path": [1], "x": 50, "y": 45, "width": 50, "height": 20}"#))
    }

    @Test("every style key of the JSON form is read into the style")
    func styleKeys() throws {
        let spec = """
            {"style": {"direction": "ltr", "flexDirection": "row", "justifyContent": "space-evenly",
              "alignItems": "center", "alignSelf": "flex-end", "alignContent": "space-around", "flexWrap": "wrap-reverse",
              "flexGrow": 2, "flexShrink": 1, "flexBasis": "auto", "width": "50%", "height": 20, "minWidth": 1,
              "maxWidth": 300, "minHeight": "auto", "maxHeight": "90%", "margin": 1, "marginLeft": "auto",
              "padding": "10%", "paddingBottom": 3, "borderWidth": 2, "borderTopWidth": 4, "position": "absolute",
              "left": -5, "top": "10%", "aspectRatio": 1.5, "gap": 6, "columnGap": 7, "display": "none"}}
            """
        let style = try LayoutCommand.read(files.write("style.json", spec)).style
        var expected = LayoutStyle()
        expected.flexDirection = .row
        expected.justifyContent = .spaceEvenly
        expected.alignItems = .center
        expected.alignSelf = .flexEnd
        expected.alignContent = .spaceAround
        expected.flexWrap = .wrapReverse
        expected.flexGrow = 2
        expected.flexShrink = 1
        expected.width = .percent(50)
        expected.height = 20
        expected.minWidth = 1
        expected.maxWidth = 300
        expected.maxHeight = .percent(90)
        expected.margin = LayoutEdges(left: .auto, top: 1, right: 1, bottom: 1)
        expected.padding = LayoutEdges(left: .percent(10), top: .percent(10), right: .percent(10), bottom: 3)
        expected.border = LayoutEdges(left: 2, top: 4, right: 2, bottom: 2)
        expected.position = .absolute
        expected.insets = LayoutEdges(left: -5, top: .percent(10), right: .auto, bottom: .auto)
        expected.aspectRatio = 1.5
        expected.rowGap = 6
        expected.columnGap = 7
        expected.display = .none
        #expect(style == expected)
    }

    // MARK: Errors

    @Test("an unknown key names the file, line and column of the key, and the closest known key")
    func unknownKey() {
        #expect(
            error("{\n  \"style\": {\"widht\": 3}\n}")
                == "replay layout: spec.json:2:13: root: unknown key \"widht\" in \"style\" (did you mean \"width\"?)\n"
        )
        #expect(
            error(#"{"children": [{"chidlren": []}]}"#)
                == "replay layout: spec.json:1:16: node [0]: unknown key \"chidlren\" in a node (did you mean \"children\"?)\n"
        )
        #expect(error(#"{"zzzzzz": 1}"#).contains(#"expected one of "style", "children", "measure""#))
    }

    @Test("a bad value names where it is written, the node's path and what was expected")
    func badValues() {
        #expect(
            error(#"{"children": [{}, {"children": [{"style": {"width": "3x"}}]}]}"#)
                == "replay layout: spec.json:1:53: node [1, 0]: \"width\" must be a number of points, a percentage such as \"50%\", \"auto\" (not negative), found \"3x\"\n"
        )
        #expect(error(#"{"style": {"flexDirection": "rows"}}"#).contains(#"found "rows" (did you mean "row"?)"#))
        #expect(error(#"{"style": {"alignItems": "baseline"}}"#).contains("\"baseline\" is not supported"))
        #expect(error(#"{"style": {"direction": "rtl"}}"#).contains("\"rtl\" is not supported yet"))
        #expect(error(#"{"style": {"flexGrow": -1}}"#).contains("\"flexGrow\" must be a number, 0 or more"))
        #expect(error(#"{"style": {"padding": -1}}"#).contains("\"padding\" must be"))
        #expect(
            error(#"{"style": {"borderWidth": "10%"}}"#).contains(
                "\"borderWidth\" must be a number of points (not negative)"))
        #expect(error(#"{"style": {"aspectRatio": 0}}"#).contains("greater than 0"))
        #expect(error(#"{"children": {}}"#).contains("\"children\" must be an array of nodes, found an object"))
        #expect(error(#"[]"#) == "replay layout: spec.json:1:1: root: a node must be an object, found an array\n")
    }

    @Test("measure needs both sizes and makes a leaf")
    func measure() {
        #expect(error(#"{"measure": {"width": 3}}"#).contains("\"measure\" needs \"height\""))
        #expect(error(#"{"measure": {"width": 3, "height": -1}}"#).contains("0 or more"))
        #expect(
            error(#"{"measure": {"width": 3, "height": 1}, "children": []}"#).contains("cannot have \"children\""))
    }

    @Test("a key written twice is an error at its second occurrence")
    func duplicateKey() {
        #expect(
            error(#"{"style": {"width": 1, "width": 2}}"#)
                == "replay layout: spec.json:1:24: duplicate key \"width\"; write each key of an object once\n")
    }

    @Test("a tree whose nested flexible containers would take hours is refused in bounded time")
    func exponentialTreeIsRefused() {
        // 40 levels of wrapping containers, alternating row and column, each with a growing
        // child: each level measures its subtree for several sizes.
        var spec = #"{"measure": {"width": 30, "height": 10}}"#
        for level in 0..<40 {
            let direction = level.isMultiple(of: 2) ? "column" : "row"
            spec = """
                {"style": {"flexDirection": "\(direction)", "flexWrap": "wrap", "flexGrow": 1, "flexShrink": 1, \
                "alignContent": "stretch"}, "children": [\(spec), {"measure": {"width": 5, "height": 5}}, \
                {"style": {"flexGrow": 1, "flexBasis": "50%"}, "children": [{"measure": {"width": 7, "height": 3}}]}]}
                """
        }
        let limit = LayoutCommand.measurementLimit(nodeCount: 1 + 40 * 4)
        #expect(
            error(spec)
                == "replay layout: spec.json: the layout needs more than \(limit) node measurements "
                + "(flexible containers nested too deep); not laid out\n")
    }

    @Test("syntax errors, missing files and bad arguments")
    func inputErrors() {
        #expect(
            error(#"{"style": {"width": 1,}"#)
                == "replay layout: spec.json:1:23: unexpected '}', expected a string key\n")
        let missing = ReplayCommand.run(["layout", files.missing("none.json")])
        #expect(missing.exitCode == 1)
        #expect(missing.standardError.hasSuffix("none.json: no such file\n"))
        let badWidth = layout("{}", "--width", "wide")
        #expect(badWidth.exitCode == 2)
        #expect(
            badWidth.standardError.hasPrefix(
                "replay layout: --width must be a number of points, 0 or more, got 'wide'\n"))
        #expect(ReplayCommand.run(["layout"]).exitCode == 2)
        #expect(ReplayCommand.run(["layout", "a.json", "b.json"]).exitCode == 2)
        #expect(layout("{}", "--depth", "1").standardError.contains("unknown option '--depth'"))
        #expect(ReplayCommand.run(["layout", "--help"]).standardOutput == LayoutArguments.usage)
    }
}
