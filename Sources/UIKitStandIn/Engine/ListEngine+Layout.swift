#if !canImport(UIKit)
import Foundation
import ListUpdates

extension ListEngine {
    /// A layout pass: loads the counts if needed, lays every item out again (UIKit invalidates
    /// the layout when the bounds or the layout's sizes change), keeps the content offset inside the content
    /// and makes the cells on screen match the viewport, reusing the cells that stay, taking
    /// prepared cells that scroll in without asking the data source again, and pooling those
    /// that leave (Apple documentation, `UITableView.reloadData()`: "For efficiency, the table
    /// view redisplays only those rows that are visible").
    func layout() {
        if let counts {
            setCounts(counts)  // sizes may have changed (a new frame, a new item size)
        } else {
            loadCountsIfNeeded()
        }
        clampContentOffset()
        refresh(
            carrying: visible.merging(prepared) { current, _ in current }, headers: headers, footers: footers,
            retiring: [])
    }

    /// Forgets every count and cell; the next layout reads them again (Apple documentation,
    /// `UICollectionView.reloadData()`: "This causes the collection view to discard any
    /// currently visible items (including placeholders) and recreate items based on the current
    /// state of the data source object"). Animations still running end with `finished` false.
    func reloadData() {
        if batchDepth > 0 { controls.record(.reloadDataInsideBatchUpdates) }
        if hasUncommittedUpdates { controls.record(.reloadDataWithUncommittedUpdates) }
        controls.reloadDataCount += 1
        discardEverything()
    }

    /// Forgets counts, cells, headers, footers, selection, an open swipe and the prefetched
    /// items, pooling the views, tells the delegate the visible cells ended displaying, and
    /// ends running animations with `finished` false. UIKit does not document what it does
    /// with prefetched items on a reload; the stand-in forgets them without a cancel (their
    /// index paths name the old data).
    func discardEverything() {
        announceEnded(before: visible, continuing: [])
        counts = nil
        selfSizedSizes = [:]
        for cell in visible.values { retire(cell, kind: .cell) }
        for cell in prepared.values { retire(cell, kind: .cell) }
        for case let header? in headers.values { retire(header, kind: .header) }
        for case let footer? in footers.values { retire(footer, kind: .footer) }
        visible = [:]
        prepared = [:]
        headers = [:]
        footers = [:]
        selected = []
        openSwipe = nil
        prefetched = []
        host?.setNeedsLayout()
        finishAnimations(finished: false)
    }

    /// Keeps the content offset between the top and the last screenful of content (Apple
    /// documentation, `UITableView.reloadData()`: "It adjusts offsets if the table shrinks as a
    /// result of the reload").
    func clampContentOffset() {
        guard let host else { return }
        let maximum = max(0, geometry.contentHeight - host.bounds.height)
        let y = min(max(0, host.contentOffset.y), maximum)
        if y != host.contentOffset.y { host.contentOffset = CGPoint(x: host.contentOffset.x, y: y) }
    }

    /// Makes the visible and prepared cells and the visible headers and footers match the
    /// viewport, telling the delegate first which cells end displaying and last which start,
    /// keeps an open swipe only on a cell that stays, and updates the prefetched items.
    /// - Parameters:
    ///   - carried: cells already showing the item at their index path.
    ///   - carriedHeaders: header slots already on screen, by section.
    ///   - carriedFooters: footer slots already on screen, by section.
    ///   - retiring: views that no longer show anything.
    ///   - retireFirst: whether retiring views may be handed out again by this refresh
    ///     (scrolling, layout) or only after it (a batch: a reloaded row gets another cell
    ///     while the old one animates away).
    func refresh(
        carrying carried: [IndexPath: UIView], headers carriedHeaders: [Int: UIView?],
        footers carriedFooters: [Int: UIView?], retiring: [(UIView, ViewKind)], retireFirst: Bool = true
    ) {
        guard let host, counts != nil else { return }
        let top = host.bounds.minY
        let bottom = host.bounds.maxY
        let visiblePaths = geometry.visibleItems(from: top, to: bottom)
        var preparedPaths: [IndexPath] = []
        if let first = visiblePaths.first, let last = visiblePaths.last {
            preparedPaths = geometry.neighbours(of: first, last, count: controls.preparedCellCount)
        }
        let headerSections = Set(geometry.visibleSupplements(.header, from: top, to: bottom))
        let footerSections = Set(geometry.visibleSupplements(.footer, from: top, to: bottom))
        let wanted = Set(visiblePaths).union(preparedPaths)
        let before = visible
        let continuing = Self.continuing(before, carried: carried, staying: Set(visiblePaths))
        announceEnded(before: before, continuing: continuing)
        var leaving = retiring
        for (path, cell) in carried where !wanted.contains(path) { leaving.append((cell, .cell)) }
        for case let (section, header?) in carriedHeaders where !headerSections.contains(section) {
            leaving.append((header, .header))
        }
        for case let (section, footer?) in carriedFooters where !footerSections.contains(section) {
            leaving.append((footer, .footer))
        }
        if retireFirst { for (view, kind) in leaving { retire(view, kind: kind) } }
        var newVisible: [IndexPath: UIView] = [:]
        for path in visiblePaths { newVisible[path] = carried[path] ?? requestCellUnlessDeferred(at: path) }
        var newPrepared: [IndexPath: UIView] = [:]
        for path in preparedPaths { newPrepared[path] = carried[path] ?? requestCellUnlessDeferred(at: path) }
        visible = newVisible
        prepared = newPrepared
        placeCells()
        headers = supplements(.header, in: headerSections, carrying: carriedHeaders)
        footers = supplements(.footer, in: footerSections, carrying: carriedFooters)
        if !retireFirst { for (view, kind) in leaving { retire(view, kind: kind) } }
        keepOpenSwipe(onlyOn: continuing)
        announceStarted(continuing: continuing)
        updatePrefetching()
        settleSelfSizing()
    }

    // MARK: Private

    /// Gives every visible and prepared cell the frame of its item (UIKit applies the
    /// layout's attributes to each cell it shows).
    private func placeCells() {
        for (path, cell) in visible { if let frame = geometry.frame(of: path) { cell.frame = frame } }
        for (path, cell) in prepared { if let frame = geometry.frame(of: path) { cell.frame = frame } }
    }

    /// The data source's cell for `path`; nil while `defersCellRequests` (the next layout
    /// pass asks).
    private func requestCellUnlessDeferred(at path: IndexPath) -> UIView? {
        defersCellRequests ? nil : requestCell(at: path)
    }

    /// The cells of `before` that stay displayed: carried to a path that stays visible.
    private static func continuing(
        _ before: [IndexPath: UIView], carried: [IndexPath: UIView], staying: Set<IndexPath>
    ) -> Set<ObjectIdentifier> {
        let shown = Set(before.values.map(ObjectIdentifier.init))
        return Set(
            carried.compactMap { path, cell in
                staying.contains(path) && shown.contains(ObjectIdentifier(cell)) ? ObjectIdentifier(cell) : nil
            })
    }

    /// The header or footer slots of `sections`: those already on screen, else the callback's.
    private func supplements(
        _ kind: ViewKind, in sections: Set<Int>, carrying carried: [Int: UIView?]
    ) -> [Int: UIView?] {
        var slots: [Int: UIView?] = [:]
        for section in sections.sorted() {
            slots[section] = carried[section] ?? .some(requestSupplement(kind, forSection: section))
        }
        return slots
    }
}
#endif
