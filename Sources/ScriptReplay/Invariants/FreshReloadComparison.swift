import Foundation
import HeadlessList
import ReactiveTesting

/// Compares a settled screen with a fresh one: the screen built again on a new list of the
/// same setup, its adapter given the last state at once (its first state, shown with
/// `reloadData()`), scrolled to the same offset.
@MainActor
enum FreshReloadComparison {
    /// What differs, first difference first: the rows per section, a row's identity, the
    /// content height, a row's, header's or footer's place, or the visible lines and their
    /// texts (selection aside: `reloadData()` drops it); nil when both show the same.
    static func mismatch(of driver: ScreenDriver) -> String? {
        guard let makeFresh = driver.makeFresh else {
            return "the screen cannot be built again here (a screen test's harness); fuzz its registration"
        }
        let scheduler = TestScheduler()
        let list = driver.setup.makeListView(on: scheduler)
        let fresh = makeFresh(ReplayEnvironment(scheduler: scheduler, listView: list))
        fresh.adapter.fallbackThreshold = driver.screen.adapter.fallbackThreshold
        fresh.adapter.sizingWidth = driver.screen.adapter.sizingWidth
        fresh.adapter.estimatedRowHeight = driver.screen.adapter.estimatedRowHeight
        guard driver.screen.showLastState(fresh) else {
            return "a fresh list cannot be given the state of a composed screen; leave fresh-reload out for it"
        }
        scheduler.advance(by: 0)
        list.scroll(to: driver.listView.contentOffset)
        return structureMismatch(driver.listView, driver.screen.adapter, list, fresh.adapter)
            ?? extentMismatch(driver.listView, list) ?? linesMismatch(ScreenFrame(driver.listView), ScreenFrame(list))
    }

    private static func structureMismatch(
        _ list: HeadlessListView, _ adapter: any ReplayableAdapter, _ fresh: HeadlessListView,
        _ freshAdapter: any ReplayableAdapter
    ) -> String? {
        let counts = (0..<list.numberOfSections).map { list.numberOfItems(inSection: $0) }
        let freshCounts = (0..<fresh.numberOfSections).map { fresh.numberOfItems(inSection: $0) }
        guard counts == freshCounts else {
            return "the list counts rows \(counts), a fresh list given the last state counts \(freshCounts)"
        }
        for (section, count) in counts.enumerated() {
            for row in 0..<count {
                let path = IndexPath(item: row, section: section)
                let shown = adapter.identifier(ofItemAt: path)
                let reloaded = freshAdapter.identifier(ofItemAt: path)
                if shown != reloaded {
                    return "row [\(section), \(row)] is \(shown ?? "nothing"), on a fresh list given the last state "
                        + "it is \(reloaded ?? "nothing")"
                }
            }
        }
        return nil
    }

    private static func extentMismatch(_ list: HeadlessListView, _ fresh: HeadlessListView) -> String? {
        guard HeightComparison.agrees(list.contentHeight, fresh.contentHeight) else {
            return "the content is \(ReplayNumber.format(list.contentHeight)) points high, on a fresh list given the "
                + "last state \(ReplayNumber.format(fresh.contentHeight))"
        }
        for section in 0..<list.numberOfSections {
            let places: [(String, Range<Double>?, Range<Double>?)] =
                [
                    (
                        "the header of section \(section)", list.extentOfHeader(inSection: section),
                        fresh.extentOfHeader(inSection: section)
                    )
                ]
                + (0..<list.numberOfItems(inSection: section)).map { row in
                    let path = IndexPath(item: row, section: section)
                    return ("row [\(section), \(row)]", list.extentOfItem(at: path), fresh.extentOfItem(at: path))
                }
                + [
                    (
                        "the footer of section \(section)", list.extentOfFooter(inSection: section),
                        fresh.extentOfFooter(inSection: section)
                    )
                ]
            for (name, shown, reloaded) in places where !same(shown, reloaded) {
                return
                    "\(name) lies at \(describe(shown)), on a fresh list given the last state at \(describe(reloaded))"
            }
        }
        return nil
    }

    private static func linesMismatch(_ frame: ScreenFrame, _ fresh: ScreenFrame) -> String? {
        let shown = frame.lines.map(unselected)
        let reloaded = fresh.lines.map(unselected)
        guard shown != reloaded || frame.offset != fresh.offset else { return nil }
        for (index, (one, other)) in zip(shown, reloaded).enumerated() where one != other {
            return "visible line \(index + 1) shows \"\(one.text)\", a fresh list given the last state shows "
                + "\"\(other.text)\" (cells not rendered from the current view state?)"
        }
        return "the list shows \(shown.count) lines at offset \(ReplayNumber.format(frame.offset)), a fresh list "
            + "given the last state \(reloaded.count) at offset \(ReplayNumber.format(fresh.offset))"
    }

    private static func unselected(_ line: ScreenFrame.Line) -> ScreenFrame.Line {
        guard case .row(let section, let row, let text, _) = line else { return line }
        return .row(section: section, row: row, text: text, isSelected: false)
    }

    private static func same(_ one: Range<Double>?, _ other: Range<Double>?) -> Bool {
        guard let one, let other else { return one == nil && other == nil }
        return HeightComparison.agrees(one.lowerBound, other.lowerBound)
            && HeightComparison.agrees(one.upperBound, other.upperBound)
    }

    private static func describe(_ extent: Range<Double>?) -> String {
        extent.map { ReplayNumber.format($0.lowerBound) + "..<" + ReplayNumber.format($0.upperBound) } ?? "nowhere"
    }
}
