/// Two states of one list, `before` and `after`, `changes` random edits apart (updates,
/// deletes, inserts and moves in equal shares), the same on every run.
struct AdapterBenchScenario {
    let name: String
    let before: [AdapterBenchItem]
    let after: [AdapterBenchItem]

    init(name: String, rows: Int, changes: Int, seed: UInt64) {
        self.name = name
        var random = DiffBenchRandom(seed: seed)
        func row(_ id: Int, version: Int = 0) -> AdapterBenchItem {
            .row(AdapterBenchRowState(id: id, title: "row \(id) v\(version)", version: version))
        }
        before = (0..<rows).map { row($0) }
        var after = before
        var nextID = rows
        for change in 0..<changes {
            let index = Int.random(in: 0..<after.count, using: &random)
            switch change % 4 {
            case 0:
                after[index] = row(after[index].differenceIdentifier, version: 1)
            case 1:
                after.remove(at: index)
            case 2:
                after.insert(row(nextID), at: index)
                nextID += 1
            default:
                let moved = after.remove(at: index)
                after.insert(moved, at: Int.random(in: 0...after.count, using: &random))
            }
        }
        self.after = after
    }
}
