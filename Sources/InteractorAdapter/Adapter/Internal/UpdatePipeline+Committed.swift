import Foundation
import ListUpdates
import StagedDiff

// What the list has committed while it holds a batch (`CommittedDataHolding`): the questions
// of `UpdatePipeline+Cells.swift`, `+Interactions.swift` and `+Sections.swift` are answered
// from `answered`, the held sections during a hold and `sections` otherwise; the counts and
// the diffs stay on `sections`. Row heights are answered the same way, from `answeredHeights`.
extension UpdatePipeline {
    /// The sections the list's questions about items, headers and footers are answered from.
    var answered: [Section] { heldSections ?? sections }

    /// The rows' heights the list's questions are answered from (NaN: not sized), with
    /// `answered`: the held heights during a hold, the sizer's otherwise.
    var answeredHeights: [[Double]] { heldHeights ?? sizer.heights }

    /// Keeps answering from the sections (and the rows' heights) as they are now, until
    /// `commitHeldSections()`.
    func holdAnsweredSections() {
        guard heldSections == nil else { return }
        heldSections = sections
        heldHeights = sizer.heights
    }

    /// Keeps answering from what is shown now, before new sections are set for a reload that
    /// will wait: this pipeline's sections, or, for a provider, the whole composed list's.
    func holdCommittedData() {
        if isHosted {
            host?.holdCommittedData()
        } else {
            holdAnsweredSections()
        }
    }

    /// The list committed `sections`: answers come from them again.
    func commitHeldSections() {
        heldSections = nil
        heldHeights = nil
    }

    /// The user dragged an item during a hold: the held sections follow what the list shows.
    func moveHeldItem(from source: IndexPath, to destination: IndexPath) {
        guard var held = heldSections, let item = held.item(at: source.section, source.item),
            held.indices.contains(destination.section)
        else { return }
        held[source.section].elements.remove(at: source.item)
        let count = held[destination.section].elements.count
        held[destination.section].elements.insert(item, at: min(max(0, destination.item), count))
        heldSections = held
        guard var heights = heldHeights, heights.indices.contains(source.section),
            heights[source.section].indices.contains(source.item), heights.indices.contains(destination.section)
        else { return }
        let height = heights[source.section].remove(at: source.item)
        let rows = heights[destination.section].count
        heights[destination.section].insert(height, at: min(max(0, destination.item), rows))
        heldHeights = heights
    }

    /// The height of the row at `indexPath` as the list committed it; nil for a row without
    /// sizing (the list's row height) or outside the answered sections.
    func answeredHeight(at indexPath: IndexPath) -> Double? {
        guard heldHeights != nil else { return sizer.height(at: indexPath) }
        let heights = answeredHeights
        guard heights.indices.contains(indexPath.section), heights[indexPath.section].indices.contains(indexPath.item)
        else { return nil }
        let height = heights[indexPath.section][indexPath.item]
        return height.isNaN ? nil : height
    }

    /// Every row's height in `section` as the list committed it, `rowHeight` for rows
    /// without sizing; nil when no registration sizes rows.
    func answeredHeights(inSection section: Int, rowHeight: Double) -> [Double]? {
        let heights = answeredHeights
        guard sizer.isActive, heights.indices.contains(section) else { return nil }
        // Most lists size every row: the array as it is, without a copy.
        if heldHeights == nil, !sizer.hasUnsizedRows { return heights[section] }
        return heights[section].map { $0.isNaN ? rowHeight : $0 }
    }

    /// Whether the committed row at `indexPath` is self-sizing (`ItemSizing.selfSizing`).
    func answeredRowSelfSizes(at indexPath: IndexPath) -> Bool {
        answered.item(at: indexPath.section, indexPath.item).map { sizer.selfSizes($0) } ?? false
    }

    /// The list measured the committed row at `indexPath` at `height`: cached for its content
    /// and width; its height on screen too unless the list holds older data.
    func listMeasured(_ height: Double, ofRowAt indexPath: IndexPath) {
        guard let item = answered.item(at: indexPath.section, indexPath.item) else { return }
        if heldHeights == nil {
            sizer.listMeasured(height, of: item, at: indexPath)
        } else if sizer.selfSizes(item), height.isFinite, height >= 0 {
            sizer.store(measured: height, of: item)
        }
    }
}
