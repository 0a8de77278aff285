import Foundation
import InteractorAdapter

/// The run a report page embeds, read back out of its `application/json` element as the
/// page's script reads it.
struct PageData: Decodable {
    struct Step: Decodable {
        var line: Int
        var text: String
        var time: Double
        var frame: Int
        var entries: [RenderTrace.Entry]?
        var expect: String?
        var checks: [Check]?
        var error: String?
    }

    struct Check: Decodable {
        var check: String
        var expected: String
        var actual: String
    }

    struct Frame: Decodable {
        var counts: [Int]
        var offset: Double
        var viewport: Double
        var lines: [Line]

        var texts: [String] { lines.map(\.text) }
    }

    /// `[kind, section, row, top, height, text, identifier, type, provider, flags]`.
    struct Line: Decodable {
        var isHeader: Bool
        var top: Double
        var height: Double
        var text: String
        var identifier: String?
        var typeIndex: Int
        var type: String?
        var isSelected: Bool
        var isPlaceholder: Bool

        init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            isHeader = try container.decode(Int.self) == 1
            _ = try container.decode(Int.self)
            _ = try container.decode(Int.self)
            top = try container.decode(Double.self)
            height = try container.decode(Double.self)
            text = try container.decode(String.self)
            identifier = try container.decode(String?.self)
            typeIndex = try container.decode(Int.self)
            _ = try container.decode(String?.self)
            let flags = try container.decode(Int.self)
            isSelected = flags & 1 != 0
            isPlaceholder = flags & 2 != 0
        }
    }

    struct Golden: Decodable {
        var matches: Bool
        var rows: [Row]
        var step: Int?
    }

    /// `[differs, golden line, golden text, run line, run text]`.
    struct Row: Decodable {
        var differs: Bool
        var golden: String?
        var run: String?

        init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            differs = try container.decode(Int.self) == 1
            _ = try container.decode(Int?.self)
            golden = try container.decode(String?.self)
            _ = try container.decode(Int?.self)
            run = try container.decode(String?.self)
        }
    }

    enum ReadError: Error { case noData }

    var passed: Bool
    var first: Int
    var steps: [Step]
    var frames: [Frame]
    var types: [String]
    var golden: Golden?

    /// The data of the page `html`.
    init(_ html: String) throws {
        let opening = #"<script type="application/json" id="replay-data">"#
        guard let start = html.range(of: opening),
            let end = html.range(of: "</script>", range: start.upperBound..<html.endIndex)
        else { throw ReadError.noData }
        self = try JSONDecoder().decode(PageData.self, from: Data(html[start.upperBound..<end.lowerBound].utf8))
    }

    func frameIndex(ofStep index: Int) -> Int { steps[index].frame }

    /// The frame of step `index`, its lines' types named.
    func frame(ofStep index: Int) -> Frame {
        var frame = frames[steps[index].frame]
        for line in frame.lines.indices where frame.lines[line].typeIndex >= 0 {
            frame.lines[line].type = types[frame.lines[line].typeIndex]
        }
        return frame
    }
}
