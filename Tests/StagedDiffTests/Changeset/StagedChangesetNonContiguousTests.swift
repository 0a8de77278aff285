import StagedDiff
import Testing

/// A section whose elements have no contiguous storage (a reversed view of an array), so the
/// sectioned differ must take its copying and index-walking paths.
private struct ReversedStorageSection: DifferentiableSection {
    var model: TestModel
    var reversedElements: [TestItem]

    var elements: ReversedCollection<[TestItem]> { reversedElements.reversed() }

    init<C: Swift.Collection>(source: ReversedStorageSection, elements: C) where C.Element == TestItem {
        model = source.model
        reversedElements = elements.reversed()
    }

    init(_ section: TestSection) {
        model = section.model
        reversedElements = section.elements.reversed()
    }

    var differenceIdentifier: Int { model.differenceIdentifier }

    func isContentEqual(to source: ReversedStorageSection) -> Bool { model.isContentEqual(to: source.model) }
}

@Suite("StagedChangeset, sections without contiguous storage")
struct StagedChangesetNonContiguousTests {
    /// Every stage's paths and data, as comparable text.
    private static func stages<C: RangeReplaceableCollection>(
        _ changeset: StagedChangeset<C>, items: (C.Element) -> [TestItem], model: (C.Element) -> TestModel
    ) -> [String] where C.Element: DifferentiableSection {
        changeset.map { stage in
            let data = stage.data.map { "\(model($0)): \(items($0))" }
            let moves = stage.sectionMoved.map { "\($0.source)>\($0.target)" }
            let elementMoves = stage.elementMoved.map { "\($0.source)>\($0.target)" }
            return "\(data) \(stage.sectionDeleted) \(stage.sectionInserted) \(stage.sectionUpdated) \(moves) "
                + "\(stage.elementDeleted) \(stage.elementInserted) \(stage.elementUpdated) \(elementMoves)"
        }
    }

    @Test("random sectioned lists give the same stages as with array sections")
    func sameStagesAsArraySections() {
        for seed in UInt64(40_001)...40_300 {
            var generator = CaseGenerator(seed: seed)
            let pair = generator.sectionedPair(maximumSections: 8, maximumItems: 12)
            let expected = Self.stages(
                StagedChangeset(source: pair.source, target: pair.target), items: { $0.elements }, model: \.model)
            let actual = Self.stages(
                StagedChangeset(
                    source: pair.source.map(ReversedStorageSection.init),
                    target: pair.target.map(ReversedStorageSection.init)),
                items: { Array($0.elements) }, model: \.model)
            #expect(actual == expected, "seed \(seed)")
            if actual != expected { return }
        }
    }
}
