import Foundation
import InteractorAdapter

#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

// Parallel to UICollectionView+DequeueAndRender.swift, and kept so: each extends its UIKit view
// with that view's own dequeue calls.

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
        let dequeued = dequeueReusableCell(withIdentifier: Cell.reuseIdentifier, for: indexPath)
        guard let cell = dequeued as? Cell else {
            preconditionFailure(
                "dequeueCellAndRender: the table handed out a \(type(of: dequeued)) for identifier "
                    + "\(Cell.reuseIdentifier); register \(Cell.self) with register(_:forCellReuseIdentifier:) first")
        }
        cell.render(viewState)
        return cell
    }
}
