import Foundation
import InteractorAdapter

/// The app's cell base class: the list makes cells from the registered class, so every cell
/// it shows descends from this one (a real app would subclass `UITableViewCell` instead).
@MainActor
class ArrayListCell: ListCell {
    private(set) var reuseIdentifier: String?
    /// What the row shows.
    var text = ""

    required init() {}

    func prepareForReuse() {
        text = ""
    }

    /// The reuse pool the cell returns to: cells and headers have separate pools.
    fileprivate var poolKey = ""

    fileprivate func assign(reuseIdentifier: String, poolKey: String) {
        self.reuseIdentifier = reuseIdentifier
        self.poolKey = poolKey
    }
}

/// Shown for an item whose view state has no registered cell.
final class ArrayListPlaceholderCell: ArrayListCell, RenderableCell {
    func render(_ viewState: UnregisteredViewState) {
        text = viewState.message
    }
}

/// A tiny in-memory `ListView`: every row is "on screen", there is no layout and no
/// animation. It validates each batch with `BatchUpdateValidator` (UIKit's rules), keeps the
/// cells of rows that survive a batch (so the adapter's in-place renders stay visible), and
/// asks its data source for the cells of inserted and reloaded rows.
@MainActor
final class ArrayListView: DeselectableListView {
    // MARK: Lifecycle

    init() {}

    // MARK: Internal

    weak var dataSource: (any ListViewDataSource)?
    weak var delegate: (any ListViewDelegate)?

    /// The cells on screen: one array per section.
    private(set) var cells: [[ArrayListCell]] = []
    private(set) var selected: Set<IndexPath> = []
    /// How many batches and full reloads the list has applied.
    private(set) var batchCount = 0
    private(set) var reloadCount = 0

    var numberOfSections: Int { cells.count }

    func numberOfItems(inSection section: Int) -> Int {
        cells.indices.contains(section) ? cells[section].count : 0
    }

    var isInWindow: Bool { true }

    func reloadData() {
        reloadCount += 1
        for section in cells { section.forEach(enqueue) }
        for header in headers { header.map(enqueue) }
        selected = []
        let sectionCount = dataSource?.numberOfSections(in: self) ?? 0
        cells = (0..<sectionCount).map { section in
            let count = dataSource?.listView(self, numberOfItemsInSection: section) ?? 0
            return (0..<count).map { item in makeCell(at: IndexPath(item: item, section: section)) }
        }
        headers = (0..<sectionCount).map(makeHeader)
    }

    func performBatchUpdates(
        _ updates: () -> BatchUpdate,
        completion: ((Bool) -> Void)?
    ) throws(BatchUpdateError) {
        guard !isInsideUpdates else { throw .reentrantBatchUpdate }
        isInsideUpdates = true
        let update = updates()
        isInsideUpdates = false
        let before = cells.map(\.count)
        let sectionCount = dataSource?.numberOfSections(in: self) ?? 0
        let after = (0..<sectionCount).map { dataSource?.listView(self, numberOfItemsInSection: $0) ?? 0 }
        if let error = BatchUpdateValidator.validate(update, before: before, after: after, style: .table) {
            throw error
        }
        batchCount += 1
        if update.deleteSections.isEmpty, update.insertSections.isEmpty, update.reloadSections.isEmpty,
            update.moveSections.isEmpty
        {
            applyItemUpdate(update, after: after)
        } else {
            // Section changes: this small list simply reads everything again.
            reloadData()
        }
        completion?(true)
    }

    var indexPathsForVisibleItems: [IndexPath] {
        cells.indices.flatMap { section in cells[section].indices.map { IndexPath(item: $0, section: section) } }
    }

    func cellForItem(at indexPath: IndexPath) -> (any ListCell)? {
        guard cells.indices.contains(indexPath.section),
            cells[indexPath.section].indices.contains(indexPath.item)
        else { return nil }
        return cells[indexPath.section][indexPath.item]
    }

    func headerForSection(_ section: Int) -> (any ListCell)? {
        headers.indices.contains(section) ? headers[section] : nil
    }

    func register(_ cellClass: AnyClass, forReuseIdentifier identifier: String) {
        guard let type = cellClass as? ArrayListCell.Type else {
            preconditionFailure("ArrayListView shows ArrayListCell subclasses, not \(cellClass)")
        }
        cellClasses[identifier] = type
    }

    func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> any ListCell {
        dequeue(identifier, poolKey: "cell:" + identifier, from: cellClasses)
    }

    func register(_ headerClass: AnyClass, forHeaderReuseIdentifier identifier: String) {
        guard let type = headerClass as? ArrayListCell.Type else {
            preconditionFailure("ArrayListView shows ArrayListCell subclasses, not \(headerClass)")
        }
        headerClasses[identifier] = type
    }

    func dequeueReusableHeader(withReuseIdentifier identifier: String, forSection section: Int) -> any ListCell {
        dequeue(identifier, poolKey: "header:" + identifier, from: headerClasses)
    }

    var placeholderCellType: any RenderableCell<UnregisteredViewState>.Type { ArrayListPlaceholderCell.self }
    var placeholderHeaderType: any RenderableCell<UnregisteredViewState>.Type { ArrayListPlaceholderCell.self }

    /// A tap on the row at `indexPath`, as the user would make it.
    func tap(_ indexPath: IndexPath) {
        guard cellForItem(at: indexPath) != nil,
            delegate?.listView(self, shouldHighlightItemAt: indexPath) ?? true
        else { return }
        selected.insert(indexPath)
        delegate?.listView(self, didSelectItemAt: indexPath)
    }

    func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selected.remove(indexPath)
    }

    /// One line per row: the text of the cell on screen.
    var lines: [String] {
        cells.flatMap { $0.map(\.text) }
    }

    // MARK: Private

    private var headers: [ArrayListCell?] = []
    private var cellClasses: [String: ArrayListCell.Type] = [:]
    private var headerClasses: [String: ArrayListCell.Type] = [:]
    private var reusePool: [String: [ArrayListCell]] = [:]
    private var isInsideUpdates = false

    /// Applies a batch that changes items only: a row keeps its cell unless it is deleted or
    /// reloaded; inserted and moved rows take the slots the batch names, the others fill
    /// the remaining slots in their old order (UIKit's semantics).
    private func applyItemUpdate(_ update: BatchUpdate, after: [Int]) {
        let removed = Set(update.deleteItems + update.moveItems.map(\.from))
        let reloaded = Set(update.reloadItems)
        var fixed: [IndexPath: ArrayListCell?] = [:]
        for path in update.insertItems { fixed[path] = .some(nil) }
        for move in update.moveItems { fixed[move.to] = .some(cells[move.from.section][move.from.item]) }
        var next: [[ArrayListCell]] = []
        for (section, count) in after.enumerated() {
            var survivors = cells[section].indices.lazy
                .map { IndexPath(item: $0, section: section) }
                .filter { !removed.contains($0) }
                .makeIterator()
            var row: [ArrayListCell] = []
            for item in 0..<count {
                let path = IndexPath(item: item, section: section)
                if let slot = fixed[path] {
                    row.append(slot ?? makeCell(at: path))
                } else if let old = survivors.next() {
                    if reloaded.contains(old) {
                        enqueue(cells[old.section][old.item])
                        row.append(makeCell(at: path))
                    } else {
                        row.append(cells[old.section][old.item])
                    }
                }
            }
            next.append(row)
        }
        for path in update.deleteItems { enqueue(cells[path.section][path.item]) }
        cells = next
        selected = []
    }

    private func makeCell(at indexPath: IndexPath) -> ArrayListCell {
        guard let cell = dataSource?.listView(self, cellForItemAt: indexPath) as? ArrayListCell else {
            preconditionFailure("the data source returned no ArrayListCell for \(indexPath)")
        }
        return cell
    }

    private func makeHeader(_ section: Int) -> ArrayListCell? {
        dataSource?.listView(self, headerForSection: section) as? ArrayListCell
    }

    private func dequeue(
        _ identifier: String, poolKey: String, from classes: [String: ArrayListCell.Type]
    ) -> ArrayListCell {
        if let cell = reusePool[poolKey]?.popLast() {
            cell.prepareForReuse()
            return cell
        }
        guard let type = classes[identifier] else {
            preconditionFailure("no class registered for \(identifier)")
        }
        let cell = type.init()
        cell.assign(reuseIdentifier: identifier, poolKey: poolKey)
        return cell
    }

    private func enqueue(_ cell: ArrayListCell) {
        reusePool[cell.poolKey, default: []].append(cell)
    }
}
