import Foundation
import StagedDiff

/// The heights of the rows an adapter shows: the sizing registered per view-state type,
/// the size cache, the environment, and each row's height in the order of the sections on
/// screen (what the list lays out from, without a lookup per row). Counts what it does for
/// the trace.
///
/// Heights are NaN for rows whose type has no sizing: the list gives those its own height.
struct RowSizer<Model: Differentiable & Sendable, Item: Differentiable & Sendable> {
    typealias Section = ArraySection<Model, Item>

    // MARK: Internal

    /// The sizing of each registered view-state type.
    private(set) var sizings: [ObjectIdentifier: RowSizing] = [:]
    var cache = SizeCache<Item>()
    var environment = SizingEnvironment()
    /// The height of a row not measured yet whose type has no estimate nor measured rows.
    var estimatedRowHeight = 44.0
    /// Each row's height, section by section, as on screen (NaN: the list's own height).
    private(set) var heights: [[Double]] = []
    /// What was counted since `takeCounters()`.
    private(set) var counters = SizingCounters()
    /// Everything counted since the adapter started.
    private(set) var totals = SizingCounters()
    /// Rows whose height changed since the list last asked (list index paths); nil when
    /// every row may have changed (the list lays everything out again).
    private(set) var changedRows: [IndexPath]? = []

    /// Whether any view-state type has a sizing.
    var isActive: Bool { !sizings.isEmpty }

    mutating func register(_ sizing: RowSizing, for viewStateType: Any.Type) {
        sizings[ObjectIdentifier(viewStateType)] = sizing
    }

    /// The counts since the last call, and starts counting again.
    mutating func takeCounters() -> SizingCounters {
        defer { counters = SizingCounters() }
        return counters
    }

    /// The height of the row `item` in the current environment: from the cache or measured
    /// (and cached); NaN for a type without sizing.
    mutating func height(of item: Item) -> Double {
        let viewState = Self.viewState(of: item)
        guard let sizing = sizings[ObjectIdentifier(type(of: viewState))] else { return .nan }
        switch sizing.kind {
        case .fixed(let height):
            return height
        case .selfSizing:
            let stamp = self.stamp(item, viewState)
            if let height = cache.height(of: item.differenceIdentifier, stamp, width: environment.width) {
                count(\.hits)
                return height
            }
            count(\.estimates)
            return cache.lastHeight(of: item.differenceIdentifier) ?? sizing.estimate ?? estimatedRowHeight
        case .measured(let measure):
            let stamp = self.stamp(item, viewState)
            let identity = item.differenceIdentifier
            if let height = cache.height(of: identity, stamp, width: environment.width) {
                count(\.hits)
                return height
            }
            let height = measure(viewState, environment.width, environment) ?? .nan
            count(\.measurements)
            cache.store(height, for: identity, stamp, width: environment.width)
            return height
        }
    }

    /// Sizes every row of `sections` (from the cache where it can).
    mutating func sizeAll(_ sections: [Section]) {
        guard isActive else { return }
        heights = sections.map { section in section.elements.map { height(of: $0) } }
        changedRows = nil
    }

    /// Sizes again the rows at `paths` (of `sections`, which keep their shape) and records
    /// those whose height changed in `changedRows`, `sectionOffset` sections down.
    mutating func resize(_ paths: some Sequence<IndexPath>, of sections: [Section], sectionOffset: Int) {
        guard isActive, heights.count == sections.count else { return sizeAll(sections) }
        for path in paths {
            guard sections.indices.contains(path.section),
                heights[path.section].count == sections[path.section].elements.count,
                sections[path.section].elements.indices.contains(path.item)
            else { continue }
            let height = height(of: sections[path.section].elements[path.item])
            let old = heights[path.section][path.item]
            guard !(old == height || (old.isNaN && height.isNaN)) else { continue }
            heights[path.section][path.item] = height
            changedRows?.append(IndexPath(item: path.item, section: path.section + sectionOffset))
        }
    }

    /// The rows whose height changed since the last call (nil: any may have), and starts
    /// collecting again.
    mutating func takeChangedRows() -> [IndexPath]? {
        defer { changedRows = [] }
        return changedRows
    }

    /// The list laid every row out from `heights` (a reload, a batch): no change is pending.
    mutating func listHasEveryHeight() {
        changedRows = []
    }

    /// Counts `rows` on screen resized without a reload.
    mutating func countResizedInPlace(_ rows: Int) {
        counters.resizedInPlace += rows
        totals.resizedInPlace += rows
    }

    /// The height of the row at `indexPath`, or nil for one without sizing or outside the rows.
    func height(at indexPath: IndexPath) -> Double? {
        guard heights.indices.contains(indexPath.section), heights[indexPath.section].indices.contains(indexPath.item)
        else { return nil }
        let height = heights[indexPath.section][indexPath.item]
        return height.isNaN ? nil : height
    }

    /// Records a height the list measured itself (a self-sizing cell) for the row `item`.
    mutating func store(measured height: Double, of item: Item) {
        let viewState = Self.viewState(of: item)
        cache.store(height, for: item.differenceIdentifier, stamp(item, viewState), width: environment.width)
    }

    // MARK: Private

    /// What the height of `item` depends on in the current environment.
    private func stamp(_ item: Item, _ viewState: Any) -> SizeCache<Item>.Stamp {
        let sizeHash = (viewState as? any SizeHashable)?.sizeHash
        return SizeCache<Item>.Stamp(
            sizeHash: sizeHash, item: sizeHash == nil ? item : nil,
            contentSizeCategory: environment.contentSizeCategory, epoch: environment.epoch)
    }

    private mutating func count(_ counter: WritableKeyPath<SizingCounters, Int>) {
        counters[keyPath: counter] += 1
        totals[keyPath: counter] += 1
    }

    /// A `ViewStateItem`'s `viewState`, else the item itself (callable on any thread).
    static func viewState(of item: Item) -> Any {
        if let item = item as? any ViewStateItem { return item.viewState }
        return item
    }
}
