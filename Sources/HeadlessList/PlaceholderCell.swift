import BinarySearch
import ListUpdates
import StagedDiff

/// The headless cell shown for an item with no registered cell; its text names the type
/// that lacks a registration. Replace it with `ListAdapter.registerPlaceholderCell(ofType:)`
/// (for example with a `UITableViewCell` subclass on Apple platforms).
public final class PlaceholderCell: HeadlessCell, RenderableCell {
    /// Shows `⚠︎ no cell for <type>`.
    public func render(_ viewState: UnregisteredViewState) {
        text = viewState.message
    }
}
