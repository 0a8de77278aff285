#if !canImport(UIKit)
import Foundation
import InteractorAdapterUIKit
import Testing
import UIKitStandIn

/// The delegate's context menu reaches UIKit as a `UIContextMenuConfiguration` whose menu is a
/// `UIMenu` of `UIAction`s, and choosing an action runs it.
@MainActor
@Suite struct ContextMenuTests {
    @Test(arguments: UIKitListKind.allCases)
    func aLongPressShowsTheMenuAndAChosenActionRuns(kind: UIKitListKind) throws {
        let fixture = InteractionFixture(kind, [["a", "b"]]) { source in
            source.menu = { item in
                item == "a" ? nil : source.contextMenu(["Rename", "Delete"], destructive: ["Delete"], item: item)
            }
        }
        let standIn = fixture.standIn
        #expect(!standIn.longPress(at: fixture.path(0)), "no menu: the interaction does not begin")
        #expect(standIn.longPress(at: fixture.path(1)))

        let menu = try #require(standIn.presentedMenu)
        #expect(menu.title == "b")
        let actions = menu.children.compactMap { $0 as? UIAction }
        #expect(actions.map(\.title) == ["Rename", "Delete"])
        #expect(actions.map(\.attributes) == [[], .destructive])
        #expect(fixture.source.performed.isEmpty)

        #expect(standIn.chooseMenuAction(titled: "Delete"))
        #expect(fixture.source.performed == ["Delete b"])
        #expect(standIn.presentedMenu == nil)
        #expect(fixture.harness.complaints.isEmpty, "\(fixture.harness.complaints)")
    }
}
#endif
