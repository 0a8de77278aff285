import Foundation
import HeadlessList
import ReactiveTesting
import TestSupport
import Testing

@testable import InteractorAdapter

/// A composed adapter keeps its providers, which keep their interactors; releasing the
/// adapter (or removing a provider) releases them and ends their subscriptions.
@MainActor
@Suite struct ComposedLifecycleTests {
    @Test func releasingTheAdapterReleasesItsProvidersAndTheirInteractors() {
        let list = HeadlessListView(viewportHeight: 220, rowHeight: 44)
        weak var interactor: RowsInteractor?
        weak var provider: ProviderNode?
        var adapter: ComposedListAdapter? = ComposedListAdapter(listView: list)
        do {
            let made = RowsInteractor(rows("a", 2))
            let node = ListProvider(id: "a", interactor: made)
            node.registerCell(
                ofType: AnimatedRowCell.self,
                didSelect: { [weak node] _ in
                    node?.dispatch(.add("b"))
                    return .deselect
                })
            adapter?.compose { ProviderGroup(id: "g") { node } }
            interactor = made
            provider = node
        }
        #expect(interactor != nil && provider != nil)
        #expect(list.visibleRows.map(\.text) == ["a 0", "a 1"])
        adapter = nil
        #expect(interactor == nil)
        #expect(provider == nil)
    }

    @Test func aProviderThatGoesIsReleased() {
        let fixture = ComposedFixture()
        weak var removed: ProviderNode?
        do {
            let node = rowsProvider("b", BehaviorSubject(value: rows("b", 1)))
            removed = node
            fixture.adapter.compose {
                rowsProvider("a", BehaviorSubject(value: rows("a", 1)))
                node
            }
        }
        #expect(removed != nil)
        fixture.adapter.compose { fixture.adapter.providers[0] }
        #expect(removed == nil)
        #expect(fixture.counts == [1])
    }
}
