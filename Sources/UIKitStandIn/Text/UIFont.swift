#if !canImport(UIKit)
import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// UIKit's `UIFont` (Apple documentation: `UIFont`), reduced to a size and a weight: the
/// stand-in has no glyphs. Its `lineHeight` is 1.25 times the point size, the proportion
/// `MonospacedTextMeasurer` uses, so that text measured through the stand-in matches the
/// headless list's.
open class UIFont: NSObject {
    /// UIKit's `UIFont.Weight` (Apple documentation: `UIFont.Weight`).
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        /// Apple documentation: `UIFont.Weight.regular`.
        public static let regular = Weight(rawValue: 0)
        /// Apple documentation: `UIFont.Weight.medium`.
        public static let medium = Weight(rawValue: 0.23)
        /// Apple documentation: `UIFont.Weight.semibold`.
        public static let semibold = Weight(rawValue: 0.3)
        /// Apple documentation: `UIFont.Weight.bold`.
        public static let bold = Weight(rawValue: 0.4)
    }

    /// Apple documentation: `UIFont.pointSize`.
    public let pointSize: CGFloat
    /// The font's name, nil for the system font.
    let name: String?
    let weight: Weight

    init(pointSize: CGFloat, name: String?, weight: Weight) {
        self.pointSize = pointSize
        self.name = name
        self.weight = weight
    }

    /// Apple documentation: `UIFont.init(name:size:)`. The stand-in knows no font by name:
    /// it answers nil, as UIKit does for a font it does not have.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        return nil
    }

    /// Apple documentation: `UIFont.lineHeight`.
    open var lineHeight: CGFloat { pointSize * 1.25 }

    /// Apple documentation: `UIFont.systemFont(ofSize:)`.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(pointSize: fontSize, name: nil, weight: .regular)
    }

    /// Apple documentation: `UIFont.systemFont(ofSize:weight:)`.
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(pointSize: fontSize, name: nil, weight: weight)
    }
}
#endif
