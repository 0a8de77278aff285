#if !canImport(UIKit)
import Foundation
import ListUpdates

/// The behaviour `UITableView` and `UICollectionView` share, run by both: counts read lazily
/// from the data source, registrations and reuse pools, visible and prepared cells, headers
/// and footers, batch updates checked with UIKit's rules, reconfigure, completions,
/// selection, display callbacks, prefetching, and the user's swipes, menus and moves.
///
/// Each behaviour names the Apple documentation page it follows where it is implemented.
@MainActor
final class ListEngine {
    // MARK: Lifecycle

    /// - Parameters:
    ///   - style: the words of the validator's messages.
    ///   - footersShareHeaderPool: whether footers are dequeued from the headers' pool (a
    ///     table's header-footer views) or from their own (a collection view's footer kind).
    init(style: ListStyle, footersShareHeaderPool: Bool) {
        self.style = style
        self.footersShareHeaderPool = footersShareHeaderPool
        controls.engine = self
    }

    // MARK: Internal

    /// Which part of a list a dequeue or a callback is for.
    enum ViewKind {
        case cell
        case header
        case footer
    }

    /// A row the user is dragging: where it started and where it would land now.
    struct MovingRow {
        var original: IndexPath
        var target: IndexPath
    }

    /// Swipe actions shown on a row, with the cell they belong to.
    struct OpenSwipe {
        var indexPath: IndexPath
        var cell: UIView
        var configuration: UISwipeActionsConfiguration
    }

    /// The data source callback being answered: what it was asked for and what it dequeued.
    struct Callback {
        var kind: ViewKind
        var indexPath: IndexPath
        /// The existing cell a reconfigure hands back to the dequeue.
        var reconfiguring: UIView?
        var dequeued: UIView?
    }

    /// "row"/"table view" or "item"/"collection view", for the validator's messages.
    let style: ListStyle
    /// The list this engine runs.
    weak var host: (any ListEngineHost)?
    /// What tests read and set (`UITableView.standIn`, `UICollectionView.standIn`).
    let controls = StandInControls()

    /// The item count of every section as last displayed; nil until something reads them.
    var counts: [Int]?
    var geometry = ListGeometry()
    /// Cells on screen.
    var visible: [IndexPath: UIView] = [:]
    /// Cells kept ready next to the visible ones (`cellForRow(at:)` returns them, the visible
    /// index paths do not include them).
    var prepared: [IndexPath: UIView] = [:]
    /// Header slots on screen by section; nil when the callback gave no view.
    var headers: [Int: UIView?] = [:]
    /// Footer slots on screen by section; nil when the callback gave no view.
    var footers: [Int: UIView?] = [:]
    var selected: Set<IndexPath> = []
    var callback: Callback?
    var batchDepth = 0
    var batchOperations = StandInBatch()
    var nestedCompletions: [(Bool) -> Void] = []
    var animations: [Int: [(Bool) -> Void]] = [:]
    var nextAnimation = 0
    /// The row the user is dragging, until the drop's callback returns.
    var moving: MovingRow?
    /// The swipe actions shown, if any.
    var openSwipe: OpenSwipe?
    /// The menu a long press shows, if any.
    var presentedMenu: UIMenu?
    /// The items the prefetch data source was told about and not yet shown or cancelled,
    /// nearest the visible ones first.
    var prefetched: [IndexPath] = []
    /// Whether a refresh leaves the places of missing cells empty until the next layout pass
    /// instead of asking the data source (while the list moves a dropped row itself).
    var defersCellRequests = false
    /// The sizes self-sizing cells asked for, by index path: their items are laid out at
    /// these until they are reloaded or deleted (see ListEngine+SelfSizing.swift).
    var selfSizedSizes: [IndexPath: CGSize] = [:]
    /// Whether a cell measured since the last layout asked for another size than it had.
    var selfSizingChanged = false
    /// Whether the items are being laid out again at their measured sizes.
    var isSettlingSelfSizing = false

    /// Whether the list shows changes its data source does not have yet: a row is being
    /// dragged (until the drop's callback returns), or a test set `hasUncommittedUpdates`.
    var hasUncommittedUpdates: Bool { controls.hasUncommittedUpdates || moving != nil }

    /// Loads the counts from the data source the first time anything needs them: UIKit reads
    /// them at the first layout, or at the start of a batch (Apple documentation,
    /// `UICollectionView.performBatchUpdates(_:completion:)`: "If the collection view's layout
    /// isn't up to date before you call this method, a reload may occur").
    func loadCountsIfNeeded() {
        guard counts == nil else { return }
        setCounts(readCounts())
    }

    /// What the data source answers now.
    func readCounts() -> [Int] {
        guard let host else { return [] }
        let sections = max(0, host.dataSourceNumberOfSections())
        return (0..<sections).map { max(0, host.dataSourceNumberOfItems(inSection: $0)) }
    }

    func setCounts(_ newCounts: [Int]) {
        counts = newCounts
        geometry = host?.geometry(for: newCounts) ?? ListGeometry()
        host?.contentSize = CGSize(width: host?.bounds.width ?? 0, height: geometry.contentHeight)
    }

    var numberOfSections: Int {
        loadCountsIfNeeded()
        return counts?.count ?? 0
    }

    /// The count of `section`; 0 for a section that does not exist.
    func numberOfItems(inSection section: Int) -> Int {
        loadCountsIfNeeded()
        guard let counts, counts.indices.contains(section) else { return 0 }
        return counts[section]
    }

    /// A visible or prepared cell (Apple documentation, `UITableView.cellForRow(at:)`: "In iOS
    /// 15 and later, this method returns a non-nil cell if the table view retains a prepared
    /// cell at the specified index path, even if the cell isn't currently visible").
    func cell(at indexPath: IndexPath) -> UIView? {
        visible[indexPath] ?? prepared[indexPath]
    }

    /// The visible index paths in list order (prepared cells are not visible).
    var visibleIndexPaths: [IndexPath] {
        visible.keys.sorted()
    }

    // MARK: Registration and reuse

    func register(_ factory: ((String) -> UIView)?, kind: ViewKind, identifier: String) {
        factories[poolKey(kind, identifier)] = factory
    }

    /// A view for `identifier`: during a reconfigure the existing cell (Apple documentation,
    /// `UITableViewCell.prepareForReuse()`: not called "if you use reconfigureRows(at:) to
    /// update the contents of an existing cell"), else one from the pool after
    /// `prepareForReuse()`, else a new one from the registered class (Apple documentation,
    /// `UITableView.dequeueReusableCell(withIdentifier:for:)`). Nil when nothing is
    /// registered and the pool is empty.
    func dequeue(_ kind: ViewKind, identifier: String, for indexPath: IndexPath?, checked: Bool) -> UIView? {
        if checked { checkDequeue(identifier: identifier, indexPath: indexPath) }
        if let existing = callback?.reconfiguring {
            let existingIdentifier = (existing as? any StandInReusableView)?.reuseIdentifier ?? ""
            if existingIdentifier == identifier {
                callback?.dequeued = existing
                return existing
            }
            controls.record(
                .reconfigureDequeuedOtherType(
                    callback?.indexPath ?? [], cell: existingIdentifier, dequeued: identifier))
        }
        let key = poolKey(kind, identifier)
        let view: UIView
        if let pooled = pools[key]?.popLast() {
            (pooled as? any StandInReusableView)?.prepareForReuse()
            view = pooled
        } else if let factory = factories[key] {
            view = factory(identifier)
        } else {
            return nil
        }
        if checked { callback?.dequeued = view }
        return view
    }

    /// Puts a view that left the screen back in the pool of its identifier, if it has one.
    func retire(_ view: UIView, kind: ViewKind) {
        guard let identifier = (view as? any StandInReusableView)?.reuseIdentifier else { return }
        let key = poolKey(kind, identifier)
        guard factories[key] != nil else { return }
        pools[key, default: []].append(view)
    }

    /// Asks the data source for the cell at `indexPath`, checking that it dequeues exactly
    /// the cell it returns.
    func requestCell(at indexPath: IndexPath, reconfiguring existing: UIView? = nil) -> UIView? {
        let outer = callback
        callback = Callback(kind: .cell, indexPath: indexPath, reconfiguring: existing)
        controls.cellRequests += 1
        let cell = host?.dataSourceCell(at: indexPath)
        let answered = callback
        callback = outer
        guard let cell else { return nil }
        if answered?.dequeued == nil {
            controls.record(.returnedCellNotDequeued(indexPath))
        } else if answered?.dequeued !== cell {
            controls.record(
                existing == nil ? .dequeuedMoreThanOnce(indexPath) : .reconfigureReturnedOtherCell(indexPath))
        }
        return cell
    }

    /// Asks for the header or footer of `section` (a collection view checks its dequeue as for
    /// cells).
    func requestSupplement(_ kind: ViewKind, forSection section: Int) -> UIView? {
        let outer = callback
        callback = Callback(kind: kind, indexPath: IndexPath(item: 0, section: section))
        let view =
            kind == .footer ? host?.dataSourceFooter(forSection: section) : host?.dataSourceHeader(forSection: section)
        callback = outer
        return view
    }

    // MARK: Private

    private struct PoolKey: Hashable {
        var kind: ViewKind
        var identifier: String

        init(kind: ViewKind, identifier: String, footersShareHeaderPool: Bool) {
            self.kind = kind == .footer && footersShareHeaderPool ? .header : kind
            self.identifier = identifier
        }
    }

    private let footersShareHeaderPool: Bool

    private var factories: [PoolKey: (String) -> UIView] = [:]
    private var pools: [PoolKey: [UIView]] = [:]

    private func poolKey(_ kind: ViewKind, _ identifier: String) -> PoolKey {
        PoolKey(kind: kind, identifier: identifier, footersShareHeaderPool: footersShareHeaderPool)
    }

    private func checkDequeue(identifier: String, indexPath: IndexPath?) {
        guard let callback else {
            controls.record(.dequeueOutsideCallback(reuseIdentifier: identifier))
            return
        }
        if let indexPath, indexPath != callback.indexPath {
            controls.record(.dequeueForOtherIndexPath(requested: callback.indexPath, dequeued: indexPath))
        }
        if callback.dequeued != nil, callback.reconfiguring == nil {
            controls.record(.dequeuedMoreThanOnce(callback.indexPath))
        }
    }
}
#endif
