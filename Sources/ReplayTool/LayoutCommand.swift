import LayoutSpecs
import ScriptReplay

/// `replay layout SPEC.json [--width W] [--height H]`: computes a layout tree written in
/// JSON (see `LayoutSpecReader`) for an available size and prints every node's frame (see
/// `LayoutFramesPrinter`), so that layouts can be checked and compared from the command line.
///
/// Exit codes: 0 success; 1 a file that cannot be read, is not JSON, or is not a layout
/// tree (`FILE:LINE:COLUMN: node: problem` on standard error, nothing on standard output),
/// or a tree whose layout takes too many measurements or has a frame that is not finite
/// (`FILE: problem; not laid out`); 2 usage error.
enum LayoutCommand {
    static func run(_ arguments: [String]) -> CommandResult {
        let parsed: LayoutArguments
        do {
            parsed = try LayoutArguments(arguments)
        } catch {
            return CommandResult(exitCode: 2, standardError: "replay layout: \(error)\n" + LayoutArguments.usage)
        }
        if parsed.isHelp { return CommandResult(exitCode: 0, standardOutput: LayoutArguments.usage) }
        do {
            let tree = try read(parsed.file)
            let limit = measurementLimit(nodeCount: tree.nodeCount)
            guard let layout = tree.layout(width: parsed.width, height: parsed.height, measurementLimit: limit) else {
                return CommandResult(
                    exitCode: 1,
                    standardError: "replay layout: \(parsed.file): the layout needs more than \(limit) node "
                        + "measurements (flexible containers nested too deep); not laid out\n")
            }
            if let problem = nonFiniteFrame(in: layout) {
                return CommandResult(
                    exitCode: 1,
                    standardError: "replay layout: \(parsed.file): \(problem); not laid out\n")
            }
            return CommandResult(exitCode: 0, standardOutput: LayoutFramesPrinter.print(layout))
        } catch {
            return CommandResult(exitCode: 1, standardError: "replay layout: \(error)\n")
        }
    }

    /// The node measurements a tree of `nodeCount` nodes may take before it is refused (see
    /// `LayoutNode.layout(width:height:measurementLimit:)`): an input file is untrusted, and a
    /// few dozen levels of nested flexible containers would otherwise take hours. Ordinary
    /// trees take fewer than 2 a node; the allowance also lets small trees nest deeply.
    static func measurementLimit(nodeCount: Int) -> Int { 16 * nodeCount + 250_000 }

    /// What is wrong with the first frame of `layout` (in pre-order) that is not a finite
    /// number of points, or nil when every frame is finite. The reader's bound on numbers
    /// (`LayoutSpecReader.maximumMagnitude`) keeps sums finite, but percentages and aspect
    /// ratios nested deep enough multiply sizes past `Double`'s range; such a layout is
    /// refused rather than printed with frames that are not numbers.
    static func nonFiniteFrame(in layout: Layout) -> String? {
        guard let index = layout.frames.firstIndex(where: { !isFinite($0) }) else { return nil }
        let frame = layout.frames[index]
        let fields = [("x", frame.x), ("y", frame.y), ("width", frame.width), ("height", frame.height)]
        let values = fields.filter { !$0.1.isFinite }.map { "\($0.0) \($0.1)" }.joined(separator: ", ")
        let path = layout.paths()[index]
        let node = path.isEmpty ? "root" : "node [" + path.map(String.init).joined(separator: ", ") + "]"
        return "\(node): the frame is not finite (\(values)): "
            + "sizes multiplied through nested percentages or aspect ratios overflow"
    }

    private static func isFinite(_ frame: LayoutFrame) -> Bool {
        frame.x.isFinite && frame.y.isFinite && frame.width.isFinite && frame.height.isFinite
    }

    /// The tree in `file`, with the package's JSON reading and error locations.
    static func read(_ file: String) throws(DiffInputError) -> LayoutNode {
        let text = try DiffInputReader.text(of: file)
        let value: JSONValue
        do {
            value = try JSONParser.parse(text)
        } catch {
            throw .malformedJSON(file: file, error: error)
        }
        return try LayoutSpecReader(file: file, locator: JSONTextLocator(text)).tree(value)
    }
}
