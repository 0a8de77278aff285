#if !canImport(UIKit)
import Foundation
import ListUpdates

/// What a `ListEngine` asks of the list it runs (`UITableView` or `UICollectionView`): its
/// data source's and delegate's answers, in that list's own calls, and its layout.
@MainActor
protocol ListEngineHost: UIScrollView {
    /// `numberOfSections(in:)` of the data source; 0 without one.
    func dataSourceNumberOfSections() -> Int
    /// The data source's count for `section`; 0 without one.
    func dataSourceNumberOfItems(inSection section: Int) -> Int
    /// The data source's cell callback; nil without a data source.
    func dataSourceCell(at indexPath: IndexPath) -> UIView?
    /// The header callback (the table's delegate, the collection's data source); nil for none.
    func dataSourceHeader(forSection section: Int) -> UIView?
    /// The footer callback, as the header's; nil for none.
    func dataSourceFooter(forSection section: Int) -> UIView?
    /// The data source's `canMove...At`.
    func dataSourceCanMove(at indexPath: IndexPath) -> Bool
    /// The data source's `move...At:to:`.
    func dataSourceMove(from source: IndexPath, to destination: IndexPath)
    /// Where headers and items sit for `counts`.
    func geometry(for counts: [Int]) -> ListGeometry
    /// The size a self-sizing `cell`, laid out at `frame`, asks for: nil when the item does
    /// not size itself (a row of fixed height, a layout without estimated sizes).
    func selfSizedSize(of cell: UIView, at indexPath: IndexPath, laidOutAt frame: CGRect) -> CGSize?
    /// The delegate's `shouldHighlight...At`.
    func delegateShouldHighlight(at indexPath: IndexPath) -> Bool
    /// The delegate's `didSelect...At`.
    func delegateDidSelect(at indexPath: IndexPath)
    /// The delegate's `didDeselect...At`.
    func delegateDidDeselect(at indexPath: IndexPath)
    /// The delegate's `willDisplay:for...At`.
    func delegateWillDisplay(_ cell: UIView, at indexPath: IndexPath)
    /// The delegate's `didEndDisplaying:for...At`.
    func delegateDidEndDisplaying(_ cell: UIView, at indexPath: IndexPath)
    /// The delegate's target-index-path hook for a dragged row.
    func delegateTarget(forMoving original: IndexPath, current: IndexPath, proposed: IndexPath) -> IndexPath
    /// The delegate's context-menu configuration for the row at `indexPath`.
    func delegateContextMenuConfiguration(at indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration?
    /// The swipe actions of an edge of the row at `indexPath` (a table's delegate, a list
    /// layout's providers); nil for none.
    func swipeActionsConfiguration(_ edge: ListSwipeEdge, at indexPath: IndexPath) -> UISwipeActionsConfiguration?
    /// Whether the list has a prefetch data source.
    var hasPrefetchDataSource: Bool { get }
    /// The prefetch data source's `prefetch...At`.
    func prefetchDataSourcePrefetch(_ indexPaths: [IndexPath])
    /// The prefetch data source's `cancelPrefetchingFor...At`.
    func prefetchDataSourceCancel(_ indexPaths: [IndexPath])
}

/// A cell or header the engine pools: `UITableViewCell`, `UITableViewHeaderFooterView` and
/// `UICollectionReusableView` all have UIKit's two members.
@MainActor
protocol StandInReusableView: UIView {
    var reuseIdentifier: String? { get }
    func prepareForReuse()
}
#endif
