// An app's file on iOS: UIKit and the package's modules imported together. UIKit declares
// `section`, `item`, `row`, `init(item:section:)` and `init(row:section:)` on IndexPath, and
// so does ListUpdates (for the platforms without UIKit); app code must see no ambiguity.
import InteractorAdapter
import InteractorAdapterUIKit
import UIKit

@MainActor
func describeAppIndexPaths(in tableView: UITableView) -> [String] {
    let item = IndexPath(item: 2, section: 1)
    let row = IndexPath(row: 3, section: 0)
    var lines = ["\(item.section)-\(item.item)", "\(row.section)-\(row.row)"]
    for path in tableView.indexPathsForVisibleRows ?? [] {
        lines.append("visible \(path.section)-\(path.row)")
    }
    let move = BatchUpdate.Move(from: item, to: row)
    lines.append("\(move.from.section) to \(move.to.item)")
    return lines
}
