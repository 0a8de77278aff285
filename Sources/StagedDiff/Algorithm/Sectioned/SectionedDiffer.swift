/// The sectioned differ. Sections are matched by identifier; elements are matched by
/// identifier across all sections, so they can move between sections.
///
/// Steps, in order: ``matchSections()``, ``indexSource()``, ``matchElements()``,
/// ``selectKeptSections()``, ``selectKeptElements()``, then ``SectionLayout`` places the
/// sections for the element stage, and the `*Stage()` methods read off each stage.
@usableFromInline
internal struct SectionedDiffer<C: RangeReplaceableCollection> where C.Element: DifferentiableSection {
    @usableFromInline internal typealias Section = C.Element
    @usableFromInline internal typealias Element = Section.Collection.Element

    @usableFromInline internal let sourceSections: ContiguousArray<Section>
    @usableFromInline internal let targetSections: ContiguousArray<Section>

    /// Per source section: its matched target section or -1; and the reverse.
    @usableFromInline internal var sectionTarget: ContiguousArray<Int> = []
    @usableFromInline internal var sectionSource: ContiguousArray<Int> = []

    /// Where each section starts in flat element order (every section's elements one after
    /// the other), plus the end.
    @usableFromInline internal var sourceStart: ContiguousArray<Int> = []
    @usableFromInline internal var targetStart: ContiguousArray<Int> = []

    /// Flat source position → matched flat target position or -1; and the reverse.
    @usableFromInline internal var sourceMatch: ContiguousArray<Int32> = []
    @usableFromInline internal var targetMatch: ContiguousArray<Int32> = []
    /// Matched elements whose content changed, by flat source position, with the new version.
    @usableFromInline internal var changedElements: [(source: Int, element: Element)] = []

    /// Matched sections and elements that keep their place (not moved).
    @usableFromInline internal var keptSection: ContiguousArray<Bool> = []
    @usableFromInline internal var keptElement: ContiguousArray<Bool> = []

    /// The sections after the update stage, by source index.
    @usableFromInline internal var afterUpdates: ContiguousArray<Section> = []

    @inlinable
    internal init(source: C, target: C) {
        sourceSections = ContiguousArray(source)
        targetSections = ContiguousArray(target)
    }

    /// Runs every step and returns the stages.
    @inlinable
    internal static func stages(source: C, target: C) -> ContiguousArray<Changeset<C>> {
        var differ = SectionedDiffer(source: source, target: target)
        differ.matchSections()
        differ.indexSource()
        differ.matchElements()
        differ.selectKeptSections()
        differ.selectKeptElements()
        let layout = SectionLayout(
            sectionTarget: differ.sectionTarget,
            sectionSource: differ.sectionSource,
            keptSection: differ.keptSection,
            keepsUntilElementsMoved: differ.sectionsLosingMatchedElements()
        )
        var stages = ContiguousArray<Changeset<C>>()
        if let stage = differ.updateStage() { stages.append(stage) }
        if let stage = differ.sectionStage(layout) { stages.append(stage) }
        if let stage = differ.elementStage(layout) { stages.append(stage) }
        if let stage = differ.lateSectionDeleteStage(layout) { stages.append(stage) }
        if !stages.isEmpty { stages[stages.count &- 1].data = target }
        return stages
    }
}
