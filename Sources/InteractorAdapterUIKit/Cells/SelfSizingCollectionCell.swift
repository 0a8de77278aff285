import Foundation
import InteractorAdapter

#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

/// A collection view cell that measures itself when its item's registration is
/// `ItemSizing.selfSizing`: `GenericCollectionViewCell` and so its animated variant. The list
/// tells the cell as it hands it to UIKit, and the cell answers UIKit's
/// `preferredLayoutAttributesFitting(_:)` with its own height; a cell of another registration
/// keeps the size the layout gives it (the adapter's height).
@MainActor
protocol SelfSizingCollectionCell: UICollectionViewCell {
    /// Whether the item the cell shows is sized by its cell.
    var sizesItself: Bool { get set }
}

extension SelfSizingCollectionCell {
    /// The attributes UIKit asked about, at the cell's own height when it sizes itself:
    /// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)` at the
    /// attributes' width (required) and the smallest height that fits (Apple documentation,
    /// `UIView.layoutFittingCompressedSize`, `UILayoutPriority.fittingSizeLevel`).
    func preferredAttributes(
        fitting layoutAttributes: UICollectionViewLayoutAttributes
    )
        -> UICollectionViewLayoutAttributes
    {
        guard sizesItself else { return layoutAttributes }
        let target = CGSize(width: layoutAttributes.frame.width, height: UIView.layoutFittingCompressedSize.height)
        let fitting = systemLayoutSizeFitting(
            target, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        var frame = layoutAttributes.frame
        frame.size.height = fitting.height
        layoutAttributes.frame = frame
        return layoutAttributes
    }
}
