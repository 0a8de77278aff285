import InteractorAdapter
import ScriptReplay
import Testing

@testable import ReplayTool

@Suite("CanonicalJSON")
struct CanonicalJSONTests {
    private func canonical(_ text: String) throws -> CanonicalJSON {
        CanonicalJSON(try JSONParser.parse(text, allowingDuplicateKeys: true))
    }

    @Test(
        "spellings of one value are equal",
        arguments: [
            ["1", "1.0", "1e0", "10E-1", "0.1e1", "100e-2", "1.000E+0"],
            ["0", "-0", "0.0", "0e5", "-0.0e-3"],
            ["-12.5", "-125e-1", "-0.125E2"],
            [#""é""#, #""\u00e9""#, #""\u00E9""#],
            [#""a/b""#, #""a\/b""#, #""\u0061/b""#],
            [#"{"a": 1, "b": [2, {"c": null}]}"#, #"{"b": [2.0, {"c": null}], "a": 1e0}"#],
            [#"{"a": 1, "a": 2}"#, #"{"a": 2}"#, #"{"a": [], "a": 2.0}"#],
            [#""😀""#, #""\ud83d\ude00""#],
        ])
    func equalSpellings(spellings: [String]) throws {
        let first = try canonical(spellings[0])
        for spelling in spellings.dropFirst() {
            #expect(try canonical(spelling) == first, "\(spelling) vs \(spellings[0])")
            #expect(try canonical(spelling).hashValue == first.hashValue)
        }
    }

    @Test(
        "different values are different",
        arguments: [
            ("9007199254740993", "9007199254740992"),
            ("1", #""1""#),
            ("0.1", "1"),
            ("-1", "1"),
            ("1e-99999999999999999999", "0"),
            (#""é""#, #""e\u0301""#),
            ("null", "false"),
            ("[]", "{}"),
            ("[1, 2]", "[2, 1]"),
            ("[[1], 2]", "[1, [2]]"),
            (#"["a,b"]"#, #"["a", "b"]"#),
            (#"{"a": "b", "c": "d"}"#, #"{"a": "b\",\"c\":\"d"}"#),
            (#"{"a": 1}"#, #"{"a": 1, "b": null}"#),
            (#"{"a": 2, "a": 1}"#, #"{"a": 2}"#),
            (#""a\\""#, #""a\"""#),
        ])
    func differentValues(pair: (String, String)) throws {
        #expect(try canonical(pair.0) != canonical(pair.1))
    }

    @Test("numbers reduce to digits and an exponent")
    func canonicalNumbers() {
        #expect(CanonicalJSON.canonicalNumber("120.50") == "1205e-1")
        #expect(CanonicalJSON.canonicalNumber("-0.00700e3") == "-7e0")
        #expect(CanonicalJSON.canonicalNumber("-0.0") == "0")
        #expect(CanonicalJSON.canonicalNumber("1e99999999999999999999") == "1e99999999999999999999")
    }
}
