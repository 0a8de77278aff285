import Foundation
import ListUpdates

/// The cell and the header a list shows for a view state without a registration, registered
/// on that list. One per adapter; the providers of a composed list share their adapter's.
@MainActor
@usableFromInline
final class ListPlaceholders {
    // MARK: Lifecycle

    /// Registers `listView`'s own placeholders on it: the cell, and the header class, as a
    /// header and as a footer.
    init(listView: any ListView) {
        cell = CellRegistration(placeholder: listView.placeholderCellType)
        header = CellRegistration(placeholder: listView.placeholderHeaderType)
        listView.register(cell.cellType, forReuseIdentifier: cell.reuseIdentifier)
        listView.register(header.cellType, forHeaderReuseIdentifier: header.reuseIdentifier)
        listView.register(header.cellType, forFooterReuseIdentifier: header.reuseIdentifier)
    }

    // MARK: Internal

    /// The cell shown for a view state without a registration.
    private(set) var cell: CellRegistration
    /// The header (and footer) shown for a view state without a registration.
    let header: CellRegistration

    /// Shows `registration`'s cell in place of the list's own placeholder.
    func replaceCell(with registration: CellRegistration) {
        cell = registration
    }
}
