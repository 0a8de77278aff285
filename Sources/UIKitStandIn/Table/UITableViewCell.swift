#if !canImport(UIKit)
import Foundation

/// UIKit's `UITableViewCell`, reduced to its reuse identifier, content view and
/// `prepareForReuse()`.
///
/// UIKit creates a registered cell class with `init(style:reuseIdentifier:)` through the
/// Objective-C runtime (Apple documentation, `UITableView.dequeueReusableCell(withIdentifier:for:)`:
/// "this method creates the cell and initializes it by calling its init(style:reuseIdentifier:)
/// method"). Swift can only call an initializer on a class value when it is `required`, so the
/// stand-in declares it `required` where UIKit does not: a cell compiled against the stand-in
/// does not override it (set subviews up lazily instead); one written for a device may.
@MainActor
open class UITableViewCell: UIView {
    // MARK: Lifecycle

    /// Apple documentation: `UITableViewCell.init(style:reuseIdentifier:)`.
    public required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        storedReuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        addSubview(contentView)
    }

    /// Apple documentation: `UITableViewCell.init(coder:)`.
    public required init?(coder: NSCoder) {
        storedReuseIdentifier = nil
        super.init(coder: coder)
        addSubview(contentView)
    }

    // MARK: Public

    /// Apple documentation: `UITableViewCell.reuseIdentifier`.
    open var reuseIdentifier: String? { storedReuseIdentifier }

    /// Apple documentation: `UITableViewCell.contentView`: where a cell's own subviews go.
    open var contentView: UIView { storedContentView }

    /// Apple documentation: `UITableViewCell.prepareForReuse()`: called "just before returning
    /// the object from the UITableView method dequeueReusableCell(withIdentifier:)", and not
    /// when the cell is reconfigured. Subclasses call `super`.
    open func prepareForReuse() {}

    // MARK: Private

    private let storedReuseIdentifier: String?
    private let storedContentView = UIView(frame: .zero)
}

extension UITableViewCell: StandInReusableView {}
#endif
