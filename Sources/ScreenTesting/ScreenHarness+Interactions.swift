import Foundation

extension ScreenHarness {
    /// Swipes the visible row at `indexPath` from `edge` and taps the button titled
    /// `action` (nil leaves the swipe open), as a script's `swipe` step does, then lets the
    /// adapter apply what the button's handler dispatched. A row off screen, without buttons
    /// on that edge or without that button is a failure that says what the list has.
    ///
    /// ```swift
    /// screen.swipe(at: [0, 1], tapping: "Delete")
    /// ```
    /// - Returns: what the finger did (`swiped [0, 1] from the trailing edge: Delete; tapped "Delete"`), or
    ///   nil after a failure.
    @discardableResult
    public func swipe(
        at indexPath: IndexPath, from edge: ListSwipeEdge = .trailing, tapping action: String? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> String? {
        MainActorRequirement.check("ScreenHarness.swipe(at:from:tapping:)")
        let swipe = ScriptSwipe(item: Self.row(indexPath), edge: edge, ending: action.map { .tap($0) } ?? .open)
        return perform(CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) {
            (location) throws(ReplayError) in
            try driver.swipe(swipe, at: location)
        }
    }

    /// Swipes the visible row at `indexPath` all the way across from `edge`: its first button
    /// is performed when its actions allow it (else the swipe stays open).
    @discardableResult
    public func fullySwipe(
        at indexPath: IndexPath, from edge: ListSwipeEdge = .trailing, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> String? {
        MainActorRequirement.check("ScreenHarness.fullySwipe(at:from:)")
        let swipe = ScriptSwipe(item: Self.row(indexPath), edge: edge, ending: .full)
        return perform(CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) {
            (location) throws(ReplayError) in
            try driver.swipe(swipe, at: location)
        }
    }

    /// Drags the visible row at `source` and lets it go over `destination`, as a script's
    /// `drag` step does (the list moves the row, the adapter calls its `move` handler), then
    /// lets the adapter apply the state the handler caused.
    ///
    /// ```swift
    /// screen.drag(from: [0, 0], to: [0, 2])
    /// screen.expect(visible: ["Eggs", "Bread", "Milk", "3 left"])
    /// ```
    /// - Returns: where the row went (`moved [0, 0] to [0, 2]`), or nil after a failure.
    @discardableResult
    public func drag(
        from source: IndexPath, to destination: IndexPath, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> String? {
        MainActorRequirement.check("ScreenHarness.drag(from:to:)")
        return perform(CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) {
            (location) throws(ReplayError) in
            try driver.drag(from: Self.row(source), to: Self.row(destination), at: location)
        }
    }

    /// Long-presses the visible row at `indexPath` and chooses the action titled `action`
    /// of its context menu (nil dismisses it), as a script's `menu` step does.
    @discardableResult
    public func longPress(
        at indexPath: IndexPath, choosing action: String? = nil, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> String? {
        MainActorRequirement.check("ScreenHarness.longPress(at:choosing:)")
        let menu = ScriptMenu(item: Self.row(indexPath), action: action)
        return perform(CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) {
            (location) throws(ReplayError) in
            try driver.menu(menu, at: location)
        }
    }

    // MARK: Internal

    /// `indexPath` as a script names a row.
    static func row(_ indexPath: IndexPath) -> ScriptRow {
        ScriptRow(section: indexPath.section, row: indexPath.item)
    }

    // MARK: Private

    /// Runs a gesture at `site`, counting it as a step, and reports its failure there.
    private func perform(
        _ site: CallSite, _ gesture: (ScriptLocation) throws(ReplayError) -> String
    ) -> String? {
        driver.currentLine = Int(site.line)
        let location = ScriptLocation(
            file: String(describing: site.fileID), line: Int(site.line), column: Int(site.column))
        do {
            let note = try gesture(location)
            driver.countStep()
            return note
        } catch {
            fail([error.message], at: site)
            return nil
        }
    }
}
