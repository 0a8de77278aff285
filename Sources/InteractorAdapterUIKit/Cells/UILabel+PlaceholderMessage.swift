import Foundation

#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

extension UILabel {
    /// The label a placeholder cell or header shows its message in, added to `view` (its
    /// content view, or the view itself where it has none): the one label all four
    /// placeholders share.
    @MainActor
    static func placeholderMessage(in view: UIView) -> UILabel {
        let label = UILabel(frame: view.bounds)
        view.addSubview(label)
        return label
    }
}
