#if !canImport(UIKit)
import Foundation

/// UIKit's `UIDevice`, reduced to the system version the binding reads to choose between
/// reconfiguring and reloading rows (Apple documentation: `UIDevice.current`,
/// `UIDevice.systemVersion`).
@MainActor
open class UIDevice: NSObject {
    /// Apple documentation: `UIDevice.current`.
    open class var current: UIDevice { shared }

    /// Apple documentation: `UIDevice.systemVersion`. The stand-in imitates iOS 18.0, the
    /// system whose behaviours it reproduces (prepared cells, reconfigure, the dequeue
    /// assertion).
    open var systemVersion: String { "18.0" }

    private static let shared = UIDevice()
}
#endif
