// An app's file on macOS: AppKit (which declares `section`, `item` and `init(item:section:)`
// on IndexPath for NSCollectionView) and SwiftUI imported with the package's core modules;
// app code must see no ambiguity.
import AppKit
import InteractorAdapter
import SwiftUI

func describeAppIndexPaths() -> [String] {
    let item = IndexPath(item: 2, section: 1)
    let row = IndexPath(row: 3, section: 0)
    let move = BatchUpdate.Move(from: item, to: row)
    return ["\(item.section)-\(item.item)", "\(row.section)-\(row.row)", "\(move.from.section) to \(move.to.item)"]
}
