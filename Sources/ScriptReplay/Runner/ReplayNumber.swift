import HeadlessList
import InteractorAdapter
import ReactiveTesting

/// Numbers as replay output prints them: rounded to the thousandth (virtual time to the
/// millisecond), so that sums of virtual time (0.1 + 0.2) print the same everywhere.
package enum ReplayNumber {
    /// `600`, `0.3`, `1.25`: `rounded(value)` as `NumberText` prints it.
    package static func format(_ value: Double) -> String {
        NumberText.format(rounded(value))
    }

    /// `value` rounded to the nearest thousandth, for output that prints the number itself
    /// (JSON).
    package static func rounded(_ value: Double) -> Double {
        (value * 1000).rounded() / 1000
    }
}
