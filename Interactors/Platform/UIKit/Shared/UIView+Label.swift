import InteractorAdapterUIKit
import Interactors

#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

extension UIView {
    /// A label filling the view, added the first time a cell needs it.
    func addFillingLabel() -> UILabel {
        let label = UILabel(frame: bounds)
        addSubview(label)
        return label
    }
}
