import Foundation
import InteractorAdapter

#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

/// A section's header or footer as a UIKit list shows it: the height the list's delegate
/// gives when it adopts `ListViewSectionHeightProviding` (nil: the list's own height; 0: none), and
/// the view the data source gives.
@MainActor
enum SectionSupplement {
    case header
    case footer

    // MARK: Internal

    /// The collection view's supplementary view kind: `elementKindSectionHeader` or
    /// `elementKindSectionFooter`.
    var elementKind: String {
        self == .header ? UICollectionView.elementKindSectionHeader : UICollectionView.elementKindSectionFooter
    }

    /// The supplement a collection view's layout asks for with `kind`; nil for another kind.
    init?(elementKind kind: String) {
        switch kind {
        case UICollectionView.elementKindSectionHeader: self = .header
        case UICollectionView.elementKindSectionFooter: self = .footer
        default: return nil
        }
    }

    /// The delegate's height for this supplement of `section`; nil when it gives none.
    func height(inSection section: Int, of list: any ListView) -> Double? {
        guard let heights = list.delegate as? any ListViewSectionHeightProviding else { return nil }
        switch self {
        case .header: return heights.listView(list, heightForHeaderInSection: section)
        case .footer: return heights.listView(list, heightForFooterInSection: section)
        }
    }

    /// A table's height for this supplement of `section`: the delegate's, else the table's
    /// own `sectionHeaderHeight` or `sectionFooterHeight`.
    func height(inSection section: Int, of list: any ListView, in tableView: UITableView) -> CGFloat {
        if let height = height(inSection: section, of: list) { return CGFloat(height) }
        return self == .header ? tableView.sectionHeaderHeight : tableView.sectionFooterHeight
    }

    /// A collection view's flow-layout reference size for this supplement of `section`: the
    /// asking layout's own (`headerReferenceSize` or `footerReferenceSize`, zero when it is not
    /// a flow layout) when the delegate gives no height, zero for a height of 0 (none), else
    /// the collection view's width by the height.
    func referenceSize(
        inSection section: Int, of list: any ListView, in collectionView: UICollectionView,
        layout: UICollectionViewLayout
    ) -> CGSize {
        guard let height = height(inSection: section, of: list) else {
            let flow = layout as? UICollectionViewFlowLayout
            return (self == .header ? flow?.headerReferenceSize : flow?.footerReferenceSize) ?? .zero
        }
        return height == 0 ? .zero : CGSize(width: collectionView.bounds.width, height: CGFloat(height))
    }

    /// The data source's view for this supplement of `section`; nil, without asking the data
    /// source, when the delegate's height is 0 (the section has none).
    func view(inSection section: Int, of list: any ListView) -> (any ListCell)? {
        guard height(inSection: section, of: list) != 0 else { return nil }
        switch self {
        case .header: return list.dataSource?.listView(list, headerForSection: section)
        case .footer: return list.dataSource?.listView(list, footerForSection: section)
        }
    }
}
