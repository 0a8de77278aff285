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
    /// What a swipe step did: the buttons shown and what was performed, or why nothing was.
    func swipe(_ swipe: ScriptSwipe) -> String
    /// What a drag step did: where the row landed, or that it could not move.
    func drag(from: ScriptRow, to: ScriptRow) -> String
    /// What a menu step did: the actions shown and the one chosen, or why nothing was.
    func menu(_ menu: ScriptMenu) -> String
}

/// The script's screen on a `HeadlessListView` set up from its header, as the replay sets it up.
@MainActor
final class HeadlessWorld: ParityWorld {
    let scheduler = TestScheduler()
    let list: HeadlessListView
    private(set) var screen: ParityScreen
    private(set) var entries: [RenderTrace.Entry] = []

    init?(_ header: ScriptHeader) {
        list = header.listSetup.makeListView(on: scheduler)
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
            let footer = (list.footerForSection(section) as? HeadlessCell).map { ["footer \(section): \($0.text)"] }
            return (header ?? []) + cells + (footer ?? [])
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

    func swipe(_ swipe: ScriptSwipe) -> String {
        let path = swipe.item.indexPath
        do {
            switch swipe.ending {
            case .open:
                return "shown " + (try list.swipeItem(at: path, from: swipe.edge)).actions.map(\.title).description
            case .tap(let title):
                let shown = try list.swipeItem(at: path, from: swipe.edge).actions.map(\.title)
                return "shown \(shown), tapped " + (try list.tapSwipeAction(titled: title)).title
            case .full:
                return "fully: " + ((try list.fullySwipeItem(at: path, from: swipe.edge))?.title ?? "left open")
            }
        } catch {
            return "refused"
        }
    }

    func drag(from: ScriptRow, to: ScriptRow) -> String {
        guard let outcome = try? list.dragItem(from: from.indexPath, to: to.indexPath) else { return "refused" }
        return "landed at \(outcome.destination)"
    }

    func menu(_ menu: ScriptMenu) -> String {
        guard let shown = try? list.longPressItem(at: menu.item.indexPath) else { return "refused" }
        let titles = shown.actions.map(\.title)
        guard let title = menu.action else {
            list.dismissContextMenu()
            return "shown \(titles), dismissed"
        }
        guard (try? list.chooseContextMenuAction(titled: title)) != nil else { return "shown \(titles), no \(title)" }
        return "shown \(titles), chose \(title)"
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
            footerHeight: header.footerHeight ?? 0, preparedCells: 0, inWindow: header.inWindow,
            animationDuration: header.animationDuration ?? 0.3)
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
            let footer = (mirror.footerForSection(section) as? HeadlessCell).map { ["footer \(section): \($0.text)"] }
            return (header ?? []) + cells + (footer ?? [])
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

    /// UIKit gives a collection view swipe actions only through a list layout's providers:
    /// a collection world that swipes shows its list in a list layout holding the list's.
    func useListLayoutForSwipes() {
        guard let list = harness.list as? CollectionListView else { return }
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.trailingSwipeActionsConfigurationProvider = list.swipeActionsConfigurationProvider(for: .trailing)
        configuration.leadingSwipeActionsConfigurationProvider = list.swipeActionsConfigurationProvider(for: .leading)
        list.collectionView.collectionViewLayout = UICollectionViewCompositionalLayout.list(using: configuration)
        harness.layout()
    }

    func swipe(_ swipe: ScriptSwipe) -> String {
        let path = swipe.item.indexPath
        switch swipe.ending {
        case .open, .tap:
            guard harness.standIn.swipe(swipe.edge, at: path) else { return "refused" }
            let shown = harness.standIn.shownSwipeActions?.actions.compactMap(\.title) ?? []
            guard case .tap(let title) = swipe.ending else { return "shown \(shown)" }
            return harness.standIn.tapSwipeAction(titled: title) ? "shown \(shown), tapped \(title)" : "refused"
        case .full:
            let first = harness.list.delegate.flatMap { delegate in
                swipe.edge == .trailing
                    ? delegate.listView(harness.list, trailingSwipeActionsForItemAt: path)
                    : delegate.listView(harness.list, leadingSwipeActionsForItemAt: path)
            }
            guard harness.standIn.swipe(swipe.edge, at: path, fully: true) else { return "refused" }
            guard harness.standIn.shownSwipeActions == nil, let first, first.performsFirstActionWithFullSwipe else {
                return "fully: left open"
            }
            return "fully: " + (first.actions.first?.title ?? "")
        }
    }

    func drag(from: ScriptRow, to: ScriptRow) -> String {
        guard let landed = harness.standIn.moveRow(from: from.indexPath, to: to.indexPath) else { return "refused" }
        return "landed at \(landed)"
    }

    func menu(_ menu: ScriptMenu) -> String {
        guard harness.standIn.longPress(at: menu.item.indexPath) else { return "refused" }
        let titles =
            mirror.delegate?.listView(mirror, contextMenuForItemAt: menu.item.indexPath)?.actions.map(\.title) ?? []
        guard let title = menu.action else {
            harness.standIn.dismissMenu()
            return "shown \(titles), dismissed"
        }
        return harness.standIn.chooseMenuAction(titled: title)
            ? "shown \(titles), chose \(title)" : "shown \(titles), no \(title)"
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
