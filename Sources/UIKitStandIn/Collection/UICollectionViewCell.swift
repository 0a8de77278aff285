#if !canImport(UIKit)
import Foundation

/// UIKit's `UICollectionViewCell`, reduced to its content view (Apple documentation,
/// `UICollectionViewCell.contentView`).
@MainActor
open class UICollectionViewCell: UICollectionReusableView {
    // MARK: Lifecycle

    /// Apple documentation: `UIView.init(frame:)`, as UIKit calls it for a registered class.
    public required init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(contentView)
    }

    /// Apple documentation: `UIView.init(coder:)`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }

    // MARK: Public

    /// Apple documentation: `UICollectionViewCell.contentView`.
    open var contentView: UIView { storedContentView }

    // MARK: Private

    private let storedContentView = UIView(frame: .zero)
}
#endif
