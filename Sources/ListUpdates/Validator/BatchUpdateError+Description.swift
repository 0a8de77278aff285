import BinarySearch
import Foundation
import StagedDiff

extension BatchUpdateError: CustomStringConvertible {
    /// UIKit's message for this violation, in the wording of the case's style.
    public var description: String {
        rangeMessage ?? conflictMessage ?? countOrMisuseMessage
    }

    private var rangeMessage: String? {
        switch self {
        case let .deleteSectionOutOfRange(section, count):
            return "attempt to delete section \(section), but there are only \(count) sections before the update"
        case let .deleteItemSectionOutOfRange(item, section, count, style):
            return "attempt to delete \(style.itemNoun) \(item) from section \(section), "
                + "but there are only \(count) sections before the update"
        case let .deleteItemOutOfRange(item, section, count, style):
            return "attempt to delete \(style.itemNoun) \(item) from section \(section) "
                + "which only contains \(count) \(style.itemNoun)s before the update"
        case let .insertSectionOutOfRange(section, count):
            return "attempt to insert section \(section) but there are only \(count) sections after the update"
        case let .insertItemSectionOutOfRange(item, section, count, style):
            return "attempt to insert \(style.itemNoun) \(item) into section \(section), "
                + "but there are only \(count) sections after the update"
        case let .insertItemOutOfRange(item, section, count, style):
            return "attempt to insert \(style.itemNoun) \(item) into section \(section), "
                + "but there are only \(count) \(style.itemNoun)s in section \(section) after the update"
        case let .moveSectionFromOutOfRange(section, count):
            return "attempt to move section \(section), but there are only \(count) sections before the update"
        case let .moveSectionToOutOfRange(from, to, count):
            // "to to" is UIKit's own typo, kept so that messages match crash logs.
            return "attempt to to move section \(from) to section \(to), "
                + "but there are only \(count) sections after the update"
        case let .moveItemFromSectionOutOfRange(from, count):
            return "attempt to move index path (\(Self.format(from))) from a section that does not exist - "
                + "there are only \(count) sections before the update"
        case let .moveItemFromOutOfRange(from, count, section, style):
            return "attempt to move index path (\(Self.format(from))) that does not exist - "
                + "there are only \(count) \(style.itemNoun)s in section \(section) before the update"
        case let .moveItemToSectionOutOfRange(from, to, count):
            return "attempt to move index path (\(Self.format(from))) to index path (\(Self.format(to))) "
                + "in section that does not exist - there are only \(count) sections after the update"
        case let .moveItemToOutOfRange(from, to, count, section, style):
            return "attempt to move index path (\(Self.format(from))) to index path (\(Self.format(to))) "
                + "that does not exist - there are only \(count) \(style.itemNoun)s in section \(section) after the update"
        default:
            return nil
        }
    }

    private var conflictMessage: String? {
        switch self {
        case .deleteAndReloadItem(let path):
            return "attempt to delete and reload the same index path (\(Self.format(path)))"
        case .deleteAndReloadSection(let section):
            return "attempt to delete and reload the same section (\(section))"
        case .deleteAndMoveItem(let path):
            return "attempt to perform a delete and a move from the same index path (\(Self.format(path)))"
        case .deleteAndMoveSection(let section):
            return "attempt to perform a delete and a move from the same section (\(section))"
        case .insertAndMoveItem(let path):
            return "attempt to perform an insert and a move to the same index path (\(Self.format(path)))"
        case .insertAndMoveSection(let section):
            return "attempt to perform an insert and a move to the same section (\(section))"
        case let .moveItemFromDeletedSection(section, style):
            return "cannot move \(style.itemArticle) \(style.itemNoun) from a deleted section (\(section))"
        case let .moveItemIntoInsertedSection(section, style):
            return "cannot move \(style.itemArticle) \(style.itemNoun) into a newly inserted section (\(section))"
        case let .itemMovedToTwoPlaces(from, to, alsoTo, style):
            return "attempt to move \(style.itemNoun) at index path \(Self.format(from)) "
                + "to both \(Self.format(to)) and \(Self.format(alsoTo))"
        case let .twoItemsMovedToOnePlace(from, alsoFrom, to, style):
            return "attempt to move both \(style.itemNoun) at index path \(Self.format(from)) "
                + "and \(Self.format(alsoFrom)) to \(Self.format(to))"
        case let .sectionMovedToTwoPlaces(from, to, alsoTo):
            return "attempt to move section \(from) to both section \(to) and section \(alsoTo)"
        case let .twoSectionsMovedToOnePlace(from, alsoFrom, to):
            return "attempt to move both section \(from) and section \(alsoFrom) to section \(to)"
        case .duplicateDelete(let path):
            return "attempt to delete the same index path more than once (\(Self.format(path)))"
        case .duplicateInsert(let path):
            return "attempt to insert the same index path more than once (\(Self.format(path)))"
        case .duplicateReload(let path):
            return "attempt to reload the same index path more than once (\(Self.format(path)))"
        default:
            return nil
        }
    }

    private var countOrMisuseMessage: String {
        switch self {
        case let .invalidSectionCount(after, before, inserted, deleted, style):
            return "Invalid update: invalid number of sections.  The number of sections contained in the "
                + "\(style.listNoun) after the update (\(after)) must be equal to the number of sections "
                + "contained in the \(style.listNoun) before the update (\(before)), plus or minus the number "
                + "of sections inserted or deleted (\(inserted) inserted, \(deleted) deleted)."
        case let .invalidItemCount(section, after, before, inserted, deleted, movedIn, movedOut, style):
            let noun = style.itemNoun + "s"
            return "Invalid update: invalid number of \(noun) in section \(section).  The number of \(noun) "
                + "contained in an existing section after the update (\(after)) must be equal to the number "
                + "of \(noun) contained in that section before the update (\(before)), plus or minus the number "
                + "of \(noun) inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) "
                + "and plus or minus the number of \(noun) moved into or out of that section "
                + "(\(movedIn) moved in, \(movedOut) moved out)."
        case .malformedIndexPath(let path):
            return "invalid index path (\(Self.format(path))): a list index path has exactly two indexes, "
                + "section and item"
        case .reentrantBatchUpdate:
            return "attempt to perform batch updates from inside the updates block of another batch update"
        default:
            return ""
        }
    }

    /// An index path the way NSIndexPath describes itself, without its address.
    static func format(_ path: IndexPath) -> String {
        "{length = \(path.count), path = \(path.map(String.init).joined(separator: " - "))}"
    }
}

extension ListStyle {
    /// "a" or "an", for "cannot move a row" / "cannot move an item".
    var itemArticle: String { self == .table ? "a" : "an" }
}
