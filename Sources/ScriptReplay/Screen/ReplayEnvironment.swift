import HeadlessList
import InteractorAdapter
import ReactiveTesting

/// What a screen is built with when a script replays it: the virtual clock every timer,
/// animation and background answer runs on, and the headless list set up as the script's
/// header says.
///
/// ```swift
/// let interactor = PlaylistInteractor(scheduler: environment.scheduler)
/// let adapter = ListAdapter<SingleSection, PlaylistItem>(
///     listView: environment.listView, scheduler: environment.scheduler)
/// ```
@MainActor
public struct ReplayEnvironment {
    // MARK: Lifecycle

    /// The clock and the list a screen is built on.
    public init(scheduler: TestScheduler, listView: HeadlessListView) {
        self.scheduler = scheduler
        self.listView = listView
    }

    // MARK: Public

    /// The replay's clock; `advance` steps move it. Pass it to the interactor as its
    /// scheduler and to the adapter, so nothing waits for real time.
    public var scheduler: TestScheduler
    /// The list the adapter drives, sized and styled as the script's header says.
    public var listView: HeadlessListView
}
