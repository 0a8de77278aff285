import Foundation
import InteractorAdapter

#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

// The two public extensions are parallel, and kept so: each constrains `Cell` to its view's own
// cell class and dequeues with its view's call; the rendering and its precondition are one
// function below.

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
        render(
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
        render(
            viewState, into: dequeueReusableCell(withReuseIdentifier: Cell.reuseIdentifier, for: indexPath),
            handedOutBy: "the collection view", registering: "register(_:forCellWithReuseIdentifier:)")
    }
}

/// Renders `viewState` into `dequeued`, the cell a view handed out for `Cell.reuseIdentifier`,
/// for both views' `dequeueCellAndRender(ofType:viewState:for:)`.
/// - Precondition: `dequeued` is a `Cell`; the message names `view`, the identifier, the class
///   handed out and the registration call (`registration`) that would have made it one.
@MainActor
private func render<Cell: RenderableCell>(
    _ viewState: Cell.ViewState, into dequeued: AnyObject, handedOutBy view: String, registering registration: String
) -> Cell {
    guard let cell = dequeued as? Cell else {
        preconditionFailure(
            "dequeueCellAndRender: \(view) handed out a \(type(of: dequeued)) for identifier "
                + "\(Cell.reuseIdentifier); register \(Cell.self) with \(registration) first")
    }
    cell.render(viewState)
    return cell
}
