/// How a fuzz run explores a screen; the flags of `replay fuzz`.
public struct FuzzOptions: Equatable, Sendable {
    /// Runs of `steps` steps each; `--runs` (default 200).
    public var runs: Int
    /// Steps per run; `--steps` (default 100).
    public var steps: Int
    /// The seed every run's random numbers follow from; `--seed` (default 1).
    public var seed: UInt64
    /// Only this run (0-based), to reproduce it; `--run`.
    public var onlyRun: Int?
    /// Stop starting runs after this many seconds of wall time; `--time` (nil: no limit).
    public var timeLimit: Double?
    /// The invariants checked; `--invariants` (default `default`).
    public var invariants: InvariantSelection
    /// Whether a failure is shrunk; `--no-shrink` turns it off.
    public var shrinks: Bool
    /// The most replays a shrink may use.
    public var shrinkBudget: Int
    /// Values found in the corpus scripts' payloads; `--corpus DIR` reads them.
    package var corpus: [JSONValue]
    /// The list the screen is fuzzed on, as a script header gives it.
    public var list: ListSetup
    /// No step may take longer than this, in seconds of wall time; else the invariant `slow`
    /// fails and `replay fuzz` exits 3. A step over the limit is timed again on the same
    /// state (the run made again on a fresh screen) and counts only when it is over it both
    /// times, so that a machine that starved the process once raises no false alarm.
    package var stepTimeLimit = 2.0

    /// The default run: 200 runs of 100 steps from seed 1, every invariant, shrinking on,
    /// on a 600-point table.
    public init(
        runs: Int = 200, steps: Int = 100, seed: UInt64 = 1, onlyRun: Int? = nil, timeLimit: Double? = nil,
        invariants: InvariantSelection = .default, shrinks: Bool = true, shrinkBudget: Int = 500,
        list: ListSetup = ListSetup(viewport: 600)
    ) {
        self.runs = runs
        self.steps = steps
        self.seed = seed
        self.onlyRun = onlyRun
        self.timeLimit = timeLimit
        self.invariants = invariants
        self.shrinks = shrinks
        self.shrinkBudget = shrinkBudget
        self.corpus = []
        self.list = list
    }

    /// The seed of run `run`: every run draws from its own sequence, so `--run K` replays
    /// run K alone.
    package func seed(ofRun run: Int) -> UInt64 {
        var mixer = FuzzRandom(seed: seed &+ UInt64(run) &* 0x9E37_79B9_7F4A_7C15)
        return mixer.next()
    }
}

extension FuzzOptions {
    /// The `dispatch` payloads of a script's text (lines that are not steps are skipped).
    package static func corpusValues(inScript text: String) -> [JSONValue] {
        ActionScript.lines(of: text).compactMap { line -> JSONValue? in
            guard case .object(let members)? = try? JSONParser.parse(String(line)), members.count == 1,
                members[0].key == "dispatch"
            else { return nil }
            return members[0].value
        }
    }
}
