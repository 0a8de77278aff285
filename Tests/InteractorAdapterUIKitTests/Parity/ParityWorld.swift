#if !canImport(UIKit)
import Foundation
import HeadlessList
import InteractorAdapterUIKit
import ReactiveTesting
import ScriptReplay
import UIKitStandIn

/// What a tap step did.
enum TapOutcome: Equatable {
    case outsideList
    case offScreen
    case notSelected
    case selected
}

/// One run of a script: a screen on a list, its clock, and what can be read of it.
@MainActor
protocol ParityWorld: AnyObject {
    var scheduler: TestScheduler { get }
    var screen: ParityScreen { get }
    /// The trace entries recorded so far.
    var entries: [RenderTrace.Entry] { get }
    /// The next layout pass (UIKit's; nothing on the headless list).
    func settle()
    var counts: [Int] { get }
    /// `header 0: Ada Lovelace · 1h`, `row 0-1: ♡ 7 likes …`, for what is on screen, in list order.
    var visibleLines: [String] { get }
    func tap(section: Int, row: Int) -> TapOutcome
    func scroll(to offset: Double)
}

/// The script's screen on a `HeadlessListView` set up from its header, as the replay sets it up.
@MainActor
final class HeadlessWorld: ParityWorld {
    let scheduler = TestScheduler()
    let list: HeadlessListView
    private(set) var screen: ParityScreen
    private(set) var entries: [RenderTrace.Entry] = []

    init?(_ header: ScriptHeader) {
        list = HeadlessListView(
            style: header.style, viewportHeight: header.viewport, rowHeight: header.rowHeight ?? 44,
            headerHeight: header.headerHeight ?? 0, animationTimer: scheduler.animationTimer,
            animationDuration: header.animationDuration ?? 0.3)
        list.isInWindow = header.inWindow
        guard let screen = ParityScreen.make(header.screen, listView: list, scheduler: scheduler) else { return nil }
        self.screen = screen
        screen.adapter.configure(for: header) { [unowned self] in entries.append($0) }
    }

    func settle() {}

    var counts: [Int] { (0..<list.numberOfSections).map { list.numberOfItems(inSection: $0) } }

    var visibleLines: [String] {
        let rows = list.indexPathsForVisibleItems
        return (0..<list.numberOfSections).flatMap { section in
            let header = (list.headerForSection(section) as? HeadlessCell).map { ["header \(section): \($0.text)"] }
            let cells = rows.filter { $0.section == section }.map { path in
                "row \(section)-\(path.item): \((list.cellForItem(at: path) as? HeadlessCell)?.text ?? "?")"
            }
            return (header ?? []) + cells
        }
    }

    func tap(section: Int, row: Int) -> TapOutcome {
        guard counts.indices.contains(section), row < counts[section] else { return .outsideList }
        let path = IndexPath(item: row, section: section)
        guard list.cellForItem(at: path) != nil else { return .offScreen }
        return list.tapItem(at: path) ? .selected : .notSelected
    }

    func scroll(to offset: Double) {
        list.scroll(to: offset)
    }
}

/// The script's screen on a stand-in table or collection view through the binding, laid out
/// as the header says (rows `rowHeight` high, headers `headerHeight`, no prepared cells so
/// that "visible" means the same as on the headless list).
@MainActor
final class UIKitWorld: ParityWorld {
    let harness: UIKitListHarness
    let mirror: MirrorListView
    private(set) var screen: ParityScreen
    private(set) var entries: [RenderTrace.Entry] = []

    init?(_ header: ScriptHeader, kind: UIKitListKind) {
        harness = UIKitListHarness(
            kind, height: header.viewport, rowHeight: header.rowHeight ?? 44, headerHeight: header.headerHeight ?? 0,
            preparedCells: 0, inWindow: header.inWindow, animationDuration: header.animationDuration ?? 0.3)
        guard let inner = harness.list as? any ListView & DeselectableListView else { return nil }
        mirror = MirrorListView(inner)
        guard let screen = ParityScreen.make(header.screen, listView: mirror, scheduler: harness.scheduler) else {
            return nil
        }
        self.screen = screen
        screen.adapter.configure(for: header) { [unowned self] in entries.append($0) }
    }

    var scheduler: TestScheduler { harness.scheduler }

    func settle() {
        harness.layout()
    }

    var counts: [Int] { harness.counts }

    var visibleLines: [String] {
        let rows = harness.visiblePaths
        return harness.counts.indices.flatMap { section in
            let header = (harness.header(section) as? any MirrorView).map { ["header \(section): \($0.twin.text)"] }
            let cells = rows.filter { $0.section == section }.map { path in
                "row \(section)-\(path.item): \((harness.cell(path.item, section: section) as? any MirrorView)?.twin.text ?? "?")"
            }
            return (header ?? []) + cells
        }
    }

    func tap(section: Int, row: Int) -> TapOutcome {
        let counts = harness.counts
        guard counts.indices.contains(section), row < counts[section] else { return .outsideList }
        let path = IndexPath(item: row, section: section)
        guard harness.visiblePaths.contains(path) else { return .offScreen }
        return harness.standIn.tap(at: path) ? .selected : .notSelected
    }

    func scroll(to offset: Double) {
        let scrollView = harness.scrollView
        let maximum = max(0, scrollView.contentSize.height - scrollView.bounds.height)
        scrollView.contentOffset = CGPoint(x: 0, y: min(max(0, offset), maximum))
        harness.layout()
    }
}

extension ReplayableAdapter {
    /// Traces into `record` and takes the header's fallback threshold, as the replay does.
    fileprivate func configure(for header: ScriptHeader, record: @escaping (RenderTrace.Entry) -> Void) {
        if let threshold = header.fallbackThreshold { fallbackThreshold = threshold }
        isTracing = true
        onTrace = record
    }
}
#endif
