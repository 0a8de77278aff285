import Foundation
import ListUpdates
import TestSupport
import Testing

@testable import HeadlessList

/// A long press opens the delegate's context menu; choosing an action performs it.
@MainActor
@Suite struct HeadlessListViewContextMenuTests {
    @Test func aLongPressOpensTheMenuAndChoosingAnActionPerformsItAndClosesIt() throws {
        let data = TextDataSource([["Milk", "Eggs"]])
        let delegate = InteractionDelegate()
        let list = HeadlessListView.showing(data)
        list.delegate = delegate
        var chosen: [String] = []
        delegate.menus[IndexPath(item: 1, section: 0)] = ListContextMenu(
            title: "Eggs",
            actions: [
                ListMenuAction(title: "Rename") { chosen.append("Rename") },
                ListMenuAction(title: "Delete", isDestructive: true) { chosen.append("Delete") },
            ])
        #expect(throws: ListInteractionError.noContextMenu(IndexPath(item: 0, section: 0))) {
            try list.longPressItem(at: IndexPath(item: 0, section: 0))
        }
        let menu = try list.longPressItem(at: IndexPath(item: 1, section: 0))
        #expect(menu.actions.map(\.title) == ["Rename", "Delete"])
        #expect(list.presentedContextMenu?.indexPath == IndexPath(item: 1, section: 0))
        do {
            try list.chooseContextMenuAction(titled: "Copy")
            Issue.record("an unknown action was accepted")
        } catch {
            #expect(
                error.description
                    == "the context menu of [0, 1] has no action \"Copy\"; its actions are: Rename, Delete")
        }
        try list.chooseContextMenuAction(titled: "Delete")
        #expect(chosen == ["Delete"])
        #expect(list.presentedContextMenu == nil)
        #expect(throws: ListInteractionError.noOpenContextMenu) { try list.chooseContextMenuAction(titled: "Delete") }
        try list.longPressItem(at: IndexPath(item: 1, section: 0))
        list.dismissContextMenu()
        #expect(list.presentedContextMenu == nil && chosen == ["Delete"])
    }
}
