import InteractorAdapter
import TestSupport
import Testing

@testable import ScriptReplay

/// Reading `swipe`, `drag` and `menu` steps and the expectations about them: what they
/// hold, and a message naming the field and what it takes when they are malformed.
@Suite struct InteractionStepTests {
    private func steps(_ lines: String) throws(ScriptError) -> [ScriptStep] {
        try ActionScript.parse("{\"screen\": \"todo\", \"viewport\": 600}\n" + lines, file: "s.jsonl").steps.map(\.step)
    }

    private func message(_ step: String) -> String {
        do {
            _ = try steps(step)
            return "parsed without error"
        } catch {
            return error.description
        }
    }

    @Test func readsEachGestureAndItsDefaults() throws {
        let row = ScriptRow(section: 0, row: 1)
        #expect(
            try steps(
                """
                {"swipe": {"item": [0, 1]}}
                {"swipe": {"item": [0, 1], "edge": "leading", "full": true}}
                {"swipe": {"item": [0, 1], "full": false, "action": "Delete"}}
                {"drag": {"to": [1, 0], "from": [0, 1]}}
                {"menu": {"item": [0, 1], "action": "Rename"}}
                """)
                == [
                    .swipe(ScriptSwipe(item: row)), .swipe(ScriptSwipe(item: row, edge: .leading, ending: .full)),
                    .swipe(ScriptSwipe(item: row, ending: .tap("Delete"))),
                    .drag(from: row, to: ScriptRow(section: 1, row: 0)), .menu(ScriptMenu(item: row, action: "Rename")),
                ])
    }

    @Test func readsInteractionExpectations() throws {
        var expected = ScriptExpectation()
        expected.swipeActions = .init(item: ScriptRow(section: 0, row: 1), edge: .leading, titles: ["Done"])
        expected.menuActions = .init(item: ScriptRow(section: 0, row: 0), titles: [])
        expected.lastDrag = .init(from: ScriptRow(section: 0, row: 0), to: ScriptRow(section: 0, row: 2))
        expected.alreadyShown = 2
        #expect(
            try steps(
                #"{"expect": {"swipeActions": {"item": [0, 1], "edge": "leading", "titles": ["Done"]}, "menuActions": {"item": [0, 0], "titles": []}, "lastDrag": {"from": [0, 0], "to": [0, 2]}, "alreadyShown": 2}}"#
            ) == [.expect(expected)])
    }

    @Test(arguments: [
        (
            #"{"swipe": [0, 1]}"#,
            #"s.jsonl:2:2: "swipe" must be an object such as {"item": [0, 1], "edge": "trailing", "action": "Delete"}, found [0,1]"#
        ),
        (
            #"{"swipe": {"itme": [0, 1]}}"#,
            #"s.jsonl:2:12: "swipe" has no field "itme" (did you mean "item"?); its fields are: item, edge, action, full"#
        ),
        (
            #"{"swipe": {"item": [0, 1], "edge": "left"}}"#,
            #"s.jsonl:2:28: "swipe" field "edge" must be "leading" or "trailing", found "left""#
        ),
        (
            #"{"swipe": {"item": [0, 1], "action": "Delete", "full": true}}"#,
            #"s.jsonl:2:48: "swipe" gives both "action" and "full": a full swipe performs the first button, a swipe with "action" taps that button; write one of them"#
        ),
        (
            #"{"swipe": {"item": [0, 1], "action": ""}}"#,
            #"s.jsonl:2:28: "swipe" field "action" must be the title of a button, e.g. "Delete", found """#
        ),
        (
            #"{"drag": {"from": [0, 0]}}"#,
            #"s.jsonl:2:2: "drag" needs "to": [section, row]; e.g. {"from": [0, 0], "to": [0, 2]}"#
        ),
        (
            #"{"drag": {"from": [0, 0], "to": [0, -1]}}"#,
            #"s.jsonl:2:27: "drag" field "to" must be [section, row] of non-negative integers, found [0,-1]"#
        ),
        (
            #"{"menu": {"item": "Milk"}}"#,
            #"s.jsonl:2:11: "menu" field "item" must be [section, row] of non-negative integers, found "Milk""#
        ),
        (
            #"{"expect": {"swipeActions": {"item": [0, 1], "titles": "Delete"}}}"#,
            #"s.jsonl:2:13: "expect" field "swipeActions" must be {"item": [section, row], "edge": "trailing" | "leading", "titles": [...]}, found {"item":[0,1],"titles":"Delete"}"#
        ),
        (
            #"{"expect": {"lastDrag": {"from": [0, 0]}}}"#,
            #"s.jsonl:2:13: "expect" field "lastDrag" must be {"from": [section, row], "to": [section, row]}, found {"from":[0,0]}"#
        ),
    ])
    func aMalformedGestureNamesTheFieldAndWhatItTakes(step: String, expected: String) {
        #expect(message(step) == expected)
    }
}
