import Foundation
import InteractorAdapter

#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

/// The UIKit calls in which a table and a collection view differ, each in its view's own
/// spelling: the one table `UIKitListView` forwards the list contract through, so that the
/// contract is written once for both views. What the two views spell alike
/// (`numberOfSections`, `hasUncommittedUpdates`, `reloadData()`) is UIKit's own.
@MainActor
protocol UIKitListHost: UIScrollView {
    /// A placeholder cell or header class.
    typealias PlaceholderType = any RenderableCell<UnregisteredViewState>.Type

    /// `numberOfSections`, as UIKit shows it.
    var numberOfSections: Int { get }
    /// `hasUncommittedUpdates`.
    var hasUncommittedUpdates: Bool { get }
    /// `reloadData()`.
    func reloadData()
    /// `numberOfRows(inSection:)` or `numberOfItems(inSection:)`.
    func listItemCount(inSection section: Int) -> Int
    /// The visible rows or items, as UIKit lists them.
    var listVisibleIndexPaths: [IndexPath] { get }
    /// `cellForRow(at:)` or `cellForItem(at:)`.
    func listCell(at indexPath: IndexPath) -> (any ListCell)?
    /// The header or footer of `section` on screen.
    func listSupplementaryView(_ supplement: SectionSupplement, inSection section: Int) -> (any ListCell)?
    /// Registers a cell class for `identifier`.
    func registerListCell(_ cellClass: AnyClass, reuseIdentifier identifier: String)
    /// Registers a header or footer class for `identifier`.
    func registerListSupplementary(_ viewClass: AnyClass, for supplement: SectionSupplement, reuseIdentifier: String)
    /// Dequeues a cell: only from the data source's cell callback, as UIKit requires.
    func dequeueListCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> any ListCell
    /// Dequeues a header or footer for `section`: only from the data source's callbacks.
    func dequeueListSupplementary(
        _ supplement: SectionSupplement, withReuseIdentifier identifier: String, inSection section: Int
    ) -> any ListCell
    /// `deselectRow(at:animated:)` or `deselectItem(at:animated:)`.
    func deselectListItem(at indexPath: IndexPath, animated: Bool)
    /// The placeholder cell and header classes, registered by `registerListPlaceholders()`.
    var listPlaceholderTypes: (cell: PlaceholderType, header: PlaceholderType) { get }
    /// Registers the placeholder cell and header (for headers and footers).
    func registerListPlaceholders()
    /// Rows or items: the wording of the validator's messages.
    var listStyle: ListStyle { get }
    /// UIKit's `performBatchUpdates(_:completion:)`.
    func performListBatchUpdates(_ updates: @escaping () -> Void, completion: @escaping (Bool) -> Void)
    /// Issues `update`'s operations to UIKit, reconfiguring `reconfigured` (iOS 15 and later);
    /// a table animates its rows and sections with `animation`.
    func issueListUpdate(
        _ update: BatchUpdate, reconfiguring reconfigured: [IndexPath], animation: UITableView.RowAnimation)
    /// Whether the view asks its items' sizes again only once its layout is invalidated (a
    /// collection view's layout), rather than in every batch (a table).
    var invalidatesLayoutForItemSizes: Bool { get }
    /// Invalidates the view's layout, so that it asks its items' sizes again; a table does not
    /// need it.
    func invalidateListLayout()
    /// Makes `proxy` the view's data source.
    func setListDataSource(_ proxy: UIKitDataSourceProxy)
    /// Makes `proxy` the view's prefetch data source; nil removes it.
    func setListPrefetchDataSource(_ proxy: UIKitDataSourceProxy?)
    /// Makes `proxy` the view's delegate, anew: UIKit reads which optional methods a delegate
    /// implements when it is set.
    func setListDelegate(_ proxy: UIKitDelegateProxy)
}

// The UITableView and UICollectionView tables below are parallel, and kept so: each entry is one
// call of its view's own UIKit API, which the two views spell differently (the batch calls are
// in UITableView+ListBatchUpdates.swift and UICollectionView+ListBatchUpdates.swift).

extension UITableView: UIKitListHost {
    func listItemCount(inSection section: Int) -> Int { numberOfRows(inSection: section) }

    var listVisibleIndexPaths: [IndexPath] { indexPathsForVisibleRows ?? [] }

    func listCell(at indexPath: IndexPath) -> (any ListCell)? { cellForRow(at: indexPath) }

    func listSupplementaryView(_ supplement: SectionSupplement, inSection section: Int) -> (any ListCell)? {
        supplement == .header ? headerView(forSection: section) : footerView(forSection: section)
    }

    func registerListCell(_ cellClass: AnyClass, reuseIdentifier identifier: String) {
        register(cellClass, forCellReuseIdentifier: identifier)
    }

    /// A table keeps headers and footers in one pool.
    func registerListSupplementary(_ viewClass: AnyClass, for _: SectionSupplement, reuseIdentifier: String) {
        register(viewClass, forHeaderFooterViewReuseIdentifier: reuseIdentifier)
    }

    func dequeueListCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> any ListCell {
        dequeueReusableCell(withIdentifier: identifier, for: indexPath)
    }

    /// A placeholder header when the identifier has no registered class (UIKit answers nil).
    func dequeueListSupplementary(
        _ supplement: SectionSupplement, withReuseIdentifier identifier: String, inSection section: Int
    ) -> any ListCell {
        dequeueReusableHeaderFooterView(withIdentifier: identifier)
            ?? PlaceholderTableViewHeaderView(reuseIdentifier: identifier)
    }

    func deselectListItem(at indexPath: IndexPath, animated: Bool) { deselectRow(at: indexPath, animated: animated) }

    var listPlaceholderTypes: (cell: PlaceholderType, header: PlaceholderType) {
        (PlaceholderTableViewCell.self, PlaceholderTableViewHeaderView.self)
    }

    func registerListPlaceholders() {
        register(PlaceholderTableViewCell.self, forCellReuseIdentifier: PlaceholderTableViewCell.reuseIdentifier)
        register(
            PlaceholderTableViewHeaderView.self,
            forHeaderFooterViewReuseIdentifier: PlaceholderTableViewHeaderView.reuseIdentifier)
    }

    func setListDataSource(_ proxy: UIKitDataSourceProxy) { dataSource = proxy }

    func setListPrefetchDataSource(_ proxy: UIKitDataSourceProxy?) { prefetchDataSource = proxy }

    func setListDelegate(_ proxy: UIKitDelegateProxy) {
        delegate = nil
        delegate = proxy
    }
}

extension UICollectionView: UIKitListHost {
    func listItemCount(inSection section: Int) -> Int { numberOfItems(inSection: section) }

    var listVisibleIndexPaths: [IndexPath] { indexPathsForVisibleItems }

    func listCell(at indexPath: IndexPath) -> (any ListCell)? { cellForItem(at: indexPath) }

    /// `supplementaryView(forElementKind:at:)`.
    func listSupplementaryView(_ supplement: SectionSupplement, inSection section: Int) -> (any ListCell)? {
        supplementaryView(forElementKind: supplement.elementKind, at: IndexPath(item: 0, section: section))
    }

    func registerListCell(_ cellClass: AnyClass, reuseIdentifier identifier: String) {
        register(cellClass, forCellWithReuseIdentifier: identifier)
    }

    func registerListSupplementary(_ viewClass: AnyClass, for supplement: SectionSupplement, reuseIdentifier: String) {
        register(viewClass, forSupplementaryViewOfKind: supplement.elementKind, withReuseIdentifier: reuseIdentifier)
    }

    func dequeueListCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> any ListCell {
        dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
    }

    func dequeueListSupplementary(
        _ supplement: SectionSupplement, withReuseIdentifier identifier: String, inSection section: Int
    ) -> any ListCell {
        dequeueReusableSupplementaryView(
            ofKind: supplement.elementKind, withReuseIdentifier: identifier, for: IndexPath(item: 0, section: section))
    }

    func deselectListItem(at indexPath: IndexPath, animated: Bool) { deselectItem(at: indexPath, animated: animated) }

    var listPlaceholderTypes: (cell: PlaceholderType, header: PlaceholderType) {
        (PlaceholderCollectionViewCell.self, PlaceholderCollectionViewHeaderView.self)
    }

    /// The placeholder cell, and the placeholder header for both header and footer kinds (it
    /// shows an unregistered section model's header or footer, and the empty view).
    func registerListPlaceholders() {
        register(
            PlaceholderCollectionViewCell.self,
            forCellWithReuseIdentifier: PlaceholderCollectionViewCell.reuseIdentifier)
        for supplement in [SectionSupplement.header, .footer] {
            registerListSupplementary(
                PlaceholderCollectionViewHeaderView.self, for: supplement,
                reuseIdentifier: PlaceholderCollectionViewHeaderView.reuseIdentifier)
        }
    }

    func setListDataSource(_ proxy: UIKitDataSourceProxy) { dataSource = proxy }

    func setListPrefetchDataSource(_ proxy: UIKitDataSourceProxy?) { prefetchDataSource = proxy }

    func setListDelegate(_ proxy: UIKitDelegateProxy) {
        delegate = nil
        delegate = proxy
    }
}
