#if !canImport(UIKit)
import Foundation

/// UIKit's `UIView`, reduced to what the binding and the example screens use: a frame, a
/// place in a view hierarchy (and so in a window or not), and layout passes.
///
/// Layout is not automatic: nothing runs a run loop here, so `setNeedsLayout()` only marks
/// the view, and the layout happens at the next `layoutIfNeeded()` on it or on a view above
/// it, the way UIKit lays views out in the next pass of the run loop.
@MainActor
open class UIView: UIResponder {
    // MARK: Lifecycle

    /// Apple documentation: `UIView.init(frame:)`.
    public init(frame: CGRect) {
        storedFrame = frame
        super.init()
    }

    /// Apple documentation: `UIView.init(coder:)`. The stand-in decodes nothing.
    public required init?(coder: NSCoder) {
        storedFrame = .zero
        super.init()
    }

    /// `UIView()`: a view with a zero frame, as `NSObject`'s `init()` gives in UIKit.
    public override convenience init() {
        self.init(frame: .zero)
    }

    // MARK: Public

    /// Apple documentation: `UIView.frame`. Changing the size asks for a layout.
    open var frame: CGRect {
        get { storedFrame }
        set {
            let resized = newValue.size != storedFrame.size
            storedFrame = newValue
            if resized { setNeedsLayout() }
        }
    }

    /// Apple documentation: `UIView.bounds`. Its origin is where the view's content starts:
    /// a scroll view's content offset.
    open var bounds: CGRect {
        get { CGRect(origin: boundsOrigin, size: storedFrame.size) }
        set {
            boundsOrigin = newValue.origin
            frame.size = newValue.size
        }
    }

    /// Apple documentation:
    /// `UIView.systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`,
    /// "the size fitting most closely to targetSize": the stand-in has no constraints, so a
    /// view fits its own height, and the target's width when that width is `.required`;
    /// cells that size themselves override it with their content's size.
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        CGSize(
            width: horizontalFittingPriority == .required ? targetSize.width : storedFrame.width,
            height: verticalFittingPriority == .required ? targetSize.height : storedFrame.height)
    }

    /// Apple documentation: `UIView.layoutSubviews()`. Called by `layoutIfNeeded()` when a
    /// layout is pending.
    open func layoutSubviews() {
        viewController?.viewDidLayoutSubviews()
    }

    /// Apple documentation: `UIView.window`: nil until the view is added to a window.
    public var window: UIWindow? {
        var view: UIView? = self
        while let current = view {
            if let window = current as? UIWindow { return window }
            view = current.superview
        }
        return nil
    }

    /// Apple documentation: `UIView.superview`.
    public private(set) weak var superview: UIView?

    /// Apple documentation: `UIView.subviews`, back to front.
    public private(set) var subviews: [UIView] = []

    /// Apple documentation: `UIView.addSubview(_:)`: moves `view` here from any other
    /// superview; a view that enters or leaves a window this way is told so.
    public func addSubview(_ view: UIView) {
        let oldWindow = view.window
        view.detachFromSuperview()
        view.superview = self
        subviews.append(view)
        view.notifyWindowChange(from: oldWindow)
        setNeedsLayout()
    }

    /// Apple documentation: `UIView.removeFromSuperview()`.
    public func removeFromSuperview() {
        let oldWindow = window
        detachFromSuperview()
        notifyWindowChange(from: oldWindow)
    }

    /// Apple documentation: `UIView.setNeedsLayout()`: marks the view; the layout happens
    /// at the next `layoutIfNeeded()`.
    public func setNeedsLayout() {
        needsLayout = true
    }

    /// Apple documentation: `UIView.layoutIfNeeded()`: "using the view that receives the
    /// message as the root view, this method lays out the view subtree starting at the root".
    public func layoutIfNeeded() {
        if needsLayout {
            needsLayout = false
            layoutSubviews()
        }
        for subview in subviews { subview.layoutIfNeeded() }
    }

    // MARK: Internal

    /// Whether a layout is pending.
    var needsLayout = true

    /// The view controller whose root view this is, told when the view has laid out.
    weak var viewController: UIViewController?

    /// The view entered or left a window (or changed windows); subclasses react.
    func windowDidChange(from oldWindow: UIWindow?) {}

    // MARK: Private

    private var storedFrame: CGRect
    private var boundsOrigin = CGPoint.zero

    private func detachFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superview = nil
    }

    private func notifyWindowChange(from oldWindow: UIWindow?) {
        let newWindow = window
        guard newWindow !== oldWindow else { return }
        forEachInSubtree { $0.windowDidChange(from: oldWindow) }
    }

    private func forEachInSubtree(_ body: (UIView) -> Void) {
        body(self)
        for subview in subviews { subview.forEachInSubtree(body) }
    }
}
#endif
