import SeededRandom
import Testing

@testable import ScriptReplay

/// The golden comparison: a minimal alignment in work linear in the texts' length for a few
/// changes, and a stated limit past which it reports the first difference.
@Suite struct LineAlignmentTests {
    private func lines(_ count: Int) -> [String] { (1...count).map { "step \($0): emission \($0 * 3)" } }

    @Test func alignsWithTheFewestChanges() {
        let steps = LineAlignment.steps(["a", "b", "c", "d"], ["a", "B", "B2", "c"])
        #expect(steps == [.same, .removed, .added, .added, .same, .removed])
        #expect(LineAlignment.steps([String](), []) == [])
        #expect(LineAlignment.steps(["x"], []) == [.removed])
        #expect(LineAlignment.steps([], ["x"]) == [.added])
    }

    @Test func randomEditsAreUndoneByTheSteps() {
        var random = SplitMix64(seed: 7)
        for _ in 0..<1_000 {
            let letters = Int.random(in: 2...5, using: &random)
            func text() -> [String] {
                (0..<Int.random(in: 0..<30, using: &random)).map { _ in "\(Int.random(in: 0..<letters, using: &random))"
                }
            }
            let old = text()
            let new = text()
            guard let steps = LineAlignment.steps(old, new) else {
                Issue.record("no alignment")
                return
            }
            var i = 0
            var j = 0
            var rebuilt: [String] = []
            for step in steps {
                switch step {
                case .same:
                    #expect(old[i] == new[j])
                    rebuilt.append(old[i])
                    i += 1
                    j += 1
                case .removed: i += 1
                case .added:
                    rebuilt.append(new[j])
                    j += 1
                }
            }
            #expect(i == old.count && rebuilt == new)
            #expect(steps.filter { $0 == .same }.count == longestCommonSubsequence(old, new))
        }
    }

    @Test(arguments: [10_000, 100_000])
    func oneChangedLineCostsWorkLinearInTheLength(count: Int) {
        let old = lines(count)
        var new = old
        new[count / 2] += " changed"
        var cost = LineAlignment.Cost()
        let steps = LineAlignment.steps(old, new, cost: &cost)
        #expect(steps?.filter { $0 != .same }.count == 2)
        #expect(cost.work <= 10)
        #expect(cost.largestSearch <= 16)
    }

    @Test func aFewScatteredChangesCostWorkBoundedByLengthTimesChanges() {
        let old = lines(10_000)
        var new = old
        for index in stride(from: 100, to: 10_000, by: 1_000) { new[index] += " changed" }
        var cost = LineAlignment.Cost()
        let steps = LineAlignment.steps(old, new, cost: &cost)
        #expect(steps?.filter { $0 != .same }.count == 20)
        #expect(cost.work <= (old.count + new.count) * 21)
        #expect(cost.largestSearch <= 4 * (old.count + new.count) + 8)
    }

    @Test func textsTooDifferentStopAtTheLimitAndTheDiffSaysWhere() {
        let old = (0..<5_000).map { "old \($0)" }
        let new = ["same"] + (0..<5_000).map { "new \($0)" }
        var cost = LineAlignment.Cost()
        #expect(LineAlignment.steps(["same"] + old, new, maximumWork: 100_000, cost: &cost) == nil)
        #expect(cost.work <= 100_000 + 2 * 10_002)
        #expect(cost.largestSearch <= 4 * 10_002 + 8)
        let diff = LineDiff.diff(
            expected: (["same"] + old).joined(separator: "\n"), actual: new.joined(separator: "\n"),
            maximumWork: 100_000)
        #expect(diff.first == "@@ golden line 1, run line 1 @@")
        #expect(diff.dropFirst().prefix(3) == ["  same", "- old 0", "+ new 0"])
        #expect(
            diff.last?.hasSuffix("the golden has 5001 lines, this run 5001; the first difference is on line 2)") == true
        )
        let rows = LineDiff.sideBySide(
            expected: (["same"] + old).joined(separator: "\n"), actual: new.joined(separator: "\n"),
            maximumWork: 100_000)
        #expect(rows.count == 1 + 5_000)
        #expect(rows.first?.differs == false && rows.dropFirst().allSatisfy(\.differs))
    }

    @Test func aGoldenOfManyEmptyLinesIsComparedWithoutATable() {
        let golden = String(repeating: "\n", count: 400_000)
        let diff = LineDiff.diff(expected: golden, actual: "x", maximumWork: 100_000)
        #expect(diff.last?.contains("the golden has 400001 lines, this run 1") == true)
        #expect(
            LineDiff.diff(expected: golden, actual: golden + "x") == [
                "@@ golden line 399999, run line 399999 @@", "  ", "  ", "- ", "+ x",
            ])
    }

    private func longestCommonSubsequence(_ a: [String], _ b: [String]) -> Int {
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        return table[0][0]
    }
}
