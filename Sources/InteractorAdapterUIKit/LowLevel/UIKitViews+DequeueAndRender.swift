import Foundation
import InteractorAdapter

#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

// The two public extensions are parallel, and kept so: each constrains `Cell` to its view's own
// cell class and dequeues with its view's call; the rendering and its precondition are one
// function, ListUpdates' `renderDequeuedCell`, shared with `ListView`'s.

extension UITableView {
    /// Dequeues a cell registered under `Cell.reuseIdentifier` and renders `viewState` into
    /// it, for data sources written by hand. Call it from `tableView(_:cellForRowAt:)`.
    ///
    /// ```swift
    /// func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    ///     tableView.dequeueCellAndRender(ofType: TodoEntryCell.self, viewState: items[indexPath.row], for: indexPath)
    /// }
    /// ```
    /// - Returns: the rendered cell, typed.
    /// - Precondition: `Cell` is registered for `Cell.reuseIdentifier`
    ///   (`register(Cell.self, forCellReuseIdentifier: Cell.reuseIdentifier)`).
    public func dequeueCellAndRender<Cell>(
        ofType cellType: Cell.Type, viewState: Cell.ViewState, for indexPath: IndexPath
    ) -> Cell where Cell: UITableViewCell, Cell: RenderableCell {
        renderDequeuedCell(
            viewState, into: dequeueReusableCell(withIdentifier: Cell.reuseIdentifier, for: indexPath),
            handedOutBy: "the table", registering: "register(_:forCellReuseIdentifier:)")
    }
}

extension UICollectionView {
    /// Dequeues a cell registered under `Cell.reuseIdentifier` and renders `viewState` into
    /// it, for data sources written by hand. Call it from `collectionView(_:cellForItemAt:)`.
    ///
    /// ```swift
    /// func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    ///     collectionView.dequeueCellAndRender(ofType: PhotoCell.self, viewState: photos[indexPath.item], for: indexPath)
    /// }
    /// ```
    /// - Returns: the rendered cell, typed.
    /// - Precondition: `Cell` is registered for `Cell.reuseIdentifier`
    ///   (`register(Cell.self, forCellWithReuseIdentifier: Cell.reuseIdentifier)`).
    public func dequeueCellAndRender<Cell>(
        ofType cellType: Cell.Type, viewState: Cell.ViewState, for indexPath: IndexPath
    ) -> Cell where Cell: UICollectionViewCell, Cell: RenderableCell {
        renderDequeuedCell(
            viewState, into: dequeueReusableCell(withReuseIdentifier: Cell.reuseIdentifier, for: indexPath),
            handedOutBy: "the collection view", registering: "register(_:forCellWithReuseIdentifier:)")
    }
}
