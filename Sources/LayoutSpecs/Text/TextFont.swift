/// The font a text is measured in, described without UIKit: a size, a weight, and
/// optionally a font's name (nil for the system font).
public struct TextFont: Hashable, Sendable {
    /// How heavy the strokes are, as the system font offers them.
    public enum Weight: String, Hashable, Sendable, CaseIterable {
        case regular
        case medium
        case semibold
        case bold
    }

    /// The point size.
    public var size: Double
    /// The weight.
    public var weight: Weight
    /// A font's PostScript or family name; nil (or a name the system lacks) for the system font.
    public var name: String?

    /// A font.
    /// - Parameters:
    ///   - size: the point size.
    ///   - weight: the weight; regular by default.
    ///   - name: a font's name, or nil for the system font.
    public init(size: Double, weight: Weight = .regular, name: String? = nil) {
        self.size = size
        self.weight = weight
        self.name = name
    }

    /// The system font at `size`.
    public static func system(size: Double, weight: Weight = .regular) -> TextFont {
        TextFont(size: size, weight: weight)
    }
}
