#if !canImport(UIKit)
import Foundation

extension ListEngine {
    /// Puts the visible and prepared cells at their items' frames in the content, as UIKit
    /// lays a cell out at its row's rectangle (Apple documentation,
    /// `UITableView.rectForRow(at:)`) or at its item's layout attributes' frame
    /// (`UICollectionViewLayoutAttributes.frame`): a cell reads its height from its frame.
    func placeCells() {
        for (path, cell) in visible.merging(prepared, uniquingKeysWith: { current, _ in current }) {
            guard let frame = geometry.frame(of: path), cell.frame != frame else { continue }
            cell.frame = frame
        }
    }
}
#endif
