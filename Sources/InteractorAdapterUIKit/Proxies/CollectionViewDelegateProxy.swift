import Foundation
import InteractorAdapter

#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

/// The collection view's delegate on behalf of a `CollectionListView`: highlight, selection,
/// display callbacks, context menus, where a dragged item may go, and scrolling from the
/// list's `ListViewDelegate` (in the list's terms, see `UIKitListInteractions`), scroll
/// callbacks forwarded to the list's `scrollDelegate`. Sizes, as flow-layout sizes: item
/// heights from a `ListViewHeightProviding` delegate (the layout's `itemSize` where it gives
/// none), header and footer reference sizes, once per section, from a
/// `ListViewSectionHeightProviding` one (zero for none), else the flow layout's own. On UIKit
/// the proxy says it implements the item size method only while the list's delegate gives
/// row heights (`responds(to:)`, as `TableViewDelegateProxy` does), so that the layout applies
/// its own `itemSize` without asking per item otherwise; the stand-in's default answer is
/// that `itemSize`. (Swipe actions come from a list layout's providers, see
/// `CollectionListView.swipeActionsConfigurationProvider(for:)`.)
///
/// Where UIKit replaced a method (the target index path in iOS 15, the context menu in iOS
/// 16), both are implemented: UIKit calls the new one where it exists, the deprecated one
/// before.
@MainActor
final class CollectionViewDelegateProxy: ScrollViewProxy, UICollectionViewDelegateFlowLayout {
    // MARK: Lifecycle

    init(list: CollectionListView) {
        self.list = list
        super.init()
        didScroll = { [unowned list] in list.delegate?.listViewDidScroll(list) }
    }

    // MARK: Internal

    #if canImport(UIKit)
    /// Whether UIKit may call the method: the item size one only while the list's delegate
    /// gives row heights. UIKit asks on the main thread, as it calls every delegate method.
    nonisolated override func responds(to aSelector: Selector!) -> Bool {
        if aSelector == #selector(UICollectionViewDelegateFlowLayout.collectionView(_:layout:sizeForItemAt:)) {
            return MainActor.assumeIsolated { list.givesItemHeights }
        }
        return super.responds(to: aSelector)
    }
    #endif

    // MARK: Sizes

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        let flow = collectionViewLayout as? UICollectionViewFlowLayout
        let size = flow?.itemSize ?? CGSize(width: collectionView.bounds.width, height: 44)
        guard let height = list.itemHeight(at: indexPath) else { return size }
        return CGSize(width: size.width, height: CGFloat(height))
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize {
        let size = (collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize ?? .zero
        return SectionSupplement.header.referenceSize(
            inSection: section, of: list, width: collectionView.bounds.width, otherwise: size)
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize {
        let size = (collectionViewLayout as? UICollectionViewFlowLayout)?.footerReferenceSize ?? .zero
        return SectionSupplement.footer.referenceSize(
            inSection: section, of: list, width: collectionView.bounds.width, otherwise: size)
    }

    // MARK: Interactions

    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        list.delegate?.listView(list, shouldHighlightItemAt: indexPath) ?? true
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        list.delegate?.listView(list, didSelectItemAt: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        list.delegate?.listView(list, didDeselectItemAt: indexPath)
    }

    /// A self-sizing item's cell has the size it asked for by now: the delegate keeps its
    /// height (as the table's proxy does).
    func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        list.itemWasMeasured(at: indexPath, height: Double(cell.frame.height))
        list.delegate?.listView(list, willDisplay: cell, forItemAt: indexPath)
    }

    func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        list.delegate?.listView(list, didEndDisplaying: cell, forItemAt: indexPath)
    }

    @available(iOS 15.0, tvOS 15.0, *)
    func collectionView(
        _ collectionView: UICollectionView,
        targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        list.targetIndexPath(forMoveFrom: originalIndexPath, to: proposedIndexPath)
    }

    @available(iOS, introduced: 9.0, deprecated: 15.0)
    func collectionView(
        _ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        list.targetIndexPath(forMoveFrom: currentIndexPath, to: proposedIndexPath)
    }

    /// A menu for one item; none between items or for a multiple selection.
    @available(iOS 16.0, tvOS 17.0, *)
    func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> UIContextMenuConfiguration? {
        guard indexPaths.count == 1, let indexPath = indexPaths.first else { return nil }
        return list.contextMenuConfiguration(at: indexPath)
    }

    @available(iOS, introduced: 13.0, deprecated: 16.0)
    @available(tvOS, unavailable)
    func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
        list.contextMenuConfiguration(at: indexPath)
    }

    // MARK: Private

    private unowned let list: CollectionListView
}
