import Foundation
import HeadlessList
import InteractorAdapter

// The geometry checks of an `expect` step or a screen test (`ScriptGeometryCheck`): where
// rows are on the list now and how many rows were measured since the screen was bound.
extension ScreenDriver {
    /// The checks of `check` that do not hold, in the order `ScriptGeometryCheck` lists them.
    package func check(_ check: ScriptGeometryCheck) -> [ExpectationFailure] {
        var failures: [ExpectationFailure] = []
        for row in check.frames {
            let found = listView.extentOfItem(at: row.item.indexPath)
            let expected = Self.describe(top: row.top, height: row.height)
            guard let found else {
                failures.append(
                    ExpectationFailure(check: "frames \(row.item)", expected: expected, actual: "no such row"))
                continue
            }
            let height = found.upperBound - found.lowerBound
            if !Self.matches(row.top, found.lowerBound) || !Self.matches(row.height, height) {
                failures.append(
                    ExpectationFailure(
                        check: "frames \(row.item)", expected: expected,
                        actual: Self.describe(top: found.lowerBound, height: height)))
            }
        }
        if let height = check.contentHeight, !Self.matches(height, listView.contentHeight) {
            failures.append(
                ExpectationFailure(
                    check: "contentHeight", expected: ReplayNumber.format(height),
                    actual: ReplayNumber.format(listView.contentHeight)))
        }
        if let offset = check.offset, !Self.matches(offset, listView.contentOffset) {
            failures.append(
                ExpectationFailure(
                    check: "offset", expected: ReplayNumber.format(offset),
                    actual: ReplayNumber.format(listView.contentOffset)))
        }
        if let first = check.firstVisible, let failure = checkFirstVisible(first) { failures.append(failure) }
        if let count = check.measurements, count != measurementsSinceStart {
            failures.append(
                ExpectationFailure(
                    check: "measurements", expected: "\(count)",
                    actual: "\(measurementsSinceStart) measuring calls so far"))
        }
        return failures
    }

    /// How many times a measuring function was called since the screen was bound.
    package var measurementsSinceStart: Int {
        screen.adapter.measurementCount - measurementsBeforeStart
    }

    // MARK: Private

    private func checkFirstVisible(_ first: ScriptGeometryCheck.FirstVisible) -> ExpectationFailure? {
        let expected = "\(first.item)" + (first.y.map { " at y " + ReplayNumber.format($0) } ?? "")
        guard let path = listView.indexPathsForVisibleItems.first,
            let top = listView.extentOfItem(at: path)?.lowerBound
        else {
            return ExpectationFailure(check: "firstVisible", expected: expected, actual: "nothing is visible")
        }
        let row = ScriptRow(section: path.section, row: path.item)
        let y = top - listView.contentOffset
        guard row != first.item || !Self.matches(first.y, y) else { return nil }
        return ExpectationFailure(
            check: "firstVisible", expected: expected, actual: "\(row) at y " + ReplayNumber.format(y))
    }

    private static func matches(_ expected: Double?, _ actual: Double) -> Bool {
        guard let expected else { return true }
        return abs(expected - actual) <= 0.01
    }

    private static func describe(top: Double?, height: Double?) -> String {
        [top.map { "top " + ReplayNumber.format($0) }, height.map { "height " + ReplayNumber.format($0) }]
            .compactMap { $0 }.joined(separator: ", ")
    }
}
