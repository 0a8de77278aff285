import Foundation
import StagedDiff

/// The heights of the rows an adapter shows: the sizing registered per view-state type,
/// the size cache, the environment, and each row's height in the order of the sections on
/// screen (what the list lays out from, without a lookup per row). Counts what it does for
/// the trace.
///
/// Heights are NaN for rows whose type has no sizing: the list gives those its own height.
///
/// What runs per row or per emission is `@inlinable`, so that it is specialised for the
/// app's items in the module that binds (as `UpdatePipeline`'s update path is): compiled here
/// as generic code, each row's cache look-up would look type metadata up at run time.
@usableFromInline
struct RowSizer<Model: Differentiable & Sendable, Item: Differentiable & Sendable> {
    @usableFromInline
    typealias Section = ArraySection<Model, Item>

    // MARK: Internal

    /// The sizing of each registered view-state type.
    @usableFromInline
    private(set) var sizings: [ObjectIdentifier: RowSizing] = [:]
    @usableFromInline
    var cache = SizeCache<Item>()
    /// The layouts of rows sized by a layout spec, keyed as `cache` keys heights.
    @usableFromInline
    var layouts = LayoutCache<Item>()
    @usableFromInline
    var environment = SizingEnvironment()
    /// The height of a row not measured yet whose type has no estimate nor measured rows.
    @usableFromInline
    var estimatedRowHeight = 44.0
    /// Each row's height, section by section, as on screen (NaN: the list's own height).
    @usableFromInline
    var heights: [[Double]] = []
    /// What was counted since `takeCounters()`.
    @usableFromInline
    var counters = SizingCounters()
    /// Everything counted since the adapter started.
    @usableFromInline
    var totals = SizingCounters()
    /// Rows whose height changed since the list last asked (list index paths); nil when
    /// every row may have changed (the list lays everything out again).
    @usableFromInline
    var changedRows: [IndexPath]? = []

    /// Whether a row without sizing (a NaN in `heights`) may be on screen: false until one is
    /// sized, so that handing the heights to the list needs no scan.
    @usableFromInline
    var hasUnsizedRows = false

    /// Whether rows the cache does not hold get an estimate instead of being measured now.
    @usableFromInline
    var estimatesMisses = false
    /// The items laid out at an estimate, waiting for their measured heights.
    @usableFromInline
    var estimatedIdentities: Set<Item.DifferenceIdentifier> = []

    /// Whether any view-state type has a sizing.
    @inlinable
    var isActive: Bool { !sizings.isEmpty }

    mutating func register(_ sizing: RowSizing, for viewStateType: Any.Type) {
        sizings[ObjectIdentifier(viewStateType)] = sizing
    }

    /// The counts since the last call, and starts counting again.
    @inlinable
    mutating func takeCounters() -> SizingCounters {
        defer { counters = SizingCounters() }
        return counters
    }

    /// The height of the row `item` in the current environment: from the cache or measured
    /// (and cached); NaN for a type without sizing.
    @inlinable
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
                : layoutHeight(of: item)
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
    @inlinable
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
    @inlinable
    static func shape(_ heights: [[Double]]) -> [Int] { heights.map(\.count) }

    /// Carries the heights on screen through `stage` (its paths `sectionOffset` sections
    /// down) to `sections`, its data: rows that stay or move keep their heights (no lookup),
    /// inserted rows are sized. O(k log k) for the k rows the stage deletes, inserts or moves,
    /// plus copying the heights of each section it touches in runs; O(k) lookups. False
    /// (nothing changed) for a stage that also changes sections or updates rows, which
    /// `sizeAll` handles.
    @inlinable
    mutating func carry(_ stage: Changeset<[Section]>, sectionOffset offset: Int, to sections: [Section]) -> Bool {
        guard isActive, stage.sectionDeleted.isEmpty, stage.sectionInserted.isEmpty, stage.sectionMoved.isEmpty,
            stage.elementUpdated.isEmpty, heights.count == sections.count
        else { return false }
        // The heights in the environment before, carried the same way (inserted rows unknown).
        let carriesPrevious = previous.map { Self.shape($0.heights) == Self.shape(heights) } ?? false
        var edits = [HeightEdits](repeating: HeightEdits(), count: sections.count)
        for path in stage.elementDeleted {
            let section = path.section - offset
            guard heights.indices.contains(section), heights[section].indices.contains(path.element) else {
                return false
            }
            edits[section].removed.append(path.element)
        }
        for move in stage.elementMoved {
            let source = move.source.section - offset
            let target = move.target.section - offset
            guard heights.indices.contains(source), heights[source].indices.contains(move.source.element),
                edits.indices.contains(target)
            else { return false }
            edits[source].removed.append(move.source.element)
            edits[target].placed.append(
                HeightEdits.Placed(
                    index: move.target.element, height: heights[source][move.source.element],
                    previous: carriesPrevious ? previous?.heights[source][move.source.element] ?? .infinity : .infinity)
            )
        }
        for path in stage.elementInserted {
            let section = path.section - offset
            guard sections.indices.contains(section), sections[section].elements.indices.contains(path.element)
            else { return false }
            edits[section].placed.append(
                HeightEdits.Placed(
                    index: path.element, height: height(of: sections[section].elements[path.element]),
                    previous: .infinity))
        }
        var new = heights
        var newPrevious = carriesPrevious ? previous?.heights : nil
        for section in edits.indices where !edits[section].isEmpty {
            edits[section].sort()
            let count = sections[section].elements.count
            guard let carried = edits[section].apply(to: heights[section], count: count, \.height) else { return false }
            new[section] = carried
            if let old = previous?.heights[section], newPrevious != nil {
                newPrevious?[section] = edits[section].apply(to: old, count: count, \.previous) ?? []
            }
        }
        heights = new
        if previous != nil {
            previous?.heights = newPrevious ?? []
            if !stage.elementInserted.isEmpty { previousIsComplete = false }
        }
        changedRows = nil
        return true
    }

    /// Sizes again the rows at `paths` (of `sections`, which keep their shape) and records
    /// those whose height changed in `changedRows`, `sectionOffset` sections down.
    @inlinable
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
    @inlinable
    mutating func takeChangedRows() -> [IndexPath]? {
        defer { changedRows = [] }
        return changedRows
    }

    /// The list laid every row out from `heights` (a reload, a batch): no change is pending.
    @inlinable
    mutating func listHasEveryHeight() {
        changedRows = []
    }

    /// Counts `rows` on screen resized without a reload.
    @inlinable
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
    @usableFromInline
    var previous: (environment: SizingEnvironment, heights: [[Double]])?
    /// Whether `previous` has no unknown height (none to size when turning back to it).
    @usableFromInline
    var previousIsComplete = true

    /// The sum and number of heights measured per view-state type, for estimates.
    @usableFromInline
    var measuredByType: [ObjectIdentifier: (sum: Double, count: Int)] = [:]

    /// Caches a measured height and adds it to its type's mean.
    private mutating func remember(_ height: Double, of item: Item, _ viewState: Any, _ stamp: SizeCache<Item>.Stamp) {
        cache.store(height, for: item.differenceIdentifier, stamp, width: environment.width)
        countTowardsMean(height, of: viewState)
    }

    /// Adds a height measured for `viewState` to the mean of its type.
    @inlinable
    mutating func countTowardsMean(_ height: Double, of viewState: Any) {
        guard height.isFinite else { return }
        let type = ObjectIdentifier(Swift.type(of: viewState))
        let sum = measuredByType[type] ?? (0, 0)
        measuredByType[type] = (sum.sum + height, sum.count + 1)
    }

    /// The mean height measured for rows of `viewState`'s type, if any were.
    @inlinable
    func mean(ofType viewState: Any) -> Double? {
        guard let sum = measuredByType[ObjectIdentifier(Swift.type(of: viewState))], sum.count > 0 else { return nil }
        return sum.sum / Double(sum.count)
    }

    /// What the height of `item` depends on in the current environment.
    private func stamp(_ item: Item, _ viewState: Any) -> SizeCache<Item>.Stamp {
        SizeCache<Item>.Stamp(item, viewState: viewState, environment: environment)
    }

    // Plain increments: a key path per count cost more than the lookup it counts.
    @inlinable
    mutating func countHit() {
        counters.hits += 1
        totals.hits += 1
    }

    @inlinable
    mutating func countEstimate() {
        counters.estimates += 1
        totals.estimates += 1
    }

    @inlinable
    mutating func countMeasurement() {
        counters.measurements += 1
        totals.measurements += 1
    }

    /// A `ViewStateItem`'s `viewState`, else the item itself (callable on any thread).
    @inlinable
    static func viewState(of item: Item) -> Any {
        if let item = item as? any ViewStateItem { return item.viewState }
        return item
    }
}
