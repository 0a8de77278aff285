#if !canImport(UIKit)
import Foundation

/// UIKit's `UIContextualAction`: one button a swipe on a row reveals (Apple documentation,
/// `UIContextualAction`). The stand-in keeps its style, title and handler; the list runs the
/// handler when the user taps the button or swipes fully (see `StandInControls.swipe(_:at:fully:)`).
@MainActor
open class UIContextualAction: NSObject {
    // MARK: Lifecycle

    /// Apple documentation: `UIContextualAction.init(style:title:handler:)`.
    public convenience init(
        style: UIContextualAction.Style, title: String?, handler: @escaping UIContextualAction.Handler
    ) {
        self.init(storedStyle: style, title: title, handler: handler)
    }

    private init(storedStyle: UIContextualAction.Style, title: String?, handler: @escaping UIContextualAction.Handler) {
        self.storedStyle = storedStyle
        self.storedHandler = handler
        self.title = title
        super.init()
    }

    // MARK: Public

    /// Apple documentation: `UIContextualAction.Handler`: the handler gets the action, the view
    /// the action was shown in, and a completion to call with whether it performed the action
    /// (UIContextualAction.h: calling it "reset[s] the context to its normal state").
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    /// Apple documentation: `UIContextualAction.Style`; the values are UIKit's
    /// (`UIContextualActionStyle` in UIContextualAction.h).
    public enum Style: Int, Sendable {
        /// Apple documentation: `UIContextualAction.Style.normal`.
        case normal = 0
        /// Apple documentation: `UIContextualAction.Style.destructive`.
        case destructive = 1
    }

    /// Apple documentation: `UIContextualAction.title`.
    open var title: String?

    /// Apple documentation: `UIContextualAction.style`.
    open var style: UIContextualAction.Style { storedStyle }

    /// Apple documentation: `UIContextualAction.handler`.
    open var handler: UIContextualAction.Handler { storedHandler }

    // MARK: Private

    private let storedStyle: UIContextualAction.Style
    private let storedHandler: UIContextualAction.Handler
}
#endif
