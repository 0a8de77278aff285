import ListUpdates
import StagedDiff

// The differs the `bind` calls of adapters and providers pass to `subscribe`. Inlinable, like
// those calls, so that each diff is specialised for the caller's items.
extension UpdatePipeline where Model == SingleSection {
    /// The flat differ on the one section's elements: linear and cheaper than the sectioned one.
    /// Inlinable, like the `bind` calls that pass it, so that the diff is specialised for the
    /// caller's item type instead of running as unspecialised generic code.
    @inlinable
    static var flatDiffer: Differ {
        { source, target in
            guard source.count == 1, target.count == 1 else { return StagedChangeset(source: source, target: target) }
            let flat = StagedChangeset(source: source[0].elements, target: target[0].elements)
            let model = target[0].model
            return StagedChangeset(
                flat.map { stage in
                    var section = Section(model: model, elements: [])
                    section.elements = stage.data
                    return Changeset(
                        data: [section], elementDeleted: stage.elementDeleted, elementInserted: stage.elementInserted,
                        elementUpdated: stage.elementUpdated, elementMoved: stage.elementMoved)
                })
        }
    }
}

extension UpdatePipeline {
    /// The sectioned differ: sections matched by their models, items across sections.
    @inlinable
    static var sectionedDiffer: Differ {
        { source, target in StagedChangeset(source: source, target: target) }
    }
}
