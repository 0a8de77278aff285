import BinarySearch
import Foundation
import StagedDiff

/// Why UIKit would reject a batch update: one case per "Invalid update" message UIKit
/// raises, plus a few cases (marked below) where UIKit has no message of its own.
///
/// `description` is UIKit's text, word for word, with "row"/"table view" or
/// "item"/"collection view" chosen by the `style` a case carries. Index paths (`%@` in
/// UIKit's format strings) print as NSIndexPath describes itself without its address:
/// `{length = 2, path = 0 - 3}`.
///
/// ```swift
/// let error = BatchUpdateError.deleteSectionOutOfRange(section: 4, sectionCount: 2)
/// print(error) // attempt to delete section 4, but there are only 2 sections before the update
/// ```
public enum BatchUpdateError: Error, Hashable, Sendable {
    // MARK: Range errors

    /// A deleted (or reloaded) section does not exist before the update.
    case deleteSectionOutOfRange(section: Int, sectionCount: Int)
    /// A deleted (or reloaded) item is in a section that does not exist before the update.
    case deleteItemSectionOutOfRange(item: Int, section: Int, sectionCount: Int, style: ListStyle)
    /// A deleted (or reloaded) item does not exist in its section before the update.
    case deleteItemOutOfRange(item: Int, section: Int, itemCount: Int, style: ListStyle)
    /// An inserted section does not exist after the update.
    case insertSectionOutOfRange(section: Int, sectionCount: Int)
    /// An inserted item is in a section that does not exist after the update.
    case insertItemSectionOutOfRange(item: Int, section: Int, sectionCount: Int, style: ListStyle)
    /// An inserted item is past the end of its section after the update.
    case insertItemOutOfRange(item: Int, section: Int, itemCount: Int, style: ListStyle)
    /// A moved section does not exist before the update.
    case moveSectionFromOutOfRange(section: Int, sectionCount: Int)
    /// A section is moved to a place that does not exist after the update.
    case moveSectionToOutOfRange(from: Int, to: Int, sectionCount: Int)
    /// A moved item is in a section that does not exist before the update.
    case moveItemFromSectionOutOfRange(from: IndexPath, sectionCount: Int)
    /// A moved item does not exist before the update.
    case moveItemFromOutOfRange(from: IndexPath, itemCount: Int, section: Int, style: ListStyle)
    /// An item is moved into a section that does not exist after the update.
    case moveItemToSectionOutOfRange(from: IndexPath, to: IndexPath, sectionCount: Int)
    /// An item is moved past the end of its target section after the update.
    case moveItemToOutOfRange(from: IndexPath, to: IndexPath, itemCount: Int, section: Int, style: ListStyle)

    // MARK: Conflicts

    /// The same index path is deleted and reloaded.
    case deleteAndReloadItem(IndexPath)
    /// The same section is deleted and reloaded. Not a UIKit text: UIKit takes sections as
    /// index sets and reports this case inconsistently, so the message follows the item one.
    case deleteAndReloadSection(Int)
    /// An item is deleted (or reloaded) and moved away from the same index path.
    case deleteAndMoveItem(IndexPath)
    /// A section is deleted (or reloaded) and moved away.
    case deleteAndMoveSection(Int)
    /// An item (or a reload's insert) and a move both land on the same index path.
    case insertAndMoveItem(IndexPath)
    /// A section insert (or a section reload's insert) and a move both land on the same section.
    case insertAndMoveSection(Int)
    /// An item is moved out of a deleted (or reloaded) section.
    case moveItemFromDeletedSection(section: Int, style: ListStyle)
    /// An item is moved into an inserted (or reloaded) section.
    case moveItemIntoInsertedSection(section: Int, style: ListStyle)
    /// One item is moved to two different places.
    case itemMovedToTwoPlaces(from: IndexPath, to: IndexPath, alsoTo: IndexPath, style: ListStyle)
    /// Two items are moved to the same place.
    case twoItemsMovedToOnePlace(from: IndexPath, alsoFrom: IndexPath, to: IndexPath, style: ListStyle)
    /// One section is moved to two different places.
    case sectionMovedToTwoPlaces(from: Int, to: Int, alsoTo: Int)
    /// Two sections are moved to the same place.
    case twoSectionsMovedToOnePlace(from: Int, alsoFrom: Int, to: Int)
    /// The same index path is deleted twice. Not a UIKit text (UIKit once corrupted memory
    /// instead of raising); written in UIKit's style.
    case duplicateDelete(IndexPath)
    /// The same index path is inserted twice. Not a UIKit text; written in UIKit's style.
    case duplicateInsert(IndexPath)
    /// The same index path is reloaded twice, which deletes it twice. Not a UIKit text.
    case duplicateReload(IndexPath)

    // MARK: Counts

    /// The section count after the update does not follow from the inserts and deletes.
    case invalidSectionCount(after: Int, before: Int, inserted: Int, deleted: Int, style: ListStyle)
    /// The item count of a section that survives the update does not follow from the batch.
    /// `section` is the section's index after the update, the one its data source answers for.
    case invalidItemCount(
        section: Int, after: Int, before: Int, inserted: Int, deleted: Int,
        movedIn: Int, movedOut: Int, style: ListStyle)

    // MARK: Misuse (no UIKit text)

    /// An index path does not have exactly two indexes (section, item).
    case malformedIndexPath(IndexPath)
    /// `performBatchUpdates` was called from inside another batch's updates block.
    case reentrantBatchUpdate
}
