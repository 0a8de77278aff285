#if !canImport(UIKit)
import Foundation

/// UIKit's `UILabel`, reduced to its text and its number of lines (Apple documentation:
/// `UILabel.text`, `UILabel.numberOfLines`). Tests read what a cell shows from the labels in
/// its content view.
@MainActor
open class UILabel: UIView {
    /// Apple documentation: `UILabel.text`.
    open var text: String?
    /// Apple documentation: `UILabel.numberOfLines` (the maximum number of lines; 0: no limit).
    open var numberOfLines: Int = 1
}
#endif
