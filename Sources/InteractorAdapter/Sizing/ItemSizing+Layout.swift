import LayoutSpecs

extension ItemSizing {
    /// Each row is laid out by a layout spec (a `LayoutNode` tree, flexbox as Yoga has it):
    /// the adapter computes the tree for the list's width where it measures rows (with the
    /// background diff when there is one, see `ListAdapter.diffScheduler`), caches the
    /// layout like a measured height (by the item's identity, its `SizeHashable.sizeHash`
    /// or content, and the width), gives the row the root's height, and hands a cell that
    /// conforms to `LayoutRenderableCell` every node's frame before it renders (fresh or in
    /// place).
    ///
    /// ```swift
    /// import LayoutSpecs
    ///
    /// var row = LayoutStyle()
    /// row.flexDirection = .row
    /// row.padding = LayoutEdges(all: 12)
    /// var text = LayoutStyle()
    /// text.flexShrink = 1
    /// adapter.registerCell(ofType: CommentCell.self, sizing: .layout { comment, environment in
    ///     LayoutNode(style: row, children: [
    ///         LayoutNode(content: .fixed(LayoutSize(width: 20, height: 20))),
    ///         .text(comment.text, font: .system(size: 16), measurer: MonospacedTextMeasurer(), style: text),
    ///     ])
    /// })
    /// ```
    /// - Parameters:
    ///   - estimate: the height a row gets while it is not laid out yet, as for `measured`.
    ///   - spec: the tree of a view state in an environment; a pure function the adapter
    ///     may call on any thread. Text leaves measure with a `TextMeasuring` that is safe
    ///     there (`MonospacedTextMeasurer` on the headless list).
    public static func layout(
        estimate: Double? = nil,
        _ spec: @escaping @Sendable (ViewState, SizingEnvironment) -> LayoutNode
    ) -> ItemSizing {
        var sizing = RowSizing(
            .measured { viewState, width, environment in
                (viewState as? ViewState).map { spec($0, environment).height(forWidth: width) }
            }, estimate: estimate, sizeHash: hasSizeHash())
        sizing.layoutSpec = { viewState, environment in
            (viewState as? ViewState).map { spec($0, environment) }
        }
        return ItemSizing(erased: sizing)
    }
}
