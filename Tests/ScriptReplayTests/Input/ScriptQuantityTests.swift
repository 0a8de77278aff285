import Testing

@testable import ScriptReplay

/// Geometry and time are refused where they are written when they are absurd.
@Suite struct ScriptQuantityTests {
    private func message(_ text: String) -> String {
        do {
            _ = try ActionScript.parse(text, file: "s.jsonl")
            return "parsed without error"
        } catch {
            return error.description
        }
    }

    @Test func aQuantityAcceptsItsRangeOnly() {
        let height = ScriptQuantity.positiveLength()
        #expect(height.accepts(.number(JSONNumber(44))) == 44)
        #expect(height.accepts(.number(JSONNumber(0))) == nil)
        #expect(height.accepts(.number(JSONNumber(value: 1e308, text: "1e308"))) == nil)
        #expect(ScriptQuantity.length().accepts(.number(JSONNumber(0))) == 0)
        #expect(height.expected == "a positive number of points, at most 1000000")
    }

    @Test(arguments: [
        (
            #"{"screen": "todo", "viewport": 600, "rowHeight": 1e308}"#,
            #"s.jsonl:1:37: invalid header: "rowHeight" must be a positive number of points, at most 1000000, found 1e308"#
        ),
        (
            #"{"screen": "todo", "viewport": 1.8e305}"#,
            #"s.jsonl:1:20: invalid header: "viewport" must be a positive number of points, at most 1000000, found 1.8e305"#
        ),
        (
            #"{"screen": "todo", "viewport": 600, "headerHeight": 2e6}"#,
            #"s.jsonl:1:37: invalid header: "headerHeight" must be a number of points, zero or more, at most 1000000, found 2e6"#
        ),
        (
            #"{"screen": "todo", "viewport": 600, "width": 1e308}"#,
            #"s.jsonl:1:37: invalid header: "width" must be a positive number of points, at most 1000000, found 1e308"#
        ),
        (
            #"{"screen": "todo", "viewport": 600, "estimatedRowHeight": 0}"#,
            #"s.jsonl:1:37: invalid header: "estimatedRowHeight" must be a positive number of points, at most 1000000, found 0"#
        ),
        (
            #"{"screen": "todo", "viewport": 600, "animationDuration": 1e9}"#,
            #"s.jsonl:1:37: invalid header: "animationDuration" must be a number of seconds, zero or more, at most 86400, found 1e9"#
        ),
    ])
    func absurdHeaderGeometryIsRefusedAtItsKey(header: String, expected: String) {
        #expect(message(header).hasPrefix(expected), "\(message(header))")
    }

    @Test func absurdScrollAndAdvanceAreRefusedAtTheirStep() {
        let header = #"{"screen": "todo", "viewport": 600}"# + "\n"
        #expect(
            message(header + #"{"scroll": 1e300}"#)
                == #"s.jsonl:2:2: "scroll" must be a content offset in points, zero or more, at most 1000000000, found 1e300"#
        )
        #expect(
            message(header + #"{"advance": 1e9}"#)
                == #"s.jsonl:2:2: "advance" must be a number of seconds, zero or more, at most 86400, found 1e9"#)
    }

    @Test func absurdWidthsAndExpectedGeometryAreRefusedAtTheirStep() {
        let header = #"{"screen": "chat", "viewport": 600}"# + "\n"
        #expect(
            message(header + #"{"resize": {"width": 1e9}}"#)
                == #"s.jsonl:2:2: "resize" must be {"width": points} with a width that is a positive number of points, at most 1000000, found {"width":1e9}"#
        )
        #expect(
            message(header + #"{"expect": {"contentHeight": 1e308}}"#)
                == #"s.jsonl:2:13: "expect" field "contentHeight" must be a number of points, zero or more, at most 1000000, found 1e308"#
        )
        #expect(
            message(header + #"{"expect": {"offset": -1}}"#)
                == #"s.jsonl:2:13: "expect" field "offset" must be a content offset in points, zero or more, at most 1000000000, found -1"#
        )
    }
}
