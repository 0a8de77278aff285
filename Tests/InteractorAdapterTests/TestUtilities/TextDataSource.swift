import Foundation
@testable import InteractorAdapter

/// A data source over sections of strings: each cell shows its string, each header its title.
@MainActor
final class TextDataSource: ListViewDataSource {
    var sections: [[String]]
    var headerTitles: [String]?
    /// Every index path a cell was asked for, in order.
    private(set) var requestedCells: [IndexPath] = []
    var reuseIdentifier = TextCell.reuseIdentifier

    init(_ sections: [[String]], headerTitles: [String]? = nil) {
        self.sections = sections
        self.headerTitles = headerTitles
    }

    func numberOfSections(in listView: any ListView) -> Int { sections.count }

    func listView(_ listView: any ListView, numberOfItemsInSection section: Int) -> Int {
        sections[section].count
    }

    func listView(_ listView: any ListView, cellForItemAt indexPath: IndexPath) -> any ListCell {
        requestedCells.append(indexPath)
        let cell = listView.dequeueReusableCell(withReuseIdentifier: reuseIdentifier, for: indexPath)
        (cell as? HeadlessCell)?.text = sections[indexPath.section][indexPath.item]
        return cell
    }

    func listView(_ listView: any ListView, headerForSection section: Int) -> (any ListCell)? {
        guard let headerTitles else { return nil }
        let header = listView.dequeueReusableHeader(withReuseIdentifier: TextCell.headerIdentifier, forSection: section)
        (header as? HeadlessCell)?.text = headerTitles[section]
        return header
    }
}

/// A cell with a flag that must be reset on reuse.
final class TextCell: HeadlessCell {
    static let reuseIdentifier = "text"
    static let headerIdentifier = "header"
    var isChecked = false
    private(set) var resetCount = 0

    override func prepareForReuse() {
        super.prepareForReuse()
        isChecked = false
        resetCount += 1
    }
}

/// A delegate that records what it was told and answers highlight and height questions.
@MainActor
final class RecordingDelegate: ListViewDelegate {
    var events: [String] = []
    var unhighlightable: Set<IndexPath> = []
    var heights: [IndexPath: Double] = [:]

    func listView(_ listView: any ListView, heightForItemAt indexPath: IndexPath) -> Double? { heights[indexPath] }

    func listView(_ listView: any ListView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        events.append("shouldHighlight \(indexPath.section)-\(indexPath.item)")
        return !unhighlightable.contains(indexPath)
    }

    func listView(_ listView: any ListView, didSelectItemAt indexPath: IndexPath) {
        events.append("didSelect \(indexPath.section)-\(indexPath.item)")
    }

    func listView(_ listView: any ListView, didDeselectItemAt indexPath: IndexPath) {
        events.append("didDeselect \(indexPath.section)-\(indexPath.item)")
    }

    func listViewDidScroll(_ listView: any ListView) { events.append("didScroll") }
}

extension HeadlessListView {
    /// A list showing `dataSource`, with `TextCell` registered for cells and headers.
    static func showing(
        _ dataSource: TextDataSource, style: ListStyle = .table, viewportHeight: Double = 100,
        rowHeight: Double = 10, headerHeight: Double = 0, scheduler: (any Scheduler)? = nil
    ) -> HeadlessListView {
        let list = HeadlessListView(
            style: style, viewportHeight: viewportHeight, rowHeight: rowHeight,
            headerHeight: headerHeight, scheduler: scheduler)
        list.register(TextCell.self, forReuseIdentifier: TextCell.reuseIdentifier)
        list.register(TextCell.self, forReuseIdentifier: TextCell.headerIdentifier)
        list.dataSource = dataSource
        list.reloadData()
        return list
    }
}
