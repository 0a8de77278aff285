#if !canImport(UIKit)
import Foundation

/// UIKit's `UILayoutPriority` (NSLayoutConstraint.h: `typedef float UILayoutPriority`), with
/// the levels the binding and the stand-in use when sizing a cell.
public struct UILayoutPriority: RawRepresentable, Hashable, Sendable {
    /// The priority, from 1 to 1000.
    public var rawValue: Float

    /// Apple documentation: `UILayoutPriority.init(rawValue:)`.
    public init(rawValue: Float) {
        self.rawValue = rawValue
    }

    /// Apple documentation: `UILayoutPriority.init(_:)`.
    public init(_ rawValue: Float) {
        self.rawValue = rawValue
    }

    /// Apple documentation: `UILayoutPriority.required` (`UILayoutPriorityRequired`, 1000).
    public static let required = UILayoutPriority(1000)
    /// Apple documentation: `UILayoutPriority.defaultHigh` (750).
    public static let defaultHigh = UILayoutPriority(750)
    /// Apple documentation: `UILayoutPriority.defaultLow` (250).
    public static let defaultLow = UILayoutPriority(250)
    /// Apple documentation: `UILayoutPriority.fittingSizeLevel` (50): how much a view wants
    /// to conform to the target size of `systemLayoutSizeFitting`.
    public static let fittingSizeLevel = UILayoutPriority(50)
}

extension UIView {
    /// Apple documentation: `UIView.layoutFittingCompressedSize` (`UILayoutFittingCompressedSize`):
    /// the target size asking for the smallest size that fits.
    nonisolated public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
}
#endif
