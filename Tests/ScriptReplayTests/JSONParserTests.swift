import InteractorAdapter
import TestSupport
import Testing

@testable import ScriptReplay

@Suite struct JSONParserTests {
    @Test func parsesNestedValuesKeepingKeyOrder() throws {
        let value = try JSONParser.parse(#" {"b": [1, -2.5e3, true, null], "a": "x\u00e9\n"} "#)
        #expect(value.serialized == #"{"b":[1,-2.5e3,true,null],"a":"xé\n"}"#)
        #expect(value["a"] == .string("xé\n"))
    }

    @Test func equalityIgnoresKeyOrderAndNumberSpelling() throws {
        let a = try JSONParser.parse(#"{"x": 1, "y": [2]}"#)
        let b = try JSONParser.parse(#"{"y": [2.0], "x": 1e0}"#)
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(a != (try JSONParser.parse(#"{"x": 1, "y": [3]}"#)))
    }

    @Test(arguments: [
        ("{\n  \"a\": tru\n}", 2, 8),
        ("[1,]", 1, 4),
        ("{\"a\" 1}", 1, 6),
        ("\"abc", 1, 5),
        ("[1] x", 1, 5),
        ("", 1, 1),
        ("01", 1, 2),
        ("\"é\" é", 1, 5),
    ])
    func reportsLineAndColumn(text: String, line: Int, column: Int) {
        #expect(throws: JSONParseError.self) { try JSONParser.parse(text) }
        do {
            _ = try JSONParser.parse(text)
        } catch {
            #expect(error.line == line && error.column == column, "\(error)")
        }
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let text = String(repeating: "[", count: 10_000)
        #expect(throws: JSONParseError.self) { try JSONParser.parse(text) }
    }

    @Test func surrogatePairsDecode() throws {
        #expect(try JSONParser.parse(#""\ud83d\ude00""#) == .string("😀"))
        #expect(throws: JSONParseError.self) { try JSONParser.parse(#""\ud83d""#) }
    }
}
