/// Why a run could not be written as JSON (for `--json`, or the data of a report page): a
/// number JSON cannot hold, such as an infinite height. The command fails with it (exit 1)
/// rather than print an empty document.
package struct ReplayEncodingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The encoder's reason.
    package var reason: String

    package init(_ error: any Error) {
        reason = String(describing: error)
    }

    package var description: String { "cannot write the run as JSON: \(reason)" }
}
