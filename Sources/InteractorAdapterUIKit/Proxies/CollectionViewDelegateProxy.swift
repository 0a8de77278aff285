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
/// callbacks forwarded to the list's `scrollDelegate`. It gives no item sizes (the layout's own
/// apply, without asking per item); header and footer reference sizes it gives, once per
/// section, from a `ListViewSectionHeightProviding` delegate (zero for none), else the flow
/// layout's own. A list whose delegate gives row heights uses
/// `HeightProvidingCollectionViewDelegateProxy`, which has the same members and the item
/// sizes. (Swipe actions come from a list layout's providers, see
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

    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        list.delegate?.listView(list, shouldHighlightItemAt: indexPath) ?? true
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        list.delegate?.listView(list, didSelectItemAt: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        list.delegate?.listView(list, didDeselectItemAt: indexPath)
    }

    func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
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

/// `CollectionViewDelegateProxy` with the heights of a `ListViewHeightProviding` delegate,
/// given as flow-layout sizes (the layout's own where it gives none; a height of 0 for a
/// header or footer means none). A class of its own, not a subclass: a subclass cannot add
/// witnesses to a conformance its superclass declared.
@MainActor
final class HeightProvidingCollectionViewDelegateProxy: ScrollViewProxy, UICollectionViewDelegateFlowLayout {
    // MARK: Lifecycle

    init(list: CollectionListView) {
        self.list = list
        super.init()
        didScroll = { [unowned list] in list.delegate?.listViewDidScroll(list) }
    }

    // MARK: Internal

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        let flow = collectionViewLayout as? UICollectionViewFlowLayout
        let size = flow?.itemSize ?? CGSize(width: collectionView.bounds.width, height: 44)
        let heights = list.delegate as? any ListViewHeightProviding
        guard let height = heights?.listView(list, heightForItemAt: indexPath) else { return size }
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

    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        list.delegate?.listView(list, shouldHighlightItemAt: indexPath) ?? true
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        list.delegate?.listView(list, didSelectItemAt: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        list.delegate?.listView(list, didDeselectItemAt: indexPath)
    }

    func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
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
