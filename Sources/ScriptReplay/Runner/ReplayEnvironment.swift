import HeadlessList
import InteractorAdapter
import ReactiveTesting

/// What a screen is built with when a script replays it: the virtual clock every timer,
/// animation and background answer runs on, and the headless list set up from the header.
@MainActor
package struct ReplayEnvironment {
    /// The replay's clock; `advance` steps move it. Pass it to the interactor as its
    /// scheduler and to the adapter, so nothing waits for real time.
    package var scheduler: TestScheduler
    /// The list the adapter drives, sized and styled as the script's header says.
    package var listView: HeadlessListView
    /// The script's header.
    package var header: ScriptHeader

    package init(scheduler: TestScheduler, listView: HeadlessListView, header: ScriptHeader) {
        self.scheduler = scheduler
        self.listView = listView
        self.header = header
    }
}
