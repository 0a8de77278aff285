import Foundation

/// Where every row of a validated batch goes: what `HeadlessListView` needs to keep the
/// cells of rows that survive and to dequeue new ones for the rest.
///
/// Rows that are neither deleted, reloaded nor moved keep their order and fill, in turn,
/// the places of their section that no insert and no move took.
struct BatchUpdatePlan {
    private let sections: SectionCorrespondence
    private let reloadedSections: Set<Int>
    private let reloadedItems: Set<IndexPath>
    private let moveTargets: [IndexPath: IndexPath]
    /// Per section before: items deleted or moved away, sorted.
    private let leavingBySection: [Int: [Int]]
    /// Per section after: items inserted or moved in, sorted.
    private let arrivingBySection: [Int: [Int]]

    init(_ check: BatchUpdateCheck, sections: SectionCorrespondence) {
        self.sections = sections
        reloadedSections = check.reloadedSections
        reloadedItems = Set(check.update.reloadItems)
        moveTargets = Dictionary(check.itemMoves.map { ($0.from, $0.to) }, uniquingKeysWith: { first, _ in first })
        var leaving = check.deletedItemsBySection.mapValues(Set.init)
        var arriving = check.insertedItemsBySection.mapValues(Set.init)
        for move in check.itemMoves {
            leaving[move.from.section, default: []].insert(move.from.item)
            arriving[move.to.section, default: []].insert(move.to.item)
        }
        leavingBySection = leaving.mapValues { $0.sorted() }
        arrivingBySection = arriving.mapValues { $0.sorted() }
    }

    /// The index of section `old` after the batch, or nil when its content is gone
    /// (deleted or reloaded).
    func newSection(for old: Int) -> Int? {
        guard sections.newSectionForOld.indices.contains(old), !reloadedSections.contains(old) else { return nil }
        return sections.newSectionForOld[old]
    }

    /// Where the row at `old` is after the batch, or nil when it is deleted, reloaded or
    /// in a section whose content is gone.
    func newIndexPath(for old: IndexPath) -> IndexPath? {
        // The emptiness tests spare hashing `old` in the many batches without reloads or moves.
        guard let section = newSection(for: old.section),
              reloadedItems.isEmpty || !reloadedItems.contains(old) else { return nil }
        if !moveTargets.isEmpty, let target = moveTargets[old] { return target }
        let leaving = leavingBySection[old.section] ?? []
        let leavingBelow = BatchUpdateCheck.countBelow(old.item, in: leaving)
        if leaving.indices.contains(leavingBelow), leaving[leavingBelow] == old.item { return nil }
        let rank = old.item - leavingBelow
        let item = BatchUpdateCheck.freeSlot(rank, skipping: arrivingBySection[section] ?? [])
        return IndexPath(item: item, section: section)
    }
}
