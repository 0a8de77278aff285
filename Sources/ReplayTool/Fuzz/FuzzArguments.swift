import ScriptReplay

/// The command line of `replay fuzz --screen NAME [--runs 200] [--steps 100] [--seed S]
/// [--run K] [--time 60s] [--corpus DIR] [--invariants default,-pending] [--out DIR]
/// [--no-shrink] [--json]`.
struct FuzzArguments: Equatable {
    /// The registered screen to fuzz.
    var screen = ""
    /// The session's options.
    var options = FuzzOptions()
    /// The folder of scripts whose values seed the pools.
    var corpus: String?
    /// The folder the shrunk script and the report are written to.
    var out = "fuzz-failures"
    /// Print the report as JSON.
    var json = false
    /// The invariants as written, read once the screen's rules are known.
    var invariants = "default"
    /// Whether this process is the child a `replay fuzz` started: it writes each step before
    /// running it.
    var isChild = false

    static let usage = """
        usage: replay fuzz --screen NAME [--runs 200] [--steps 100] [--seed S] [--run K] [--time 60s]
                           [--corpus DIR] [--invariants default,-pending] [--out DIR] [--no-shrink] [--json]
          --screen NAME      the registered screen to fuzz
          --runs N           runs of random steps, each on a fresh screen (default 200)
          --steps N          steps per run (default 100)
          --seed S           the seed every run follows from (default 1); the same seed, the same report
          --run K            only run K of the seed, to reproduce it
          --time 60s         start no run after this much wall time
          --corpus DIR       take payload values from the scripts (*.jsonl) in DIR
          --invariants SEL   default, default,-ID, or IDs: validator, placeholder, problems, duplicates,
                             settled, pending, and the screen's own rules
          --out DIR          where a failure's shrunk script and report are written (default fuzz-failures)
          --no-shrink        write the failing run's steps as they ran
          --json             print the report as a JSON document
        exit: 0 nothing found, 1 a failure (script and report written), 2 usage, 3 the screen crashed or hung

        """

    /// Why the command line was not understood.
    struct UsageError: Error, CustomStringConvertible {
        var description: String
    }

    init() {}

    init(_ arguments: [String]) throws(UsageError) {
        var remaining = arguments[...]
        func value(_ flag: String) throws(UsageError) -> String {
            guard let value = remaining.popFirst(), !value.hasPrefix("--") else {
                throw UsageError(description: "\(flag) needs a value")
            }
            return value
        }
        func count(_ flag: String) throws(UsageError) -> Int {
            let text = try value(flag)
            guard let number = Int(text), number >= 0 else {
                throw UsageError(description: "\(flag) needs a whole number, zero or more, not \(text)")
            }
            return number
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "--screen": screen = try value(argument)
            case "--runs": options.runs = try count(argument)
            case "--steps": options.steps = try count(argument)
            case "--run": options.onlyRun = try count(argument)
            case "--seed":
                let text = try value(argument)
                guard let seed = UInt64(text) else {
                    throw UsageError(description: "--seed needs a whole number, not \(text)")
                }
                options.seed = seed
            case "--time":
                let text = try value(argument)
                guard let seconds = Double(text.hasSuffix("s") ? String(text.dropLast()) : text), seconds > 0 else {
                    throw UsageError(description: "--time needs seconds such as 60s, not \(text)")
                }
                options.timeLimit = seconds
            case "--corpus": corpus = try value(argument)
            case "--invariants": invariants = try value(argument)
            case "--out": out = try value(argument)
            case "--no-shrink": options.shrinks = false
            case "--json": json = true
            case "--child": isChild = true
            default: throw UsageError(description: "unknown argument \(argument)")
            }
        }
        guard !screen.isEmpty else { throw UsageError(description: "--screen NAME is required") }
    }
}
