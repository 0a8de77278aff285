import BinarySearch
import Foundation
import StagedDiff

extension ListView {
    /// Dequeues a cell registered under `Cell.reuseIdentifier` and renders `viewState` into it,
    /// for data sources written by hand.
    ///
    /// ```swift
    /// func listView(_ listView: any ListView, cellForItemAt indexPath: IndexPath) -> any ListCell {
    ///     listView.dequeueCellAndRender(ofType: TodoEntryCell.self, viewState: items[indexPath.item], for: indexPath)
    /// }
    /// ```
    /// - Returns: the rendered cell.
    /// - Precondition: `Cell` is registered for `Cell.reuseIdentifier`, as UIKit requires of
    ///   every dequeue; the message names the identifier and the class the list handed out.
    public func dequeueCellAndRender<Cell: RenderableCell>(
        ofType cellType: Cell.Type, viewState: Cell.ViewState, for indexPath: IndexPath
    ) -> Cell {
        let dequeued = dequeueReusableCell(withReuseIdentifier: Cell.reuseIdentifier, for: indexPath)
        guard let cell = dequeued as? Cell else {
            preconditionFailure(
                "dequeueCellAndRender: the list handed out a \(type(of: dequeued)) for identifier "
                    + "\(Cell.reuseIdentifier); register \(Cell.self) with register(_:forReuseIdentifier:) first")
        }
        cell.render(viewState)
        return cell
    }
}
