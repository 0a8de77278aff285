/// What a leaf shows, as far as its size goes.
public enum LayoutContent: Sendable {
    /// Content of a fixed size, whatever the space (an image, an icon). The node's own
    /// `width`/`height` still win over it.
    case fixed(LayoutSize)
    /// Content that measures itself for the space it is given (a text): the function
    /// returns the content's size for a constraint, without padding or border. It runs on
    /// whatever thread computes the layout, possibly more than once per layout.
    case measured(@Sendable (LayoutConstraint) -> LayoutSize)

    func size(for constraint: LayoutConstraint) -> LayoutSize {
        switch self {
        case .fixed(let size): return size
        case .measured(let measure): return measure(constraint)
        }
    }
}
