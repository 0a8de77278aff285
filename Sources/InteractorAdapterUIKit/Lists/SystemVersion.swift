import Foundation
import InteractorAdapter

#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

/// The system version a UIKit list decides its behaviour by.
@MainActor
enum SystemVersion {
    /// The running system's version, read from `UIDevice.current.systemVersion` ("17.4.1").
    static var current: OperatingSystemVersion {
        let parts = UIDevice.current.systemVersion.split(separator: ".").map { Int($0) ?? 0 }
        return OperatingSystemVersion(
            majorVersion: parts.first ?? 0, minorVersion: parts.dropFirst().first ?? 0,
            patchVersion: parts.dropFirst(2).first ?? 0)
    }

    /// Whether `version` has `reconfigureRows(at:)` and `reconfigureItems(at:)` (iOS 15).
    static func reconfigures(_ version: OperatingSystemVersion) -> Bool {
        version.majorVersion >= 15
    }
}
