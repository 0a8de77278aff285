import Foundation
@testable import InteractorAdapter

/// A hand-written data source over `AnimatedState`s, as a team with its own data source
/// writes one for `ListView.reload(using:interrupt:setData:)`; `canRenderInPlace` false makes
/// it a plain data source that never renders in place.
@MainActor
final class StateDiffDataSource: DiffDataSource {
    var states: [AnimatedState]
    var canRenderInPlace = true
    /// Every index path offered to `tryRenderCell`, in order.
    private(set) var offered: [IndexPath] = []
    /// The item count the list displayed whenever `setData` ran (to see it runs inside the batch).
    var countsSeenBySetData: [Int] = []

    init(_ states: [AnimatedState]) {
        self.states = states
    }

    func numberOfSections(in listView: any ListView) -> Int { 1 }

    func listView(_ listView: any ListView, numberOfItemsInSection section: Int) -> Int { states.count }

    func listView(_ listView: any ListView, cellForItemAt indexPath: IndexPath) -> any ListCell {
        listView.dequeueCellAndRender(ofType: AnimatedRowCell.self, viewState: states[indexPath.item], for: indexPath)
    }

    func tryRenderCell(_ cell: any ListCell, at indexPath: IndexPath) -> RenderResult {
        offered.append(indexPath)
        guard canRenderInPlace, let cell = cell as? AnimatedRowCell else { return .needsToReload }
        return cell.render(states[indexPath.item], animated: true)
    }
}

/// `count` states `s0`, `s1`, ... titled `s0 v0`, ...
func states(_ count: Int, version: Int = 0) -> [AnimatedState] {
    (0..<count).map { AnimatedState(id: "s\($0)", title: "s\($0) v\(version)") }
}

extension AnimatedState: Differentiable {
    var differenceIdentifier: String { id }
}
