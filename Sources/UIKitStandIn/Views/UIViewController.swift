#if !canImport(UIKit)
import Foundation

/// UIKit's `UIViewController`, reduced to what the example screens use: a root view loaded
/// on first access, `viewDidLoad()`, `viewDidLayoutSubviews()` and a title.
@MainActor
open class UIViewController: UIResponder {
    // MARK: Lifecycle

    /// Apple documentation: `UIViewController.init(nibName:bundle:)`. The stand-in loads no
    /// nib.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    /// Apple documentation: `UIViewController.init(coder:)`.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// `UIViewController()`, as `NSObject`'s `init()` gives in UIKit.
    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    // MARK: Public

    /// Apple documentation: `UIViewController.view`: "if you access this property when its
    /// value is nil, the view controller automatically calls the loadView() method", then
    /// `viewDidLoad()`.
    open var view: UIView! {
        get {
            if loadedView == nil {
                loadView()
                loadedView?.viewController = self
                viewDidLoad()
            }
            return loadedView
        }
        set {
            loadedView?.viewController = nil
            loadedView = newValue
            newValue?.viewController = self
        }
    }

    /// Apple documentation: `UIViewController.title`.
    open var title: String?

    /// Apple documentation: `UIViewController.loadView()`: without a nib, "this method
    /// creates a plain UIView object".
    open func loadView() {
        view = UIView(frame: .zero)
    }

    /// Apple documentation: `UIViewController.viewDidLoad()`.
    open func viewDidLoad() {}

    /// Apple documentation: `UIViewController.viewDidLayoutSubviews()`: called after the
    /// root view laid out its subviews.
    open func viewDidLayoutSubviews() {}

    // MARK: Private

    private var loadedView: UIView?
}
#endif
