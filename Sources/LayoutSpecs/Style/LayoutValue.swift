/// A length in a layout style: points, a percentage of the containing size, or `auto`.
///
/// Percentages resolve against the parent's content box: widths, `left`/`right`, margins,
/// paddings and borders against its width (as CSS and Yoga do for every edge), heights and
/// `top`/`bottom` against its height, `flexBasis` against its main-axis size. A percentage of
/// a size that is not known yet (an unbounded parent) behaves as `auto`.
public enum LayoutValue: Hashable, Sendable {
    /// Decided by the layout: the content's size, a stretch, or zero for an edge.
    case auto
    /// A length in points.
    case points(Double)
    /// A percentage, `50` for half.
    case percent(Double)

    /// The length in points against `base`, or nil when it is `auto` or a percentage of an
    /// unknown base.
    @inlinable
    func resolved(against base: Double?) -> Double? {
        switch self {
        case .auto: return nil
        case .points(let value): return value
        case .percent(let value):
            guard let base else { return nil }
            return base * value / 100
        }
    }
}

extension LayoutValue: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    /// A length in points, so that `width: 44` reads as it would in CSS.
    public init(integerLiteral value: Int) { self = .points(Double(value)) }
    /// A length in points.
    public init(floatLiteral value: Double) { self = .points(value) }
}
