import LayoutSpecs

// Rows sized by a layout spec (`ItemSizing.layout`): the layout computed where the height is
// measured and kept in `layouts`, so that the cell gets the frames its row's height came from.
extension RowSizer {
    /// Whether any view-state type is sized by a layout spec (cells may need layouts).
    var hasLayouts: Bool {
        sizings.values.contains { $0.layoutSpec != nil }
    }

    /// The layout of `item`'s row at the current width, for a type sized by a layout spec:
    /// the cached one (computed with the background diff or when the row was measured), else
    /// computed now and cached; nil for other types.
    @usableFromInline
    mutating func layout(of item: Item) -> Layout? {
        let viewState = Self.viewState(of: item)
        guard let sizing = sizings[ObjectIdentifier(type(of: viewState))], sizing.layoutSpec != nil else { return nil }
        let stamp = SizeCache<Item>.Stamp(item, viewState: viewState, environment: environment)
        if let layout = layouts.layout(of: item.differenceIdentifier, stamp, width: environment.width) {
            return layout
        }
        return layOut(item, viewState, stamp, sizing)
    }

    /// The height of `item`'s layout (its root's), NaN without one.
    @usableFromInline
    mutating func layoutHeight(of item: Item) -> Double {
        layout(of: item)?.size.height ?? .nan
    }

    /// Computes the layout of `item` (showing `viewState`, with `stamp`) at the current width
    /// and caches it; nil when the spec does not take the view state.
    mutating func layOut(_ item: Item, _ viewState: Any, _ stamp: SizeCache<Item>.Stamp, _ sizing: RowSizing) -> Layout?
    {
        guard let node = sizing.layoutSpec?(viewState, environment) else { return nil }
        let layout = node.layout(width: environment.width)
        layouts.store(layout, for: item.differenceIdentifier, stamp, width: environment.width)
        return layout
    }
}
