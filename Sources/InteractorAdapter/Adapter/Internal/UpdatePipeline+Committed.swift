import Foundation
import ListUpdates
import StagedDiff

// What the list has committed while it holds a batch (`CommittedDataHolding`): the questions
// of `UpdatePipeline+Cells.swift`, `+Interactions.swift` and `+Sections.swift` are answered
// from `answered`, the held sections during a hold and `sections` otherwise; the counts and
// the diffs stay on `sections`.
extension UpdatePipeline {
    /// The sections the list's questions about items, headers and footers are answered from.
    var answered: [Section] { heldSections ?? sections }

    /// Keeps answering from the sections as they are now, until `commitHeldSections()`.
    func holdAnsweredSections() {
        if heldSections == nil { heldSections = sections }
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
    }
}
