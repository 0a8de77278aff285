import StagedDiff

extension StagedChangeset {
    /// The same stages with every section index (of sections and of element paths) `offset`
    /// higher: a provider's stages as the list sees them, below the sections of the providers
    /// above it. The data stays the provider's own. O(changes).
    @inlinable
    func movingSections(by offset: Int) -> StagedChangeset {
        StagedChangeset(map { $0.movingSections(by: offset) })
    }
}

extension Changeset {
    /// This stage with every section index `offset` higher; the data is unchanged.
    @inlinable
    func movingSections(by offset: Int) -> Changeset {
        func moved(_ path: ElementPath) -> ElementPath {
            ElementPath(element: path.element, section: path.section + offset)
        }
        return Changeset(
            data: data,
            sectionDeleted: sectionDeleted.map { $0 + offset },
            sectionInserted: sectionInserted.map { $0 + offset },
            sectionUpdated: sectionUpdated.map { $0 + offset },
            sectionMoved: sectionMoved.map { (source: $0.source + offset, target: $0.target + offset) },
            elementDeleted: elementDeleted.map(moved),
            elementInserted: elementInserted.map(moved),
            elementUpdated: elementUpdated.map(moved),
            elementMoved: elementMoved.map { (source: moved($0.source), target: moved($0.target)) })
    }
}
