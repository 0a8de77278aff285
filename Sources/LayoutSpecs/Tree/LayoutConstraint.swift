/// What a leaf's measuring function is asked: the space there is along each axis, and how
/// strictly the answer must fit it (Yoga's measure modes).
public struct LayoutConstraint: Hashable, Sendable {
    /// How a proposed length binds the answer.
    public enum Mode: Hashable, Sendable {
        /// The answer must be exactly the proposed length.
        case exactly
        /// The answer should not exceed the proposed length.
        case atMost
        /// Any length: the content's natural one (`length` is then infinity).
        case unconstrained
    }

    /// The proposed width of the content (inside padding and border).
    public var width: Double
    /// How the width binds.
    public var widthMode: Mode
    /// The proposed height of the content.
    public var height: Double
    /// How the height binds.
    public var heightMode: Mode

    /// A constraint.
    public init(width: Double, widthMode: Mode, height: Double, heightMode: Mode) {
        self.width = width
        self.widthMode = widthMode
        self.height = height
        self.heightMode = heightMode
    }

    /// The width a text should wrap at: nil when the width is unconstrained.
    public var wrappingWidth: Double? { widthMode == .unconstrained ? nil : width }
}
