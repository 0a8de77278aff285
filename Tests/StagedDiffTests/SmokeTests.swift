import Testing
import StagedDiff

@Test func smoke() {
    let c = StagedChangeset(source: [1, 2, 3], target: [3, 2, 1])
    print(c.debugDescription)
    let d = StagedChangeset(source: ["a", "b", "c", "d"], target: ["d", "a", "c", "e"])
    print(d.debugDescription)
    let s = StagedChangeset(
        source: [ArraySection(model: "A", elements: [1, 2]), ArraySection(model: "B", elements: [3]), ArraySection(model: "C", elements: [4, 5])],
        target: [ArraySection(model: "B", elements: [3, 1]), ArraySection(model: "D", elements: [4, 9]), ArraySection(model: "A", elements: [2])])
    print(s.debugDescription)
    #expect(c.count == 1)
}
