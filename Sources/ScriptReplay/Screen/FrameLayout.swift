import Foundation
import HeadlessList
import InteractorAdapter

/// Where each line of a `ScreenFrame` lies on the list and what is behind it: its top and
/// height in the content, the identifier of its item (or of its section's model, for a
/// header), the view-state type it shows, its provider on a composed screen, and whether a
/// placeholder shows it because that type has no cell. Read off the list and the adapter at
/// the moment the frame is, so that a report draws the frame to scale and names its rows.
package struct FrameLayout: Equatable, Sendable {
    // MARK: Lifecycle

    package init(lines: [Line] = [], viewport: Double = 0, contentHeight: Double = 0) {
        self.lines = lines
        self.viewport = viewport
        self.contentHeight = contentHeight
    }

    // MARK: Internal

    /// One line of the frame, placed.
    package struct Line: Equatable, Sendable {
        /// Its top, in points from the content's top.
        package var top: Double
        /// Its height, in points.
        package var height: Double
        /// The difference identifier of its item (or section model), printed as the trace prints it.
        package var identifier: String?
        /// The name of the view-state type it shows, as the trace names it.
        package var viewStateType: String?
        /// The path of its provider, on a composed screen.
        package var provider: String?
        /// Whether the list's placeholder shows it: its view-state type has no registered cell.
        package var isPlaceholder: Bool

        package init(
            top: Double, height: Double, identifier: String? = nil, viewStateType: String? = nil,
            provider: String? = nil, isPlaceholder: Bool = false
        ) {
            self.top = top
            self.height = height
            self.identifier = identifier
            self.viewStateType = viewStateType
            self.provider = provider
            self.isPlaceholder = isPlaceholder
        }
    }

    /// One entry per line of the frame, in the frame's order.
    package var lines: [Line]
    /// The visible height of the list, in points.
    package var viewport: Double
    /// The height of all headers and rows together, in points.
    package var contentHeight: Double
}

extension FrameLayout {
    /// Places every line of `frame`, which `list` shows now, and names what `adapter` shows there.
    @MainActor
    package init(of frame: ScreenFrame, list: HeadlessListView, adapter: any ReplayableAdapter) {
        let lines = frame.lines.map { line -> Line in
            switch line {
            case .header(let section, _):
                let extent = list.extentOfHeader(inSection: section) ?? 0..<0
                return Line(
                    top: extent.lowerBound, height: extent.upperBound - extent.lowerBound,
                    identifier: adapter.identifier(ofSection: section),
                    viewStateType: adapter.viewStateTypeName(ofSection: section),
                    provider: adapter.providerPath(ofSection: section),
                    isPlaceholder: list.headerForSection(section) is PlaceholderCell)
            case .footer(let section, _):
                let extent = list.extentOfFooter(inSection: section) ?? 0..<0
                return Line(
                    top: extent.lowerBound, height: extent.upperBound - extent.lowerBound,
                    identifier: adapter.identifier(ofSection: section),
                    provider: adapter.providerPath(ofSection: section),
                    isPlaceholder: list.footerForSection(section) is PlaceholderCell)
            case .row(let section, let row, _, _):
                let indexPath = IndexPath(item: row, section: section)
                let extent = list.extentOfItem(at: indexPath) ?? 0..<0
                return Line(
                    top: extent.lowerBound, height: extent.upperBound - extent.lowerBound,
                    identifier: adapter.identifier(ofItemAt: indexPath),
                    viewStateType: adapter.viewStateTypeName(ofItemAt: indexPath),
                    provider: adapter.providerPath(ofSection: section),
                    isPlaceholder: list.cellForItem(at: indexPath) is PlaceholderCell)
            }
        }
        self.init(lines: lines, viewport: list.viewportHeight, contentHeight: list.contentHeight)
    }
}
