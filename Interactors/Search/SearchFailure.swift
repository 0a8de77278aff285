/// Why the backend could not answer, as a message for the error row.
public struct SearchFailure: Error, Equatable, Hashable, Sendable, CustomStringConvertible {
    /// E.g. `"network offline"`.
    public var message: String

    /// Creates a failure.
    public init(message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
