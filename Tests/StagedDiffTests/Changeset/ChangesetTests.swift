import StagedDiff
import Testing

@Suite("Changeset")
struct ChangesetTests {
    @Test("counts every operation and reports whether there is any")
    func counts() {
        let path = ElementPath(element: 0, section: 0)
        let changeset = Changeset(
            data: [1], sectionDeleted: [0], sectionInserted: [1], sectionUpdated: [2],
            sectionMoved: [(source: 3, target: 4)],
            elementDeleted: [path], elementInserted: [path, path], elementUpdated: [path],
            elementMoved: [(source: path, target: path)]
        )
        #expect(changeset.sectionChangeCount == 4)
        #expect(changeset.elementChangeCount == 5)
        #expect(changeset.changeCount == 9)
        #expect(changeset.hasChanges)
        #expect(!Changeset(data: [1]).hasChanges)
    }

    @Test("has only updates when no section or element is inserted, deleted or moved")
    func onlyUpdates() {
        let path = ElementPath(element: 0, section: 0)
        #expect(Changeset(data: [1]).hasOnlyUpdates)
        #expect(Changeset(data: [1], sectionUpdated: [0], elementUpdated: [path]).hasOnlyUpdates)
        let structural: [Changeset<[Int]>] = [
            Changeset(data: [1], sectionDeleted: [0]),
            Changeset(data: [1], sectionInserted: [0]),
            Changeset(data: [1], sectionMoved: [(source: 0, target: 1)]),
            Changeset(data: [1], elementDeleted: [path]),
            Changeset(data: [1], elementInserted: [path]),
            Changeset(data: [1], elementMoved: [(source: path, target: path)]),
        ]
        for var stage in structural {
            #expect(!stage.hasOnlyUpdates, "\(stage.debugDescription)")
            stage.elementUpdated = [path]
            #expect(!stage.hasOnlyUpdates, "\(stage.debugDescription)")
        }
    }

    @Test("equality compares data and every list, moves included")
    func equality() {
        let a = Changeset(data: [1, 2], sectionMoved: [(source: 0, target: 1)])
        #expect(a == Changeset(data: [1, 2], sectionMoved: [(source: 0, target: 1)]))
        #expect(a != Changeset(data: [1, 2], sectionMoved: [(source: 1, target: 0)]))
        #expect(a != Changeset(data: [2, 1], sectionMoved: [(source: 0, target: 1)]))
        #expect(StagedChangeset([a]) == StagedChangeset([a]))
        #expect(StagedChangeset([a]) != StagedChangeset([a, a]))
    }
}
