#if !canImport(UIKit)
import Interactors
import InteractorAdapterUIKit
import ReactiveTesting
import Testing

@testable import InteractorsUIKit

/// Where there is no UIKit, a team's test of its UIKit screen imports `InteractorAdapterUIKit`
/// and nothing of the stand-in: this file names `UIWindow`, `UITableView`, `CGRect` and the
/// stand-in's controls through that one import (and IndexPath's `row` and `section`, which
/// the package declares where UIKit does not).
@MainActor
@Suite struct OneImportTests {
    @Test func theTodoScreenIsTestedWithTheBindingsImportAlone() throws {
        let scheduler = TestScheduler()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 600))
        let controller = TodoViewController(scheduler: scheduler)
        controller.view.frame = window.bounds
        window.addSubview(controller.view)
        scheduler.advance(by: 0)
        controller.view.layoutIfNeeded()
        let tableView = try #require(controller.view as? UITableView)

        controller.interactor.dispatch(action: .add(text: "Milk"))
        scheduler.advance(by: 0.5)
        tableView.layoutIfNeeded()
        let rows = (tableView.indexPathsForVisibleRows ?? []).map { "\($0.section)-\($0.row)" }
        #expect(rows == ["0-0", "0-1"], "the task and the summary")
        #expect(tableView.standIn.raisedExceptions.isEmpty && tableView.standIn.violations.isEmpty)
    }
}
#endif
