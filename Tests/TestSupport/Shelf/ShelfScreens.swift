import InteractorAdapter
import ScriptReplay

extension ReplayScreenFactory {
    /// The shelf as scripts replay it: a flat list, `addLater` on the replay's clock.
    package static let shelf = ReplayScreenFactory(
        name: ShelfInteractor.name, actionNames: ShelfAction.names, of: ShelfAction.self
    ) {
        environment in
        let interactor = ShelfInteractor(scheduler: environment.scheduler)
        let adapter = ListAdapter<SingleSection, ShelfItem>(
            listView: environment.listView, scheduler: environment.scheduler)
        adapter.registerShelfCells(dispatchingTo: interactor)
        return ReplayScreen(interactor: interactor, adapter: adapter)
    }

    /// The shelf as sections, "To read" and "Read", each under its header.
    package static let shelves = ReplayScreenFactory(
        name: "shelves", actionNames: ShelfAction.names, of: ShelfAction.self
    ) { environment in
        let interactor = ShelvesInteractor()
        let adapter = ListAdapter<ShelfName, ShelfItem>(
            listView: environment.listView, scheduler: environment.scheduler)
        adapter.registerShelfCells(dispatchingTo: interactor)
        return ReplayScreen(interactor: interactor, adapter: adapter)
    }
}
