import Foundation

extension ScreenHarness {
    /// Checks what the screen shows and what the adapter did, as a script's `expect` step
    /// does: every check given must hold. A failure is reported at this line with expected
    /// against found for each check that did not hold, and the screen as it was.
    ///
    /// ```swift
    /// screen.expect(rows: 2, visible: ["♪ Intro", "1 song"])
    /// screen.expect(contains: ["Intro"], absent: ["Outro"])
    /// screen.expect(lastDecisions: ["s1": .renderedInPlace, "1 song": .renderedInPlace])
    /// screen.expect(swipeActions: .at([0, 1], titles: ["Delete"]), lastDrag: .from([0, 0], to: [0, 2]))
    /// ```
    ///
    /// Every parameter makes the check of the script key of the same name (`ExpectationKey`
    /// lists them; `lastDecisions` is `lastDecision`, `rowsPerSection` is `rows` as an
    /// array), with the same meaning and the same message when it fails.
    ///
    /// - Parameters:
    ///   - rows: the number of rows over all sections.
    ///   - rowsPerSection: the number of rows of each section, in order.
    ///   - visible: the texts of the visible rows, top to bottom, exactly.
    ///   - contains: texts each of which must appear in some visible row or header (a
    ///     substring match: `"Intro"` matches `"♪ Intro"`).
    ///   - absent: texts none of which may appear in a visible row or header.
    ///   - lastDecisions: items, by difference identifier or by the text on screen, and the
    ///     decision the adapter must have taken for each most recently.
    ///   - coalesced: how many emissions the adapter skipped by coalescing so far.
    ///   - fallbacks: how many updates fell back to `reloadData()` so far.
    ///   - swipeActions: the buttons a swipe on a row would show (`.at([0, 1], titles: ["Delete"])`),
    ///     without swiping.
    ///   - menuActions: the actions of a row's context menu, without opening it.
    ///   - lastDrag: where the last drag took a row from and where it landed.
    ///   - alreadyShown: how many states the adapter applied as already shown after the
    ///     user's drags so far.
    public func expect(
        rows: Int? = nil, rowsPerSection: [Int]? = nil, visible: [String]? = nil, contains: [String] = [],
        absent: [String] = [], lastDecisions: KeyValuePairs<String, RenderTrace.Decision.Kind> = [:],
        coalesced: Int? = nil, fallbacks: Int? = nil, swipeActions: SwipeActionsExpectation? = nil,
        menuActions: MenuActionsExpectation? = nil, lastDrag: DragExpectation? = nil, alreadyShown: Int? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        MainActorRequirement.check("ScreenHarness.expect(...)")
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        var expectation = ScriptExpectation(
            rows: rowsPerSection.map { .perSection($0) } ?? rows.map { .total($0) }, visible: visible,
            contains: contains, absent: absent,
            lastDecisions: lastDecisions.map { ScriptExpectation.DecisionCheck(item: $0.key, decision: $0.value) },
            coalesced: coalesced, fallbacks: fallbacks)
        expectation.swipeActions = swipeActions.map {
            ScriptExpectation.SwipeActionsCheck(item: Self.row($0.indexPath), edge: $0.edge, titles: $0.titles)
        }
        expectation.menuActions = menuActions.map {
            ScriptExpectation.MenuActionsCheck(item: Self.row($0.indexPath), titles: $0.titles)
        }
        expectation.lastDrag = lastDrag.map {
            ScriptExpectation.DragCheck(from: Self.row($0.source), to: Self.row($0.destination))
        }
        expectation.alreadyShown = alreadyShown
        var expectations = [expectation]
        if let rows, rowsPerSection != nil { expectations.append(ScriptExpectation(rows: .total(rows))) }
        guard expectations[0] != ScriptExpectation() else {
            TestFailure.record("expect() was given nothing to check; name what the screen should show", at: site)
            return
        }
        let failures = expectations.flatMap { driver.check($0) }
        driver.countStep(isExpectation: true, failed: !failures.isEmpty)
        recording.record("expect(...)", filePath: filePath, line: line, driver: driver, checks: failures)
        if !failures.isEmpty { fail(failures.map(\.description), at: site) }
    }

    /// Checks that the adapter reported exactly `expected` since the screen was shown (or
    /// since the last call), in order, and acknowledges them: `finish()` does not report them.
    ///
    /// ```swift
    /// screen.expectProblems([.unregisteredViewState(typeName: "BannerViewState", isHeader: false)])
    /// ```
    public func expectProblems(
        _ expected: [ListAdapterProblem], fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        MainActorRequirement.check("ScreenHarness.expectProblems(_:)")
        let found = driver.problems
        driver.problems = []
        func list(_ problems: [ListAdapterProblem]) -> String {
            problems.isEmpty ? "none" : problems.map { "\n    " + $0.description }.joined()
        }
        let failures =
            found == expected
            ? [] : [ExpectationFailure(check: "problems", expected: list(expected), actual: list(found))]
        recording.record("expectProblems(...)", filePath: filePath, line: line, driver: driver, checks: failures)
        guard !failures.isEmpty else { return }
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        fail(["problems: expected \(list(expected))", "found \(list(found))"], at: site)
    }
}
