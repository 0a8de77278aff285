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

    /// Whether rows the cache does not hold get an estimate instead of being measured now.
    var estimatesMisses = false
    /// The items laid out at an estimate, waiting for their measured heights.
    private(set) var estimatedIdentities: Set<Item.DifferenceIdentifier> = []

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
            if estimatesMisses {
                count(\.estimates)
                estimatedIdentities.insert(identity)
                return cache.lastHeight(of: identity) ?? sizing.estimate ?? mean(ofType: viewState)
                    ?? estimatedRowHeight
            }
            let height = measure(viewState, environment.width, environment) ?? .nan
            count(\.measurements)
            remember(height, of: item, viewState, stamp)
            return height
        }
    }

    /// Stores heights measured elsewhere (with the background diff) for `rows`, counted as
    /// measurements.
    mutating func store(measured rows: [MeasuredRow<Item>]) {
        for row in rows {
            let viewState = Self.viewState(of: row.item)
            remember(row.height, of: row.item, viewState, stamp(row.item, viewState))
            count(\.measurements)
        }
    }

    /// Sizes again the rows laid out at an estimate (measuring those the cache does not
    /// hold now, unless `estimatesMisses`), recording changed heights and counting
    /// corrections; `only` limits it to those paths.
    mutating func correctEstimates(in sections: [Section], sectionOffset: Int, only: [IndexPath]? = nil) {
        guard !estimatedIdentities.isEmpty else { return }
        var paths: [IndexPath] = []
        if let only {
            paths = only.filter { sections.item(at: $0.section, $0.item).map(isEstimated) ?? false }
        } else {
            for (section, rows) in sections.enumerated() {
                for (index, item) in rows.elements.enumerated() where isEstimated(item) {
                    paths.append(IndexPath(item: index, section: section))
                }
            }
        }
        for path in paths {
            if let item = sections.item(at: path.section, path.item) {
                estimatedIdentities.remove(item.differenceIdentifier)
            }
        }
        let before = counters.estimates
        resize(paths, of: sections, sectionOffset: sectionOffset)
        let corrected = paths.count - (counters.estimates - before)
        counters.corrections += corrected
        totals.corrections += corrected
    }

    /// Forgets the heights of `identities`, so that their rows are measured again.
    mutating func invalidate(_ identities: some Sequence<Item.DifferenceIdentifier>) {
        cache.evict(identities)
    }

    /// Whether `item` was laid out at an estimate.
    func isEstimated(_ item: Item) -> Bool {
        estimatedIdentities.contains(item.differenceIdentifier)
    }

    /// Sizes every row of `sections` (from the cache where it can).
    mutating func sizeAll(_ sections: [Section]) {
        guard isActive else { return }
        estimatedIdentities = []
        heights = sections.map { section in section.elements.map { height(of: $0) } }
        changedRows = nil
    }

    /// Sizes every row of `sections`: those at `exact` measured where the cache does not
    /// hold them, the others estimated where it does not.
    mutating func sizeAll(_ sections: [Section], measuringOnly exact: Set<IndexPath>) {
        guard isActive else { return }
        estimatedIdentities = []
        let estimating = estimatesMisses
        heights = sections.enumerated().map { section, rows in
            rows.elements.enumerated().map { index, item in
                estimatesMisses = !exact.contains(IndexPath(item: index, section: section))
                return height(of: item)
            }
        }
        estimatesMisses = estimating
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
        remember(height, of: item, viewState, stamp(item, viewState))
    }

    /// What the background diff needs to measure the rows it inserts and updates.
    func measuringSnapshot() -> SizingSnapshot<Item> {
        SizingSnapshot(sizings: sizings, environment: environment, cache: SizeCacheCopy(cache))
    }

    // MARK: Private

    /// The sum and number of heights measured per view-state type, for estimates.
    private var measuredByType: [ObjectIdentifier: (sum: Double, count: Int)] = [:]

    /// Caches a measured height and adds it to its type's mean.
    private mutating func remember(_ height: Double, of item: Item, _ viewState: Any, _ stamp: SizeCache<Item>.Stamp) {
        cache.store(height, for: item.differenceIdentifier, stamp, width: environment.width)
        guard height.isFinite else { return }
        let type = ObjectIdentifier(Swift.type(of: viewState))
        let sum = measuredByType[type] ?? (0, 0)
        measuredByType[type] = (sum.sum + height, sum.count + 1)
    }

    /// The mean height measured for rows of `viewState`'s type, if any were.
    private func mean(ofType viewState: Any) -> Double? {
        guard let sum = measuredByType[ObjectIdentifier(Swift.type(of: viewState))], sum.count > 0 else { return nil }
        return sum.sum / Double(sum.count)
    }

    /// What the height of `item` depends on in the current environment.
    private func stamp(_ item: Item, _ viewState: Any) -> SizeCache<Item>.Stamp {
        SizeCache<Item>.Stamp(item, viewState: viewState, environment: environment)
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
