import Foundation
import InteractorAdapter

#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

/// The collection view's delegate on behalf of a `CollectionListView`: highlight, selection
/// and scrolling from the list's `ListViewDelegate`, scroll callbacks forwarded to the list's
/// `scrollDelegate`. It gives no sizes: the layout's own apply. A list whose delegate gives
/// heights uses `HeightProvidingCollectionViewDelegateProxy`.
@MainActor
final class CollectionViewDelegateProxy: ScrollViewProxy, UICollectionViewDelegate {
    // MARK: Lifecycle

    init(list: CollectionListView) {
        self.list = list
        super.init()
        didScroll = { [unowned list] in list.delegate?.listViewDidScroll(list) }
    }

    // MARK: Internal

    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        list.delegate?.listView(list, shouldHighlightItemAt: indexPath) ?? true
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        list.delegate?.listView(list, didSelectItemAt: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        list.delegate?.listView(list, didDeselectItemAt: indexPath)
    }

    // MARK: Private

    private unowned let list: CollectionListView
}

/// `CollectionViewDelegateProxy` with the heights of a `ListViewHeightProviding` delegate,
/// given as flow-layout sizes (the layout's own where it gives none). A class of its own, not
/// a subclass: a subclass cannot add witnesses to a conformance its superclass declared.
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
        let flow = collectionViewLayout as? UICollectionViewFlowLayout
        let size = flow?.headerReferenceSize ?? .zero
        let heights = list.delegate as? any ListViewHeightProviding
        guard let height = heights?.listView(list, heightForHeaderInSection: section) else { return size }
        return CGSize(width: collectionView.bounds.width, height: CGFloat(height))
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

    // MARK: Private

    private unowned let list: CollectionListView
}
