import Foundation
import HeadlessList
import ReactiveTesting
import TestSupport
import Testing

@testable import InteractorAdapter

/// Registrations written once against `CellRegistering` serve a `ListAdapter` and a
/// `ListProvider` alike: the same cells, the same gestures, each dispatching where it was
/// registered.
@MainActor
@Suite struct CellRegisteringTests {
    @Test func oneRegistrationServesAnAdapterAndAProvider() throws {
        var tapped: [String] = []
        var removed: [String] = []

        let fixture = AdapterFixture(registerPlain: false)
        fixture.adapter.registerRowCells(tapped: { tapped.append("adapter " + $0) }, removed: { removed.append($0) })
        fixture.subject.onNext([.animated("a", "Ada")])

        let composed = ComposedFixture()
        let subject = BehaviorSubject<[TestItem]>(value: [.animated("b", "Bea")])
        let provider = ListProvider(id: "contacts", items: subject)
        provider.registerRowCells(tapped: { tapped.append("provider " + $0) }, removed: { removed.append($0) })
        composed.adapter.compose { provider }

        #expect(fixture.visibleTexts == ["Ada"])
        #expect(composed.visibleTexts == ["Bea"])
        fixture.list.tapItem(at: IndexPath(item: 0, section: 0))
        composed.list.tapItem(at: IndexPath(item: 0, section: 0))
        #expect(tapped == ["adapter a", "provider b"])
        try composed.list.swipeItem(at: IndexPath(item: 0, section: 0), from: .trailing)
        try composed.list.tapSwipeAction(titled: "Remove")
        #expect(removed == ["b"])
        #expect(fixture.problems.problems.isEmpty && composed.problems.problems.isEmpty)
    }

    @Test func aSizingWrittenOnceSizesTheAdaptersRows() {
        let fixture = AdapterFixture(registerPlain: false)
        fixture.adapter.registerTallRowCells()
        fixture.subject.onNext([.animated("a", "Ada"), .animated("b", "Bea")])

        #expect(fixture.list.extentOfItem(at: IndexPath(item: 0, section: 0)) == 0..<70)
        #expect(fixture.list.extentOfItem(at: IndexPath(item: 1, section: 0)) == 70..<140)
        #expect(fixture.visibleTexts == ["Ada", "Bea"])
    }
}

extension CellRegistering {
    /// The rows' cell at 70 points, written once.
    fileprivate func registerTallRowCells() {
        registerCell(ofType: AnimatedRowCell.self, sizing: .fixed(70))
    }

    /// The rows' cell, a tap and a Remove swipe: written once, for an adapter or a provider.
    fileprivate func registerRowCells(tapped: @escaping (String) -> Void, removed: @escaping (String) -> Void) {
        registerCell(
            ofType: AnimatedRowCell.self,
            didSelect: { state in
                tapped(state.id)
                return .deselect
            },
            trailingSwipeActions: { _ in [.destructive("Remove") { removed($0.id) }] })
    }
}
