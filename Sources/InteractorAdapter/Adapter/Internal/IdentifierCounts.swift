import Foundation
import StagedDiff

/// How often each item identifier occurs in what is on screen, kept up to date from each
/// update's changes rather than recounted, so that an update of k changes costs O(k) here.
///
/// A state can only gain a duplicate through an insert (or an inserted section): an
/// identifier whose count goes from 1 to 2 is a new duplicate.
@usableFromInline
struct IdentifierCounts<Identifier: Hashable> {
    @usableFromInline
    var counts: [Identifier: Int] = [:]

    @usableFromInline
    init() {}

    /// Counts `sections` from scratch; returns the identifiers that occur more than once.
    @inlinable
    mutating func recount<Model, Item: Differentiable>(_ sections: [ArraySection<Model, Item>]) -> [Identifier]
    where Item.DifferenceIdentifier == Identifier {
        counts = [:]
        var duplicates: [Identifier] = []
        for section in sections {
            for item in section.elements where add(item.differenceIdentifier) {
                duplicates.append(item.differenceIdentifier)
            }
        }
        return duplicates
    }

    /// Applies one stage that turned `source` into `stage.data`; appends new duplicates.
    @inlinable
    mutating func apply<Model, Item: Differentiable>(
        _ stage: Changeset<[ArraySection<Model, Item>]>, from source: [ArraySection<Model, Item>],
        duplicates: inout [Identifier]
    ) where Item.DifferenceIdentifier == Identifier {
        let target = stage.data
        for section in stage.sectionDeleted where source.indices.contains(section) {
            for item in source[section].elements { remove(item.differenceIdentifier) }
        }
        for path in stage.elementDeleted {
            if let item = source.item(at: path.section, path.element) { remove(item.differenceIdentifier) }
        }
        for section in stage.sectionInserted where target.indices.contains(section) {
            for item in target[section].elements where add(item.differenceIdentifier) {
                duplicates.append(item.differenceIdentifier)
            }
        }
        for path in stage.elementInserted {
            if let item = target.item(at: path.section, path.element), add(item.differenceIdentifier) {
                duplicates.append(item.differenceIdentifier)
            }
        }
    }

    /// Counts one more `identifier`; true when that makes it a duplicate for the first time.
    @inlinable
    mutating func add(_ identifier: Identifier) -> Bool {
        Self.increment(&counts[identifier, default: 0]) == 2
    }

    /// Adds one in place (one hash lookup through the dictionary's modify accessor).
    @inlinable
    static func increment(_ count: inout Int) -> Int {
        count += 1
        return count
    }

    @inlinable
    mutating func remove(_ identifier: Identifier) {
        guard let count = counts[identifier] else { return }
        counts[identifier] = count > 1 ? count - 1 : nil
    }
}
