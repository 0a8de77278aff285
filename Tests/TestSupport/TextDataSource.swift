import Foundation
import HeadlessList
import ListUpdates
import ReactiveCore
import SeededRandom
import StagedDiff

/// A data source over sections of strings: each cell shows its string, each header and
/// footer its title; items it says can move move in its data when the list says so.
@MainActor
final package class TextDataSource: ListViewDataSource {
    package var sections: [[String]]
    package var headerTitles: [String]?
    package var footerTitles: [String]?
    /// Every index path a cell was asked for, in order.
    package private(set) var requestedCells: [IndexPath] = []
    /// Every section a header or a footer was asked for, in order.
    package private(set) var requestedHeaders: [Int] = []
    package private(set) var requestedFooters: [Int] = []
    /// Every move the list reported, in order, with the list's counts at that moment.
    package private(set) var moves: [(from: IndexPath, to: IndexPath, counts: [Int])] = []
    /// Whether the item at an index path may be dragged; none by default.
    package var canMove: (IndexPath) -> Bool = { _ in false }
    package var reuseIdentifier = TextCell.reuseIdentifier

    package init(_ sections: [[String]], headerTitles: [String]? = nil, footerTitles: [String]? = nil) {
        self.sections = sections
        self.headerTitles = headerTitles
        self.footerTitles = footerTitles
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
        requestedHeaders.append(section)
        guard let headerTitles else { return nil }
        let header = listView.dequeueReusableHeader(withReuseIdentifier: TextCell.headerIdentifier, forSection: section)
        (header as? HeadlessCell)?.text = headerTitles[section]
        return header
    }

    package func listView(_ listView: any ListView, footerForSection section: Int) -> (any ListCell)? {
        requestedFooters.append(section)
        guard let footerTitles else { return nil }
        let footer = listView.dequeueReusableFooter(withReuseIdentifier: TextCell.footerIdentifier, forSection: section)
        (footer as? HeadlessCell)?.text = footerTitles[section]
        return footer
    }

    package func listView(_ listView: any ListView, canMoveItemAt indexPath: IndexPath) -> Bool {
        canMove(indexPath)
    }

    /// Moves the string as the list moved its row.
    package func listView(
        _ listView: any ListView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        moves.append(
            (sourceIndexPath, destinationIndexPath, (0..<listView.numberOfSections).map(listView.numberOfItems)))
        let text = sections[sourceIndexPath.section].remove(at: sourceIndexPath.item)
        sections[destinationIndexPath.section].insert(text, at: destinationIndexPath.item)
    }
}

/// A cell with a flag that must be reset on reuse.
final package class TextCell: HeadlessCell {
    static package let reuseIdentifier = "text"
    static package let headerIdentifier = "header"
    static package let footerIdentifier = "footer"
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
        rowHeight: Double = 10, headerHeight: Double = 0, footerHeight: Double = 0, scheduler: (any Scheduler)? = nil
    ) -> HeadlessListView {
        let list = HeadlessListView(
            style: style, viewportHeight: viewportHeight, rowHeight: rowHeight,
            headerHeight: headerHeight, footerHeight: footerHeight, animationTimer: scheduler.map(animationTimer(on:)))
        list.register(TextCell.self, forReuseIdentifier: TextCell.reuseIdentifier)
        list.register(TextCell.self, forHeaderReuseIdentifier: TextCell.headerIdentifier)
        list.register(TextCell.self, forFooterReuseIdentifier: TextCell.footerIdentifier)
        list.dataSource = dataSource
        list.reloadData()
        return list
    }
}
