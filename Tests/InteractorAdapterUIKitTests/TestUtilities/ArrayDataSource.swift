#if !canImport(UIKit)
import Foundation
import InteractorAdapterUIKit
import TestSupport
import UIKitStandIn

/// A `ListViewDataSource` over sections of strings, shown with `PlainRowTableCell` or
/// `PlainRowCollectionCell`: a hand-written data source for calling a list directly.
@MainActor
final class ArrayDataSource: ListViewDataSource {
    var sections: [[String]]

    init(_ sections: [[String]]) {
        self.sections = sections
    }

    func numberOfSections(in listView: any ListView) -> Int {
        sections.count
    }

    func listView(_ listView: any ListView, numberOfItemsInSection section: Int) -> Int {
        sections[section].count
    }

    func listView(_ listView: any ListView, cellForItemAt indexPath: IndexPath) -> any ListCell {
        let title = sections[indexPath.section][indexPath.item]
        let state = PlainState(id: title, title: title)
        if listView is TableListView {
            return listView.dequeueCellAndRender(ofType: PlainRowTableCell.self, viewState: state, for: indexPath)
        }
        return listView.dequeueCellAndRender(ofType: PlainRowCollectionCell.self, viewState: state, for: indexPath)
    }

    /// Registers the cells it dequeues on `listView`.
    static func registerCells(on listView: any ListView) {
        if listView is TableListView {
            listView.register(PlainRowTableCell.self, forReuseIdentifier: PlainRowTableCell.reuseIdentifier)
        } else {
            listView.register(PlainRowCollectionCell.self, forReuseIdentifier: PlainRowCollectionCell.reuseIdentifier)
        }
    }
}
#endif
