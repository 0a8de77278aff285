#if !canImport(UIKit)
import Foundation

/// UIKit's `UIResponder`: the superclass of views and view controllers (Apple documentation:
/// `UIResponder`). The stand-in handles no events; it exists so that the class hierarchy is
/// UIKit's.
@MainActor
open class UIResponder: NSObject {}
#endif
