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
        renderDequeuedCell(
            viewState, into: dequeueReusableCell(withReuseIdentifier: Cell.reuseIdentifier, for: indexPath),
            handedOutBy: "the list", registering: "register(_:forReuseIdentifier:)")
    }
}

/// Renders `viewState` into `dequeued`, the cell a list or a UIKit view handed out for
/// `Cell.reuseIdentifier`: what every `dequeueCellAndRender(ofType:viewState:for:)` does once
/// it has dequeued (`ListView`'s here, `UITableView`'s and `UICollectionView`'s in the UIKit
/// binding).
/// - Precondition: `dequeued` is a `Cell`; the message names `view`, the identifier, the class
///   handed out and the registration call (`registration`) that would have made it one.
@MainActor
package func renderDequeuedCell<Cell: RenderableCell>(
    _ viewState: Cell.ViewState, into dequeued: Any, handedOutBy view: String, registering registration: String
) -> Cell {
    guard let cell = dequeued as? Cell else {
        preconditionFailure(
            "dequeueCellAndRender: \(view) handed out a \(type(of: dequeued)) for identifier "
                + "\(Cell.reuseIdentifier); register \(Cell.self) with \(registration) first")
    }
    cell.render(viewState)
    return cell
}
