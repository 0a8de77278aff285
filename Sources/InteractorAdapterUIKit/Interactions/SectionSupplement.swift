import Foundation
import InteractorAdapter

/// A section's header or footer as a UIKit list shows it: the height the list's delegate
/// gives when it adopts `ListViewHeightProviding` (nil: the list's own height; 0: none), and
/// the view the data source gives.
@MainActor
enum SectionSupplement {
    case header
    case footer

    // MARK: Internal

    /// The delegate's height for this supplement of `section`; nil when it gives none.
    func height(inSection section: Int, of list: any ListView) -> Double? {
        guard let heights = list.delegate as? any ListViewHeightProviding else { return nil }
        switch self {
        case .header: return heights.listView(list, heightForHeaderInSection: section)
        case .footer: return heights.listView(list, heightForFooterInSection: section)
        }
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
