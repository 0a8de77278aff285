/// Why UIKit would reject a batch update. (Placeholder shape; the validator issue fills it in.)
public struct BatchUpdateError: Error, CustomStringConvertible, Sendable {
    /// UIKit's message for the violation.
    public let description: String
}
