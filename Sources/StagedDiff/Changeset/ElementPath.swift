/// The position of an element: its index inside its section and the section's index.
///
/// A flat (unsectioned) diff uses section `0`.
public struct ElementPath: Hashable, Sendable {
    /// The element's index inside its section.
    public var element: Int
    /// The section's index.
    public var section: Int

    /// Creates a path.
    @inlinable
    public init(element: Int, section: Int) {
        self.element = element
        self.section = section
    }
}

extension ElementPath: CustomDebugStringConvertible {
    /// `[element: 1, section: 0]`.
    public var debugDescription: String {
        "[element: \(element), section: \(section)]"
    }
}
