import Foundation

extension ScreenHarness {
    /// Shows a composed screen: its providers on a `ComposedListAdapter` the harness makes
    /// on its list, with everything the single-adapter harness offers. Taps, swipes, drags
    /// and long presses reach the provider of the row, the trace names each entry's
    /// provider, `finish()` checks what every provider left over, and a failing test
    /// writes its page.
    ///
    /// ```swift
    /// let contacts = ContactsInteractor(scheduler: scheduler)
    /// let screen = ScreenHarness(composed: contacts, list: ListSetup(viewport: 400), scheduler: scheduler) {
    ///     adapter in
    ///     adapter.compose(from: contacts.parts()) { parts in
    ///         for part in parts { provider(for: part) }
    ///     }
    /// }
    /// screen.tap(at: [1, 0])                 // the row's provider gets the tap
    /// screen.expect(visible: ["★ Ada", "Bea"])
    /// screen.finish()
    /// ```
    ///
    /// - Parameters:
    ///   - interactor: the screen's own interactor, the one `dispatch(_:)` sends actions to
    ///     (providers keep theirs); kept alive by the harness.
    ///   - list: the headless list: its style, viewport, row and header heights, ...
    ///   - scheduler: the virtual clock; pass the one the interactors' timers run on.
    ///   - setUp: composes the adapter's providers (`compose { ... }` or
    ///     `compose(from:_:)`), and sets what else the app sets on it (`onAction`, ...).
    ///     Called once tracing is on, so that the first states are traced.
    public convenience init(
        composed interactor: Screen, list: ListSetup, scheduler: TestScheduler = TestScheduler(),
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column, adapter setUp: @escaping (ComposedListAdapter) -> Void
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        self.init(interactor, list: list, scheduler: scheduler, site: site) { environment in
            let adapter = ComposedListAdapter(listView: environment.listView, scheduler: environment.scheduler)
            return ReplayScreen(keeping: interactor, adapter: adapter, dispatch: nil) { [weak adapter] in
                if let adapter { setUp(adapter) }
            }
        }
    }

    /// Shows a composed screen whose providers `providers` builds, as
    /// `ComposedListAdapter.compose(_:)` shows them (see `init(composed:list:scheduler:adapter:)`).
    ///
    /// ```swift
    /// let screen = ScreenHarness(composed: contacts, list: ListSetup(viewport: 400)) {
    ///     favourites
    ///     everyone
    /// }
    /// ```
    public convenience init(
        composed interactor: Screen, list: ListSetup, scheduler: TestScheduler = TestScheduler(),
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column, @ProviderBuilder providers: @escaping () -> [ProviderNode]
    ) {
        self.init(
            composed: interactor, list: list, scheduler: scheduler, fileID: fileID, filePath: filePath, line: line,
            column: column, adapter: { adapter in adapter.compose(providers) })
    }

    /// The composed adapter the screen is shown with; nil for a screen on a `ListAdapter`.
    public var composedAdapter: ComposedListAdapter? {
        driver.screen.adapter as? ComposedListAdapter
    }
}
