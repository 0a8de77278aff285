import Foundation
import HeadlessList
import InteractorAdapter
import ReactiveTesting

// The user's gestures beyond a tap, as a script's `swipe`, `drag` and `menu` steps and a
// screen test perform them: each on the headless list, then the adapter applies what the
// gesture caused. Each returns a note saying what the finger did, for the replay's output.
extension ScreenDriver {
    /// Swipes the row from the step's edge, then taps the named button, swipes fully, or
    /// leaves the swipe open.
    /// - Returns: `swiped [0, 1] from the trailing edge: Delete | Flag; tapped "Delete"`.
    /// - Throws: `ReplayError` at `location` when the row is not on screen, shows no buttons
    ///   from that edge, or has no button of that title (the message lists them).
    package func swipe(_ swipe: ScriptSwipe, at location: ScriptLocation) throws(ReplayError) -> String {
        let list = listView
        let indexPath = swipe.item.indexPath
        var note = "swiped \(swipe.item)"
        do throws(ListInteractionError) {
            switch swipe.ending {
            case .open, .tap:
                let actions = try list.swipeItem(at: indexPath, from: swipe.edge)
                note += " from the \(swipe.edge.rawValue) edge: " + Self.titles(actions)
                if case .tap(let title) = swipe.ending {
                    try list.tapSwipeAction(titled: title)
                    note += "; tapped \(Self.quoted(title))"
                } else {
                    note += " (left open)"
                }
            case .full:
                let performed = try list.fullySwipeItem(at: indexPath, from: swipe.edge)
                let shown = list.swipedItem.map { Self.titles($0.actions) } ?? ""
                note +=
                    " fully from the \(swipe.edge.rawValue) edge: "
                    + (performed.map { "performed \(Self.quoted($0.title))" }
                        ?? "its buttons do not perform the first on a full swipe; left open showing \(shown)")
            }
        } catch {
            throw .interaction(at: location, step: "swipe", error)
        }
        settle()
        return note
    }

    /// Drags the row at `from` and lets it go over `to`; the outcome is kept for `lastDrag`.
    /// - Returns: `moved [0, 0] to [0, 2]`, with where it was dropped when it landed elsewhere
    ///   and, when it was kept out of another section, why.
    /// - Throws: `ReplayError` at `location` when the row is not on screen or cannot move
    ///   (saying which part of its registration says no).
    package func drag(from: ScriptRow, to: ScriptRow, at location: ScriptLocation) throws(ReplayError) -> String {
        do throws(ListInteractionError) {
            let outcome = try listView.dragItem(from: from.indexPath, to: to.indexPath)
            let described = outcome.description + (keptOutReason(outcome).map { "; " + $0 } ?? "")
            lastDrag = outcome
            lastDragDescription = described
            settle()
            return described
        } catch {
            if case .cannotMove = error, let refusal = screen.adapter.moveRefusal(forItemAt: from.indexPath) {
                throw .immovable(at: location, row: from, refusal)
            }
            throw .interaction(at: location, step: "drag", error)
        }
    }

    /// Long-presses the row and chooses the named action of its context menu, or dismisses
    /// the menu when the step names none.
    /// - Returns: `long-pressed [0, 1]: Rename | Delete; chose "Rename"`.
    /// - Throws: `ReplayError` at `location` when the row is not on screen, has no menu, or
    ///   its menu has no action of that title (the message lists them).
    package func menu(_ menu: ScriptMenu, at location: ScriptLocation) throws(ReplayError) -> String {
        let list = listView
        do throws(ListInteractionError) {
            let shown = try list.longPressItem(at: menu.item.indexPath)
            var note = "long-pressed \(menu.item): " + shown.actions.map(\.title).joined(separator: " | ")
            if let action = menu.action {
                try list.chooseContextMenuAction(titled: action)
                note += "; chose \(Self.quoted(action))"
            } else {
                list.dismissContextMenu()
                note += " (dismissed)"
            }
            settle()
            return note
        } catch {
            throw .interaction(at: location, step: "menu", error)
        }
    }

    /// The titles of the buttons a swipe on `row` from `edge` would show, without swiping
    /// (nil when the row is outside the list).
    package func swipeTitles(of row: ScriptRow, edge: ListSwipeEdge) -> [String]? {
        guard isInList(row) else { return nil }
        let actions =
            edge == .trailing
            ? listView.delegate?.listView(listView, trailingSwipeActionsForItemAt: row.indexPath)
            : listView.delegate?.listView(listView, leadingSwipeActionsForItemAt: row.indexPath)
        return actions?.actions.map(\.title) ?? []
    }

    /// The titles of the actions of `row`'s context menu, without opening it (nil when the
    /// row is outside the list).
    package func menuTitles(of row: ScriptRow) -> [String]? {
        guard isInList(row) else { return nil }
        return listView.delegate?.listView(listView, contextMenuForItemAt: row.indexPath)?.actions.map(\.title) ?? []
    }

    // MARK: Private

    /// Why a drag let go over another section landed in its own: the item's provider keeps
    /// it, or the sections do not allow moves across them. Nil when it landed where proposed.
    private func keptOutReason(_ outcome: ListDragOutcome) -> String? {
        guard listView.numberOfSections > 0 else { return nil }
        let proposed = min(max(outcome.proposedDestination.section, 0), listView.numberOfSections - 1)
        let source = outcome.source.section
        guard proposed != outcome.destination.section, proposed != source else { return nil }
        let adapter = screen.adapter
        if let path = adapter.providerPath(ofSection: source), adapter.providerPath(ofSection: proposed) != path {
            return "kept in its provider \(path): section \(proposed) belongs to another, and an item never "
                + "moves to another provider"
        }
        return "kept in section \(source): section \(proposed) is another section, and an item moves across "
            + "sections only when both allow it (ListSectionModel.allowsMovesAcrossSections)"
    }

    private func isInList(_ row: ScriptRow) -> Bool {
        row.section < listView.numberOfSections && row.row < listView.numberOfItems(inSection: row.section)
    }

    private static func titles(_ actions: ListSwipeActions) -> String {
        actions.actions.map(\.title).joined(separator: " | ")
    }
}
