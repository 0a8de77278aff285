import Foundation
import LayoutSpecs
import ScriptReplay
import SeededRandom
import Testing

@testable import ReplayTool

/// Numbers near `Double`'s maximum would overflow the layout's arithmetic to infinity: the
/// reader refuses numbers past `LayoutSpecReader.maximumMagnitude`, and the command refuses a
/// layout whose frames still come out not finite.
extension LayoutCommandTests {
    @Test("a number past the maximum is refused where it is written, with the bound")
    func hugeValuesAreRefused() {
        #expect(
            error(#"{"style": {"width": 1e308}}"#)
                == "replay layout: spec.json:1:21: root: \"width\" must be from 0 to 1000000 points, found 1e308\n")
        #expect(
            error(#"{"children": [{"style": {"marginLeft": -1000000.5}}]}"#)
                == "replay layout: spec.json:1:40: node [0]: \"marginLeft\" must be from -1000000 to 1000000 points, "
                + "found -1000000.5\n")
        #expect(
            error(#"{"style": {"padding": "1000001%"}}"#)
                == "replay layout: spec.json:1:23: root: \"padding\" must be a percentage from 0% to 1000000%, "
                + "found \"1000001%\"\n")
        #expect(
            error(#"{"style": {"top": "-1e308%"}}"#)
                == "replay layout: spec.json:1:19: root: \"top\" must be a percentage from -1000000% to 1000000%, "
                + "found \"-1e308%\"\n")
        #expect(
            error(#"{"style": {"flexGrow": 1e308}}"#)
                == "replay layout: spec.json:1:24: root: \"flexGrow\" must be a number from 0 to 1000000, found 1e308\n"
        )
        #expect(
            error(#"{"style": {"aspectRatio": 1e-7}}"#)
                == "replay layout: spec.json:1:27: root: \"aspectRatio\" must be a number from 0.000001 to 1000000 "
                + "(width / height), found 1e-7\n")
        #expect(
            error(#"{"measure": {"width": 1, "height": 2e6}}"#)
                == "replay layout: spec.json:1:36: root: \"measure\".\"height\" must be from 0 to 1000000 points, "
                + "found 2e6\n")
        let wide = layout("{}", "--width", "1e308")
        #expect(wide.exitCode == 2)
        #expect(wide.standardOutput == "")
        #expect(
            wide.standardError
                == "replay layout: --width must be from 0 to 1000000 points, got '1e308'\n" + LayoutArguments.usage)
        #expect(layout("{}", "--height=1000000.001").exitCode == 2)
    }

    @Test("numbers at the maximum are laid out, and sums of them stay finite")
    func valuesAtTheMaximumAreAccepted() throws {
        let child =
            #"{"style": {"width": 1000000, "height": "1000000%", "margin": -1000000, "padding": 1000000, "#
            + #""borderWidth": 1000000, "flexGrow": 1000000, "flexShrink": 1000000, "flexBasis": 1000000}}"#
        let spec =
            #"{"style": {"flexDirection": "row", "gap": 1000000, "padding": "1000000%"}, "children": ["#
            + Array(repeating: child, count: 5).joined(separator: ", ")
            + #", {"style": {"aspectRatio": 0.000001, "width": 1000000}}, "#
            + #"{"style": {"aspectRatio": 1000000, "height": 1000000}}, {"measure": {"width": 1000000, "height": 1000000}}]}"#
        let result = layout(spec, "--width", "1000000", "--height=1000000")
        #expect(result.exitCode == 0)
        #expect(result.standardError == "")
        let frames = try Self.printedFrames(result.standardOutput)
        #expect(frames.count == 9)
        #expect(frames.allSatisfy { $0.allSatisfy(\.isFinite) })
        // The root's padding is 1,000,000% of the width offered: 10^10 points on each side.
        #expect(frames[1][0] == 1e10 - 1e6)
        // An aspect ratio of 1/1,000,000 makes a million-point-wide node 10^12 points tall.
        #expect(frames[6][3] == 1e12)
        #expect(frames[7][2] == 1e12)
    }

    @Test("nested percentages that multiply sizes past Double's range are refused, not printed as null")
    func overflowingLayoutIsRefused() {
        // Each node is 1,000,000% of its parent, 10^4 times wider: in a million points, the
        // root is 10^10 wide and the node 75 levels below it 10^310, past Double's largest.
        var spec = "{}"
        for _ in 0..<80 { spec = #"{"style": {"width": "1000000%"}, "children": ["# + spec + "]}" }
        let result = layout(spec, "--width", "1000000")
        #expect(result.exitCode == 1)
        #expect(result.standardOutput == "")
        let path = Array(repeating: "0", count: 75).joined(separator: ", ")
        #expect(
            result.standardError.replacingOccurrences(of: files.directory.path + "/", with: "")
                == "replay layout: spec.json: node [\(path)]: the frame is not finite (width inf): sizes multiplied "
                + "through nested percentages or aspect ratios overflow; not laid out\n")
        var shallower = "{}"
        for _ in 0..<75 { shallower = #"{"style": {"width": "1000000%"}, "children": ["# + shallower + "]}" }
        #expect(layout(shallower, "--width", "1000000").exitCode == 0)
    }

    @Test("random trees of large numbers: every printed number is finite, or the file is refused", arguments: 0..<8)
    func randomLargeValues(seed: UInt64) throws {
        var generator = RandomLayoutSpec(random: SplitMix64(seed: seed))
        for _ in 0..<40 {
            generator.outOfRange = false
            let spec = generator.node(depth: 0)
            let options = generator.sizeOptions()
            let result = layout(spec, options)
            let context = Comment(rawValue: "seed \(seed): \(options) \(spec)")
            if generator.outOfRange {
                #expect(result.exitCode == 1, context)
                #expect(result.standardError.contains(" must be "), context)
            } else if result.exitCode == 1 {
                #expect(result.standardError.hasSuffix("; not laid out\n"), context)
            } else {
                #expect(result.exitCode == 0, context)
                let frames = try Self.printedFrames(result.standardOutput)
                #expect(frames.allSatisfy { $0.allSatisfy(\.isFinite) }, context)
            }
            if result.exitCode == 1 { #expect(result.standardOutput == "", context) }
        }
    }

    /// `layout(_:_:)` with the options as an array.
    private func layout(_ spec: String, _ options: [String]) -> CommandResult {
        ReplayCommand.run(["layout", files.write("spec.json", spec)] + options)
    }

    /// Each printed frame's x, y, width and height, read back as JSON: a `null` or a missing
    /// field fails.
    static func printedFrames(_ output: String) throws -> [[Double]] {
        guard case .array(let nodes) = try JSONParser.parse(output) else { throw FramesError.notAnArray }
        return try nodes.map { node in
            guard case .object(let members) = node else { throw FramesError.notAnArray }
            return try ["x", "y", "width", "height"].map { key in
                guard case .number(let number)? = members.first(where: { $0.key == key })?.value else {
                    throw FramesError.notANumber(key)
                }
                return number.value
            }
        }
    }

    enum FramesError: Error {
        case notAnArray
        case notANumber(String)
    }
}

/// Random layout files whose numbers are mostly within `LayoutSpecReader.maximumMagnitude`
/// (often at it) and sometimes past it, in trees a few levels deep with, now and then, a
/// chain of single children, most of them 1,000,000% as wide as their parent, deep enough
/// for percentages to multiply sizes past `Double`'s range.
struct RandomLayoutSpec {
    var random: SplitMix64
    /// Whether a number past the maximum was written since this was last set to false.
    var outOfRange = false

    mutating func node(depth: Int, chain: Bool = false) -> String {
        var members: [String] = []
        let isChain = chain || (depth == 0 && random.chance(15))
        // Most links of a chain have no other style, or the chain would nearly always hold a
        // number past the maximum somewhere.
        var style = !isChain || random.chance(5) ? self.style() : []
        if isChain, random.chance(95), !style.contains(where: { $0.hasPrefix(#""width""#) }) {
            style.append(#""width": "1000000%""#)
        }
        if !style.isEmpty { members.append(#""style": {"# + style.joined(separator: ", ") + "}") }
        let maximumDepth = isChain ? 90 : 4
        if depth < maximumDepth, isChain || random.chance(60) {
            let count = isChain ? 1 : Int.random(in: 0...3, using: &random)
            let children = (0..<count).map { _ in node(depth: depth + 1, chain: isChain) }
            members.append(#""children": ["# + children.joined(separator: ", ") + "]")
        } else if random.chance(50) {
            members.append(#""measure": {"width": \#(points(negative: false)), "height": \#(points(negative: false))}"#)
        }
        return "{" + members.joined(separator: ", ") + "}"
    }

    mutating func sizeOptions() -> [String] {
        var options: [String] = []
        for option in ["--width", "--height"] where random.chance(70) {
            options += [option, ["0", "320", "999999.5", "1000000"].randomElement(using: &random)!]
        }
        return options
    }

    // MARK: Private

    private static let lengthKeys = [
        "width", "height", "minWidth", "maxWidth", "minHeight", "maxHeight", "flexBasis", "padding", "paddingLeft",
        "gap", "rowGap", "columnGap",
    ]
    private static let signedKeys = ["margin", "marginTop", "marginRight", "left", "top", "right", "bottom"]

    private mutating func style() -> [String] {
        var members: [String] = []
        if random.chance(50) {
            members.append(#""flexDirection": "\#(random.chance(50) ? "row" : "column")""#)
        }
        if random.chance(20) { members.append(#""flexWrap": "wrap""#) }
        if random.chance(15) { members.append(#""position": "absolute""#) }
        for key in Self.lengthKeys where random.chance(15) {
            members.append("\"\(key)\": \(length(negative: false))")
        }
        for key in Self.signedKeys where random.chance(10) {
            members.append("\"\(key)\": \(length(negative: true))")
        }
        if random.chance(15) { members.append("\"borderWidth\": \(points(negative: false))") }
        for key in ["flexGrow", "flexShrink"] where random.chance(25) {
            members.append("\"\(key)\": \(pick(["0", "1", "2.5", "1000000"], past: ["1000000.5", "1e308"]))")
        }
        if random.chance(15) {
            let ratio = pick(["0.000001", "0.5", "3", "1000000"], past: ["1e-7", "5e-324", "1e308"])
            members.append("\"aspectRatio\": \(ratio)")
        }
        return members
    }

    private mutating func length(negative: Bool) -> String {
        if random.chance(40) {
            let sign = negative && random.chance(50) ? "-" : ""
            return "\"" + sign + pick(["0", "50", "100", "1000000"], past: ["1000001", "1e308"]) + "%\""
        }
        return points(negative: negative)
    }

    private mutating func points(negative: Bool) -> String {
        let sign = negative && random.chance(50) ? "-" : ""
        return sign
            + pick(["0", "1", "37.5", "999999.5", "1000000"], past: ["1000000.5", "1e308", "1.7976931348623157e308"])
    }

    /// One of `within`, or now and then one of `past` (noted in `outOfRange`).
    private mutating func pick(_ within: [String], past: [String]) -> String {
        if random.chance(3) {
            outOfRange = true
            return past.randomElement(using: &random)!
        }
        return within.randomElement(using: &random)!
    }
}
