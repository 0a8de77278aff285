import Foundation
import HeadlessList
import InteractorAdapter

/// The simplest hand-written data source over benchmark rows: it lets the benchmark time the
/// headless list's batches alone, with the stages already computed. It is the list's delegate
/// too (with every default), as the adapter is, since the list asks its delegate for every
/// row's height at each batch.
@MainActor
final class AdapterBenchDataSource: ListViewDataSource, ListViewDelegate {
    var items: [AdapterBenchItem]

    init(_ items: [AdapterBenchItem]) {
        self.items = items
    }

    func numberOfSections(in listView: any ListView) -> Int { 1 }

    func listView(_ listView: any ListView, numberOfItemsInSection section: Int) -> Int { items.count }

    func listView(_ listView: any ListView, cellForItemAt indexPath: IndexPath) -> any ListCell {
        guard case .row(let state) = items[indexPath.item] else { return HeadlessCell(reuseIdentifier: "") }
        return listView.dequeueCellAndRender(ofType: AdapterBenchCell.self, viewState: state, for: indexPath)
    }
}
