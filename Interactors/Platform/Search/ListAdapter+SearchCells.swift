import InteractorAdapter

extension ListAdapter where Model == SingleSection, Item == SearchItem {
    /// Registers the search screen's cells. The status row is one item whose cell type
    /// changes (prompt, loading, summary, empty, error), so the adapter reloads it; a tap
    /// on the error row retries.
    ///
    /// ```swift
    /// let adapter = ListAdapter<SingleSection, SearchItem>(listView: tableView)
    /// adapter.registerSearchCells(dispatchingTo: interactor)
    /// adapter.bind(to: interactor)
    /// ```
    public func registerSearchCells(dispatchingTo interactor: SearchInteractor) {
        registerCell(ofType: SearchPromptCell.self, shouldHighlight: { _ in false })
        registerCell(ofType: SearchLoadingCell.self, shouldHighlight: { _ in false })
        registerCell(ofType: SearchSummaryCell.self, shouldHighlight: { _ in false })
        registerCell(ofType: SearchEmptyCell.self, shouldHighlight: { _ in false })
        registerCell(
            ofType: SearchErrorCell.self,
            didSelect: { [weak interactor] _ in
                interactor?.dispatch(action: .retry)
                return .deselect
            })
        registerCell(ofType: SearchResultCell.self, didSelect: { _ in .deselect })
    }
}
