import Foundation
import HeadlessList
import ListUpdates
import ReactiveCore
import SeededRandom
import StagedDiff

/// A data source over sections of strings: each cell shows its string, each header its title.
@MainActor
final package class TextDataSource: ListViewDataSource {
    package var sections: [[String]]
    package var headerTitles: [String]?
    /// Every index path a cell was asked for, in order.
    package private(set) var requestedCells: [IndexPath] = []
    package var reuseIdentifier = TextCell.reuseIdentifier

    package init(_ sections: [[String]], headerTitles: [String]? = nil) {
        self.sections = sections
        self.headerTitles = headerTitles
    }

    package func numberOfSections(in listView: any ListView) -> Int { sections.count }

    package func listView(_ listView: any ListView, numberOfItemsInSection section: Int) -> Int {
        sections[section].count
    }

    package func listView(_ listView: any ListView, cellForItemAt indexPath: IndexPath) -> any ListCell {
        requestedCells.append(indexPath)
        let cell = listView.dequeueReusableCell(withReuseIdentifier: reuseIdentifier, for: indexPath)
        (cell as? HeadlessCell)?.text = sections[indexPath.section][indexPath.item]
        return cell
    }

    package func listView(_ listView: any ListView, headerForSection section: Int) -> (any ListCell)? {
        guard let headerTitles else { return nil }
        let header = listView.dequeueReusableHeader(withReuseIdentifier: TextCell.headerIdentifier, forSection: section)
        (header as? HeadlessCell)?.text = headerTitles[section]
        return header
    }
}

/// A cell with a flag that must be reset on reuse.
final package class TextCell: HeadlessCell {
    static package let reuseIdentifier = "text"
    static package let headerIdentifier = "header"
    package var isChecked = false
    package private(set) var resetCount = 0

    override package func prepareForReuse() {
        super.prepareForReuse()
        isChecked = false
        resetCount += 1
    }
}

/// A delegate that records what it was told and answers highlight and height questions.
@MainActor
final package class RecordingDelegate: ListViewHeightProviding {
    package init() {}

    package var events: [String] = []
    package var unhighlightable: Set<IndexPath> = []
    package var heights: [IndexPath: Double] = [:]

    package func listView(_ listView: any ListView, heightForItemAt indexPath: IndexPath) -> Double? {
        heights[indexPath]
    }

    package func listView(_ listView: any ListView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        events.append("shouldHighlight \(indexPath.section)-\(indexPath.item)")
        return !unhighlightable.contains(indexPath)
    }

    package func listView(_ listView: any ListView, didSelectItemAt indexPath: IndexPath) {
        events.append("didSelect \(indexPath.section)-\(indexPath.item)")
    }

    package func listView(_ listView: any ListView, didDeselectItemAt indexPath: IndexPath) {
        events.append("didDeselect \(indexPath.section)-\(indexPath.item)")
    }

    package func listViewDidScroll(_ listView: any ListView) { events.append("didScroll") }
}

extension HeadlessListView {
    /// A list showing `dataSource`, with `TextCell` registered for cells and headers.
    static package func showing(
        _ dataSource: TextDataSource, style: ListStyle = .table, viewportHeight: Double = 100,
        rowHeight: Double = 10, headerHeight: Double = 0, scheduler: (any Scheduler)? = nil
    ) -> HeadlessListView {
        let list = HeadlessListView(
            style: style, viewportHeight: viewportHeight, rowHeight: rowHeight,
            headerHeight: headerHeight, animationTimer: scheduler.map(animationTimer(on:)))
        list.register(TextCell.self, forReuseIdentifier: TextCell.reuseIdentifier)
        list.register(TextCell.self, forHeaderReuseIdentifier: TextCell.headerIdentifier)
        list.dataSource = dataSource
        list.reloadData()
        return list
    }
}
