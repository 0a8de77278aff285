import StagedDiff

extension Array {
    /// The item at `index` of section `section`, or nil outside the sections: the one
    /// bounds-checked lookup of the adapter (a differ given a careless `Differentiable` may
    /// point outside the data, and a list may ask about rows it no longer has).
    @inlinable
    func item<Model, Item>(at section: Int, _ index: Int) -> Item? where Element == ArraySection<Model, Item> {
        guard indices.contains(section), self[section].elements.indices.contains(index) else { return nil }
        return self[section].elements[index]
    }
}
