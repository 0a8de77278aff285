#if !canImport(UIKit)
import Foundation

/// UIKit's `UIWindow` (Apple documentation: `UIWindow`): the root of a view hierarchy. A view
/// is in a window when this is one of its superviews; tests create one with
/// `UIWindow(frame:)` and add the list to it.
@MainActor
open class UIWindow: UIView {}
#endif
