#if !canImport(UIKit)
import Foundation

/// UIKit's `UICollectionReusableView`: a supplementary view such as a section header, and the
/// superclass of `UICollectionViewCell`.
///
/// UIKit creates registered classes with `init(frame:)` through the Objective-C runtime
/// (Apple documentation, `UICollectionView.dequeueReusableCell(withReuseIdentifier:for:)`:
/// "this method initializes the cell by calling its init(frame:) method"). Swift can only call
/// an initializer on a class value when it is `required`, so the stand-in declares it
/// `required` here (see `UITableViewCell`).
@MainActor
open class UICollectionReusableView: UIView {
    // MARK: Lifecycle

    /// Apple documentation: `UIView.init(frame:)`, as UIKit calls it for a registered class.
    public required override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Apple documentation: `UIView.init(coder:)`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: Public

    /// Apple documentation: `UICollectionReusableView.reuseIdentifier`.
    open var reuseIdentifier: String? { storedReuseIdentifier }

    /// Apple documentation: `UICollectionReusableView.prepareForReuse()`: called before a
    /// dequeue returns the view again, not when a cell is reconfigured. Subclasses call `super`.
    open func prepareForReuse() {}

    /// Apple documentation: `UICollectionReusableView.preferredLayoutAttributesFitting(_:)`:
    /// the view may return other attributes (a self-sizing cell, its own size) than those the
    /// layout gives it. A flow layout with an `estimatedItemSize` asks every cell it displays and lays the item
    /// out at the size returned. The default returns `layoutAttributes` unchanged (UIKit's
    /// adjusts it to Auto Layout's size, which the stand-in does not have).
    open func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        layoutAttributes
    }

    // MARK: Internal

    /// Set by the collection view when it creates the view for a registered identifier.
    var storedReuseIdentifier: String?
}

extension UICollectionReusableView: StandInReusableView {}
#endif
