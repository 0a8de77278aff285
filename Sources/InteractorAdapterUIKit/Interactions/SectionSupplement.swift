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

    /// The delegate's height for this supplement of `section`; nil when it gives none.
    func height(inSection section: Int, of list: any ListView) -> Double? {
        guard let heights = list.delegate as? any ListViewSectionHeightProviding else { return nil }
        switch self {
        case .header: return heights.listView(list, heightForHeaderInSection: section)
        case .footer: return heights.listView(list, heightForFooterInSection: section)
        }
    }

    /// The flow-layout reference size of this supplement of `section`: `size` (the layout's
    /// own) when the delegate gives no height, zero for a height of 0 (none), else the
    /// collection view's width by the height.
    func referenceSize(inSection section: Int, of list: any ListView, width: CGFloat, otherwise size: CGSize) -> CGSize
    {
        guard let height = height(inSection: section, of: list) else { return size }
        return height == 0 ? .zero : CGSize(width: width, height: CGFloat(height))
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
