import HeadlessList
import InteractorAdapter
import ReactiveTesting

/// The first line of an action script: which screen to run and how the list is set up.
///
/// ```json
/// {"screen": "todo", "viewport": 600, "rowHeight": 44}
/// ```
///
/// - `screen` (required): the screen's name, e.g. `"todo"`; the replay tool lists the known ones.
/// - `viewport` (required): the list's visible height in points, a positive number.
/// - `rowHeight`: every row's height in points (positive); the list's default when absent.
/// - `headerHeight`: every section header's height in points (zero or more); the list's default when absent.
/// - `footerHeight`: every section footer's height in points (zero or more) when a section
///   has a footer; the list's default (0: footers not shown) when absent.
/// - `fallbackThreshold`: the number of changes above which the adapter reloads instead of animating
///   (a positive integer); the adapter's default (300) when absent.
/// - `inWindow`: whether the list is in a window (`true` when absent); `false` makes every update a fallback.
/// - `style`: `"table"` (the default) or `"collection"`: which UIKit list the headless list imitates.
/// - `animationDuration`: seconds of virtual time each animated batch takes before its completion
///   fires (zero or more); the list's default when absent. States emitted meanwhile are coalesced,
///   so scripts that count coalesced emissions set it.
/// - `width`: the list's width in points (positive), at which rows sized by their content are
///   measured; 320 when absent.
/// - `estimatedRowHeight`: the height of a row not measured yet, in points (positive); the
///   adapter's default (44) when absent.
///
/// The viewport shows at most 200 lines: over the smallest of these heights (a header or footer
/// of 0 aside) it is at most 200 (`ScriptHeaderReader.maximumLinesOnScreen`).
package struct ScriptHeader: Equatable, Sendable {
    /// The keys a header may have, in the order they are documented.
    package static let keys = [
        "screen", "viewport", "rowHeight", "headerHeight", "fallbackThreshold", "inWindow", "style",
        "animationDuration", "footerHeight", "width", "estimatedRowHeight",
    ]

    /// A header to show in error messages.
    package static let example = #"{"screen": "todo", "viewport": 600}"#

    /// The screen's name, e.g. `"todo"`.
    package var screen: String
    /// The visible height of the list, in points.
    package var viewport: Double
    /// The height of every row, in points; nil for the list's default.
    package var rowHeight: Double?
    /// The height of every section header, in points; nil for the list's default.
    package var headerHeight: Double?
    /// The height of every section footer, in points; nil for the list's default.
    package var footerHeight: Double?
    /// The number of changes above which the adapter reloads instead of animating; nil for the default.
    package var fallbackThreshold: Int?
    /// Whether the list is in a window.
    package var inWindow: Bool
    /// Which UIKit list the headless list imitates.
    package var style: ListStyle
    /// Seconds of virtual time an animated batch takes; nil for the list's default.
    package var animationDuration: Double?
    /// The list's width in points; nil for 320.
    package var width: Double?
    /// The height of a row not measured yet; nil for the adapter's default.
    package var estimatedRowHeight: Double?
    /// The line the header was written on.
    package var line: Int

    package init(
        screen: String, viewport: Double, rowHeight: Double? = nil, headerHeight: Double? = nil,
        fallbackThreshold: Int? = nil, inWindow: Bool = true, style: ListStyle = .table,
        animationDuration: Double? = nil, footerHeight: Double? = nil, line: Int = 1
    ) {
        self.screen = screen
        self.viewport = viewport
        self.rowHeight = rowHeight
        self.headerHeight = headerHeight
        self.fallbackThreshold = fallbackThreshold
        self.inWindow = inWindow
        self.style = style
        self.animationDuration = animationDuration
        self.footerHeight = footerHeight
        self.line = line
    }
}
