import Foundation
import ListUpdates
import StagedDiff

// What the list asks about sections beyond their items: the heights of their headers and
// footers (0 for none). Paths are the pipeline's own, as in `UpdatePipeline+Cells.swift`.
extension UpdatePipeline {
    // MARK: Internal

    // The list asks these at every layout: models that say nothing answer before any generic
    // code runs (a generic function looks its types' metadata up on entry).

    /// The model's `ListSectionModel.headerHeight` (0: no header); nil (the list's own
    /// height) for a model that does not say.
    func headerHeight(ofSection section: Int) -> Double? {
        modelsDescribeSections ? describedHeaderHeight(ofSection: section) : nil
    }

    /// 0 when the section model gives no footer view state, else its
    /// `ListSectionModel.footerHeight` (nil: the list's own height).
    func footerHeight(ofSection section: Int) -> Double? {
        modelsDescribeSections ? describedFooterHeight(ofSection: section) : 0
    }

    /// Whether items may be dragged into and out of `section` (`ListSectionModel`).
    func allowsMovesAcrossSections(_ section: Int) -> Bool {
        let answered = answered
        guard modelsDescribeSections, answered.indices.contains(section) else { return false }
        return (answered[section].model as? any ListSectionModel)?.allowsMovesAcrossSections ?? false
    }

    // MARK: Private

    @inline(never)
    private func describedHeaderHeight(ofSection section: Int) -> Double? {
        let answered = answered
        guard answered.indices.contains(section) else { return nil }
        return (answered[section].model as? any ListSectionModel)?.headerHeight
    }

    @inline(never)
    private func describedFooterHeight(ofSection section: Int) -> Double? {
        let answered = answered
        guard answered.indices.contains(section), let model = answered[section].model as? any ListSectionModel,
            model.footerViewState != nil
        else { return 0 }
        return model.footerHeight
    }
}
