/// What a fuzz session did: how much it ran, what it covered, and the failure it found,
/// shrunk to a script. `text` prints it for a person, `jsonText` as a document; both are the
/// same bytes for the same seed.
public struct FuzzReport: Equatable, Sendable {
    /// The screen fuzzed.
    public var screen: String
    /// The seed the runs followed from.
    public var seed: UInt64
    /// The invariants checked, as `--invariants` writes them.
    public var invariants: String
    /// Runs made, and steps that ran over all of them.
    public var runs = 0
    public var steps = 0
    /// What the runs exercised.
    public var coverage = FuzzCoverage()
    /// The failure found; nil when every invariant held.
    public var failure: FuzzFailure?

    /// The report for a person.
    public var text: String {
        var lines = [
            "fuzz \(screen): seed \(seed), \(runs) runs, \(steps) steps, invariants \(invariants)",
            "coverage: " + Self.counts(coverage.steps) + "; rejects \(coverage.rejects), settle points "
                + "\(coverage.settlePoints), most rows \(coverage.mostRows)",
            "actions: " + Self.counts(coverage.actions),
        ]
        guard let failure else { return (lines + ["no invariant broken"]).joined(separator: "\n") + "\n" }
        lines += [
            "FAILED in run \(failure.run): \(failure.violation.id): \(failure.violation.message)",
            "failing step (line \(failure.failingLine)): \(failure.failingStep)",
            "shrunk: \(failure.stepsBefore) → \(failure.stepsAfter) steps in \(failure.replays) replays"
                + (failure.flaky ? "; flaky: two replays of the shrunk script differ" : ""),
            "screen before:", failure.frameBefore, "screen after:", failure.frameAfter, "last trace entries:",
        ]
        lines += failure.traceTail.map { "  " + $0 }
        lines += ["script:", failure.script]
        return lines.joined(separator: "\n") + "\n"
    }

    /// The report as a JSON document, keys in a fixed order.
    public var jsonText: String {
        var members: [(key: String, value: JSONValue)] = [
            ("screen", .string(screen)), ("seed", .number(JSONNumber(value: Double(seed), text: "\(seed)"))),
            ("invariants", .string(invariants)), ("runs", .number(JSONNumber(runs))),
            ("steps", .number(JSONNumber(steps))), ("coverage", Self.json(coverage)),
        ]
        if let failure { members.append(("failure", Self.json(failure))) }
        return JSONValue.object(members).serialized + "\n"
    }

    private static func counts(_ counts: [String: Int]) -> String {
        counts.isEmpty
            ? "none" : counts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
    }

    private static func object(_ counts: [String: Int]) -> JSONValue {
        .object(counts.sorted { $0.key < $1.key }.map { ($0.key, .number(JSONNumber($0.value))) })
    }

    private static func json(_ coverage: FuzzCoverage) -> JSONValue {
        .object([
            ("steps", object(coverage.steps)), ("actions", object(coverage.actions)),
            ("rejects", .number(JSONNumber(coverage.rejects))),
            ("settlePoints", .number(JSONNumber(coverage.settlePoints))),
            ("mostRows", .number(JSONNumber(coverage.mostRows))),
        ])
    }

    private static func json(_ failure: FuzzFailure) -> JSONValue {
        .object([
            ("run", .number(JSONNumber(failure.run))), ("invariant", .string(failure.violation.id)),
            ("message", .string(failure.violation.message)), ("line", .number(JSONNumber(failure.failingLine))),
            ("step", .string(failure.failingStep)), ("stepsBefore", .number(JSONNumber(failure.stepsBefore))),
            ("stepsAfter", .number(JSONNumber(failure.stepsAfter))), ("replays", .number(JSONNumber(failure.replays))),
            ("flaky", .bool(failure.flaky)), ("frameBefore", .string(failure.frameBefore)),
            ("frameAfter", .string(failure.frameAfter)), ("trace", .array(failure.traceTail.map { .string($0) })),
            ("script", .string(failure.script)),
        ])
    }
}
