/// The command line of `replay SCRIPT [--json] [--frames] [--golden FILE] [--record] [--html FILE]`.
struct ScriptArguments: Equatable {
    /// The script's path.
    var script: String
    /// Print the trace as JSON instead of text.
    var json = false
    /// Draw the visible screen after every step that changed it.
    var frames = false
    /// The golden trace to compare with (or to write, with `record`).
    var golden: String?
    /// Write the golden trace instead of comparing.
    var record = false
    /// Write the run as a report page to this file.
    var html: String?

    static let usage = """
        usage: replay SCRIPT.jsonl [--json] [--frames] [--golden FILE] [--record] [--html FILE]
          --json         print the RenderTrace of every step as JSON
          --frames       draw the visible screen after every step that changed it
          --golden FILE  compare the run's trace text with FILE; exit 1 and print a diff if they differ
          --record       with --golden: write the run's trace text to FILE instead of comparing
          --html FILE    also write the run as a self-contained HTML page that plays it back

        """

    /// Why the command line was not understood.
    struct UsageError: Error, CustomStringConvertible {
        var description: String
    }

    init(
        script: String, json: Bool = false, frames: Bool = false, golden: String? = nil, record: Bool = false,
        html: String? = nil
    ) {
        self.script = script
        self.json = json
        self.frames = frames
        self.golden = golden
        self.record = record
        self.html = html
    }

    init(_ arguments: [String]) throws(UsageError) {
        var script: String?
        var result = ScriptArguments(script: "")
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--json": result.json = true
            case "--frames": result.frames = true
            case "--record": result.record = true
            case "--golden":
                guard let file = remaining.popFirst(), !file.hasPrefix("--") else {
                    throw UsageError(description: "--golden needs a file")
                }
                result.golden = file
            case "--html":
                guard let file = remaining.popFirst(), !file.hasPrefix("--") else {
                    throw UsageError(description: "--html needs a file")
                }
                result.html = file
            case _ where argument.hasPrefix("-"):
                throw UsageError(description: "unknown option \(argument)")
            default:
                guard script == nil else {
                    throw UsageError(description: "one script at a time (got \(script!) and \(argument))")
                }
                script = argument
            }
        }
        guard let script else { throw UsageError(description: "no script given") }
        guard !result.record || result.golden != nil else {
            throw UsageError(description: "--record needs --golden FILE")
        }
        result.script = script
        self = result
    }
}
