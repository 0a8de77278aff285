#if !canImport(UIKit)
import Foundation
import ListUpdates

/// UIKit's `UITableView`, with the members the binding uses, behaving as UIKit does where
/// the binding depends on it (see `ListEngine` and `StandInControls`): counts read lazily,
/// reuse pools, visible and prepared cells, batches checked with UIKit's rules, reconfigure,
/// completions, in a window or not, display callbacks, prefetching, swipe actions, context
/// menus and moving rows.
///
/// Rows are stacked between their section's header and footer, `rowHeight` (or the
/// delegate's height) high, a self-sizing row as high as its cell measures once displayed
/// (ListEngine+SelfSizing.swift); the stand-in has no separators, insets or sticky headers.
@MainActor
open class UITableView: UIScrollView {
    // MARK: Lifecycle

    /// Apple documentation: `UITableView.init(frame:style:)`.
    public init(frame: CGRect, style: UITableView.Style) {
        storedStyle = style
        super.init(frame: frame)
        engine.host = self
    }

    /// Apple documentation: `UITableView.init(coder:)`.
    public required init?(coder: NSCoder) {
        storedStyle = .plain
        super.init(coder: coder)
        engine.host = self
    }

    /// `UITableView(frame:)`: a plain table ("-initWithFrame: calls this with
    /// UITableViewStylePlain", UITableView.h).
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    // MARK: Public

    /// Apple documentation: `UITableView.style`.
    open var style: UITableView.Style { storedStyle }

    /// Apple documentation: `UITableView.dataSource`: "The data source isn't retained."
    open weak var dataSource: (any UITableViewDataSource)?

    /// Apple documentation: `UITableView.delegate`: "The delegate isn't retained." UIKit
    /// declares it as an override of `UIScrollView.delegate` with a narrower type, which Swift
    /// cannot spell (see `UIScrollView`).
    open weak var delegate: (any UITableViewDelegate)?

    /// Apple documentation: `UITableView.rowHeight` (default `automaticDimension`).
    open var rowHeight: CGFloat = UITableView.automaticDimension

    /// Apple documentation: `UITableView.estimatedRowHeight` (default `automaticDimension`;
    /// 0 disables estimates). The stand-in lays a self-sizing row out at its estimate until
    /// its cell is displayed and measured, then at the cell's height.
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension

    /// Apple documentation: `UITableView.sectionHeaderHeight` (default `automaticDimension`).
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension

    /// Apple documentation: `UITableView.sectionFooterHeight` (default `automaticDimension`).
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension

    /// Apple documentation: `UITableView.prefetchDataSource`: told about rows near the visible
    /// ones ("This object isn’t retained"); see `StandInControls.prefetchedItemCount`.
    open weak var prefetchDataSource: (any UITableViewDataSourcePrefetching)?

    /// Apple documentation: `UITableView.numberOfSections`: as last displayed; read from the
    /// data source the first time it is needed.
    open var numberOfSections: Int { engine.numberOfSections }

    /// Apple documentation: `UITableView.numberOfRows(inSection:)`.
    open func numberOfRows(inSection section: Int) -> Int {
        engine.numberOfItems(inSection: section)
    }

    /// Apple documentation: `UITableView.reloadData()`. The counts and cells are read again at
    /// the next layout.
    open func reloadData() {
        engine.reloadData()
    }

    /// Apple documentation: `UITableView.performBatchUpdates(_:completion:)`. UIKit declares
    /// the block `NS_NOESCAPE` and nullable; Swift cannot spell an optional closure that does
    /// not escape, so it is imported (and declared here) as `(() -> Void)?`, which Swift treats
    /// as escaping: callers that capture a non-escaping closure wrap the call in
    /// `withoutActuallyEscaping(_:do:)`. See `ListEngine.performBatchUpdates`.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        engine.performBatchUpdates(updates, completion: completion)
    }

    /// Apple documentation: `UITableView.insertSections(_:with:)`.
    open func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        engine.issue { $0.update.insertSections.append(contentsOf: sections) }
    }

    /// Apple documentation: `UITableView.deleteSections(_:with:)`.
    open func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        engine.issue { $0.update.deleteSections.append(contentsOf: sections) }
    }

    /// Apple documentation: `UITableView.reloadSections(_:with:)`.
    open func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        engine.issue { $0.update.reloadSections.append(contentsOf: sections) }
    }

    /// Apple documentation: `UITableView.moveSection(_:toSection:)`.
    open func moveSection(_ section: Int, toSection newSection: Int) {
        engine.issue { $0.update.moveSections.append(BatchUpdate.Move(from: section, to: newSection)) }
    }

    /// Apple documentation: `UITableView.insertRows(at:with:)`.
    open func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        engine.issue { $0.update.insertItems.append(contentsOf: indexPaths) }
    }

    /// Apple documentation: `UITableView.deleteRows(at:with:)`.
    open func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        engine.issue { $0.update.deleteItems.append(contentsOf: indexPaths) }
    }

    /// Apple documentation: `UITableView.reloadRows(at:with:)`: a new cell replaces the old.
    open func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        engine.issue { $0.update.reloadItems.append(contentsOf: indexPaths) }
    }

    /// Apple documentation: `UITableView.moveRow(at:to:)`.
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        engine.issue { $0.update.moveItems.append(BatchUpdate.Move(from: indexPath, to: newIndexPath)) }
    }

    /// Apple documentation: `UITableView.reconfigureRows(at:)` (iOS 15): the existing cells are
    /// configured again by the data source, which gets them back from its dequeue, without
    /// `prepareForReuse()`.
    open func reconfigureRows(at indexPaths: [IndexPath]) {
        engine.issue { $0.reconfigured.append(contentsOf: indexPaths) }
    }

    /// Apple documentation: `UITableView.cellForRow(at:)`: a visible or prepared cell.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        engine.cell(at: indexPath) as? UITableViewCell
    }

    /// Apple documentation: `UITableView.indexPathsForVisibleRows`: nil when no row is visible;
    /// prepared cells are not visible.
    open var indexPathsForVisibleRows: [IndexPath]? {
        let paths = engine.visibleIndexPaths
        return paths.isEmpty ? nil : paths
    }

    /// Apple documentation: `UITableView.headerView(forSection:)`.
    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        (engine.headers[section] ?? nil) as? UITableViewHeaderFooterView
    }

    /// Apple documentation: `UITableView.footerView(forSection:)`: nil "if the section does not
    /// have a footer view" (or it is not on screen).
    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        (engine.footers[section] ?? nil) as? UITableViewHeaderFooterView
    }

    /// Apple documentation: `UITableView.register(_:forCellReuseIdentifier:)`. A class that is
    /// not a `UITableViewCell` is what UIKit raises on; the stand-in records it.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        guard let cellClass else {
            engine.register(nil, kind: .cell, identifier: identifier)
            return
        }
        guard let cellType = cellClass as? UITableViewCell.Type else {
            standIn.raisedExceptions.append("must pass a class of kind UITableViewCell (\(cellClass))")
            return
        }
        engine.register({ cellType.init(style: .default, reuseIdentifier: $0) }, kind: .cell, identifier: identifier)
    }

    /// Apple documentation: `UITableView.register(_:forHeaderFooterViewReuseIdentifier:)`.
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        guard let viewType = aClass as? UITableViewHeaderFooterView.Type else {
            engine.register(nil, kind: .header, identifier: identifier)
            return
        }
        engine.register({ viewType.init(reuseIdentifier: $0) }, kind: .header, identifier: identifier)
    }

    /// Apple documentation: `UITableView.dequeueReusableCell(withIdentifier:for:)`: "Call this
    /// method only from the tableView(_:cellForRowAt:) method of your table view data source
    /// object"; a dequeue elsewhere is recorded in `standIn.violations`. An unregistered
    /// identifier is what UIKit raises on; the stand-in records it and returns a plain cell.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let cell = engine.dequeue(.cell, identifier: identifier, for: indexPath, checked: true) as? UITableViewCell {
            return cell
        }
        standIn.raisedExceptions.append(
            "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier "
                + "or connect a prototype cell in a storyboard")
        return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    /// Apple documentation: `UITableView.dequeueReusableHeaderFooterView(withIdentifier:)`: nil
    /// when the identifier has no registered class and no view waits for reuse.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        engine.dequeue(.header, identifier: identifier, for: nil, checked: false) as? UITableViewHeaderFooterView
    }

    /// Apple documentation: `UITableView.deselectRow(at:animated:)`: the delegate is not told.
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        engine.deselect(indexPath)
    }

    /// Apple documentation: `UITableView.indexPathsForSelectedRows`: nil when none.
    open var indexPathsForSelectedRows: [IndexPath]? {
        engine.selected.isEmpty ? nil : engine.selected.sorted()
    }

    /// Apple documentation: `UITableView.hasUncommittedUpdates`: true while the user drags a row
    /// (until the data source's `tableView(_:moveRowAt:to:)` returns) or while
    /// `standIn.hasUncommittedUpdates` is set (a drop placeholder).
    open var hasUncommittedUpdates: Bool { engine.hasUncommittedUpdates }

    /// Lays the visible rows out (see `ListEngine.layout()`).
    open override func layoutSubviews() {
        super.layoutSubviews()
        engine.layout()
    }

    /// What a test reads and drives beyond UIKit's API.
    public var standIn: StandInControls { engine.controls }

    // MARK: Internal

    override var scrollViewDelegate: (any UIScrollViewDelegate)? { delegate }

    override func windowDidChange(from oldWindow: UIWindow?) {
        engine.windowDidChange(isInWindow: window != nil)
    }

    // MARK: Private

    private let storedStyle: UITableView.Style
    private let engine = ListEngine(style: .table, footersShareHeaderPool: true)
}

extension UITableView: ListEngineHost {
    func dataSourceNumberOfSections() -> Int {
        dataSource?.numberOfSections(in: self) ?? 0
    }

    func dataSourceNumberOfItems(inSection section: Int) -> Int {
        dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0
    }

    func dataSourceCell(at indexPath: IndexPath) -> UIView? {
        dataSource?.tableView(self, cellForRowAt: indexPath)
    }

    func dataSourceHeader(forSection section: Int) -> UIView? {
        delegate?.tableView(self, viewForHeaderInSection: section)
    }

    func dataSourceFooter(forSection section: Int) -> UIView? {
        delegate?.tableView(self, viewForFooterInSection: section)
    }

    func dataSourceCanMove(at indexPath: IndexPath) -> Bool {
        dataSource?.tableView(self, canMoveRowAt: indexPath) ?? false
    }

    func dataSourceMove(from source: IndexPath, to destination: IndexPath) {
        dataSource?.tableView(self, moveRowAt: source, to: destination)
    }

    /// Header and footer heights of `automaticDimension` are 0: the stand-in cannot measure.
    func geometry(for counts: [Int]) -> ListGeometry {
        ListGeometry(
            stackingCounts: counts, width: bounds.width,
            header: { section in
                let height = delegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
                return height == UITableView.automaticDimension ? 0 : height
            },
            footer: { section in
                let height = delegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight
                return height == UITableView.automaticDimension ? 0 : height
            },
            row: { indexPath in
                let height = delegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
                guard height == UITableView.automaticDimension else { return height }
                // A self-sizing row is laid out at its cell's height once displayed, at its
                // estimate before (44 without one).
                if let measured = engine.selfSizedSizes[indexPath] { return measured.height }
                let estimate = delegate?.tableView(self, estimatedHeightForRowAt: indexPath) ?? estimatedRowHeight
                return estimate > 0 ? estimate : 44
            })
    }

    func delegateShouldHighlight(at indexPath: IndexPath) -> Bool {
        delegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true
    }

    func delegateDidSelect(at indexPath: IndexPath) {
        delegate?.tableView(self, didSelectRowAt: indexPath)
    }

    func delegateDidDeselect(at indexPath: IndexPath) {
        delegate?.tableView(self, didDeselectRowAt: indexPath)
    }

    /// A row of `automaticDimension` height is measured as UIKit measures a self-sizing row:
    /// the cell's `systemLayoutSizeFitting` at the table's width, required, and any height.
    func selfSizedSize(of cell: UIView, at indexPath: IndexPath, laidOutAt frame: CGRect) -> CGSize? {
        guard let cell = cell as? UITableViewCell,
            (delegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight) == UITableView.automaticDimension
        else { return nil }
        let target = CGSize(width: bounds.width, height: UIView.layoutFittingCompressedSize.height)
        let fitting = cell.systemLayoutSizeFitting(
            target, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        return CGSize(width: bounds.width, height: fitting.height)
    }

    /// A self-sizing row's cell has the height it was measured at by then
    /// (ListEngine+SelfSizing.swift).
    func delegateWillDisplay(_ cell: UIView, at indexPath: IndexPath) {
        guard let cell = cell as? UITableViewCell else { return }
        delegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
    }

    func delegateDidEndDisplaying(_ cell: UIView, at indexPath: IndexPath) {
        guard let cell = cell as? UITableViewCell else { return }
        delegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
    }

    func delegateTarget(forMoving original: IndexPath, current: IndexPath, proposed: IndexPath) -> IndexPath {
        delegate?.tableView(self, targetIndexPathForMoveFromRowAt: original, toProposedIndexPath: proposed) ?? proposed
    }

    func delegateContextMenuConfiguration(at indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? {
        delegate?.tableView(self, contextMenuConfigurationForRowAt: indexPath, point: point)
    }

    func swipeActionsConfiguration(_ edge: ListSwipeEdge, at indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        switch edge {
        case .leading: return delegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
        case .trailing: return delegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
        }
    }

    var hasPrefetchDataSource: Bool { prefetchDataSource != nil }

    func prefetchDataSourcePrefetch(_ indexPaths: [IndexPath]) {
        prefetchDataSource?.tableView(self, prefetchRowsAt: indexPaths)
    }

    func prefetchDataSourceCancel(_ indexPaths: [IndexPath]) {
        prefetchDataSource?.tableView(self, cancelPrefetchingForRowsAt: indexPaths)
    }
}
#endif
