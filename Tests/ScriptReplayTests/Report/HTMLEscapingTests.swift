import Foundation
import Testing

@testable import ScriptReplay

/// Untrusted text escaped for where it lands: HTML text and attributes, and JSON inside a
/// `<script>` element.
@Suite struct HTMLEscapingTests {
    static let hostile = [
        #"<img src=x onerror="document.documentElement.dataset.pwned=1">"#,
        "</script><script>document.documentElement.dataset.pwned=1</script>",
        "<!-- <script>", "a & b", "it's \"quoted\"", "line\u{2028}separator\u{2029}paragraph", "</SCRIPT >",
    ]

    @Test func textEscapesEveryCharacterThatCouldOpenMarkupOrEndAnAttribute() {
        #expect(
            HTMLEscaping.text(#"<a href='x' title="y">&amp;</a>"#)
                == "&lt;a href=&#39;x&#39; title=&quot;y&quot;&gt;&amp;amp;&lt;/a&gt;")
        #expect(HTMLEscaping.text("☐ Milk · 2 left") == "☐ Milk · 2 left", "other text is left as it is")
        for text in Self.hostile {
            let escaped = HTMLEscaping.text(text)
            #expect(!escaped.contains { "<>\"'".contains($0) }, "\(escaped)")
        }
    }

    @Test func scriptJSONLeavesNoCharacterThatCouldEndTheScriptElementAndReadsBackTheSame() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .withoutEscapingSlashes
        let data = try encoder.encode(["texts": Self.hostile])
        let escaped = HTMLEscaping.scriptJSON(String(decoding: data, as: UTF8.self))
        #expect(!escaped.contains("<") && !escaped.contains(">") && !escaped.contains("&"))
        #expect(!escaped.unicodeScalars.contains("\u{2028}") && !escaped.unicodeScalars.contains("\u{2029}"))
        #expect(escaped.contains(#"\u003c/script\u003e"#) && escaped.contains(#"\u003c!--"#))
        #expect(escaped.contains(#"\u2028"#) && escaped.contains(#"\u2029"#) && escaped.contains(#"\u0026"#))
        let decoded = try JSONSerialization.jsonObject(with: Data(escaped.utf8)) as? [String: [String]]
        #expect(decoded?["texts"] == Self.hostile)
    }
}
