#if !canImport(UIKit)
import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif
import LayoutSpecs

extension NSAttributedString.Key {
    /// Apple documentation: `NSAttributedString.Key.font` (declared by UIKit).
    public static let font = NSAttributedString.Key(rawValue: "NSFont")
}

/// Apple documentation: `NSStringDrawingOptions` (declared by UIKit).
public struct NSStringDrawingOptions: OptionSet, Sendable {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Apple documentation: `NSStringDrawingOptions.usesLineFragmentOrigin`.
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Apple documentation: `NSStringDrawingOptions.usesFontLeading`.
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Apple documentation: `NSStringDrawingOptions.usesDeviceMetrics`.
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// Apple documentation: `NSStringDrawingOptions.truncatesLastVisibleLine`.
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// Apple documentation: `NSStringDrawingContext` (declared by UIKit), reduced to its
/// minimum scale factor, which the stand-in does not apply.
open class NSStringDrawingContext: NSObject {
    /// Apple documentation: `NSStringDrawingContext.minimumScaleFactor`.
    open var minimumScaleFactor: CGFloat = 0
}

extension NSAttributedString {
    /// Apple documentation: `NSAttributedString.boundingRect(with:options:context:)`.
    ///
    /// The stand-in measures with `MonospacedTextMeasurer` in the font of the first
    /// character (the system font at 12 points when there is none, UIKit's default): it
    /// wraps at `size.width` (a width of `greatestFiniteMagnitude` does not wrap) and, as
    /// UIKit does with `.usesLineFragmentOrigin`, returns the height of every line. The
    /// result is fractional, as UIKit's is.
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?
    ) -> CGRect {
        let font =
            length > 0 ? attribute(.font, at: 0, effectiveRange: nil) as? UIFont : nil
        let pointSize = Double(font?.pointSize ?? 12)
        let width = size.width >= CGFloat.greatestFiniteMagnitude / 2 ? nil : Double(size.width)
        let wrapsLines = options.contains(.usesLineFragmentOrigin)
        let measurement = MonospacedTextMeasurer().measure(
            string, font: TextFont(size: pointSize), width: wrapsLines ? width : nil, maximumLines: wrapsLines ? 0 : 1)
        return CGRect(x: 0, y: 0, width: measurement.size.width, height: measurement.size.height)
    }
}
#endif
