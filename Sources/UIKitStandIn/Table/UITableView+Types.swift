#if !canImport(UIKit)
import Foundation

extension UITableView {
    /// Apple documentation: `UITableView.Style`.
    public enum Style: Int, Sendable {
        /// Apple documentation: `UITableView.Style.plain`.
        case plain = 0
        /// Apple documentation: `UITableView.Style.grouped`.
        case grouped = 1
        /// Apple documentation: `UITableView.Style.insetGrouped`.
        case insetGrouped = 2
    }

    /// Apple documentation: `UITableView.RowAnimation`; the values are UIKit's
    /// (`UITableViewRowAnimation` in UITableView.h). The stand-in does not draw animations.
    public enum RowAnimation: Int, Sendable {
        /// Apple documentation: `UITableView.RowAnimation.fade`.
        case fade = 0
        /// Apple documentation: `UITableView.RowAnimation.right`.
        case right = 1
        /// Apple documentation: `UITableView.RowAnimation.left`.
        case left = 2
        /// Apple documentation: `UITableView.RowAnimation.top`.
        case top = 3
        /// Apple documentation: `UITableView.RowAnimation.bottom`.
        case bottom = 4
        /// Apple documentation: `UITableView.RowAnimation.none`.
        case none = 5
        /// Apple documentation: `UITableView.RowAnimation.middle`.
        case middle = 6
        /// Apple documentation: `UITableView.RowAnimation.automatic`.
        case automatic = 100
    }

    /// Apple documentation: `UITableView.automaticDimension`: the default row and header
    /// height, which makes UIKit size them from their content. The stand-in cannot measure
    /// content: it lays such rows out 44 points high and such headers 0 points high.
    nonisolated public static let automaticDimension: CGFloat = -1
}

extension UITableViewCell {
    /// Apple documentation: `UITableViewCell.CellStyle`.
    public enum CellStyle: Int, Sendable {
        /// Apple documentation: `UITableViewCell.CellStyle.default`.
        case `default` = 0
        /// Apple documentation: `UITableViewCell.CellStyle.value1`.
        case value1 = 1
        /// Apple documentation: `UITableViewCell.CellStyle.value2`.
        case value2 = 2
        /// Apple documentation: `UITableViewCell.CellStyle.subtitle`.
        case subtitle = 3
    }
}
#endif
