import InteractorAdapter
import TestSupport
import Testing

@testable import ScriptReplay

@Suite struct ActionScriptTests {
    private func parse(_ text: String) throws(ScriptError) -> ActionScript {
        try ActionScript.parse(text, file: "s.jsonl")
    }

    /// The message of the error `text` raises, or a note that it parsed.
    private func message(_ text: String) -> String {
        do {
            _ = try parse(text)
            return "parsed without error"
        } catch {
            return error.description
        }
    }

    // MARK: Well-formed scripts

    @Test func readsHeaderStepsAndTheirLinesSkippingCommentsAndBlanks() throws {
        let script = try parse(
            """
            # a comment
              # an indented comment

            {"screen": "todo", "viewport": 600, "rowHeight": 44, "inWindow": false, "style": "collection", "animationDuration": 0.25}
            {"dispatch": {"add": {"text": "Milk"}}}
            \t{"tap": [0, 2]}
            {"scroll": 120.5}
            {"advance": 0.3}
            {"expect": {"rows": [2, 0], "visible": [], "contains": "Milk", "absent": ["Eggs"], "coalesced": 1, "fallbacks": 0}}
            {"swipe": {"item": [0, 1], "action": "Delete"}}
            {"drag": {"from": [0, 0], "to": [1, 2]}}
            {"menu": {"item": [0, 1]}}
            {"settle": {}}
            {"resize": {"width": 480}}
            """)
        #expect(
            script.header
                == ScriptHeader(
                    screen: "todo", viewport: 600, rowHeight: 44, inWindow: false, style: .collection,
                    animationDuration: 0.25,
                    line: 4))
        #expect(script.steps.map(\.line) == [5, 6, 7, 8, 9, 10, 11, 12, 13, 14])
        #expect(script.steps.map(\.step.key) == ScriptStep.keys)
        #expect(script.steps[0].step == .dispatch(try JSONParser.parse(#"{"add": {"text": "Milk"}}"#)))
        #expect(script.steps[1].step == .tap(section: 0, row: 2))
        #expect(script.steps[2].step == .scroll(120.5))
        #expect(script.steps[3].step == .advance(0.3))
        #expect(
            script.steps[4].step
                == .expect(
                    ScriptExpectation(
                        rows: .perSection([2, 0]), visible: [], contains: ["Milk"], absent: ["Eggs"], coalesced: 1,
                        fallbacks: 0)))
        #expect(
            script.steps[5].step == .swipe(ScriptSwipe(item: ScriptRow(section: 0, row: 1), ending: .tap("Delete"))))
        #expect(script.steps[6].step == .drag(from: ScriptRow(section: 0, row: 0), to: ScriptRow(section: 1, row: 2)))
        #expect(script.steps[7].step == .menu(ScriptMenu(item: ScriptRow(section: 0, row: 1))))
        #expect(script.steps[8].step == .settle)
        #expect(script.steps[9].step == .resize(width: 480))
    }

    @Test func readsLastDecisionAsOneCheckOrSeveral() throws {
        let script = try parse(
            """
            {"screen": "todo", "viewport": 600}
            {"expect": {"lastDecision": {"item": "t1", "decision": "renderedInPlace"}, "rows": 3}}
            {"expect": {"lastDecision": [{"decision": "reloaded", "item": "Milk"}, {"item": "t2", "decision": "deferred"}]}}
            """)
        #expect(
            script.steps.map(\.step) == [
                .expect(
                    ScriptExpectation(rows: .total(3), lastDecisions: [.init(item: "t1", decision: .renderedInPlace)])),
                .expect(
                    ScriptExpectation(lastDecisions: [
                        .init(item: "Milk", decision: .reloaded), .init(item: "t2", decision: .deferred),
                    ])),
            ])
    }

    @Test func acceptsWindowsLineEndsAndAHeaderAlone() throws {
        let script = try parse("# c\r\n{\"screen\": \"chat\", \"viewport\": 300}\r\n\r\n")
        #expect(script.header.screen == "chat" && script.header.line == 2)
        #expect(script.steps.isEmpty)
    }

    // MARK: Malformed JSON and layout

    @Test func malformedJSONNamesFileLineAndColumn() {
        #expect(
            message("{\"screen\": \"todo\", \"viewport\": 600}\n# c\n  {\"tap\": [0, ]}")
                == "s.jsonl:3:15: malformed JSON: unexpected ']', expected a value")
        #expect(
            message("{\"screen\": \"todo\" \"viewport\": 600}")
                == "s.jsonl:1:19: malformed JSON: unexpected '\"', expected ',' or '}'")
    }

    @Test func emptyScriptAsksForAHeader() {
        #expect(
            message("# only a comment\n\n")
                == #"s.jsonl:1:1: the script is empty; its first line must be a header such as {"screen": "todo", "viewport": 600}"#
        )
    }

    @Test(arguments: [
        (#"[1, 2]"#, #"s.jsonl:1:1: invalid header: the first line must be an object, found an array"#),
        (
            #"{"dispatch": {"add": {}}}"#,
            #"s.jsonl:1:1: invalid header: the first line must be the header, found a "dispatch" step"#
        ),
        (#"{"viewport": 600}"#, #"s.jsonl:1:1: invalid header: missing "screen""#),
        (
            #"{"screen": 3, "viewport": 600}"#,
            #"s.jsonl:1:2: invalid header: "screen" must be a screen's name such as "todo", found 3"#
        ),
        (
            #"{"screen": "todo"}"#,
            #"s.jsonl:1:1: invalid header: missing "viewport" (the list's visible height in points)"#
        ),
        (
            #"{"screen": "todo", "viewport": -5}"#,
            #"s.jsonl:1:20: invalid header: "viewport" must be a positive number of points, at most 1000000, found -5"#
        ),
        (
            #"{"screen": "todo", "viewport": 600, "rowheight": 40}"#,
            #"s.jsonl:1:37: invalid header: unknown key "rowheight" (did you mean "rowHeight"?); the header keys are: screen, viewport, rowHeight, headerHeight, fallbackThreshold, inWindow, style, animationDuration"#
        ),
        (
            #"{"screen": "todo", "viewport": 600, "fallbackThreshold": 2.5}"#,
            #"s.jsonl:1:37: invalid header: "fallbackThreshold" must be a positive integer, found 2.5"#
        ),
        (
            #"{"screen": "todo", "viewport": 600, "style": "grid"}"#,
            #"s.jsonl:1:37: invalid header: "style" must be "table" or "collection", found "grid""#
        ),
        (
            #"{"screen": "todo", "viewport": 600, "inWindow": "no"}"#,
            #"s.jsonl:1:37: invalid header: "inWindow" must be true or false, found "no""#
        ),
    ])
    func invalidHeaderNamesTheKey(header: String, expected: String) {
        #expect(message(header).hasPrefix(expected), "\(message(header))")
    }

    // MARK: Steps

    private func stepMessage(_ step: String) -> String {
        message("{\"screen\": \"todo\", \"viewport\": 600}\n\(step)")
    }

    @Test func aSecondHeaderIsMisplaced() {
        #expect(
            stepMessage(#"{"screen": "feed", "viewport": 600}"#)
                == "s.jsonl:2:2: a header may only be the first line; every later line is a step with one of the keys dispatch, tap, scroll, advance, expect, swipe, drag, menu, settle, resize"
        )
    }

    @Test func stepMustBeAnObject() {
        #expect(
            stepMessage(#""tap""#)
                == "s.jsonl:2:1: a step must be an object with one key, found a string; the steps are: dispatch, tap, scroll, advance, expect, swipe, drag, menu, settle, resize"
        )
    }

    @Test func stepMustHaveExactlyOneKey() {
        #expect(
            stepMessage("{}")
                == "s.jsonl:2:1: a step must have exactly one key, found none; the steps are: dispatch, tap, scroll, advance, expect, swipe, drag, menu, settle, resize"
        )
        #expect(
            stepMessage(#"{"tap": [0, 0], "advance": 1}"#)
                == #"s.jsonl:2:1: a step must have exactly one key, found 2 ("tap", "advance"); write one step per line"#
        )
    }

    @Test func unknownStepListsTheKnownOnesAndSuggests() {
        #expect(
            stepMessage(#"  {"tapp": [0, 0]}"#)
                == #"s.jsonl:2:4: unknown step "tapp" (did you mean "tap"?); the steps are: dispatch, tap, scroll, advance, expect, swipe, drag, menu, settle, resize"#
        )
        #expect(
            stepMessage(#"{"wait": 1}"#)
                == #"s.jsonl:2:2: unknown step "wait"; the steps are: dispatch, tap, scroll, advance, expect, swipe, drag, menu, settle, resize"#
        )
    }

    @Test(arguments: [
        (#"{"tap": [0]}"#, #"s.jsonl:2:2: "tap" must be [section, row] of non-negative integers, found [0]"#),
        (#"{"tap": [0, -1]}"#, #"s.jsonl:2:2: "tap" must be [section, row] of non-negative integers, found [0,-1]"#),
        (
            #"{"tap": [0, 1.5]}"#,
            #"s.jsonl:2:2: "tap" must be [section, row] of non-negative integers, found [0,1.5] (1.5 is not a whole number)"#
        ),
        (
            #"{"tap": {"row": 1}}"#,
            #"s.jsonl:2:2: "tap" must be [section, row] of non-negative integers, found {"row":1}"#
        ),
        (
            #"{"scroll": "top"}"#,
            #"s.jsonl:2:2: "scroll" must be a content offset in points, zero or more, at most 1000000000, found "top""#
        ),
        (
            #"{"advance": -0.5}"#,
            #"s.jsonl:2:2: "advance" must be a number of seconds, zero or more, at most 86400, found -0.5"#
        ),
    ])
    func wrongPayloadNamesTheStepAndWhatItMustBe(step: String, expected: String) {
        #expect(stepMessage(step) == expected)
    }

    // MARK: Expectations

    @Test(arguments: [
        (
            #"{"expect": {}}"#,
            #"s.jsonl:2:2: "expect" must be an object with at least one of the keys rows, visible, contains, absent, lastDecision, coalesced, fallbacks, swipeActions, menuActions, lastDrag, alreadyShown, invariants, frames, contentHeight, offset, firstVisible, measurements, found {}"#
        ),
        (
            #"{"expect": {"rows": "3"}}"#,
            #"s.jsonl:2:13: "expect" field "rows" must be a row count or an array of row counts per section, found "3""#
        ),
        (
            #"{"expect": {"rows": [1, -1]}}"#,
            #"s.jsonl:2:13: "expect" field "rows" must be a row count or an array of row counts per section, found [1,-1]"#
        ),
        (
            #"{"expect": {"visible": "Milk"}}"#,
            #"s.jsonl:2:13: "expect" field "visible" must be an array of the texts on screen, top to bottom, found "Milk""#
        ),
        (
            #"{"expect": {"contains": []}}"#,
            #"s.jsonl:2:13: "expect" field "contains" must be a text or a non-empty array of texts, found []"#
        ),
        (
            #"{"expect": {"absent": [1]}}"#,
            #"s.jsonl:2:13: "expect" field "absent" must be a text or a non-empty array of texts, found [1]"#
        ),
        (
            #"{"expect": {"coalesced": -1}}"#,
            #"s.jsonl:2:13: "expect" field "coalesced" must be a count, zero or more, found -1"#
        ),
        (
            #"{"expect": {"lastDecision": {"item": "t1"}}}"#,
            #"s.jsonl:2:13: "expect" field "lastDecision" must be {"item": ID_OR_TEXT, "decision": "renderedInPlace" | "reloaded" | "deferred"} or an array of them, found {"item":"t1"}"#
        ),
        (
            #"{"expect": {"lastDecision": {"item": "t1", "decision": "animated"}}}"#,
            #"s.jsonl:2:13: "expect" field "lastDecision" must be a decision of "renderedInPlace" | "reloaded" | "deferred", found "animated""#
        ),
        (
            #"{"expect": {"row": 3}}"#,
            #"s.jsonl:2:13: unknown expectation "row" (did you mean "rows"?); the expectations are: rows, visible, contains, absent, lastDecision, coalesced, fallbacks, swipeActions, menuActions, lastDrag, alreadyShown, invariants, frames, contentHeight, offset, firstVisible, measurements"#
        ),
    ])
    func wrongExpectationNamesTheField(step: String, expected: String) {
        #expect(stepMessage(step) == expected)
    }

    @Test func errorsCarryTheirLocation() {
        do {
            _ = try parse("{\"screen\": \"todo\", \"viewport\": 600}\n\n{\"tap\": 1}")
            Issue.record("expected an error")
        } catch {
            #expect(error.location == ScriptLocation(file: "s.jsonl", line: 3, column: 2))
        }
    }
}

/// The geometry keys of a header, the resize step and the geometry checks.
@Suite struct GeometryScriptTests {
    @Test func readsWidthResizeAndGeometryChecks() throws {
        let script = try ActionScript.parse(
            """
            {"screen": "chat", "viewport": 300, "width": 375, "estimatedRowHeight": 60}
            {"resize": {"width": 480}}
            {"expect": {"frames": [{"item": [0, 2], "top": 132, "height": 66}, {"item": [0, 3]}], "contentHeight": 640, "offset": 12, "firstVisible": {"item": [0, 5], "y": -12}, "measurements": 4}}
            """, file: "s.jsonl")
        #expect(script.header.width == 375)
        #expect(script.header.estimatedRowHeight == 60)
        #expect(script.header.listSetup.width == 375)
        #expect(script.steps[0].step == .resize(width: 480))
        guard case .expect(let expectation) = script.steps[1].step else {
            Issue.record("not an expectation")
            return
        }
        var check = ScriptGeometryCheck()
        check.frames = [
            ScriptGeometryCheck.RowFrame(item: ScriptRow(section: 0, row: 2), top: 132, height: 66),
            ScriptGeometryCheck.RowFrame(item: ScriptRow(section: 0, row: 3)),
        ]
        check.contentHeight = 640
        check.offset = 12
        check.firstVisible = ScriptGeometryCheck.FirstVisible(item: ScriptRow(section: 0, row: 5), y: -12)
        check.measurements = 4
        #expect(expectation.geometry == check)
    }

    @Test(arguments: [
        (
            #"{"resize": {"width": -1}}"#,
            #"s.jsonl:2:2: "resize" must be {"width": points} with a width that is a positive number of points, at most 1000000, found {"width":-1}"#
        ),
        (
            #"{"expect": {"frames": [{"item": [0]}]}}"#,
            #"s.jsonl:2:13: "expect" field "frames" must be an array of {"item": [section, row], "top": points, "height": points}, found {"item":[0]}"#
        ),
        (
            #"{"expect": {"firstVisible": {"row": 1}}}"#,
            #"s.jsonl:2:13: "expect" field "firstVisible" must be {"item": [section, row], "y": points}, found {"row":1}"#
        ),
    ])
    func malformedGeometryNamesTheField(step: String, expected: String) {
        do {
            _ = try ActionScript.parse(#"{"screen": "chat", "viewport": 300}"# + "\n" + step, file: "s.jsonl")
            Issue.record("parsed")
        } catch {
            #expect("\(error)" == expected)
        }
    }

    @Test func aWidthMustBePositive() {
        #expect(throws: ScriptError.self) {
            _ = try ActionScript.parse(#"{"screen": "chat", "viewport": 300, "width": 0}"#, file: "s.jsonl")
        }
    }
}
