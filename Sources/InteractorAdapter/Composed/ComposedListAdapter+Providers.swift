import Foundation
import StagedDiff

/// Told, provider by provider, what a composed list shows: a replay compares each provider's
/// sections with the newest state it received, whatever its item types.
@MainActor
package protocol ProviderSectionsVisitor {
    /// One provider shown on the list.
    /// - Parameters:
    ///   - path: the provider's path, as the trace names it.
    ///   - sectionOffset: the list's index of the provider's first section.
    ///   - shown: the provider's sections as the list shows them.
    ///   - newest: the newest state the provider received (applied or not); nil before the first.
    mutating func visit<Model: Differentiable & Sendable, Item: Differentiable & Sendable>(
        path: String, sectionOffset: Int, shown: [ArraySection<Model, Item>], newest: [ArraySection<Model, Item>]?)
}

extension ComposedListAdapter {
    /// Tells `visitor` every provider shown on the list, top to bottom.
    package func visitShownProviders(_ visitor: inout some ProviderSectionsVisitor) {
        for leaf in table.leaves {
            leaf.visitSections(&visitor)
        }
    }
}

extension ListProvider {
    /// Tells `visitor` what the provider shows and the newest state it received.
    func visitSections(_ visitor: inout some ProviderSectionsVisitor) {
        guard let pipeline else { return }
        visitor.visit(
            path: path, sectionOffset: pipeline.sectionOffset, shown: pipeline.sections,
            newest: pipeline.inbox.newestValue)
    }
}
