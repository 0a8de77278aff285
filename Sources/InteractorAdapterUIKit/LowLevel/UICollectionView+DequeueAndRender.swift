import Foundation
import InteractorAdapter

#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

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
        let dequeued = dequeueReusableCell(withReuseIdentifier: Cell.reuseIdentifier, for: indexPath)
        guard let cell = dequeued as? Cell else {
            preconditionFailure(
                "dequeueCellAndRender: the collection view handed out a \(type(of: dequeued)) for identifier "
                    + "\(Cell.reuseIdentifier); register \(Cell.self) with register(_:forCellWithReuseIdentifier:) first"
            )
        }
        cell.render(viewState)
        return cell
    }
}
