import BinarySearch
import Foundation
import StagedDiff

/// Which updated thing of a stage a decision is about.
@usableFromInline
package enum StagedUpdateTarget {
    /// An item the stage lists as updated.
    case item(IndexPath)
    /// The header of a section the stage lists as updated.
    case header(section: Int)
    /// The footer of a section the stage lists as updated, decided after its header when the
    /// header keeps the section (in the context `.sectionReloaded` when it does not).
    case footer(section: Int)
    /// A visible row of an updated section that is not reloaded: the differ lists no element
    /// updates inside updated sections, so the row may or may not have changed.
    case rowOfUpdatedSection(IndexPath)
}

/// Where an updated item or header stands when its stage is applied.
@MainActor
@usableFromInline
package enum StagedUpdateContext {
    /// On screen, in a stage that only updates: it may be rendered in place.
    case visible(any ListCell)
    /// Off screen: nothing to redraw; it is configured from the new data when it appears.
    case notVisible
    /// On screen, but the stage also inserts, deletes or moves, so the cell's index path may
    /// not point at the new content yet: reloaded.
    case stageChangesStructure
    /// Its section is reloaded in the same batch, which reloads the row too.
    case sectionReloaded
}
