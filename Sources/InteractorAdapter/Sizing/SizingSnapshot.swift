import LayoutSpecs
import StagedDiff

/// A row measured with the background diff: its item and its height at the snapshot's width.
struct MeasuredRow<Item: Sendable>: Sendable {
    let item: Item
    let height: Double
    /// The row's layout, for a row sized by a layout spec (its root's height is `height`).
    var layout: Layout? = nil
}

/// A copy of the size cache for the diff's thread, which only reads it.
///
/// `@unchecked Sendable`: the cache is a value the main actor copied before the diff was
/// scheduled (its storage is copied on the main actor's next write, never shared while
/// written), and its keys come from items, which are `Sendable`; the identifier type alone
/// is not declared `Sendable` by `Differentiable`.
struct SizeCacheCopy<Item: Differentiable & Sendable>: @unchecked Sendable {
    let cache: SizeCache<Item>

    init(_ cache: SizeCache<Item>) { self.cache = cache }
}

/// What measuring the rows of a background diff needs: the sizing of each view-state type,
/// the environment and a copy of the size cache. `measure(_:)` runs on the diff's thread.
struct SizingSnapshot<Item: Differentiable & Sendable>: Sendable {
    let sizings: [ObjectIdentifier: RowSizing]
    let environment: SizingEnvironment
    let cache: SizeCacheCopy<Item>

    /// Measures the rows `staged` inserts or updates that the cache does not hold, each
    /// identity once.
    func measure<Model>(_ staged: StagedChangeset<[ArraySection<Model, Item>]>) -> [MeasuredRow<Item>] {
        var measured: [MeasuredRow<Item>] = []
        var seen = Set<Item.DifferenceIdentifier>()
        for stage in staged {
            for path in stage.elementInserted + stage.elementUpdated {
                guard stage.data.indices.contains(path.section),
                    stage.data[path.section].elements.indices.contains(path.element)
                else { continue }
                let item = stage.data[path.section].elements[path.element]
                guard seen.insert(item.differenceIdentifier).inserted, let row = measuredRow(of: item) else { continue }
                measured.append(row)
            }
        }
        return measured
    }

    /// `item` measured (laid out, for a row sized by a layout spec); nil when its type is not
    /// measured or the cache has it.
    private func measuredRow(of item: Item) -> MeasuredRow<Item>? {
        let viewState: Any = (item as? any ViewStateItem)?.viewState ?? item
        guard let sizing = sizings[ObjectIdentifier(type(of: viewState))], case .measured(let measure) = sizing.kind
        else { return nil }
        let stamp = SizeCache<Item>.Stamp(item, viewState: viewState, environment: environment)
        guard cache.cache.height(of: item.differenceIdentifier, stamp, width: environment.width) == nil else {
            return nil
        }
        if let spec = sizing.layoutSpec {
            let layout = spec(viewState, environment)?.layout(width: environment.width)
            return MeasuredRow(item: item, height: layout?.size.height ?? .nan, layout: layout)
        }
        return MeasuredRow(item: item, height: measure(viewState, environment.width, environment) ?? .nan)
    }
}
