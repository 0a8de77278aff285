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
    /// Where headers and items sit for `counts`.
    func geometry(for counts: [Int]) -> ListGeometry
    /// The delegate's `shouldHighlight...At`.
    func delegateShouldHighlight(at indexPath: IndexPath) -> Bool
    /// The delegate's `didSelect...At`.
    func delegateDidSelect(at indexPath: IndexPath)
    /// The delegate's `didDeselect...At`.
    func delegateDidDeselect(at indexPath: IndexPath)
}

/// A cell or header the engine pools: `UITableViewCell`, `UITableViewHeaderFooterView` and
/// `UICollectionReusableView` all have UIKit's two members.
@MainActor
protocol StandInReusableView: UIView {
    var reuseIdentifier: String? { get }
    func prepareForReuse()
}
#endif
