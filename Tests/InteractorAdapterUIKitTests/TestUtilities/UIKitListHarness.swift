#if !canImport(UIKit)
import Foundation
import InteractorAdapterUIKit
import ReactiveTesting
import UIKitStandIn

/// Which UIKit list a test runs on.
enum UIKitListKind: String, CaseIterable, Sendable, CustomStringConvertible {
    case table
    case collection

    var description: String { rawValue }
}

/// A table or collection view of the stand-in, in a window, driven by the binding: the
/// UIKit side of a test. Rows are `rowHeight` high and full width, so a 220-point list shows
/// five 44-point rows; batch animations end on `scheduler` after 0.3 seconds.
@MainActor
final class UIKitListHarness {
    let kind: UIKitListKind
    let scheduler = TestScheduler()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 2_000))
    /// The `UITableView` or `UICollectionView`.
    let scrollView: UIScrollView
    /// The binding: a `TableListView` or a `CollectionListView`.
    let list: any ListView
    let standIn: StandInControls

    init(
        _ kind: UIKitListKind, height: CGFloat = 220, rowHeight: CGFloat = 44, headerHeight: CGFloat = 0,
        footerHeight: CGFloat = 0, systemVersion: Int = 18, preparedCells: Int = 0, inWindow: Bool = true,
        animationDuration: TimeInterval = 0.3
    ) {
        self.kind = kind
        let frame = CGRect(x: 0, y: 0, width: 320, height: height)
        let version = OperatingSystemVersion(majorVersion: systemVersion, minorVersion: 0, patchVersion: 0)
        switch kind {
        case .table:
            let tableView = UITableView(frame: frame, style: .plain)
            tableView.rowHeight = rowHeight
            tableView.sectionHeaderHeight = headerHeight
            tableView.sectionFooterHeight = footerHeight
            standIn = tableView.standIn
            scrollView = tableView
            list = TableListView(tableView: tableView, scheduler: scheduler, systemVersion: version)
        case .collection:
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: frame.width, height: rowHeight)
            layout.headerReferenceSize = CGSize(width: frame.width, height: headerHeight)
            layout.footerReferenceSize = CGSize(width: frame.width, height: footerHeight)
            layout.minimumLineSpacing = 0
            let collectionView = UICollectionView(frame: frame, collectionViewLayout: layout)
            standIn = collectionView.standIn
            scrollView = collectionView
            list = CollectionListView(collectionView: collectionView, scheduler: scheduler, systemVersion: version)
        }
        standIn.preparedCellCount = preparedCells
        standIn.animationDuration = animationDuration
        let scheduler = scheduler
        standIn.animationTimer = { delay, complete in
            scheduler.schedule(after: delay) { MainActor.assumeIsolated(complete) }
        }
        if inWindow { window.addSubview(scrollView) }
    }

    /// The table view (nil on a collection).
    var tableView: UITableView? { scrollView as? UITableView }
    /// The collection view (nil on a table).
    var collectionView: UICollectionView? { scrollView as? UICollectionView }

    /// UIKit's next layout pass.
    func layout() {
        scrollView.layoutIfNeeded()
    }

    /// UIKit's cell at `item` of `section` (visible or prepared).
    func cell(_ item: Int, section: Int = 0) -> UIView? {
        let path = IndexPath(item: item, section: section)
        return tableView?.cellForRow(at: path) ?? collectionView?.cellForItem(at: path)
    }

    /// UIKit's header of `section`.
    func header(_ section: Int) -> UIView? {
        tableView?.headerView(forSection: section)
            ?? collectionView?.supplementaryView(
                forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))
    }

    /// UIKit's footer of `section`.
    func footer(_ section: Int) -> UIView? {
        tableView?.footerView(forSection: section)
            ?? collectionView?.supplementaryView(
                forElementKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: section))
    }

    /// UIKit's visible index paths, in list order.
    var visiblePaths: [IndexPath] {
        (tableView?.indexPathsForVisibleRows ?? collectionView?.indexPathsForVisibleItems ?? []).sorted()
    }

    /// The texts of the visible cells, in list order.
    var visibleTexts: [String] {
        visiblePaths.map { labelText(cell($0.item, section: $0.section)) ?? "<no text>" }
    }

    /// The counts UIKit shows.
    var counts: [Int] {
        if let tableView { return (0..<tableView.numberOfSections).map { tableView.numberOfRows(inSection: $0) } }
        guard let collectionView else { return [] }
        return (0..<collectionView.numberOfSections).map { collectionView.numberOfItems(inSection: $0) }
    }

    /// Scrolls to `y` and lets UIKit lay the new rows out.
    func scroll(to y: CGFloat) {
        scrollView.contentOffset = CGPoint(x: 0, y: y)
        layout()
    }

    /// Whatever UIKit raised or asserted on, for `#expect(… .isEmpty)`.
    var complaints: [String] {
        standIn.raisedExceptions + standIn.violations.map(\.description)
    }
}
#endif
