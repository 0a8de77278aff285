import Foundation
import HeadlessList
import InteractorAdapter
import ReactiveTesting

/// A row a step names, `[section, row]`, both counted from 0.
package struct ScriptRow: Equatable, Sendable, CustomStringConvertible {
    package var section: Int
    package var row: Int

    package init(section: Int, row: Int) {
        self.section = section
        self.row = row
    }

    /// The row's index path on the list.
    package var indexPath: IndexPath { IndexPath(item: row, section: section) }

    /// `[0, 2]`, as scripts write it.
    package var description: String { "[\(section), \(row)]" }
}

/// A `swipe` step: which row, from which edge, and what the finger does then.
///
/// ```json
/// {"swipe": {"item": [0, 1], "action": "Delete"}}
/// {"swipe": {"item": [0, 1], "edge": "leading", "full": true}}
/// {"swipe": {"item": [0, 1]}}
/// ```
package struct ScriptSwipe: Equatable, Sendable {
    /// What happens once the swipe shows its buttons.
    package enum Ending: Equatable, Sendable {
        /// Nothing: the swipe stays open.
        case open
        /// The button with this title is tapped.
        case tap(String)
        /// The swipe goes all the way across: the first button, when its actions allow it.
        case full
    }

    package var item: ScriptRow
    package var edge: ListSwipeEdge
    package var ending: Ending

    package init(item: ScriptRow, edge: ListSwipeEdge = .trailing, ending: Ending = .open) {
        self.item = item
        self.edge = edge
        self.ending = ending
    }
}

/// A `menu` step: a long press on a row, then one of its context menu's actions, or none
/// (the menu is dismissed).
///
/// ```json
/// {"menu": {"item": [0, 1], "action": "Rename"}}
/// ```
package struct ScriptMenu: Equatable, Sendable {
    package var item: ScriptRow
    /// The title of the action chosen; nil dismisses the menu.
    package var action: String?

    package init(item: ScriptRow, action: String? = nil) {
        self.item = item
        self.action = action
    }
}
