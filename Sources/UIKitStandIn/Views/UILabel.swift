#if !canImport(UIKit)
import Foundation

/// UIKit's `UILabel`, reduced to its text (Apple documentation: `UILabel.text`). Tests read
/// what a cell shows from the labels in its content view.
@MainActor
open class UILabel: UIView {
    /// Apple documentation: `UILabel.text`.
    open var text: String?
}
#endif
