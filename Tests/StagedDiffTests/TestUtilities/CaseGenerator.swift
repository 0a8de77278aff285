import SeededRandom

/// Random (source, target) pairs covering the edge shapes: empty lists, all deleted, all
/// inserted, reversed, shuffled, cross-section moves, sections that move and change at once,
/// empty sections and duplicate identifiers.
struct CaseGenerator {
    // MARK: Lifecycle

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    // MARK: Internal

    var random: SplitMix64

    /// A flat pair of up to `maximumCount` source elements, of a randomly chosen shape.
    mutating func flatPair(maximumCount: Int) -> (source: [TestItem], target: [TestItem]) {
        let duplicates = random.chance(15)
        let count = Int.random(in: 0...maximumCount, using: &random)
        let source = (0..<count).map { _ in
            TestItem(id: duplicates ? Int.random(in: 0..<4, using: &random) : freshID(), content: content())
        }
        switch Int.random(in: 0..<8, using: &random) {
        case 0: return (source, [])
        case 1: return ([], source)
        case 2: return (source, source.reversed())
        case 3: return (source, source.shuffled(using: &random))
        default: return (source, edited(source, duplicates: duplicates))
        }
    }

    /// A sectioned pair of up to `maximumSections` sections of up to `maximumItems` elements.
    mutating func sectionedPair(
        maximumSections: Int, maximumItems: Int
    ) -> (source: [TestSection], target: [TestSection]) {
        let duplicates = random.chance(10)
        let source = (0..<Int.random(in: 0...maximumSections, using: &random)).map { _ in
            TestSection(
                model: TestModel(
                    id: duplicates ? Int.random(in: 0..<3, using: &random) : freshID(), content: content()),
                elements: (0..<Int.random(in: 0...maximumItems, using: &random)).map { _ in
                    TestItem(id: duplicates ? Int.random(in: 0..<6, using: &random) : freshID(), content: content())
                }
            )
        }
        switch Int.random(in: 0..<10, using: &random) {
        case 0: return (source, [])
        case 1: return ([], source)
        case 2: return (source, source.reversed().map { TestSection(source: $0, elements: $0.elements.reversed()) })
        default: return (source, edited(source, duplicates: duplicates, maximumItems: maximumItems))
        }
    }

    // MARK: Private

    private var nextID = 1000

    private mutating func freshID() -> Int {
        nextID += 1
        return nextID
    }

    private mutating func content() -> Int {
        Int.random(in: 0...3, using: &random)
    }

    /// Deletes, updates, moves and inserts applied to `items` at random.
    private mutating func edited(_ items: [TestItem], duplicates: Bool) -> [TestItem] {
        var result: [TestItem] = []
        for var item in items where !random.chance(20) {
            if random.chance(20) { item.content += 1 }
            result.append(item)
        }
        rearrange(&result)
        for _ in 0..<Int.random(in: 0...3, using: &random) {
            let id = duplicates ? Int.random(in: 0..<5, using: &random) : freshID()
            result.insert(TestItem(id: id, content: content()), at: Int.random(in: 0...result.count, using: &random))
        }
        return result
    }

    /// Leaves the order, moves a few elements, or shuffles, at random.
    private mutating func rearrange<T>(_ items: inout [T]) {
        guard items.count > 1 else { return }
        switch Int.random(in: 0..<4, using: &random) {
        case 0: return
        case 1: items.shuffle(using: &random)
        default:
            for _ in 0..<Int.random(in: 1...2, using: &random) {
                let item = items.remove(at: Int.random(in: items.indices, using: &random))
                items.insert(item, at: Int.random(in: 0...items.count, using: &random))
            }
        }
    }

    /// Sections deleted, updated, moved and inserted; elements deleted, updated, moved within
    /// and across sections, and inserted.
    private mutating func edited(_ sections: [TestSection], duplicates: Bool, maximumItems: Int) -> [TestSection] {
        var models: [TestModel] = []
        var survivors: [Int: Int] = [:]  // source section → index in `models` before rearranging
        for (index, section) in sections.enumerated() where !random.chance(25) {
            var model = section.model
            if random.chance(20) { model.content += 1 }
            survivors[index] = models.count
            models.append(model)
        }
        var order = Array(models.indices)
        rearrange(&order)
        var target = order.map { TestSection(model: models[$0], elements: []) }
        for _ in 0..<Int.random(in: 0...2, using: &random) {
            let id = duplicates ? Int.random(in: 0..<3, using: &random) : freshID()
            target.insert(
                TestSection(model: TestModel(id: id, content: content()), elements: []),
                at: Int.random(in: 0...target.count, using: &random))
        }
        guard !target.isEmpty else { return [] }
        for (index, section) in sections.enumerated() {
            for var item in section.elements where !random.chance(20) {
                if random.chance(20) { item.content += 1 }
                var destination = Int.random(in: target.indices, using: &random)
                if let survivor = survivors[index], random.chance(80) {
                    destination = target.firstIndex { $0.model.id == models[survivor].id } ?? destination
                }
                target[destination].elements.append(item)
            }
        }
        for index in target.indices {
            rearrange(&target[index].elements)
            for _ in 0..<Int.random(in: 0...2, using: &random) where target[index].elements.count < maximumItems + 2 {
                let id = duplicates ? Int.random(in: 0..<6, using: &random) : freshID()
                target[index].elements.insert(
                    TestItem(id: id, content: content()),
                    at: Int.random(in: 0...target[index].elements.count, using: &random))
            }
        }
        return target
    }
}
