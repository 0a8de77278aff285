import BinarySearch
import Foundation
import StagedDiff

/// Where every row of a validated batch goes: what `HeadlessListView` needs to keep the
/// cells of rows that survive and to dequeue new ones for the rest.
///
/// Rows that are neither deleted, reloaded nor moved keep their order and fill, in turn,
/// the places of their section that no insert and no move took.
package struct BatchUpdatePlan {
    private let sections: SectionCorrespondence
    private let reloadedSections: SortedSet<Int>
    private let reloadedItems: SortedSet<ItemPosition>
    /// Item moves sorted by where they start (distinct once validated), searched by halves:
    /// every selected row is looked up too, and a list may have many of both.
    private let movesByOrigin: [BatchUpdate.Move<ItemPosition>]
    /// Items deleted or moved away, before the update.
    private let leaving: SortedSet<ItemPosition>
    /// Items inserted or moved in, after the update.
    private let arriving: SortedSet<ItemPosition>

    init(_ check: BatchUpdateCheck, sections: SectionCorrespondence) {
        self.sections = sections
        reloadedSections = check.reloadedSections
        reloadedItems = check.reloadedItems
        movesByOrigin = Self.byOrigin(check.itemMoves)
        leaving = check.deletedItems.union(check.movedFrom)
        arriving = check.insertedItems.union(check.movedTo)
    }

    /// The index of section `old` after the batch, or nil when its content is gone
    /// (deleted or reloaded).
    package func newSection(for old: Int) -> Int? {
        guard !reloadedSections.contains(old) else { return nil }
        return sections.newSection(forOld: old)
    }

    /// Where the row at `old` is after the batch, or nil when it is deleted, reloaded or
    /// in a section whose content is gone.
    package func newIndexPath(for old: IndexPath) -> IndexPath? {
        newPosition(for: ItemPosition(old))?.indexPath
    }

    /// `newIndexPath(for:)` without index paths.
    package func newPosition(for old: ItemPosition) -> ItemPosition? {
        guard let section = newSection(for: old.section), !reloadedItems.contains(old) else { return nil }
        let leavingBelow = leaving.countBelow(old)
        if leavingBelow < leaving.count, leaving.elements[leavingBelow] == old {
            // Moved (sources are distinct once validated) or deleted.
            return target(ofMoveFrom: old)
        }
        let rank = old.item - (leavingBelow - leaving.countBelow(ItemPosition(section: old.section, item: .min)))
        return ItemPosition(section: section, item: arriving.freeSlot(rank, inSection: section))
    }

    /// A cursor that answers `newPosition(for:)` for positions asked in list order, walking
    /// the plan's sorted sets once instead of searching them by halves for each position:
    /// what a batch does for every cell on screen.
    package func ascendingPositions() -> AscendingPositions {
        AscendingPositions(plan: self)
    }

    /// `BatchUpdatePlan.newPosition(for:)` for positions asked in ascending list order: each
    /// index into the plan's sorted sets only moves forward, searched by halves once per
    /// section. A position that does not follow the previous one starts the walk again, so
    /// the answers are `newPosition(for:)`'s in any order.
    package struct AscendingPositions {
        // MARK: Lifecycle

        fileprivate init(plan: BatchUpdatePlan) {
            self.plan = plan
        }

        // MARK: Package

        /// Where the row at `old` is after the batch (see `BatchUpdatePlan.newPosition(for:)`).
        package mutating func newPosition(for old: ItemPosition) -> ItemPosition? {
            if let previous, !(previous < old) { self = AscendingPositions(plan: plan) }
            previous = old
            if old.section != section { enter(section: old.section) }
            guard let newSection else { return nil }
            let reloaded = plan.reloadedItems.elements
            while reloadedIndex < reloaded.count, reloaded[reloadedIndex] < old { reloadedIndex &+= 1 }
            if reloadedIndex < reloaded.count, reloaded[reloadedIndex] == old { return nil }
            let leaving = plan.leaving.elements
            while leavingIndex < leaving.count, leaving[leavingIndex] < old { leavingIndex &+= 1 }
            if leavingIndex < leaving.count, leaving[leavingIndex] == old { return plan.target(ofMoveFrom: old) }
            // The rank of a row that stays rises with its item, and so does its free slot
            // (`SortedSet.freeSlot(_:among:key:)`): the arriving index only moves forward.
            let rank = old.item &- (leavingIndex &- sectionLeavingStart)
            let arriving = plan.arriving.elements
            while arrivingIndex < arrivingEnd, arriving[arrivingIndex].item &- (arrivingIndex &- arrivingStart) <= rank
            {
                arrivingIndex &+= 1
            }
            return ItemPosition(section: newSection, item: rank &+ (arrivingIndex &- arrivingStart))
        }

        // MARK: Private

        private let plan: BatchUpdatePlan
        /// The last position asked; nil before the first.
        private var previous: ItemPosition?
        /// The old section of `previous` (-1 before the first), and its index after the
        /// batch (nil: its content is gone).
        private var section = -1
        private var newSection: Int?
        /// The first reloaded and leaving items not below `previous`.
        private var reloadedIndex = 0
        private var leavingIndex = 0
        /// Where `section`'s leaving items start.
        private var sectionLeavingStart = 0
        /// `newSection`'s arriving items (`arrivingStart..<arrivingEnd`), and the first of
        /// them not yet counted as taken below the last row answered.
        private var arrivingStart = 0
        private var arrivingIndex = 0
        private var arrivingEnd = 0

        private mutating func enter(section old: Int) {
            section = old
            newSection = plan.newSection(for: old)
            let sectionStart = ItemPosition(section: old, item: .min)
            sectionLeavingStart = plan.leaving.countBelow(sectionStart)
            leavingIndex = max(leavingIndex, sectionLeavingStart)
            reloadedIndex = max(reloadedIndex, plan.reloadedItems.countBelow(sectionStart))
            guard let newSection else { return }
            let range = plan.arriving.range(inSection: newSection)
            arrivingStart = range.lowerBound
            arrivingIndex = range.lowerBound
            arrivingEnd = range.upperBound
        }
    }

    /// `moves` sorted by where they start; as given when they are already (a differ emits
    /// them so), without sorting a copy.
    private static func byOrigin(_ moves: [BatchUpdate.Move<ItemPosition>]) -> [BatchUpdate.Move<ItemPosition>] {
        for index in moves.indices.dropFirst() where !(moves[index - 1].from < moves[index].from) {
            return moves.sorted { $0.from < $1.from }
        }
        return moves
    }

    /// Where the move starting at `origin` ends, or nil when no move starts there.
    private func target(ofMoveFrom origin: ItemPosition) -> ItemPosition? {
        let low = movesByOrigin.partitioningIndex { !($0.from < origin) }
        return low < movesByOrigin.count && movesByOrigin[low].from == origin ? movesByOrigin[low].to : nil
    }
}
