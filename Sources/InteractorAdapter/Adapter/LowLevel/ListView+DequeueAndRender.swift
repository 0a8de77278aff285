import Foundation

extension ListView {
    /// Dequeues a cell registered under `Cell.reuseIdentifier` and renders `viewState` into it,
    /// for data sources written by hand.
    ///
    /// ```swift
    /// func listView(_ listView: any ListView, cellForItemAt indexPath: IndexPath) -> any ListCell {
    ///     listView.dequeueCellAndRender(ofType: TodoEntryCell.self, viewState: items[indexPath.item], for: indexPath)
    /// }
    /// ```
    /// - Returns: the rendered cell, or — when `Cell` was not registered for its identifier —
    ///   whatever the list handed out, unrendered (a `HeadlessListView` records the problem).
    public func dequeueCellAndRender<Cell: RenderableCell>(
        ofType cellType: Cell.Type, viewState: Cell.ViewState, for indexPath: IndexPath
    ) -> any ListCell {
        let cell = dequeueReusableCell(withReuseIdentifier: Cell.reuseIdentifier, for: indexPath)
        (cell as? Cell)?.render(viewState)
        return cell
    }
}
