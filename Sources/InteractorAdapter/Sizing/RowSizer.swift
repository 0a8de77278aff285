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
    /// The layouts of rows sized by a layout spec, keyed as `cache` keys heights.
    var layouts = LayoutCache<Item>()
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

    /// Whether a row without sizing (a NaN in `heights`) may be on screen: false until one is
    /// sized, so that handing the heights to the list needs no scan.
    private(set) var hasUnsizedRows = false

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
        guard let sizing = sizings[ObjectIdentifier(type(of: viewState))] else {
            hasUnsizedRows = true
            return .nan
        }
        switch sizing.kind {
        case .fixed(let height):
            return height
        case .selfSizing:
            let stamp = SizeCache<Item>.Stamp(item, sizeHash: sizing.sizeHash(viewState), environment: environment)
            if let height = cache.height(of: item.differenceIdentifier, stamp, width: environment.width) {
                countHit()
                return height
            }
            countEstimate()
            return cache.lastHeight(of: item.differenceIdentifier) ?? sizing.estimate ?? estimatedRowHeight
        case .measured(let measure):
            let stamp = SizeCache<Item>.Stamp(item, sizeHash: sizing.sizeHash(viewState), environment: environment)
            let identity = item.differenceIdentifier
            let found = cache.lookUp(identity, stamp, width: environment.width)
            if let height = found.height {
                countHit()
                return height
            }
            if estimatesMisses {
                countEstimate()
                estimatedIdentities.insert(identity)
                return cache.lastHeight(of: identity) ?? sizing.estimate ?? mean(ofType: viewState)
                    ?? estimatedRowHeight
            }
            let height =
                sizing.layoutSpec == nil
                ? measure(viewState, environment.width, environment) ?? .nan
                : layout(of: item)?.size.height ?? .nan
            countMeasurement()
            cache.store(height, for: identity, stamp, width: environment.width, in: found.slot)
            countTowardsMean(height, of: viewState)
            return height
        }
    }

    /// Stores heights measured elsewhere (with the background diff) for `rows`, counted as
    /// measurements.
    mutating func store(measured rows: [MeasuredRow<Item>]) {
        for row in rows {
            let viewState = Self.viewState(of: row.item)
            let rowStamp = stamp(row.item, viewState)
            remember(row.height, of: row.item, viewState, rowStamp)
            if let layout = row.layout {
                layouts.store(layout, for: row.item.differenceIdentifier, rowStamp, width: environment.width)
            }
            countMeasurement()
        }
    }

    /// Sizes again the rows laid out at an estimate (measuring those the cache does not
    /// hold now, unless `estimatesMisses`), recording changed heights and counting
    /// corrections; `only` limits it to those paths.
    mutating func correctEstimates(in sections: [Section], sectionOffset: Int, only: [IndexPath]? = nil) {
        guard !estimatedIdentities.isEmpty else { return }
        var paths: [IndexPath] = []
        if let only {
            for path in only where sections.item(at: path.section, path.item).map(isEstimated) ?? false {
                paths.append(path)
            }
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
        layouts.evict(identities)
    }

    /// Whether `item` was laid out at an estimate.
    func isEstimated(_ item: Item) -> Bool {
        estimatedIdentities.contains(item.differenceIdentifier)
    }

    /// Sizes every row of `sections` (from the cache where it can).
    mutating func sizeAll(_ sections: [Section]) {
        guard isActive else { return }
        estimatedIdentities = []
        hasUnsizedRows = false
        heights = sections.map { section in section.elements.map { height(of: $0) } }
        previous = nil
        changedRows = nil
    }

    /// Sizes every row of `sections` in `environment`: the rows of `exact` (a range per
    /// section) measured where the cache does not hold them, the others estimated where it
    /// does not. Turning back to the environment before this one takes its heights as they
    /// were, row by row (carried through every batch since), without a lookup: only rows
    /// changed meanwhile are sized.
    mutating func switchEnvironment(to environment: SizingEnvironment, _ sections: [Section], exact: [Range<Int>]) {
        guard isActive else {
            self.environment = environment
            return
        }
        let before = (environment: self.environment, heights: heights)
        self.environment = environment
        estimatedIdentities = []
        let estimating = estimatesMisses
        if let previous, previous.environment == environment, Self.shape(previous.heights) == Self.shape(before.heights)
        {
            heights = previous.heights
            for section in heights.indices where !previousIsComplete {
                for index in heights[section].indices where heights[section][index] == .infinity {
                    estimatesMisses = !(exact.indices.contains(section) && exact[section].contains(index))
                    heights[section][index] = height(of: sections[section].elements[index])
                }
            }
        } else {
            heights = sections.enumerated().map { section, rows in
                let measured = exact.indices.contains(section) ? exact[section] : 0..<0
                return rows.elements.enumerated().map { index, item in
                    estimatesMisses = !measured.contains(index)
                    return height(of: item)
                }
            }
        }
        estimatesMisses = estimating
        previous = before
        previousIsComplete = true
        changedRows = nil
    }

    /// The number of rows of each section of `heights`.
    private static func shape(_ heights: [[Double]]) -> [Int] { heights.map(\.count) }

    /// Carries the heights on screen through `stage` (its paths `sectionOffset` sections
    /// down) to `sections`, its data: rows that stay or move keep their heights (no lookup),
    /// inserted rows are sized. O(n) in copies, O(k) in lookups for k inserted rows. False
    /// (nothing changed) for a stage that also changes sections or updates rows, which
    /// `sizeAll` handles.
    mutating func carry(_ stage: Changeset<[Section]>, sectionOffset offset: Int, to sections: [Section]) -> Bool {
        guard isActive, stage.sectionDeleted.isEmpty, stage.sectionInserted.isEmpty, stage.sectionMoved.isEmpty,
            stage.elementUpdated.isEmpty, heights.count == sections.count
        else { return false }
        let old = heights
        // The heights in the environment before, carried the same way (inserted rows unknown).
        let oldPrevious = previous.flatMap { Self.shape($0.heights) == Self.shape(old) ? $0.heights : nil }
        var removed = old.map { [Bool](repeating: false, count: $0.count) }
        var placed = sections.map { [Bool](repeating: false, count: $0.elements.count) }
        var new = sections.map { [Double](repeating: 0, count: $0.elements.count) }
        var newPrevious =
            oldPrevious == nil ? [] : sections.map { [Double](repeating: .infinity, count: $0.elements.count) }
        func valid(_ path: ElementPath, in shape: [[Bool]]) -> Bool {
            shape.indices.contains(path.section - offset) && shape[path.section - offset].indices.contains(path.element)
        }
        for path in stage.elementDeleted {
            guard valid(path, in: removed) else { return false }
            removed[path.section - offset][path.element] = true
        }
        for move in stage.elementMoved {
            guard valid(move.source, in: removed), valid(move.target, in: placed) else { return false }
            removed[move.source.section - offset][move.source.element] = true
            placed[move.target.section - offset][move.target.element] = true
            new[move.target.section - offset][move.target.element] =
                old[move.source.section - offset][move.source.element]
            if let oldPrevious {
                newPrevious[move.target.section - offset][move.target.element] =
                    oldPrevious[move.source.section - offset][move.source.element]
            }
        }
        for path in stage.elementInserted {
            guard valid(path, in: placed) else { return false }
            placed[path.section - offset][path.element] = true
            new[path.section - offset][path.element] = height(
                of: sections[path.section - offset].elements[path.element])
        }
        // The rows that stay, in order, fill the other places.
        for section in sections.indices {
            guard Self.fill(&new[section], placed[section], from: old[section], removed[section]) else { return false }
            if let oldPrevious {
                _ = Self.fill(&newPrevious[section], placed[section], from: oldPrevious[section], removed[section])
            }
        }
        heights = new
        if previous != nil {
            previous?.heights = newPrevious
            if !stage.elementInserted.isEmpty { previousIsComplete = false }
        }
        changedRows = nil
        return true
    }

    /// Fills the places of `target` not `placed` with the values of `source` not `removed`,
    /// in order; false when `source` runs out. On raw buffers: one pass, no check per row.
    private static func fill(
        _ target: inout [Double], _ placed: [Bool], from source: [Double], _ removed: [Bool]
    )
        -> Bool
    {
        target.withUnsafeMutableBufferPointer { target in
            placed.withUnsafeBufferPointer { placed in
                source.withUnsafeBufferPointer { source in
                    removed.withUnsafeBufferPointer { removed in
                        var next = 0
                        for index in 0..<target.count where !placed[index] {
                            while next < source.count, removed[next] { next += 1 }
                            guard next < source.count else { return false }
                            target[index] = source[next]
                            next += 1
                        }
                        return true
                    }
                }
            }
        }
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
            // Its content may have changed: its height in the environment before is unknown.
            if previous?.heights.indices.contains(path.section) == true,
                previous?.heights[path.section].indices.contains(path.item) == true
            {
                previous?.heights[path.section][path.item] = .infinity
                previousIsComplete = false
            }
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

    /// Whether `item`'s registration lets the list measure its cell (`ItemSizing.selfSizing`).
    func selfSizes(_ item: Item) -> Bool {
        guard let sizing = sizings[ObjectIdentifier(type(of: Self.viewState(of: item)))] else { return false }
        if case .selfSizing = sizing.kind { return true }
        return false
    }

    /// The list measured the self-sizing row `item` at `path` (a height UIKit laid its cell
    /// out at): cached for its content and width, so that the row's estimate is exact from
    /// then on, and its height on screen changed if it differs.
    mutating func listMeasured(_ height: Double, of item: Item, at path: IndexPath) {
        guard height.isFinite, height >= 0, selfSizes(item) else { return }
        store(measured: height, of: item)
        guard heights.indices.contains(path.section), heights[path.section].indices.contains(path.item),
            heights[path.section][path.item] != height
        else { return }
        heights[path.section][path.item] = height
        changedRows?.append(path)
    }

    /// What the background diff needs to measure the rows it inserts and updates.
    func measuringSnapshot() -> SizingSnapshot<Item> {
        SizingSnapshot(sizings: sizings, environment: environment, cache: SizeCacheCopy(cache))
    }

    // MARK: Private

    /// The heights of the rows in the environment before the current one, as on screen
    /// (infinity: unknown, the row changed since); nil after a reload.
    private var previous: (environment: SizingEnvironment, heights: [[Double]])?
    /// Whether `previous` has no unknown height (none to size when turning back to it).
    private var previousIsComplete = true

    /// The sum and number of heights measured per view-state type, for estimates.
    private var measuredByType: [ObjectIdentifier: (sum: Double, count: Int)] = [:]

    /// Caches a measured height and adds it to its type's mean.
    private mutating func remember(_ height: Double, of item: Item, _ viewState: Any, _ stamp: SizeCache<Item>.Stamp) {
        cache.store(height, for: item.differenceIdentifier, stamp, width: environment.width)
        countTowardsMean(height, of: viewState)
    }

    /// Adds a height measured for `viewState` to the mean of its type.
    private mutating func countTowardsMean(_ height: Double, of viewState: Any) {
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

    // Plain increments: a key path per count cost more than the lookup it counts.
    private mutating func countHit() {
        counters.hits += 1
        totals.hits += 1
    }

    private mutating func countEstimate() {
        counters.estimates += 1
        totals.estimates += 1
    }

    private mutating func countMeasurement() {
        counters.measurements += 1
        totals.measurements += 1
    }

    /// A `ViewStateItem`'s `viewState`, else the item itself (callable on any thread).
    static func viewState(of item: Item) -> Any {
        if let item = item as? any ViewStateItem { return item.viewState }
        return item
    }
}
