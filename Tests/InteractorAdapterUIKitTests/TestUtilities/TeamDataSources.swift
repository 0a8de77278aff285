#if !canImport(UIKit)
import Foundation
import InteractorAdapterUIKit
import TestSupport
import UIKitStandIn

/// A note of a team's own screen: identified by `id`, changed when `text` changes.
struct Note: Differentiable, Equatable, Sendable {
    var id: String
    var text: String
    var differenceIdentifier: String { id }

    init(_ id: String, _ text: String) {
        self.id = id
        self.text = text
    }
}

/// A table view data source a team writes itself, for `UITableView.reload(using:with:...)`:
/// cells dequeued with `dequeueCellAndRender`, updated rows rendered in place when the
/// `tryRenderCell` hook is asked.
@MainActor
final class TeamTableDataSource: NSObject, UITableViewDataSource, TableViewDiffDataSource {
    var notes: [Note]
    /// The rows the reload offered to `tryRenderCell`, in order.
    private(set) var offered: [IndexPath] = []

    init(_ notes: [Note]) {
        self.notes = notes
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        notes.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let note = notes[indexPath.row]
        return tableView.dequeueCellAndRender(
            ofType: PlainRowTableCell.self, viewState: PlainState(id: note.id, title: note.text), for: indexPath)
    }

    func tableView(
        _ tableView: UITableView, tryRenderCell cell: UITableViewCell, forRowAt indexPath: IndexPath
    )
        -> RenderResult
    {
        offered.append(indexPath)
        guard let cell = cell as? PlainRowTableCell else { return .needsToReload }
        let note = notes[indexPath.row]
        cell.render(PlainState(id: note.id, title: note.text))
        return .rendered
    }
}

/// The collection view counterpart of `TeamTableDataSource`.
@MainActor
final class TeamCollectionDataSource: NSObject, UICollectionViewDataSource, CollectionViewDiffDataSource {
    var notes: [Note]
    private(set) var offered: [IndexPath] = []

    init(_ notes: [Note]) {
        self.notes = notes
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        notes.count
    }

    func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    )
        -> UICollectionViewCell
    {
        let note = notes[indexPath.item]
        return collectionView.dequeueCellAndRender(
            ofType: PlainRowCollectionCell.self, viewState: PlainState(id: note.id, title: note.text), for: indexPath)
    }

    func collectionView(
        _ collectionView: UICollectionView, tryRenderCell cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) -> RenderResult {
        offered.append(indexPath)
        guard let cell = cell as? PlainRowCollectionCell else { return .needsToReload }
        let note = notes[indexPath.item]
        cell.render(PlainState(id: note.id, title: note.text))
        return .rendered
    }
}
#endif
