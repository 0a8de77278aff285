import Foundation
import HeadlessList
import ReactiveTesting
import TestSupport

@testable import InteractorAdapter

/// Random view states for the adapter's property tests: each state is a random edit of the
/// previous one (deletes, inserts, moves, content and cell-type changes, rare duplicates).
struct RandomAdapterStates<G: RandomNumberGenerator> {
    var random: G
    private var nextID = 0

    init(_ random: G) {
        self.random = random
    }

    /// A random item with a fresh id, or (rarely) a duplicate of `existing`'s id.
    mutating func item(existing: [TestItem]) -> TestItem {
        let id: String
        if !existing.isEmpty, Int.random(in: 0..<20, using: &random) == 0 {
            id = existing[Int.random(in: 0..<existing.count, using: &random)].differenceIdentifier
        } else {
            nextID += 1
            id = "i\(nextID)"
        }
        return make(id)
    }

    /// An item for `id` with a random kind and title.
    mutating func make(_ id: String) -> TestItem {
        let title = "\(id) v\(Int.random(in: 0..<3, using: &random))"
        switch Int.random(in: 0..<10, using: &random) {
        case 0..<6: return .animated(id, title)
        case 6..<8: return .plain(id, title)
        default: return .animated(id, title, refuses: true)
        }
    }

    /// A random edit of `items`.
    mutating func edit(_ items: [TestItem]) -> [TestItem] {
        var items = items
        for _ in 0..<Int.random(in: 0...6, using: &random) {
            let choice = Int.random(in: 0..<4, using: &random)
            if choice == 0 || items.isEmpty {
                items.insert(item(existing: items), at: Int.random(in: 0...items.count, using: &random))
            } else if choice == 1 {
                items.remove(at: Int.random(in: 0..<items.count, using: &random))
            } else if choice == 2 {
                let moved = items.remove(at: Int.random(in: 0..<items.count, using: &random))
                items.insert(moved, at: Int.random(in: 0...items.count, using: &random))
            } else {
                let index = Int.random(in: 0..<items.count, using: &random)
                items[index] = make(items[index].differenceIdentifier)
            }
        }
        return items
    }

    /// A random edit of `sections`: their items edited and moved across, sections inserted,
    /// deleted, moved and renamed.
    mutating func edit(_ sections: [ArraySection<TestHeader, TestItem>]) -> [ArraySection<TestHeader, TestItem>] {
        var sections = sections
        if sections.isEmpty || Int.random(in: 0..<5, using: &random) == 0 {
            nextID += 1
            let section = ArraySection(model: TestHeader(id: "s\(nextID)", title: "S\(nextID)"), elements: [TestItem]())
            sections.insert(section, at: Int.random(in: 0...sections.count, using: &random))
        }
        if sections.count > 1, Int.random(in: 0..<6, using: &random) == 0 {
            sections.remove(at: Int.random(in: 0..<sections.count, using: &random))
        }
        if sections.count > 1, Int.random(in: 0..<5, using: &random) == 0 {
            let moved = sections.remove(at: Int.random(in: 0..<sections.count, using: &random))
            sections.insert(moved, at: Int.random(in: 0...sections.count, using: &random))
        }
        for index in sections.indices {
            if Int.random(in: 0..<4, using: &random) == 0 {
                sections[index].model.title = "S\(Int.random(in: 0..<1000, using: &random))"
            }
            if Int.random(in: 0..<2, using: &random) == 0 {
                sections[index].elements = edit(sections[index].elements)
            }
        }
        if sections.count > 1, let from = sections.indices.randomElement(using: &random),
            !sections[from].elements.isEmpty, let to = sections.indices.randomElement(using: &random)
        {
            let moved = sections[from].elements.remove(
                at: Int.random(in: 0..<sections[from].elements.count, using: &random))
            sections[to].elements.insert(moved, at: Int.random(in: 0...sections[to].elements.count, using: &random))
        }
        return sections
    }
}
