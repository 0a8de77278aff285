#if !canImport(UIKit)
import Foundation
import ListUpdates

/// UIKit's `UICollectionView`, with the members the binding uses, behaving as UIKit does where
/// the binding depends on it (see `ListEngine` and `StandInControls`), and returning its
/// visible index paths unsorted. Section headers and footers are the supplementary views of
/// `elementKindSectionHeader` and `elementKindSectionFooter`; swipe actions exist only with a
/// list layout (`UICollectionViewCompositionalLayout.list(using:)`).
@MainActor
open class UICollectionView: UIScrollView {
    // MARK: Lifecycle

    /// Apple documentation: `UICollectionView.init(frame:collectionViewLayout:)`.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        storedLayout = layout
        super.init(frame: frame)
        engine.host = self
        layout.collectionView = self
    }

    /// Apple documentation: `UICollectionView.init(coder:)`.
    public required init?(coder: NSCoder) {
        storedLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        engine.host = self
        storedLayout.collectionView = self
    }

    // MARK: Public

    /// Apple documentation: `UICollectionView.elementKindSectionHeader`.
    nonisolated public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"

    /// Apple documentation: `UICollectionView.elementKindSectionFooter`.
    nonisolated public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// Apple documentation: `UICollectionView.prefetchDataSource`: told about items near the
    /// visible ones; see `StandInControls.prefetchedItemCount`.
    open weak var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)?

    /// Apple documentation: `UICollectionView.dataSource`: held weakly.
    open weak var dataSource: (any UICollectionViewDataSource)?

    /// Apple documentation: `UICollectionView.delegate`: held weakly. UIKit declares it as an
    /// override of `UIScrollView.delegate` with a narrower type, which Swift cannot spell (see
    /// `UIScrollView`).
    open weak var delegate: (any UICollectionViewDelegate)?

    /// Apple documentation: `UICollectionView.collectionViewLayout`.
    open var collectionViewLayout: UICollectionViewLayout {
        get { storedLayout }
        set {
            storedLayout = newValue
            newValue.collectionView = self
            setNeedsLayout()
        }
    }

    /// Apple documentation: `UICollectionView.numberOfSections`.
    open var numberOfSections: Int { engine.numberOfSections }

    /// Apple documentation: `UICollectionView.numberOfItems(inSection:)`.
    open func numberOfItems(inSection section: Int) -> Int {
        engine.numberOfItems(inSection: section)
    }

    /// Apple documentation: `UICollectionView.reloadData()`.
    open func reloadData() {
        engine.reloadData()
    }

    /// Apple documentation: `UICollectionView.performBatchUpdates(_:completion:)` (see
    /// `UITableView.performBatchUpdates(_:completion:)` for the block's type).
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        engine.performBatchUpdates(updates, completion: completion)
    }

    /// Apple documentation: `UICollectionView.insertSections(_:)`.
    open func insertSections(_ sections: IndexSet) {
        engine.issue { $0.update.insertSections.append(contentsOf: sections) }
    }

    /// Apple documentation: `UICollectionView.deleteSections(_:)`.
    open func deleteSections(_ sections: IndexSet) {
        engine.issue { $0.update.deleteSections.append(contentsOf: sections) }
    }

    /// Apple documentation: `UICollectionView.reloadSections(_:)`.
    open func reloadSections(_ sections: IndexSet) {
        engine.issue { $0.update.reloadSections.append(contentsOf: sections) }
    }

    /// Apple documentation: `UICollectionView.moveSection(_:toSection:)`.
    open func moveSection(_ section: Int, toSection newSection: Int) {
        engine.issue { $0.update.moveSections.append(BatchUpdate.Move(from: section, to: newSection)) }
    }

    /// Apple documentation: `UICollectionView.insertItems(at:)`.
    open func insertItems(at indexPaths: [IndexPath]) {
        engine.issue { $0.update.insertItems.append(contentsOf: indexPaths) }
    }

    /// Apple documentation: `UICollectionView.deleteItems(at:)`.
    open func deleteItems(at indexPaths: [IndexPath]) {
        engine.issue { $0.update.deleteItems.append(contentsOf: indexPaths) }
    }

    /// Apple documentation: `UICollectionView.reloadItems(at:)`: a new cell replaces the old.
    open func reloadItems(at indexPaths: [IndexPath]) {
        engine.issue { $0.update.reloadItems.append(contentsOf: indexPaths) }
    }

    /// Apple documentation: `UICollectionView.moveItem(at:to:)`.
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        engine.issue { $0.update.moveItems.append(BatchUpdate.Move(from: indexPath, to: newIndexPath)) }
    }

    /// Apple documentation: `UICollectionView.reconfigureItems(at:)` (iOS 15): the existing
    /// cells are configured again, without `prepareForReuse()`.
    open func reconfigureItems(at indexPaths: [IndexPath]) {
        engine.issue { $0.reconfigured.append(contentsOf: indexPaths) }
    }

    /// Apple documentation: `UICollectionView.cellForItem(at:)`: a visible or prepared cell.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        engine.cell(at: indexPath) as? UICollectionViewCell
    }

    /// Apple documentation: `UICollectionView.indexPathsForVisibleItems`: "an unsorted array".
    /// The stand-in returns them last first, so that code assuming list order shows it.
    open var indexPathsForVisibleItems: [IndexPath] {
        engine.visibleIndexPaths.reversed()
    }

    /// Apple documentation: `UICollectionView.supplementaryView(forElementKind:at:)`: the
    /// section header or footer on screen, or nil.
    open func supplementaryView(
        forElementKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView? {
        guard let kind = Self.viewKind(elementKind), indexPath.count == 2 else { return nil }
        let slots = kind == .footer ? engine.footers : engine.headers
        return (slots[indexPath.section] ?? nil) as? UICollectionReusableView
    }

    /// Apple documentation: `UICollectionView.register(_:forCellWithReuseIdentifier:)`.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        guard let cellClass else {
            engine.register(nil, kind: .cell, identifier: identifier)
            return
        }
        guard let cellType = cellClass as? UICollectionViewCell.Type else {
            standIn.raisedExceptions.append("must pass a class of kind UICollectionViewCell (\(cellClass))")
            return
        }
        engine.register(Self.factory(cellType), kind: .cell, identifier: identifier)
    }

    /// Apple documentation: `UICollectionView.register(_:forSupplementaryViewOfKind:withReuseIdentifier:)`.
    /// The stand-in lays out section headers and footers only.
    open func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
    ) {
        guard let kind = Self.viewKind(elementKind) else { return }
        guard let viewType = viewClass as? UICollectionReusableView.Type else {
            engine.register(nil, kind: kind, identifier: identifier)
            return
        }
        engine.register(Self.factory(viewType), kind: kind, identifier: identifier)
    }

    /// Apple documentation: `UICollectionView.dequeueReusableCell(withReuseIdentifier:for:)`:
    /// "Call this method from your data source object when asked to provide a new cell"; a
    /// dequeue elsewhere is recorded in `standIn.violations` (iOS 18 asserts).
    open func dequeueReusableCell(
        withReuseIdentifier identifier: String, for indexPath: IndexPath
    )
        -> UICollectionViewCell
    {
        if let cell = engine.dequeue(.cell, identifier: identifier, for: indexPath, checked: true)
            as? UICollectionViewCell
        {
            return cell
        }
        standIn.raisedExceptions.append(
            "could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - must "
                + "register a nib or a class for the identifier or connect a prototype cell in a storyboard")
        return UICollectionViewCell(frame: .zero)
    }

    /// Apple documentation:
    /// `UICollectionView.dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`, checked
    /// as cells are.
    open func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        if let kind = Self.viewKind(elementKind),
            let view = engine.dequeue(kind, identifier: identifier, for: indexPath, checked: true)
                as? UICollectionReusableView
        {
            return view
        }
        standIn.raisedExceptions.append(
            "could not dequeue a view of kind: \(elementKind) with identifier \(identifier) - must register a nib "
                + "or a class for the identifier")
        return UICollectionReusableView(frame: .zero)
    }

    /// Apple documentation: `UICollectionView.deselectItem(at:animated:)`: the delegate is not
    /// told.
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        engine.deselect(indexPath)
    }

    /// Apple documentation: `UICollectionView.indexPathsForSelectedItems`: nil when none.
    open var indexPathsForSelectedItems: [IndexPath]? {
        engine.selected.isEmpty ? nil : engine.selected.sorted()
    }

    /// Apple documentation: `UICollectionView.hasUncommittedUpdates` ("Returns YES if the
    /// collection view is reordering or has drop placeholders", UICollectionView.h): true from
    /// `beginInteractiveMovementForItem(at:)` until the data source's
    /// `collectionView(_:moveItemAt:to:)` returns, or while `standIn.hasUncommittedUpdates` is set.
    open var hasUncommittedUpdates: Bool { engine.hasUncommittedUpdates }

    /// Apple documentation: `UICollectionView.beginInteractiveMovementForItem(at:)`: false when
    /// the data source does not let the item move (see `StandInControls.beginMovingRow(at:)`).
    @discardableResult
    open func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        engine.beginMovingRow(at: indexPath)
    }

    /// Apple documentation: `UICollectionView.updateInteractiveMovementTargetPosition(_:)`: the
    /// item under `targetPosition` (or the end of the section there) is proposed to the
    /// delegate's target hook (see `StandInControls.hoverMovingRow(over:)`).
    open func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
        guard let proposed = engine.geometry.proposedIndexPath(at: targetPosition) else { return }
        engine.hoverMovingRow(over: proposed)
    }

    /// Apple documentation: `UICollectionView.endInteractiveMovement()`: the item moves to its
    /// new place and the data source's `collectionView(_:moveItemAt:to:)` is called.
    open func endInteractiveMovement() {
        engine.dropMovingRow()
    }

    /// Apple documentation: `UICollectionView.cancelInteractiveMovement()`: the item goes back.
    open func cancelInteractiveMovement() {
        engine.cancelMovingRow()
    }

    /// Lays the visible items out (see `ListEngine.layout()`).
    open override func layoutSubviews() {
        super.layoutSubviews()
        engine.layout()
    }

    /// What a test reads and drives beyond UIKit's API.
    public var standIn: StandInControls { engine.controls }

    // MARK: Internal

    /// The layout was invalidated (`UICollectionViewLayout.invalidateLayout()`): counted, and
    /// the items are laid out again at the next layout pass (the stand-in asks for sizes at
    /// every pass and at the end of every batch).
    func layoutWasInvalidated() {
        engine.layoutWasInvalidated()
        setNeedsLayout()
    }

    override var scrollViewDelegate: (any UIScrollViewDelegate)? { delegate }

    override func windowDidChange(from oldWindow: UIWindow?) {
        engine.windowDidChange(isInWindow: window != nil)
    }

    // MARK: Private

    private var storedLayout: UICollectionViewLayout
    private let engine = ListEngine(style: .collection, footersShareHeaderPool: false)

    private static func viewKind(_ elementKind: String) -> ListEngine.ViewKind? {
        switch elementKind {
        case elementKindSectionHeader: return .header
        case elementKindSectionFooter: return .footer
        default: return nil
        }
    }

    private static func factory(_ type: UICollectionReusableView.Type) -> (String) -> UIView {
        { identifier in
            let view = type.init(frame: .zero)
            view.storedReuseIdentifier = identifier
            return view
        }
    }
}

extension UICollectionView: ListEngineHost {
    func dataSourceNumberOfSections() -> Int {
        dataSource?.numberOfSections(in: self) ?? 0
    }

    func dataSourceNumberOfItems(inSection section: Int) -> Int {
        dataSource?.collectionView(self, numberOfItemsInSection: section) ?? 0
    }

    func dataSourceCell(at indexPath: IndexPath) -> UIView? {
        dataSource?.collectionView(self, cellForItemAt: indexPath)
    }

    func dataSourceHeader(forSection section: Int) -> UIView? {
        dataSource?.collectionView(
            self, viewForSupplementaryElementOfKind: Self.elementKindSectionHeader,
            at: IndexPath(item: 0, section: section))
    }

    func dataSourceFooter(forSection section: Int) -> UIView? {
        dataSource?.collectionView(
            self, viewForSupplementaryElementOfKind: Self.elementKindSectionFooter,
            at: IndexPath(item: 0, section: section))
    }

    func dataSourceCanMove(at indexPath: IndexPath) -> Bool {
        dataSource?.collectionView(self, canMoveItemAt: indexPath) ?? false
    }

    func dataSourceMove(from source: IndexPath, to destination: IndexPath) {
        dataSource?.collectionView(self, moveItemAt: source, to: destination)
    }

    /// Only a flow layout asks `UICollectionViewDelegateFlowLayout` for sizes; another layout
    /// (a list) has full-width items 44 points high and no headers or footers.
    func geometry(for counts: [Int]) -> ListGeometry {
        guard let flow = storedLayout as? UICollectionViewFlowLayout else {
            return ListGeometry(
                flowingCounts: counts, width: bounds.width, lineSpacing: 0, interitemSpacing: 0, header: { _ in 0 },
                footer: { _ in 0 }, item: { _ in CGSize(width: bounds.width, height: 44) })
        }
        let sizes = delegate as? any UICollectionViewDelegateFlowLayout
        return ListGeometry(
            flowingCounts: counts, width: bounds.width, lineSpacing: flow.minimumLineSpacing,
            interitemSpacing: flow.minimumInteritemSpacing,
            header: { section in
                sizes?.collectionView(self, layout: flow, referenceSizeForHeaderInSection: section).height
                    ?? flow.headerReferenceSize.height
            },
            footer: { section in
                sizes?.collectionView(self, layout: flow, referenceSizeForFooterInSection: section).height
                    ?? flow.footerReferenceSize.height
            },
            item: { indexPath in
                if flow.estimatedItemSize != .zero, let measured = engine.selfSizedSizes[indexPath] { return measured }
                return sizes?.collectionView(self, layout: flow, sizeForItemAt: indexPath) ?? flow.itemSize
            })
    }

    /// With an `estimatedItemSize`, a flow layout asks the cell for its preferred attributes,
    /// starting from those it laid the item out with, and takes their size.
    func selfSizedSize(of cell: UIView, at indexPath: IndexPath, laidOutAt frame: CGRect) -> CGSize? {
        guard let flow = storedLayout as? UICollectionViewFlowLayout, flow.estimatedItemSize != .zero,
            let cell = cell as? UICollectionViewCell
        else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = frame
        return cell.preferredLayoutAttributesFitting(attributes).size
    }

    func delegateShouldHighlight(at indexPath: IndexPath) -> Bool {
        delegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true
    }

    func delegateDidSelect(at indexPath: IndexPath) {
        delegate?.collectionView(self, didSelectItemAt: indexPath)
    }

    func delegateDidDeselect(at indexPath: IndexPath) {
        delegate?.collectionView(self, didDeselectItemAt: indexPath)
    }

    func delegateWillDisplay(_ cell: UIView, at indexPath: IndexPath) {
        guard let cell = cell as? UICollectionViewCell else { return }
        delegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
    }

    func delegateDidEndDisplaying(_ cell: UIView, at indexPath: IndexPath) {
        guard let cell = cell as? UICollectionViewCell else { return }
        delegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
    }

    /// The iOS 15 hook, whose default falls back to the deprecated one.
    func delegateTarget(forMoving original: IndexPath, current: IndexPath, proposed: IndexPath) -> IndexPath {
        delegate?.collectionView(
            self, targetIndexPathForMoveOfItemFromOriginalIndexPath: original, atCurrentIndexPath: current,
            toProposedIndexPath: proposed) ?? proposed
    }

    /// The iOS 16 method, whose default falls back to the deprecated one.
    func delegateContextMenuConfiguration(at indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? {
        delegate?.collectionView(self, contextMenuConfigurationForItemsAt: [indexPath], point: point)
    }

    /// The list layout's providers (Apple documentation,
    /// `UICollectionLayoutListConfiguration.trailingSwipeActionsConfigurationProvider`); none
    /// with another layout.
    func swipeActionsConfiguration(_ edge: ListSwipeEdge, at indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        guard let list = (storedLayout as? UICollectionViewCompositionalLayout)?.listConfiguration else { return nil }
        switch edge {
        case .leading: return list.leadingSwipeActionsConfigurationProvider?(indexPath)
        case .trailing: return list.trailingSwipeActionsConfigurationProvider?(indexPath)
        }
    }

    var hasPrefetchDataSource: Bool { prefetchDataSource != nil }

    func prefetchDataSourcePrefetch(_ indexPaths: [IndexPath]) {
        prefetchDataSource?.collectionView(self, prefetchItemsAt: indexPaths)
    }

    func prefetchDataSourceCancel(_ indexPaths: [IndexPath]) {
        prefetchDataSource?.collectionView(self, cancelPrefetchingForItemsAt: indexPaths)
    }
}
#endif
