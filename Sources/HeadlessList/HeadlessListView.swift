import BinarySearch
import Foundation
import ListUpdates
import StagedDiff

/// The list replay, the adapter's tests and the benchmarks run against on Linux: it draws
/// nothing but behaves like `UITableView` / `UICollectionView` where users' bugs live.
///
/// - It asks its data source for counts and cells as UIKit does: counts are read at
///   `reloadData()` (or at first use) and after each batch's block, never in between.
/// - It lays sections out vertically, each a header, its rows and a footer (`headerHeight`,
///   `rowHeight` and `footerHeight`, or the delegate's heights, 0 meaning none), shows those
///   that overlap the viewport, dequeues cells entering it and pools cells leaving it,
///   telling the delegate `willDisplay` and `didEndDisplaying`.
/// - It simulates the user's gestures as UIKit handles them: a tap (`tapItem(at:)`), a
///   swipe (`swipeItem(at:from:)`), a long press's context menu (`longPressItem(at:)`), a
///   drag that reorders (`dragItem(from:to:)`), and prefetching while scrolling.
/// - `performBatchUpdates` validates the whole batch with `BatchUpdateValidator` before
///   changing anything and throws UIKit's message when UIKit would crash.
/// - `tapItem(at:)` and `highlightItem(at:)` consult the delegate as a tap does.
/// - `snapshot()` prints what is on screen.
///
/// ```swift
/// let list = HeadlessListView(style: .table, viewportHeight: 200, rowHeight: 44)
/// list.register(TodoCell.self, forReuseIdentifier: "todo")
/// list.dataSource = dataSource
/// list.reloadData()
/// print(list.snapshot())
/// ```
@MainActor
public final class HeadlessListView: ListView {
    // MARK: Lifecycle

    /// Creates an empty list; it reads its data source at `reloadData()` or at first use.
    /// - Parameters:
    ///   - style: `.table` or `.collection`.
    ///   - viewportHeight: the height of the visible area.
    ///   - rowHeight: the height of a row the delegate gives no height for.
    ///   - headerHeight: the height of a section header the delegate gives no height for.
    ///   - footerHeight: the height of a section footer the delegate gives no height for.
    ///   - animationTimer: runs batch completions after `animationDuration` (a virtual clock in
    ///     tests and replay); nil runs them at once.
    ///   - animationDuration: how long a batch in a window animates.
    public init(
        style: ListStyle = .table,
        viewportHeight: Double = 600,
        rowHeight: Double = 44,
        headerHeight: Double = 0,
        footerHeight: Double = 0,
        animationTimer: AnimationTimer? = nil,
        animationDuration: TimeInterval = 0.3
    ) {
        self.style = style
        self.viewportHeight = viewportHeight
        self.rowHeight = rowHeight
        self.headerHeight = headerHeight
        self.footerHeight = footerHeight
        self.animationTimer = animationTimer
        self.animationDuration = animationDuration
    }

    // MARK: Public

    /// Answers counts, cells and headers. Held weakly, as in UIKit.
    public weak var dataSource: (any ListViewDataSource)?
    /// Answers heights and hears taps, highlight and scrolling. Held weakly.
    public weak var delegate: (any ListViewDelegate)? {
        didSet {
            // Looked up once: a conformance check at every layout costs more than the layout.
            itemHeights = delegate as? any ListViewHeightProviding
            sectionHeights = delegate as? any ListViewSectionHeightProviding
        }
    }
    /// Whether the list imitates a table or a collection view (the wording of its errors).
    public let style: ListStyle
    /// Whether the list is in a window. When false, batches are validated and applied
    /// without animation: their completion runs at once.
    public var isInWindow = true
    /// The height of the visible area.
    public var viewportHeight: Double { didSet { setContentOffset(contentOffset) } }
    /// The height of rows the delegate gives no height for.
    public let rowHeight: Double
    /// The height of section headers the delegate gives no height for; 0 shows no headers.
    public let headerHeight: Double
    /// The height of section footers the delegate gives no height for; 0 shows no footers.
    public let footerHeight: Double
    /// How long a batch animates in a window, on `animationTimer`'s clock.
    public var animationDuration: TimeInterval
    /// Whether a tap may select more than one item; a tap on a selected item then deselects it.
    public var allowsMultipleSelection = false
    /// How far beyond the viewport, in points and in the direction of scrolling, a
    /// prefetching data source (`ListViewDataSourcePrefetching`) is told about items before
    /// they appear; nil (the default) is one viewport height.
    public var prefetchDistance: Double?
    /// The top of the visible area, between 0 and `maximumContentOffset`.
    public internal(set) var contentOffset = 0.0
    /// Misuses the list survived (unregistered identifiers, wrong cell classes), in order.
    public internal(set) var problems: [HeadlessListProblem] = []
    /// The item under the finger, if any.
    public internal(set) var highlightedIndexPath: IndexPath?

    /// The number of sections as last displayed.
    public var numberOfSections: Int {
        loadIfNeeded()
        return itemCounts.count
    }

    /// The number of items in `section` as last displayed; 0 for a section that does not exist.
    public func numberOfItems(inSection section: Int) -> Int {
        loadIfNeeded()
        return itemCounts.indices.contains(section) ? itemCounts[section] : 0
    }

    /// Re-reads every count, height and visible cell from the data source, drops the
    /// selection (as UITableView does), closes an open swipe and forgets what was prefetched,
    /// and keeps the content offset where it can. Every visible cell leaves and a new one
    /// comes (the delegate is told `didEndDisplaying`, then `willDisplay`).
    public func reloadData() {
        hasLoaded = true
        itemCounts = readItemCounts()
        relayout()
        selectedItems = []
        highlightedIndexPath = nil
        openSwipe = nil
        prefetchedItems = []
        var change = ScreenChange()
        change.leavingCells = visibleCells.entries
        change.leavingViews = visibleHeaders.values.compactMap { $0 } + visibleFooters.values.compactMap { $0 }
        refreshVisibleCells(change, retireFirst: true)
    }

    /// Registers `cellClass`, a `HeadlessCell` subclass, for cells dequeued with
    /// `identifier`. Any other class is recorded in `problems` and not registered.
    public func register(_ cellClass: AnyClass, forReuseIdentifier identifier: String) {
        register(cellClass, identifier, kind: .cell)
    }

    /// Registers `headerClass`, a `HeadlessCell` subclass, for section headers dequeued with
    /// `identifier`. Headers have their own registrations and reuse pool, as in UIKit.
    public func register(_ headerClass: AnyClass, forHeaderReuseIdentifier identifier: String) {
        register(headerClass, identifier, kind: .header)
    }

    /// A cell of the class registered for `identifier`, from the reuse pool (after
    /// `prepareForReuse()`) or new. For an unregistered identifier UIKit crashes; this list
    /// records `.unregisteredReuseIdentifier` in `problems` and returns a plain `HeadlessCell`.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> any ListCell {
        dequeue(ReuseKey(kind: .cell, identifier: identifier))
    }

    /// A header of the class registered with `register(_:forHeaderReuseIdentifier:)` for
    /// `identifier`, from the header reuse pool or new.
    public func dequeueReusableHeader(withReuseIdentifier identifier: String, forSection section: Int) -> any ListCell {
        dequeue(ReuseKey(kind: .header, identifier: identifier))
    }

    /// Registers `footerClass`, a `HeadlessCell` subclass, for section footers dequeued with
    /// `identifier`. Footers have their own registrations and reuse pool (as a collection
    /// view's footer kind does; a table view shares one pool between headers and footers).
    public func register(_ footerClass: AnyClass, forFooterReuseIdentifier identifier: String) {
        register(footerClass, identifier, kind: .footer)
    }

    /// A footer of the class registered with `register(_:forFooterReuseIdentifier:)` for
    /// `identifier`, from the footer reuse pool or new.
    public func dequeueReusableFooter(withReuseIdentifier identifier: String, forSection section: Int) -> any ListCell {
        dequeue(ReuseKey(kind: .footer, identifier: identifier))
    }

    /// `PlaceholderCell`, which names the view-state type that has no cell.
    public var placeholderCellType: any RenderableCell<UnregisteredViewState>.Type { PlaceholderCell.self }

    /// `PlaceholderCell`, as for cells.
    public var placeholderHeaderType: any RenderableCell<UnregisteredViewState>.Type { PlaceholderCell.self }

    /// How many cells wait in the reuse pool for `identifier`.
    public func reusePoolCount(forReuseIdentifier identifier: String) -> Int {
        reusePool[ReuseKey(kind: .cell, identifier: identifier)]?.count ?? 0
    }

    /// How many headers wait in the header reuse pool for `identifier`.
    public func headerReusePoolCount(forReuseIdentifier identifier: String) -> Int {
        reusePool[ReuseKey(kind: .header, identifier: identifier)]?.count ?? 0
    }

    /// How many footers wait in the footer reuse pool for `identifier`.
    public func footerReusePoolCount(forReuseIdentifier identifier: String) -> Int {
        reusePool[ReuseKey(kind: .footer, identifier: identifier)]?.count ?? 0
    }

    // MARK: Internal

    /// Ends batch animations after `animationDuration`; nil completes them at once.
    let animationTimer: AnimationTimer?
    /// The item count of every section as last displayed.
    var itemCounts: [Int] = []
    var hasLoaded = false
    var layout = ListLayout()
    var visibleCells = VisibleCells()
    /// Header slots on screen; the value is nil when the data source gave no header.
    var visibleHeaders: [Int: (any ListCell)?] = [:]
    /// Footer slots on screen; the value is nil when the data source gave no footer.
    var visibleFooters: [Int: (any ListCell)?] = [:]
    /// The delegate, when it gives row heights (and section heights).
    weak var itemHeights: (any ListViewHeightProviding)?
    /// The delegate, when it gives section heights.
    weak var sectionHeights: (any ListViewSectionHeightProviding)?
    /// The swipe open on a row, if any.
    var openSwipe: OpenSwipe?
    /// The context menu a long press opened, if any.
    var openContextMenu: OpenContextMenu?
    /// The items told to the prefetching data source and not cancelled or shown since.
    var prefetchedItems: Set<ItemPosition> = []
    /// Whether the last scroll went down (or nowhere yet): where prefetching looks.
    var isScrollingDown = true
    var registrations: [ReuseKey: HeadlessCell.Type] = [:]
    var reusePool: [ReuseKey: [HeadlessCell]] = [:]
    var selectedItems: Set<IndexPath> = []
    var isInsideUpdatesBlock = false
    var pendingCompletions: [Int: (Bool) -> Void] = [:]
    var nextAnimationID = 0
    /// The last snapshot's lines, for `snapshotLines()` to reuse.
    var snapshotCache = SnapshotCache()

    /// Loads counts the first time anything asks, as UIKit's first layout does.
    func loadIfNeeded() {
        if !hasLoaded { reloadData() }
    }

    /// What the data source says now.
    func readItemCounts() -> [Int] {
        guard let dataSource else { return [] }
        let sections = max(0, dataSource.numberOfSections(in: self))
        // A loop, not `map`: a main-actor closure handed to a generic algorithm is checked for
        // isolation on every call.
        var counts: [Int] = []
        counts.reserveCapacity(sections)
        for section in 0..<sections {
            counts.append(max(0, dataSource.listView(self, numberOfItemsInSection: section)))
        }
        return counts
    }

    /// Puts a cell or header that left the screen back in the pool it came from, if any.
    func retire(_ cell: any ListCell) {
        guard let cell = cell as? HeadlessCell, let identifier = cell.reuseIdentifier else { return }
        let key = ReuseKey(kind: cell.reuseKind, identifier: identifier)
        guard registrations[key] != nil else { return }
        reusePool[key, default: []].append(cell)
    }

    // MARK: Private

    private func register(_ cellClass: AnyClass, _ identifier: String, kind: ReuseKey.Kind) {
        guard let cellType = cellClass as? HeadlessCell.Type else {
            problems.append(.notAHeadlessCell(className: String(describing: cellClass), reuseIdentifier: identifier))
            return
        }
        registrations[ReuseKey(kind: kind, identifier: identifier)] = cellType
    }

    private func dequeue(_ key: ReuseKey) -> HeadlessCell {
        guard let cellType = registrations[key] else {
            problems.append(.unregisteredReuseIdentifier(key.identifier))
            let cell = HeadlessCell(reuseIdentifier: key.identifier)
            cell.dequeueCount += 1
            return cell
        }
        let cell: HeadlessCell
        if let pooled = reusePool[key]?.popLast() {
            pooled.reuseCount += 1
            pooled.prepareForReuse()
            cell = pooled
        } else {
            cell = cellType.init(reuseIdentifier: key.identifier)
            cell.reuseKind = key.kind
        }
        cell.dequeueCount += 1
        return cell
    }
}

/// Cells, headers and footers are registered and pooled apart.
struct ReuseKey: Hashable {
    enum Kind: Hashable {
        case cell
        case header
        case footer
    }

    var kind: Kind
    var identifier: String
}
