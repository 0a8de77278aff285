#if !canImport(UIKit)
import Foundation

/// UIKit's `UISwipeActionsConfiguration`: the buttons one edge of a row reveals (Apple
/// documentation, `UISwipeActionsConfiguration`).
@MainActor
open class UISwipeActionsConfiguration: NSObject {
    // MARK: Lifecycle

    /// Apple documentation: `UISwipeActionsConfiguration.init(actions:)`: "The first item in the
    /// array represents the outermost action", and the one a full swipe performs.
    public convenience init(actions: [UIContextualAction]) {
        self.init(storedActions: actions)
    }

    private init(storedActions: [UIContextualAction]) {
        self.storedActions = storedActions
        super.init()
    }

    // MARK: Public

    /// Apple documentation: `UISwipeActionsConfiguration.actions`.
    open var actions: [UIContextualAction] { storedActions }

    /// Apple documentation: `UISwipeActionsConfiguration.performsFirstActionWithFullSwipe`:
    /// "The default value of this property is true."
    open var performsFirstActionWithFullSwipe = true

    // MARK: Private

    private let storedActions: [UIContextualAction]
}
#endif
