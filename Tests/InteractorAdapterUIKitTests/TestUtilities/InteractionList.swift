#if !canImport(UIKit)
import Foundation
import InteractorAdapterUIKit
import TestSupport
import UIKitStandIn

/// A hand-written data source and delegate that implements the list contract's interactions
/// over sections of strings, as an adapter would, and records what the list asked of it:
/// headers and footers titled per section, moves (applied to its own data, as the contract
/// asks), swipe actions and context menus per item, a target hook, display callbacks and
/// prefetching.
@MainActor
class InteractionList: ListViewDataSourcePrefetching, ReconfigurableDataSource, ListViewDelegate {
    // MARK: Lifecycle

    init(_ sections: [[String]]) {
        self.sections = sections
    }

    // MARK: Internal

    /// A display callback the list made.
    enum DisplayEvent: Equatable, CustomStringConvertible {
        case willDisplay(String, IndexPath)
        case didEndDisplaying(String, IndexPath)

        var description: String {
            switch self {
            case .willDisplay(let text, let path): return "+\(text)@\(path.section)-\(path.item)"
            case .didEndDisplaying(let text, let path): return "-\(text)@\(path.section)-\(path.item)"
            }
        }
    }

    /// A move the list reported.
    struct Move: Equatable {
        var from: IndexPath
        var to: IndexPath
    }

    var sections: [[String]]
    /// Header titles by section; a section without one (or past the end) has no header.
    var headerTitles: [String?] = []
    /// Footer titles by section, as headers.
    var footerTitles: [String?] = []
    /// Items that cannot move.
    var immovable: Set<String> = []
    /// Retargets a dragged item held over a proposed index path; nil accepts the proposal.
    var retarget: ((IndexPath, IndexPath) -> IndexPath)?
    /// Swipe actions by edge and item.
    var swipeActions: ((ListSwipeEdge, String) -> ListSwipeActions?)?
    /// Context menus by item.
    var menu: ((String) -> ListContextMenu?)?
    /// Whether an updated visible row keeps its cell (UIKit reconfigures it) or gets a new one.
    var reconfigures = true
    /// Runs inside `listView(_:moveItemAt:to:)`, after the data was updated (an interactor
    /// that emits a new state at once).
    var onMove: ((Move) -> Void)?

    private(set) var moves: [Move] = []
    private(set) var proposals: [IndexPath] = []
    private(set) var displayEvents: [DisplayEvent] = []
    /// Display callbacks that do not balance: a cell shown twice, or ended without being shown.
    private(set) var displayProblems: [String] = []
    /// The headers and footers the list asked for ("header 0", "footer 1").
    private(set) var supplementRequests: [String] = []
    private(set) var prefetches: [[IndexPath]] = []
    private(set) var cancellations: [[IndexPath]] = []
    /// What the actions' handlers did, in order ("Delete b").
    private(set) var performed: [String] = []

    /// The cells shown now, by the index path the list last gave.
    var displayedPaths: [IndexPath] { displayed.values.sorted() }

    /// Registers the cells, headers and footers it dequeues on `listView`.
    static func register(on listView: any ListView) {
        ArrayDataSource.registerCells(on: listView)
        if listView is TableListView {
            listView.register(PlainTableHeader.self, forHeaderReuseIdentifier: "header")
            listView.register(PlainTableHeader.self, forFooterReuseIdentifier: "footer")
        } else {
            listView.register(PlainCollectionHeader.self, forHeaderReuseIdentifier: "header")
            listView.register(PlainCollectionHeader.self, forFooterReuseIdentifier: "footer")
        }
    }

    /// Swipe actions whose handlers record `"title item"`.
    func actions(
        _ titles: [String], destructive: Set<String> = [], item: String, fullSwipe: Bool = true
    )
        -> ListSwipeActions
    {
        ListSwipeActions(
            titles.map { title in
                ListSwipeAction(title: title, style: destructive.contains(title) ? .destructive : .normal) {
                    [unowned self] in performed.append("\(title) \(item)")
                }
            }, performsFirstActionWithFullSwipe: fullSwipe)
    }

    /// A menu whose actions record `"title item"`.
    func contextMenu(_ titles: [String], destructive: Set<String> = [], item: String) -> ListContextMenu {
        ListContextMenu(
            title: item,
            actions: titles.map { title in
                ListMenuAction(title: title, isDestructive: destructive.contains(title)) { [unowned self] in
                    performed.append("\(title) \(item)")
                }
            })
    }

    // MARK: ListViewDataSource

    func numberOfSections(in listView: any ListView) -> Int { sections.count }

    func listView(_ listView: any ListView, numberOfItemsInSection section: Int) -> Int { sections[section].count }

    func listView(_ listView: any ListView, cellForItemAt indexPath: IndexPath) -> any ListCell {
        let title = sections[indexPath.section][indexPath.item]
        let state = PlainState(id: title, title: title)
        if listView is TableListView {
            return listView.dequeueCellAndRender(ofType: PlainRowTableCell.self, viewState: state, for: indexPath)
        }
        return listView.dequeueCellAndRender(ofType: PlainRowCollectionCell.self, viewState: state, for: indexPath)
    }

    func listView(_ listView: any ListView, headerForSection section: Int) -> (any ListCell)? {
        supplement(headerTitles, "header", section, listView, listView.dequeueReusableHeader)
    }

    func listView(_ listView: any ListView, footerForSection section: Int) -> (any ListCell)? {
        supplement(footerTitles, "footer", section, listView, listView.dequeueReusableFooter)
    }

    func listView(_ listView: any ListView, canMoveItemAt indexPath: IndexPath) -> Bool {
        !immovable.contains(sections[indexPath.section][indexPath.item])
    }

    func listView(_ listView: any ListView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        let item = sections[sourceIndexPath.section].remove(at: sourceIndexPath.item)
        sections[destinationIndexPath.section].insert(item, at: destinationIndexPath.item)
        let move = Move(from: sourceIndexPath, to: destinationIndexPath)
        moves.append(move)
        onMove?(move)
    }

    func listView(_ listView: any ListView, canReconfigure cell: any ListCell, forItemAt indexPath: IndexPath) -> Bool {
        reconfigures
    }

    // MARK: ListViewDataSourcePrefetching

    func listView(_ listView: any ListView, prefetchItemsAt indexPaths: [IndexPath]) {
        prefetches.append(indexPaths)
    }

    func listView(_ listView: any ListView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
        cancellations.append(indexPaths)
    }

    // MARK: ListViewDelegate

    func listView(_ listView: any ListView, trailingSwipeActionsForItemAt indexPath: IndexPath) -> ListSwipeActions? {
        swipeActions?(.trailing, sections[indexPath.section][indexPath.item])
    }

    func listView(_ listView: any ListView, leadingSwipeActionsForItemAt indexPath: IndexPath) -> ListSwipeActions? {
        swipeActions?(.leading, sections[indexPath.section][indexPath.item])
    }

    func listView(_ listView: any ListView, contextMenuForItemAt indexPath: IndexPath) -> ListContextMenu? {
        menu?(sections[indexPath.section][indexPath.item])
    }

    func listView(
        _ listView: any ListView, targetIndexPathForMoveFromItemAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        proposals.append(proposedDestinationIndexPath)
        return retarget?(sourceIndexPath, proposedDestinationIndexPath) ?? proposedDestinationIndexPath
    }

    func listView(_ listView: any ListView, willDisplay cell: any ListCell, forItemAt indexPath: IndexPath) {
        let key = ObjectIdentifier(cell)
        if displayed[key] != nil { displayProblems.append("shown twice: \(indexPath)") }
        displayed[key] = indexPath
        displayEvents.append(.willDisplay(Self.text(cell), indexPath))
    }

    func listView(_ listView: any ListView, didEndDisplaying cell: any ListCell, forItemAt indexPath: IndexPath) {
        if displayed.removeValue(forKey: ObjectIdentifier(cell)) == nil {
            displayProblems.append("ended without being shown: \(indexPath)")
        }
        displayEvents.append(.didEndDisplaying(Self.text(cell), indexPath))
    }

    // MARK: Private

    private var displayed: [ObjectIdentifier: IndexPath] = [:]

    private static func text(_ cell: any ListCell) -> String {
        labelText(cell as? UIView) ?? "?"
    }

    private func supplement(
        _ titles: [String?], _ identifier: String, _ section: Int, _ listView: any ListView,
        _ dequeue: (String, Int) -> any ListCell
    ) -> (any ListCell)? {
        supplementRequests.append("\(identifier) \(section)")
        guard titles.indices.contains(section), let title = titles[section] else { return nil }
        let view = dequeue(identifier, section)
        let model = TestHeader(id: title, title: title)
        (view as? PlainTableHeader)?.render(model)
        (view as? PlainCollectionHeader)?.render(model)
        return view
    }
}

/// An `InteractionList` that also gives heights: per-section header and footer heights (nil:
/// the list's own; 0: none), so the binding installs its height-giving proxies.
@MainActor
final class SizedInteractionList: InteractionList, ListViewHeightProviding {
    /// Header heights by section; past the end, nil.
    var headerHeights: [Double?] = []
    /// Footer heights by section; past the end, nil.
    var footerHeights: [Double?] = []

    func listView(_ listView: any ListView, heightForHeaderInSection section: Int) -> Double? {
        headerHeights.indices.contains(section) ? headerHeights[section] : nil
    }

    func listView(_ listView: any ListView, heightForFooterInSection section: Int) -> Double? {
        footerHeights.indices.contains(section) ? footerHeights[section] : nil
    }
}
#endif
