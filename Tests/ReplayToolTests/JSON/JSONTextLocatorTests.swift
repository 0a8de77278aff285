import Testing

@testable import ReplayTool

@Suite("JSONTextLocator")
struct JSONTextLocatorTests {
    private let text = """
        [
          {"id": "a,]}\\"[{", "items": [1, {"x": [[]]}]},
          {"i\\u0064": 1, "id": 2, "content": "é😀", "next": true}
        ]
        """

    @Test(
        "finds elements and members past strings holding brackets, quotes and commas",
        arguments: [
            ([JSONPathStep](), 1, 1),
            ([.index(0)], 2, 3),
            ([.index(0), .key("id")], 2, 10),
            ([.index(0), .key("items")], 2, 31),
            ([.index(0), .key("items"), .index(1), .key("x")], 2, 41),
            ([.index(1), .key("content")], 3, 38),
            ([.index(1), .key("next")], 3, 52),
        ])
    func positions(path: [JSONPathStep], line: Int, column: Int) {
        let position = JSONTextLocator(text).position(of: path)
        #expect(position.line == line && position.column == column, "\(position)")
    }

    @Test("a key written twice (also escaped) leads to its last value, as the JSON subscript reads it")
    func lastDuplicateKey() {
        let position = JSONTextLocator(text).position(of: [.index(1), .key("id")])
        #expect(position.line == 3 && position.column == 24)
    }

    @Test("a path that leads nowhere stops at the last value it reached; lines count from firstLine")
    func partialPath() {
        let locator = JSONTextLocator(#"{"source": [1]}"#, firstLine: 7)
        #expect(locator.position(of: [.key("source"), .index(5)]) == (7, 12))
        #expect(locator.position(of: [.key("target")]) == (7, 1))
    }

    @Test("pointing at the key names where the member's key is written, for an unknown key")
    func pointsAtTheKey() {
        let locator = JSONTextLocator("{\n  \"before\": [1],\n  \"extra\": true\n}")
        #expect(locator.position(of: [.key("extra")], pointingAtKey: true) == (3, 3))
        #expect(locator.position(of: [.key("extra")]) == (3, 12))
    }
}
