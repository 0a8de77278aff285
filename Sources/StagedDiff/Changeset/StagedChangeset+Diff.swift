extension StagedChangeset where Collection: RangeReplaceableCollection, Collection.Element: Differentiable {
    /// Computes the stages from `source` to `target`, a flat collection, in linear time.
    ///
    /// At most two stages: element updates (indexed in the source), then every delete,
    /// insert and move; flat paths use section `0`.
    ///
    /// ```swift
    /// let changeset = StagedChangeset(source: [1, 2, 3], target: [3, 2, 1])
    /// // one stage, two moves: 0 → 2 and 2 → 0; 2 stays
    /// ```
    ///
    /// - Note: The n-th occurrence of a duplicate identifier in `target` matches its n-th
    ///   occurrence in `source`; leftovers are deletes or inserts.
    @inlinable
    public init(source: Collection, target: Collection) {
        self.init(FlatDiffer<Collection>.stages(source: source, target: target))
    }
}

extension StagedChangeset where Collection: RangeReplaceableCollection, Collection.Element: DifferentiableSection {
    /// Computes the stages from `source` to `target`, collections of sections, in linear time.
    ///
    /// Sections are matched by identifier, elements by identifier across all sections (so
    /// they may move between sections). See ``StagedChangeset`` for the order of stages.
    ///
    /// ```swift
    /// let source = [ArraySection(model: "A", elements: [1, 2]), ArraySection(model: "B", elements: [3])]
    /// let target = [ArraySection(model: "B", elements: [3, 1]), ArraySection(model: "A", elements: [2])]
    /// let changeset = StagedChangeset(source: source, target: target)
    /// ```
    ///
    /// - Note: Duplicate identifiers match n-th occurrence with n-th occurrence, for sections
    ///   and for elements (in flat order across sections); leftovers are deletes or inserts.
    @inlinable
    public init(source: Collection, target: Collection) {
        self.init(SectionedDiffer<Collection>.stages(source: source, target: target))
    }
}
