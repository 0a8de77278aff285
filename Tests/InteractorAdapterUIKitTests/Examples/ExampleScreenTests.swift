#if !canImport(UIKit)
import Foundation
import InteractorAdapterUIKit
import Interactors
import ReactiveTesting
import Testing
import UIKitStandIn

@testable import InteractorsUIKit

/// The example screens on UIKit, run as an app runs them: the view controller's view in a
/// window, actions dispatched to the interactor, taps through UIKit.
@MainActor
@Suite struct ExampleScreenTests {
    private let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 800))
    private let scheduler = TestScheduler()

    /// Shows `controller`'s view, 320 by `height` points, in the window and lays it out.
    private func show(_ controller: UIViewController, height: CGFloat) -> UIScrollView? {
        controller.view.frame = CGRect(x: 0, y: 0, width: 320, height: height)
        window.addSubview(controller.view)
        scheduler.advance(by: 0)  // the first state, emitted when the adapter binds in viewDidLoad
        controller.view.layoutIfNeeded()
        let standIn = (controller.view as? UITableView)?.standIn ?? (controller.view as? UICollectionView)?.standIn
        let scheduler = scheduler
        standIn?.animationTimer = { delay, complete in
            scheduler.schedule(after: delay) { MainActor.assumeIsolated(complete) }
        }
        return controller.view as? UIScrollView
    }

    private func texts(_ tableView: UITableView) -> [String] {
        (tableView.indexPathsForVisibleRows ?? []).map { labelText(tableView.cellForRow(at: $0)) ?? "" }
    }

    @Test func theTodoScreenOnATableView() throws {
        let controller = TodoViewController(scheduler: scheduler)
        let tableView = try #require(show(controller, height: 600) as? UITableView)
        #expect(controller.title == "Todo")
        #expect(texts(tableView) == ["Nothing to do"])

        for text in ["Milk", "Eggs"] {
            controller.interactor.dispatch(action: .add(text: text))
            scheduler.advance(by: 0.5)
        }
        tableView.layoutIfNeeded()
        #expect(texts(tableView) == ["☐ Milk", "☐ Eggs", "2 left · 0 done"])

        let milk = try #require(tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? TodoEntryTableCell)
        #expect(tableView.standIn.tap(at: IndexPath(row: 0, section: 0)))
        scheduler.advance(by: 0.5)
        #expect(tableView.cellForRow(at: IndexPath(row: 0, section: 0)) === milk, "ticked off in place")
        #expect(texts(tableView) == ["☑ Milk", "☐ Eggs", "1 left · 1 done"])
        #expect(tableView.indexPathsForSelectedRows == nil, "the tap deselects")
        #expect(tableView.standIn.raisedExceptions.isEmpty && tableView.standIn.violations.isEmpty)
    }

    @Test func theFeedScreenOnACollectionViewWithSectionHeaders() throws {
        let controller = FeedViewController(interactor: FeedInteractor(scheduler: scheduler), scheduler: scheduler)
        let collectionView = try #require(show(controller, height: 600) as? UICollectionView)
        let counts = (0..<collectionView.numberOfSections).map { collectionView.numberOfItems(inSection: $0) }
        #expect(counts == [4, 2, 4])
        let header = collectionView.supplementaryView(
            forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(labelText(header) == "Ada Lovelace · 1h")
        let actions = IndexPath(item: 1, section: 0)
        let row = try #require(collectionView.cellForItem(at: actions) as? FeedActionsCollectionCell)
        #expect(labelText(row) == "♡ 7 likes · 2 comments · 0 shares")

        row.onLike?()  // the like button
        scheduler.advance(by: 0.5)
        #expect(collectionView.cellForItem(at: actions) === row, "liked in place")
        #expect(labelText(row) == "♥ 8 likes · 2 comments · 0 shares")

        #expect(collectionView.standIn.tap(at: actions))  // a tap on the row takes the like back
        scheduler.advance(by: 0.5)
        #expect(labelText(row) == "♡ 7 likes · 2 comments · 0 shares")
        #expect(collectionView.standIn.raisedExceptions.isEmpty && collectionView.standIn.violations.isEmpty)
    }
}
#endif
