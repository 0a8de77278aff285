/// Shrinks a failing run to a 1-minimal script: everything after the failing step is already
/// gone; then delta debugging over lines (ddmin), then simpler single lines (shorter texts,
/// smaller numbers, shorter advances), then single deletions again. Every candidate is
/// replayed as a script by the ordinary engine (`ScriptRunner`) and accepted only if its
/// closing `{"expect": {"invariants": ...}}` fails with the same signature.
@MainActor
package struct FuzzShrinker {
    /// Whether a candidate fails the same way.
    let oracle: ([String]) -> Bool
    /// The most replays to use.
    let budget: Int
    /// Replays used so far.
    package private(set) var replays = 0
    /// The verdict on every candidate replayed so far: ddmin and the passes after it meet
    /// the same candidate more than once, and a replay is what a shrink costs.
    private var verdicts: [[String]: Bool] = [:]

    /// A shrinker whose candidates are replayed in this process, as scripts of `header`.
    init(factory: ReplayScreenFactory, header: String, invariants: InvariantSelection, signature: String, budget: Int) {
        self.init(budget: budget) { steps in
            Self.violations(of: steps, header: header, invariants: invariants, factory: factory)
                .contains { $0.signature == signature }
        }
    }

    /// A shrinker whose candidates `oracle` replays (in a child process, for a crash).
    package init(budget: Int, oracle: @escaping ([String]) -> Bool) {
        self.budget = budget
        self.oracle = oracle
    }

    /// Whether `steps` fail the same way; a candidate met before is not replayed again.
    package mutating func fails(_ steps: [String]) -> Bool {
        if let verdict = verdicts[steps] { return verdict }
        replays += 1
        let verdict = oracle(steps)
        verdicts[steps] = verdict
        return verdict
    }

    /// The invariants `steps` break when replayed as a script ending with a settle point and
    /// the invariants expectation; empty when the script stops before it.
    static func violations(
        of steps: [String], header: String, invariants: InvariantSelection, factory: ReplayScreenFactory
    ) -> [InvariantViolation] {
        let text = FuzzScript.text(comment: nil, header: header, steps: steps, invariants: invariants)
        guard let script = try? ActionScript.parse(text, file: "shrink") else { return [] }
        let report = ScriptRunner.run(script, screens: [factory])
        guard report.error == nil, let last = report.steps.last else { return [] }
        return last.failures.compactMap { failure in
            guard failure.check.hasPrefix("invariants ") else { return nil }
            return InvariantViolation(id: String(failure.check.dropFirst("invariants ".count)), message: failure.actual)
        }
    }

    /// `steps` shrunk while they keep failing the same way and the budget lasts.
    package mutating func shrink(_ steps: [String]) -> [String] {
        var current = deltaDebug(steps)
        current = simplify(current)
        return dropSingles(current)
    }

    /// ddmin over lines: removes ever smaller chunks while the rest still fails.
    private mutating func deltaDebug(_ steps: [String]) -> [String] {
        var current = steps
        var parts = 2
        while current.count >= 2, replays < budget {
            let size = (current.count + parts - 1) / parts
            var reduced = false
            for start in stride(from: 0, to: current.count, by: size) where replays < budget {
                let candidate = Array(current[..<start] + current[min(start + size, current.count)...])
                if fails(candidate) {
                    current = candidate
                    parts = max(parts - 1, 2)
                    reduced = true
                    break
                }
            }
            if !reduced {
                if parts >= current.count { break }
                parts = min(parts * 2, current.count)
            }
        }
        return current
    }

    /// Deletes single lines until none can go: the result is 1-minimal.
    private mutating func dropSingles(_ steps: [String]) -> [String] {
        var current = steps
        var index = 0
        while index < current.count, replays < budget {
            var candidate = current
            candidate.remove(at: index)
            if fails(candidate) { current = candidate } else { index += 1 }
        }
        return current
    }

    /// Replaces each line by a simpler one that still fails: shorter texts, smaller numbers.
    private mutating func simplify(_ steps: [String]) -> [String] {
        var current = steps
        for index in current.indices {
            guard let json = try? JSONParser.parse(current[index]) else { continue }
            for simpler in Self.simpler(json) where replays < budget {
                var candidate = current
                candidate[index] = simpler.serialized
                if fails(candidate) {
                    current = candidate
                    break
                }
            }
        }
        return current
    }

    /// Simpler versions of a step, simplest first: each text emptied or halved, each number
    /// made 0 or halved, one leaf at a time (the step's key and rows are kept).
    static func simpler(_ step: JSONValue) -> [JSONValue] {
        guard case .object(let members) = step, members.count == 1, let (key, payload) = members.first,
            key == "dispatch" || key == "advance" || key == "scroll"
        else { return [] }
        return leaves(payload).map { JSONValue.object([(key, $0)]) }
    }

    private static func leaves(_ value: JSONValue) -> [JSONValue] {
        switch value {
        case .string(let text) where !text.isEmpty:
            return [.string("")] + (text.count > 1 ? [.string(String(text.prefix(text.count / 2)))] : [])
        case .number(let number) where number.value != 0:
            let half = (number.value / 2).rounded(.towardZero)
            return [FuzzStepDrawer.number(0)] + (half != 0 ? [FuzzStepDrawer.number(half)] : [])
        case .array(let elements):
            return elements.indices.flatMap { index in
                leaves(elements[index]).map { simpler in
                    var copy = elements
                    copy[index] = simpler
                    return JSONValue.array(copy)
                }
            }
        case .object(let members):
            return members.indices.flatMap { index in
                leaves(members[index].value).map { simpler in
                    var copy = members
                    copy[index].value = simpler
                    return JSONValue.object(copy)
                }
            }
        default:
            return []
        }
    }
}
