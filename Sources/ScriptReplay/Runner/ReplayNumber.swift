import InteractorAdapter
import HeadlessList
import ReactiveTesting

/// Numbers as replay output prints them: whole numbers without a fraction, others rounded
/// to the millisecond, so that sums of virtual time (0.1 + 0.2) print the same everywhere.
package enum ReplayNumber {
    /// `600`, `0.3`, `1.25`.
    package static func format(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(rounded)
    }
}
