import Foundation
import StagedDiff
import Testing

@Suite("Differentiable")
struct DifferentiableTests {
    private struct Named: Differentiable, Equatable {
        var id: Int
        var name: String
        var differenceIdentifier: Int { id }
    }

    @Test("a Hashable type is its own identifier and compares content with ==")
    func hashableDefaults() {
        #expect("a".differenceIdentifier == "a")
        #expect(7.isContentEqual(to: 7))
        #expect(!7.isContentEqual(to: 8))
        let uuid = UUID()
        #expect(uuid.differenceIdentifier == uuid)
    }

    @Test("an Equatable type with its own identifier compares content with ==")
    func equatableDefault() {
        #expect(Named(id: 1, name: "a").isContentEqual(to: Named(id: 1, name: "a")))
        #expect(!Named(id: 1, name: "b").isContentEqual(to: Named(id: 1, name: "a")))
    }

    @Test("ArraySection takes identity and content from its model")
    func arraySection() {
        let section = ArraySection(model: "A", elements: [1, 2])
        #expect(section.differenceIdentifier == "A")
        #expect(section.isContentEqual(to: ArraySection(model: "A", elements: [3])))
        #expect(ArraySection(source: section, elements: [9]) == ArraySection(model: "A", elements: [9]))
    }
}
