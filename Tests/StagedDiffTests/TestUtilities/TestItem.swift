import StagedDiff

/// An element whose identity and content vary independently.
struct TestItem: Differentiable, Equatable, CustomStringConvertible {
    var id: Int
    var content: Int

    var differenceIdentifier: Int { id }

    var description: String { content == 0 ? "\(id)" : "\(id)'\(content)" }
}

/// A section model whose identity and content vary independently.
struct TestModel: Differentiable, Equatable, CustomStringConvertible {
    var id: Int
    var content: Int

    var differenceIdentifier: Int { id }

    var description: String { content == 0 ? "S\(id)" : "S\(id)'\(content)" }
}

typealias TestSection = ArraySection<TestModel, TestItem>

extension Array where Element == TestItem {
    /// A flat list as the single section the verifier works on.
    var asSections: [TestSection] {
        [TestSection(model: TestModel(id: -1, content: 0), elements: self)]
    }
}

extension Changeset where Collection == [TestItem] {
    /// A flat stage as a one-section stage, so the same verifier checks both shapes.
    var asSectioned: Changeset<[TestSection]> {
        Changeset<[TestSection]>(
            data: data.asSections,
            sectionDeleted: sectionDeleted, sectionInserted: sectionInserted,
            sectionUpdated: sectionUpdated, sectionMoved: sectionMoved,
            elementDeleted: elementDeleted, elementInserted: elementInserted,
            elementUpdated: elementUpdated, elementMoved: elementMoved
        )
    }
}
