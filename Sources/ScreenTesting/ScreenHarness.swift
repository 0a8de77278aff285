import Foundation

/// A screen under test: an interactor wired to a `ListAdapter` on a headless list, on a
/// virtual clock, driven as a user would drive it and checked as the user would see it.
///
/// ```swift
/// @Test @MainActor func addingASongShowsIt() {
///     let playlist = PlaylistInteractor()
///     let screen = ScreenHarness(playlist, list: ListSetup(viewport: 300)) { adapter in
///         adapter.registerPlaylistCells(dispatchingTo: playlist)
///     }
///     screen.expect(visible: ["No songs yet"])          // the first state is on screen at once
///     screen.dispatch(.add(title: "Intro"))
///     screen.expect(visible: ["♪ Intro", "1 song"])
///     screen.tap(at: [0, 0])
///     screen.expect(lastDecisions: ["s1": .renderedInPlace])
///     screen.finish()
/// }
/// ```
///
/// - A composed screen (a `ComposedListAdapter` and its providers) is created with
///   `init(composed:list:scheduler:providers:)`; everything below holds for it too, and its
///   gestures reach the row's provider.
/// - The first state is on screen when the harness is created. After `dispatch`, `tap` and
///   `scroll` the adapter has applied what the screen emitted; timers, debounces and
///   animations wait for `advance(by:)`.
/// - A failed check is reported at the test's own line, to Swift Testing (an `Issue`) or to
///   XCTest (`XCTFail`), with expected against found and the screen as it was.
/// - It is exhaustive: `finish()`, or the harness going away, fails the test when work is
///   left over (actions on the clock, states not applied, problems the adapter reported),
///   naming each, unless `exhaustivity` leaves it out.
/// - When the environment variable `INTERACTOR_ADAPTER_REPORT_DIR` names a folder, a failing
///   test writes its report page there (`ReplayHTMLReport`: every call as written in the
///   test, the frames, the adapter's decisions, the failed checks first), named after the
///   test file and the line the harness was created on, e.g. `PlaylistScreenTests-42.html`;
///   the failure message ends with its path.
/// - It runs on the main actor, as UIKit does; used from another thread it stops with a
///   message that says so.
@MainActor
public final class ScreenHarness<Screen: Interactor> {
    // MARK: Lifecycle

    /// Shows a screen whose interactor emits rows, as a flat list.
    /// - Parameters:
    ///   - interactor: the screen's logic, kept alive by the harness.
    ///   - list: the headless list: its style, viewport, row height, animation length, ...
    ///   - scheduler: the virtual clock; pass the one the interactor's timers run on.
    ///   - registerCells: registers the screen's cells on the adapter, as the app does.
    public convenience init(
        _ interactor: Screen, list: ListSetup, scheduler: TestScheduler = TestScheduler(),
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column, cells registerCells: (ListAdapter<SingleSection, Screen.Item>) -> Void
    ) where Screen.Item: Differentiable {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        self.init(interactor, list: list, scheduler: scheduler, site: site) { environment in
            let adapter = ListAdapter<SingleSection, Screen.Item>(
                listView: environment.listView, scheduler: environment.scheduler)
            registerCells(adapter)
            let screen = ReplayScreen(keeping: interactor, adapter: adapter, dispatch: nil) { [weak adapter] in
                adapter?.bind(to: interactor)
            }
            screen.watchEmissions(of: interactor, shownBy: adapter) {
                [ArraySection(model: SingleSection(), elements: $0)]
            }
            return screen
        }
        if Screen.Item.self is any DifferentiableSection.Type {
            TestFailure.record(
                "\(Screen.self) emits sections (\(Screen.Item.self)) but ScreenHarness(_:list:cells:) shows "
                    + "them as rows of a flat list; create it with ScreenHarness(sectioned:list:cells:)",
                at: site)
        }
    }

    /// Shows a screen whose interactor emits `ArraySection<Model, Item>`s, as a sectioned list.
    /// - Parameters:
    ///   - interactor: the screen's logic, kept alive by the harness.
    ///   - list: the headless list; give it a `headerHeight` to show section headers.
    ///   - scheduler: the virtual clock; pass the one the interactor's timers run on.
    ///   - registerCells: registers the screen's cells and headers on the adapter.
    public convenience init<Model, Item>(
        sectioned interactor: Screen, list: ListSetup, scheduler: TestScheduler = TestScheduler(),
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column, cells registerCells: (ListAdapter<Model, Item>) -> Void
    ) where Screen.Item == ArraySection<Model, Item> {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        self.init(interactor, list: list, scheduler: scheduler, site: site) { environment in
            let adapter = ListAdapter<Model, Item>(listView: environment.listView, scheduler: environment.scheduler)
            registerCells(adapter)
            let screen = ReplayScreen(keeping: interactor, adapter: adapter, dispatch: nil) { [weak adapter] in
                adapter?.bind(to: interactor)
            }
            screen.watchEmissions(of: interactor, shownBy: adapter) { $0 }
            return screen
        }
    }

    /// Shows the screen `make` builds on the harness's list and clock, bound once tracing is on.
    init(
        _ interactor: Screen, list: ListSetup, scheduler: TestScheduler, site: CallSite,
        make: (ReplayEnvironment) -> ReplayScreen
    ) {
        MainActorRequirement.check("ScreenHarness.init")
        self.interactor = interactor
        creationSite = site
        recording = HarnessRecording(
            screen: String(describing: Screen.self), setup: list, fileID: String(describing: site.fileID),
            line: site.line)
        driver = ScreenDriver(setup: list, scheduler: scheduler, make: make)
        driver.currentLine = Int(site.line)
        driver.onEntry = { [recording] entry in recording.receive(entry) }
        driver.start()
        recording.record("ScreenHarness(\(Screen.self))", filePath: site.filePath, line: site.line, driver: driver)
    }

    deinit {
        guard !isFinished, !exhaustivity.isEmpty else { return }
        let driver = driver
        let recording = recording
        let exhaustivity = exhaustivity
        let site = creationSite
        guard MainActorRequirement.isOnMainActor else {
            TestFailure.record(
                "a ScreenHarness went away off the main actor before finish(), so what it left over "
                    + "could not be checked; call finish() at the end of the test", at: site)
            return
        }
        MainActor.assumeIsolated {
            Self.checkLeftovers(
                of: driver, recording: recording, exhaustivity: exhaustivity, at: site,
                when: "when the harness went away")
        }
    }

    // MARK: Public

    /// The screen's logic.
    public let interactor: Screen
    /// What `finish()` and the harness going away check is left over; everything by default.
    public var exhaustivity: Exhaustivity = .all

    /// The labels of the screen's timers that re-arm themselves by design (a clock ticking
    /// while the screen is shown), scheduled through `scheduler.labeled(label)`: `settle()`
    /// does not run them to the end, and they are not left-over work at `finish()`. Any
    /// other action still scheduled is.
    ///
    /// ```swift
    /// let scheduler = TestScheduler()
    /// let ticker = TickerInteractor(clock: scheduler.labeled("clock"))
    /// let screen = ScreenHarness(ticker, list: ListSetup(viewport: 300), scheduler: scheduler) { ... }
    /// screen.recurringTimers = ["clock"]
    /// ```
    public var recurringTimers: Set<String> {
        get { driver.recurringTimers }
        set { driver.recurringTimers = newValue }
    }

    /// The virtual clock the list's animations and the adapter's hops run on.
    public var scheduler: TestScheduler { driver.scheduler }
    /// The headless list the adapter drives.
    public var listView: HeadlessListView { driver.listView }

    /// Sends `action` to the interactor, as the screen does, and lets the adapter apply what
    /// it emitted at once; work the interactor schedules for later waits for `advance(by:)`.
    public func dispatch(
        _ action: Screen.Action, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        MainActorRequirement.check("ScreenHarness.dispatch(_:)")
        driver.currentLine = Int(line)
        interactor.dispatch(action: action)
        driver.countStep()
        driver.settle()
        recording.record("dispatch(\(action))", filePath: filePath, line: line, driver: driver)
    }

    /// Taps the visible row at `indexPath` as a finger would (`shouldHighlight`, then
    /// `didSelect`) and lets the adapter apply what the tap caused. A row outside the list or
    /// off screen is a failure that says what the list has and shows.
    /// - Returns: whether the cell highlighted (when it did not, the tap did nothing).
    @discardableResult
    public func tap(
        at indexPath: IndexPath, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> Bool {
        MainActorRequirement.check("ScreenHarness.tap(at:)")
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        driver.currentLine = Int(line)
        do {
            let location = ScriptLocation(file: String(describing: fileID), line: Int(line), column: Int(column))
            let note = try driver.tap(section: indexPath.section, row: indexPath.item, at: location)
            driver.countStep()
            recording.record("tap(at: \(indexPath))", filePath: filePath, line: line, driver: driver)
            return note == nil
        } catch {
            recording.record(
                "tap(at: \(indexPath))", filePath: filePath, line: line, driver: driver, error: error.message)
            report(Self.describe([error.message], frame: driver.frame), at: site)
            return false
        }
    }

    /// Scrolls the list to `offset` points from the top, as a finger would, and lets the
    /// adapter apply what scrolling caused (cells entering the viewport are configured).
    public func scroll(to offset: Double, filePath: StaticString = #filePath, line: UInt = #line) {
        MainActorRequirement.check("ScreenHarness.scroll(to:)")
        driver.currentLine = Int(line)
        driver.scroll(to: offset)
        driver.countStep()
        recording.record("scroll(to: \(offset))", filePath: filePath, line: line, driver: driver)
    }

    /// Moves virtual time forward: timers, debounces, background answers and animations due
    /// meanwhile run, and the adapter applies what they emitted.
    public func advance(by seconds: TimeInterval, filePath: StaticString = #filePath, line: UInt = #line) {
        MainActorRequirement.check("ScreenHarness.advance(by:)")
        driver.currentLine = Int(line)
        driver.advance(by: seconds)
        driver.countStep()
        recording.record("advance(by: \(seconds))", filePath: filePath, line: line, driver: driver)
    }

    /// Lets the screen come to rest, as a script's `{"settle": {}}` does: everything waiting
    /// on the virtual clock runs in time order until nothing is (a timer that re-arms itself
    /// stops after `ScreenDriver.settleLimit` actions and stays pending).
    public func settle(filePath: StaticString = #filePath, line: UInt = #line) {
        MainActorRequirement.check("ScreenHarness.settle()")
        driver.currentLine = Int(line)
        driver.settleCompletely()
        driver.countStep()
        recording.record("settle()", filePath: filePath, line: line, driver: driver)
    }

    /// What the list shows now: its visible headers and rows, the rows per section, the
    /// offset. Prints as a box (`print(screen.frame)`).
    public var frame: ScreenFrame { driver.frame }

    /// The texts of the visible rows, top to bottom.
    public var visibleTexts: [String] { driver.frame.rowTexts }

    /// The number of rows of each section.
    public var rowCounts: [Int] { driver.frame.counts }

    /// Everything the adapter applied since the screen was shown: each update's stages, each
    /// item's decision and why, fallbacks and coalesced states.
    public var trace: RenderTrace { RenderTrace(entries: driver.entries) }

    /// Totals since the screen was shown: updates, batches, decisions of each kind, coalesced
    /// states and fallbacks.
    public var summary: ReplaySummary { driver.summary }

    /// Problems the adapter reported that `expectProblems(_:)` has not acknowledged yet.
    public var problems: [ListAdapterProblem] { driver.problems }

    /// The latest decision the adapter took for the item (or header) whose difference
    /// identifier is `identifier`, or nil when it took none since the screen was shown.
    public func lastDecision(for identifier: some Hashable) -> RenderTrace.Decision? {
        driver.decisions[String(describing: identifier)]?.decision
    }

    /// Checks that nothing is left over (see `exhaustivity`), and marks the test as checked so
    /// that the harness going away checks nothing more. Call it last.
    public func finish(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        MainActorRequirement.check("ScreenHarness.finish()")
        isFinished = true
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        Self.checkLeftovers(
            of: driver, recording: recording, exhaustivity: exhaustivity, at: site, when: "at finish()")
    }

    // MARK: Internal

    /// The screen, the clock and what the adapter did.
    let driver: ScreenDriver
    /// Every call as a report page shows it.
    let recording: HarnessRecording

    /// Reports `failures` at `site`, with the screen as it is.
    func fail(_ failures: [String], at site: CallSite) {
        report(Self.describe(failures, frame: driver.frame), at: site)
    }

    /// Reports `message` at `site`, after writing the test's page when a report folder is set.
    func report(_ message: String, at site: CallSite) {
        TestFailure.record(recording.failureMessage(message, summary: driver.summary), at: site)
    }

    /// `failures`, one a line, then the screen drawn under `screen as it was:`.
    static func describe(_ failures: [String], frame: ScreenFrame) -> String {
        (failures + ["screen as it was:"] + FramePrinter.draw(frame, indent: "  ")).joined(separator: "\n")
    }

    // MARK: Private

    private let creationSite: CallSite
    private var isFinished = false

    private static func checkLeftovers(
        of driver: ScreenDriver, recording: HarnessRecording, exhaustivity: Exhaustivity, at site: CallSite,
        when moment: String
    ) {
        let leftovers = Leftovers(driver).lines(checking: exhaustivity)
        guard !leftovers.isEmpty else { return }
        let heading =
            "the screen test left work over \(moment) (a ScreenHarness is exhaustive: finish the work, "
            + "or leave it out of exhaustivity):"
        let message = ([heading] + leftovers.map { "  - " + $0 }).joined(separator: "\n")
        recording.record("finish()", filePath: site.filePath, line: site.line, driver: driver, error: message)
        TestFailure.record(recording.failureMessage(message, summary: driver.summary), at: site)
    }
}
