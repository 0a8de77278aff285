import Foundation

/// What a screen test left unfinished, read off its driver, as the lines a failure lists.
@MainActor
struct Leftovers {
    // MARK: Lifecycle

    init(_ driver: ScreenDriver) {
        now = driver.scheduler.now
        pendingTimes = driver.pendingWorkTimes
        isAnimating = driver.screen.adapter.isAnimating
        unappliedEmissions = driver.screen.adapter.unappliedEmissions
        problems = driver.problems
    }

    // MARK: Internal

    /// One line per leftover `exhaustivity` checks, each naming what is left and how to
    /// finish it; empty when nothing is.
    func lines(checking exhaustivity: Exhaustivity) -> [String] {
        var lines: [String] = []
        if exhaustivity.contains(.pendingWork), let last = pendingTimes.last {
            let count = pendingTimes.count
            var times: [(time: String, count: Int)] = []
            for time in pendingTimes.map(ReplayNumber.format) {
                if times.last?.time == time { times[times.count - 1].count += 1 } else { times.append((time, 1)) }
            }
            let named = times.map { "t=" + $0.time + ($0.count > 1 ? " (×\($0.count))" : "") }
            let shown =
                named.count > 5 ? named.prefix(5).joined(separator: ", ") + ", ..." : named.joined(separator: ", ")
            var line =
                "\(count) action\(count == 1 ? "" : "s") scheduled on the test scheduler (now t="
                + "\(ReplayNumber.format(now))) \(count == 1 ? "has" : "have") not run, due at \(shown): "
                + "advance(by: \(ReplayNumber.format(last - now))) runs \(count == 1 ? "it" : "them")"
            if isAnimating { line += "; the list is still animating a batch" }
            lines.append(line + " [pendingWork]")
        }
        if exhaustivity.contains(.unappliedStates), unappliedEmissions > 0 {
            let count = unappliedEmissions
            lines.append(
                "\(count) view state\(count == 1 ? "" : "s") emitted but not applied by the adapter yet "
                    + "(it applies the newest when the list is idle and the clock runs its hop) [unappliedStates]")
        }
        if exhaustivity.contains(.problems) {
            lines += problems.map { "the adapter reported \($0) [problems]" }
        }
        return lines
    }

    // MARK: Private

    private let now: TimeInterval
    private let pendingTimes: [TimeInterval]
    private let isAnimating: Bool
    private let unappliedEmissions: Int
    private let problems: [ListAdapterProblem]
}
