import Foundation
import ListUpdates
import StagedDiff

// Rows sized by a layout spec hand their cells the layout their height came from: before a
// fresh render (`cell(at:listPath:)`), before an in-place render (`decideItem`), and to the
// cells on screen when heights change outside a batch (a new width, a correction).
extension UpdatePipeline {
    /// Hands `cell` the layout of `item`'s row when it is a `LayoutRenderableCell` of the class
    /// registered for the item's view state and the type is sized by a layout spec.
    @usableFromInline
    func handLayout(to cell: any ListCell, of item: Item) {
        guard sizer.hasLayouts, let cell = cell as? any LayoutRenderableCell,
            let registration = registry.registration(for: ViewStateLookup.viewState(of: item), kind: .cell),
            ObjectIdentifier(type(of: cell)) == ObjectIdentifier(registration.cellType),
            let layout = sizer.layout(of: item)
        else { return }
        cell.apply(layout)
    }

    /// Before an item on screen is decided (and maybe rendered in place): hands its cell the
    /// layout of the item's new state.
    @usableFromInline
    func handLayoutBeforeDeciding(_ context: StagedUpdateContext, _ item: Item) {
        guard case .visible(let cell) = context else { return }
        handLayout(to: cell, of: item)
    }

    /// Hands the cells on screen the layouts of their rows and renders them again, after
    /// heights changed outside a batch: a cell placed for another width would stay so.
    func handLayoutsToVisibleCells() {
        guard sizer.hasLayouts else { return }
        for listPath in listView.indexPathsForVisibleItems {
            let path = IndexPath(item: listPath.item, section: listPath.section - sectionOffset)
            guard let item = sections.item(at: path.section, path.item), let cell = listView.cellForItem(at: listPath),
                cell is any LayoutRenderableCell
            else { continue }
            let viewState = ViewStateLookup.viewState(of: item)
            guard let registration = registry.registration(for: viewState, kind: .cell) else { continue }
            handLayout(to: cell, of: item)
            registration.configure(cell, viewState)
        }
    }
}
