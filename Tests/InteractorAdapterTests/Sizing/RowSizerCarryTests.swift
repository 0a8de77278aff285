import Foundation
import SeededRandom
import StagedDiff
import Testing

@testable import InteractorAdapter

/// Heights carried through the stages of random edits equal the heights sized row by row.
@MainActor
struct RowSizerCarryTests {
    typealias Section = ArraySection<Int, Note>

    static func sizer() -> RowSizer<Int, Note> {
        var sizer = RowSizer<Int, Note>()
        sizer.register(
            RowSizing(.measured { state, width, _ in (state as? Note).map { Note.height(of: $0.text, width: width) } }),
            for: Note.self)
        return sizer
    }

    static func edit(_ sections: [Section], _ random: inout SplitMix64, nextID: inout Int) -> [Section] {
        var sections = sections
        for _ in 0..<Int.random(in: 1...12, using: &random) {
            let section = Int.random(in: 0..<sections.count, using: &random)
            var rows = sections[section].elements
            switch Int.random(in: 0..<4, using: &random) {
            case 0 where !rows.isEmpty:
                rows.remove(at: Int.random(in: 0..<rows.count, using: &random))
            case 1 where !rows.isEmpty:
                let index = Int.random(in: 0..<rows.count, using: &random)
                rows[index].text += String(repeating: "x", count: Int.random(in: 1...60, using: &random))
            case 2 where !rows.isEmpty && sections.count > 1:
                let moved = rows.remove(at: Int.random(in: 0..<rows.count, using: &random))
                let other = (section + 1) % sections.count
                sections[other].elements.insert(
                    moved, at: Int.random(in: 0...sections[other].elements.count, using: &random))
            default:
                rows.insert(
                    Note(id: nextID, text: String(repeating: "n", count: Int.random(in: 1...90, using: &random))),
                    at: Int.random(in: 0...rows.count, using: &random))
                nextID += 1
            }
            sections[section].elements = rows
        }
        return sections
    }

    @Test func carriedHeightsEqualHeightsSizedRowByRow() {
        var carried = 0
        for seed in UInt64(1)...80 {
            var random = SplitMix64(seed: seed)
            var nextID = 1_000
            var sections = (0..<3).map { section in
                Section(
                    model: section,
                    elements: (0..<Int.random(in: 0...15, using: &random)).map {
                        Note(id: section * 100 + $0, text: String(repeating: "t", count: 1 + $0 * 7))
                    })
            }
            var sizer = Self.sizer()
            sizer.sizeAll(sections)
            for _ in 0..<6 {
                let target = Self.edit(sections, &random, nextID: &nextID)
                var source = sections
                for stage in StagedChangeset(source: source, target: target) {
                    if stage.hasOnlyUpdates {
                        let paths = stage.elementUpdated.map { IndexPath(item: $0.element, section: $0.section) }
                        sizer.resize(paths, of: stage.data, sectionOffset: 0)
                    } else if sizer.carry(stage, sectionOffset: 0, to: stage.data) {
                        carried += 1
                    } else {
                        sizer.sizeAll(stage.data)
                    }
                    source = stage.data
                }
                var expected = Self.sizer()
                expected.sizeAll(source)
                #expect(sizer.heights == expected.heights, "seed \(seed)")
                sections = target
            }
        }
        #expect(carried > 100, "the stages were carried, not sized again")
    }
}
