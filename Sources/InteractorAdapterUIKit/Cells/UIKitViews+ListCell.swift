import InteractorAdapter

#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

// UIKit's cells and header views already have both members of `ListCell`
// (`reuseIdentifier` and `prepareForReuse()`), so they conform as they are.
extension UITableViewCell: ListCell {}
extension UITableViewHeaderFooterView: ListCell {}
extension UICollectionReusableView: ListCell {}
