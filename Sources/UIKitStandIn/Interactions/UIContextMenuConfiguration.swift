#if !canImport(UIKit)
import Foundation

/// Apple documentation: `UIContextMenuActionProvider`: returns the menu to show, given the
/// actions UIKit suggests (the stand-in suggests none).
public typealias UIContextMenuActionProvider = ([UIMenuElement]) -> UIMenu?

/// Apple documentation: `UIContextMenuContentPreviewProvider`: returns the view controller to
/// preview the content with; nil for UIKit's default preview.
public typealias UIContextMenuContentPreviewProvider = () -> UIViewController?

/// UIKit's `UIContextMenuConfiguration`: what a long press on a row shows (Apple
/// documentation, `UIContextMenuConfiguration`). The list calls `actionProvider` when it
/// presents the menu (see `StandInControls.longPress(at:)`).
@MainActor
open class UIContextMenuConfiguration: NSObject {
    // MARK: Lifecycle

    /// Apple documentation: `UIContextMenuConfiguration.init(identifier:previewProvider:actionProvider:)`:
    /// without an identifier, "UIKit assigns a new UUID object".
    public convenience init(
        identifier: (any NSCopying)? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
        actionProvider: UIContextMenuActionProvider? = nil
    ) {
        self.init(
            storedIdentifier: identifier ?? NSUUID(), previewProvider: previewProvider, actionProvider: actionProvider)
    }

    private init(
        storedIdentifier: any NSCopying, previewProvider: UIContextMenuContentPreviewProvider?,
        actionProvider: UIContextMenuActionProvider?
    ) {
        self.storedIdentifier = storedIdentifier
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
        super.init()
    }

    // MARK: Public

    /// Apple documentation: `UIContextMenuConfiguration.identifier`.
    open var identifier: any NSCopying { storedIdentifier }

    // MARK: Internal

    /// Called when the menu is about to be presented.
    let previewProvider: UIContextMenuContentPreviewProvider?
    /// Called when the menu is about to be presented.
    let actionProvider: UIContextMenuActionProvider?

    // MARK: Private

    private let storedIdentifier: any NSCopying
}
#endif
