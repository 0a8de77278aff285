import InteractorAdapter

/// Compares what a settled screen shows with the last state its interactor emitted.
@MainActor
enum SettledComparison {
    /// What differs, first difference first: the section count, a section's identity or
    /// content, its row count, a row's identity or content, or the list's own row counts
    /// against the adapter's; nil when the screen shows the state.
    static func mismatch<Model: Differentiable, Item: Differentiable>(
        shown: [ArraySection<Model, Item>], emitted: [ArraySection<Model, Item>], list: any ListView
    ) -> String? {
        sectionsMismatch(shown: shown, emitted: emitted)
            ?? countMismatch(expected: shown.map { $0.elements.count }, list: list)
    }

    /// What differs between the sections shown and those emitted, first difference first.
    static func sectionsMismatch<Model: Differentiable, Item: Differentiable>(
        shown: [ArraySection<Model, Item>], emitted: [ArraySection<Model, Item>]
    ) -> String? {
        guard shown.count == emitted.count else {
            return "the list shows \(shown.count) sections, the last state has \(emitted.count)"
        }
        // Index loops, not `zip(...).enumerated()`: this generic code runs unspecialized, once
        // per provider at every settle point of a fuzz run, where iterators cost the most.
        for section in shown.indices {
            let now = shown[section]
            let last = emitted[section]
            if now.model.differenceIdentifier != last.model.differenceIdentifier {
                return "section \(section) shows \(now.model.differenceIdentifier), the last state has "
                    + "\(last.model.differenceIdentifier)"
            }
            if !now.model.isContentEqual(to: last.model) {
                return "section \(section)'s model \(now.model.differenceIdentifier) shows older content"
            }
            if let row = rowMismatch(now.elements, last.elements, section: section) { return row }
        }
        return nil
    }

    /// Whether the list view counts the rows the adapter holds, section by section.
    static func countMismatch(expected: [Int], list: any ListView) -> String? {
        let counts = (0..<list.numberOfSections).map { list.numberOfItems(inSection: $0) }
        guard counts == expected else {
            return "the list view counts rows \(counts), the adapter holds \(expected)"
        }
        return nil
    }

    private static func rowMismatch<Item: Differentiable>(_ now: [Item], _ last: [Item], section: Int) -> String? {
        guard now.count == last.count else {
            return "section \(section) shows \(now.count) rows, the last state has \(last.count)"
        }
        for row in now.indices {
            let shown = now[row]
            let emitted = last[row]
            if shown.differenceIdentifier != emitted.differenceIdentifier {
                return "row [\(section), \(row)] shows \(shown.differenceIdentifier), the last state has "
                    + "\(emitted.differenceIdentifier) there"
            }
            if !shown.isContentEqual(to: emitted) {
                return
                    "row [\(section), \(row)] (\(shown.differenceIdentifier)) shows older content than the last state"
            }
        }
        return nil
    }
}

/// Compares each provider of a composed screen with the newest state it received, and
/// collects the rows the list should count.
@MainActor
struct ProviderComparison: ProviderSectionsVisitor {
    /// The first provider that differs, and how.
    var mismatch: String?
    /// The rows of every section shown, in list order.
    var counts: [Int] = []

    mutating func visit<Model: Differentiable & Sendable, Item: Differentiable & Sendable>(
        path: String, sectionOffset: Int, shown: [ArraySection<Model, Item>], newest: [ArraySection<Model, Item>]?
    ) {
        // A closure, not a key path: a key path into generic sections is instantiated anew at every call.
        counts += shown.map { $0.elements.count }
        guard mismatch == nil, let newest,
            let difference = SettledComparison.sectionsMismatch(shown: shown, emitted: newest)
        else { return }
        mismatch = "provider \(path) (from list section \(sectionOffset)): " + difference
    }
}
