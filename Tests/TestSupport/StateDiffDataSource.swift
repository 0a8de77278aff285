import Foundation
import HeadlessList
import ListUpdates
import ReactiveCore
import SeededRandom
import StagedDiff

/// A hand-written data source over `AnimatedState`s, as a team with its own data source
/// writes one for `ListView.reload(using:interrupt:setData:)`; `canRenderInPlace` false makes
/// it a plain data source that never renders in place.
@MainActor
final package class StateDiffDataSource: DiffDataSource {
    package var states: [AnimatedState]
    package var canRenderInPlace = true
    /// Every index path offered to `listView(_:tryRenderCell:forItemAt:)`, in order.
    package private(set) var offered: [IndexPath] = []
    /// The item count the list displayed whenever `setData` ran (to see it runs inside the batch).
    package var countsSeenBySetData: [Int] = []

    package init(_ states: [AnimatedState]) {
        self.states = states
    }

    package func numberOfSections(in listView: any ListView) -> Int { 1 }

    package func listView(_ listView: any ListView, numberOfItemsInSection section: Int) -> Int { states.count }

    package func listView(_ listView: any ListView, cellForItemAt indexPath: IndexPath) -> any ListCell {
        listView.dequeueCellAndRender(ofType: AnimatedRowCell.self, viewState: states[indexPath.item], for: indexPath)
    }

    package func listView(
        _ listView: any ListView, tryRenderCell cell: any ListCell, forItemAt indexPath: IndexPath
    ) -> RenderResult {
        offered.append(indexPath)
        guard canRenderInPlace, let cell = cell as? AnimatedRowCell else { return .needsToReload }
        return cell.render(states[indexPath.item], animated: true)
    }
}

/// `count` states `s0`, `s1`, ... titled `s0 v0`, ...
package func states(_ count: Int, version: Int = 0) -> [AnimatedState] {
    (0..<count).map { AnimatedState(id: "s\($0)", title: "s\($0) v\(version)") }
}

extension AnimatedState: Differentiable {
    package var differenceIdentifier: String { id }
}
