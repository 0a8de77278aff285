import HeadlessList
import InteractorAdapter
import ReactiveTesting

/// How the headless list a screen is tested or replayed on is set up: the UIKit list it
/// imitates, its size, its rows, how long its batches animate, whether it is in a window,
/// and when the adapter falls back to `reloadData()`.
///
/// The names are a script header's keys, so a test and a script say the same thing the same
/// way: `{"screen": "playlist", "viewport": 300, "rowHeight": 44}` is
/// `ListSetup(viewport: 300, rowHeight: 44)`.
///
/// ```swift
/// let list = ListSetup(viewport: 300)                                  // a table view, rows of 44
/// let grid = ListSetup(style: .collection, viewport: 800, rowHeight: 120, animationDuration: 0.25)
/// ```
public struct ListSetup: Equatable, Sendable {
    // MARK: Lifecycle

    /// Describes a list; every value but the viewport has the headless list's default.
    /// - Parameters:
    ///   - style: `.table` (the default) or `.collection`: which UIKit list is imitated.
    ///   - viewport: the visible height, in points.
    ///   - rowHeight: the height of every row, in points.
    ///   - headerHeight: the height of every section header, in points; 0 shows no header.
    ///   - footerHeight: the height of every section footer, in points; 0 (the default) shows
    ///     no footer (a section model may give its own, `ListSectionModel`).
    ///   - animationDuration: seconds of virtual time an animated batch takes; states emitted
    ///     meanwhile are coalesced.
    ///   - inWindow: whether the list is in a window; `false` makes every update a `reloadData()`.
    ///   - fallbackThreshold: the number of changes above which the adapter reloads instead of
    ///     animating; nil keeps the adapter's default (300).
    ///   - width: the list's width in points, which rows measured by their content are
    ///     measured at (`SizingEnvironment.width`); 320 by default.
    ///   - estimatedRowHeight: the height of a row not measured yet
    ///     (`ListAdapter.estimatedRowHeight`); nil keeps the adapter's (44).
    public init(
        style: ListStyle = .table, viewport: Double, rowHeight: Double = 44, headerHeight: Double = 0,
        footerHeight: Double = 0, animationDuration: Double = 0.3, inWindow: Bool = true,
        fallbackThreshold: Int? = nil, width: Double = 320, estimatedRowHeight: Double? = nil
    ) {
        self.width = width
        self.estimatedRowHeight = estimatedRowHeight
        self.style = style
        self.viewport = viewport
        self.rowHeight = rowHeight
        self.headerHeight = headerHeight
        self.footerHeight = footerHeight
        self.animationDuration = animationDuration
        self.inWindow = inWindow
        self.fallbackThreshold = fallbackThreshold
    }

    // MARK: Public

    /// Which UIKit list the headless list imitates.
    public var style: ListStyle
    /// The visible height, in points.
    public var viewport: Double
    /// The height of every row, in points.
    public var rowHeight: Double
    /// The height of every section header, in points.
    public var headerHeight: Double
    /// The height of every section footer, in points.
    public var footerHeight: Double
    /// Seconds of virtual time an animated batch takes.
    public var animationDuration: Double
    /// Whether the list is in a window.
    public var inWindow: Bool
    /// The number of changes above which the adapter reloads; nil for the adapter's default.
    public var fallbackThreshold: Int?
    /// The list's width in points, at which rows are measured.
    public var width: Double
    /// The height of a row not measured yet; nil for the adapter's default.
    public var estimatedRowHeight: Double?

    // MARK: Internal

    /// A headless list set up this way, whose animations end on `scheduler`'s clock.
    @MainActor
    package func makeListView(on scheduler: TestScheduler) -> HeadlessListView {
        let list = HeadlessListView(
            style: style, viewportHeight: viewport, rowHeight: rowHeight, headerHeight: headerHeight,
            footerHeight: footerHeight, animationTimer: scheduler.animationTimer, animationDuration: animationDuration)
        list.isInWindow = inWindow
        return list
    }
}

extension ScriptHeader {
    /// The list the header describes, with the defaults for the keys it leaves out.
    package var listSetup: ListSetup {
        ListSetup(
            style: style, viewport: viewport, rowHeight: rowHeight ?? 44, headerHeight: headerHeight ?? 0,
            footerHeight: footerHeight ?? 0, animationDuration: animationDuration ?? 0.3, inWindow: inWindow,
            fallbackThreshold: fallbackThreshold, width: width ?? 320, estimatedRowHeight: estimatedRowHeight)
    }
}
