import Foundation
import HeadlessList
import ScriptReplay

extension ScreenHarness {
    /// Gives the list another width in points (a rotation), as a script's `resize` step does:
    /// rows sized by their content are measured again at it (the rows near the screen at
    /// once, the others on the clock's next turn), the first visible row staying where it is.
    public func resize(width: Double, filePath: StaticString = #filePath, line: UInt = #line) {
        MainActorRequirement.check("ScreenHarness.resize(width:)")
        driver.currentLine = Int(line)
        driver.resize(width: width)
        driver.countStep()
        recording.record("resize(width: \(width))", filePath: filePath, line: line, driver: driver)
    }

    /// Checks where rows are and what sizing them cost, as a script's `frames`,
    /// `contentHeight`, `offset`, `firstVisible` and `measurements` checks do; every check
    /// given must hold (points within 0.01).
    ///
    /// ```swift
    /// screen.expectLayout(frames: [IndexPath(item: 2, section: 0): (top: 132, height: 66)], measurements: 3)
    /// screen.expectLayout(firstVisible: (IndexPath(item: 5, section: 0), y: -12))
    /// ```
    /// - Parameters:
    ///   - frames: rows and their top (from the content's top) and height; only these rows are checked.
    ///   - contentHeight: the height of all sections together.
    ///   - offset: the content offset.
    ///   - firstVisible: the first row on screen and its top on screen (its top minus the offset).
    ///   - measurements: how many times a measuring function was called since the screen was shown.
    public func expectLayout(
        frames: KeyValuePairs<IndexPath, (top: Double, height: Double)> = [:], contentHeight: Double? = nil,
        offset: Double? = nil, firstVisible: (item: IndexPath, y: Double)? = nil, measurements: Int? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) {
        MainActorRequirement.check("ScreenHarness.expectLayout(...)")
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        var check = ScriptGeometryCheck()
        check.frames = frames.map { path, frame in
            ScriptGeometryCheck.RowFrame(
                item: ScriptRow(section: path.section, row: path.item), top: frame.top, height: frame.height)
        }
        check.contentHeight = contentHeight
        check.offset = offset
        check.firstVisible = firstVisible.map {
            ScriptGeometryCheck.FirstVisible(item: ScriptRow(section: $0.item.section, row: $0.item.item), y: $0.y)
        }
        check.measurements = measurements
        guard check != ScriptGeometryCheck() else {
            TestFailure.record("expectLayout() was given nothing to check; name where rows should be", at: site)
            return
        }
        let failures = driver.check(check)
        driver.countStep(isExpectation: true, failed: !failures.isEmpty)
        recording.record("expectLayout(...)", filePath: filePath, line: line, driver: driver, checks: failures)
        if !failures.isEmpty { fail(failures.map(\.description), at: site) }
    }
}
