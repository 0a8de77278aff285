import StagedDiff

/// Checks a whole staged changeset: every stage passes the rule checker, replaying it on the
/// previous data gives its data, updates announce real changes and come before any move, and
/// the last data is the target.
enum StageVerifier {
    static func problems(source: [TestSection], target: [TestSection], stages: [Changeset<[TestSection]>]) -> [String] {
        var current = source
        var hasMoved = false
        for (number, stage) in stages.enumerated() {
            // Updates get their own stage *before* the moves, never after them.
            if hasMoved && (!stage.elementUpdated.isEmpty || !stage.sectionUpdated.isEmpty) {
                return ["stage \(number): updates after a stage that moved"]
            }
            hasMoved = hasMoved || !stage.elementMoved.isEmpty || !stage.sectionMoved.isEmpty
            let counts = { (sections: [TestSection]) in sections.map(\.elements.count) }
            let ruleProblems = BatchRuleChecker(before: counts(current), after: counts(stage.data), stage: stage)
                .problems()
            guard ruleProblems.isEmpty else { return ruleProblems.map { "stage \(number): \($0)" } }
            let replayProblems = BatchReplayer(before: current, stage: stage).problems()
            guard replayProblems.isEmpty else { return replayProblems.map { "stage \(number): \($0)" } }
            for path in stage.elementUpdated {
                let old = current[path.section].elements[path.element]
                if stage.data.flatMap(\.elements).contains(where: { $0.id == old.id && $0.isContentEqual(to: old) })
                    && !hasDuplicates(stage.data)
                {
                    return ["stage \(number): update of \(old) at \(path) whose content did not change"]
                }
            }
            current = stage.data
        }
        if current != target {
            return ["final data \(current) is not the target \(target)"]
        }
        return []
    }

    private static func hasDuplicates(_ sections: [TestSection]) -> Bool {
        let ids = sections.flatMap(\.elements).map(\.id)
        return Set(ids).count != ids.count
    }

    /// Describes a failing case so it can be read without re-running.
    static func describe(seed: UInt64, source: Any, target: Any, changeset: Any) -> String {
        "seed \(seed)\nsource: \(source)\ntarget: \(target)\n\(changeset)"
    }
}
