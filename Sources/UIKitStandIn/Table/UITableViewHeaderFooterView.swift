#if !canImport(UIKit)
import Foundation

/// UIKit's `UITableViewHeaderFooterView`, reduced to its reuse identifier, content view and
/// `prepareForReuse()`.
///
/// As for cells, UIKit creates registered classes with `init(reuseIdentifier:)` through the
/// Objective-C runtime; the stand-in declares it `required` so that Swift can (see
/// `UITableViewCell`).
@MainActor
open class UITableViewHeaderFooterView: UIView {
    // MARK: Lifecycle

    /// Apple documentation: `UITableViewHeaderFooterView.init(reuseIdentifier:)`.
    public required init(reuseIdentifier: String?) {
        storedReuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 28))
        addSubview(contentView)
    }

    /// Apple documentation: `UITableViewHeaderFooterView.init(coder:)`.
    public required init?(coder: NSCoder) {
        storedReuseIdentifier = nil
        super.init(coder: coder)
        addSubview(contentView)
    }

    // MARK: Public

    /// Apple documentation: `UITableViewHeaderFooterView.reuseIdentifier`.
    open var reuseIdentifier: String? { storedReuseIdentifier }

    /// Apple documentation: `UITableViewHeaderFooterView.contentView`.
    open var contentView: UIView { storedContentView }

    /// Apple documentation: `UITableViewHeaderFooterView.prepareForReuse()`.
    open func prepareForReuse() {}

    // MARK: Private

    private let storedReuseIdentifier: String?
    private let storedContentView = UIView(frame: .zero)
}

extension UITableViewHeaderFooterView: StandInReusableView {}
#endif
