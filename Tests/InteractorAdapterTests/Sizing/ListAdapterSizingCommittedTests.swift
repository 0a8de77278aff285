import Foundation
import HeadlessList
import ListUpdates
import Testing

@testable import InteractorAdapter

/// Row heights are answered from the data the list has committed, as items, headers and
/// footers are (`CommittedDataHolding`): while a batch waits, the rows keep the heights they
/// had when the hold began, and a drag during the hold carries its row's height.
@MainActor
struct ListAdapterSizingCommittedTests {
    static let long = String(repeating: "x", count: 70)

    @Test func heightsDuringAHoldAreThoseTheListCommitted() {
        let fixture = SizingFixture<Note>()
        // The headless list does not hold its data as UIKit does: told of a hold by hand, it
        // lays out the new third row while the adapter still answers from the two committed
        // ones, and gets a placeholder for it. Record that instead of printing it.
        var problems: [ListAdapterProblem] = []
        fixture.adapter.problemHandler = { problems.append($0) }
        fixture.subject.onNext(ListAdapterSizingTests.notes(["short", Self.long]))
        let adapter = fixture.adapter
        let list = fixture.list
        adapter.listViewWillHoldCommittedData(list)
        fixture.subject.onNext(ListAdapterSizingTests.notes([Self.long, "short", "hi"]))

        #expect(adapter.listView(list, heightForItemAt: IndexPath(item: 0, section: 0)) == 20)
        #expect(adapter.listView(list, heightForItemAt: IndexPath(item: 1, section: 0)) == 60)
        #expect(adapter.listView(list, heightForItemAt: IndexPath(item: 2, section: 0)) == nil, "not committed")
        #expect(adapter.listView(list, heightsOfItemsInSection: 0, rowHeight: 44) == [20, 60])

        adapter.listViewDidCommitData(list)
        #expect(adapter.listView(list, heightsOfItemsInSection: 0, rowHeight: 44) == [60, 20, 20])
        #expect(adapter.listView(list, heightForItemAt: IndexPath(item: 2, section: 0)) == 20)
        #expect(
            problems.allSatisfy {
                if case .unregisteredViewState(let typeName, _) = $0 { typeName == "nothing at 0-2" } else { false }
            }, "\(problems)")
    }

    @Test func aDragDuringAHoldCarriesItsRowsHeight() {
        let fixture = SizingFixture<Note>()
        fixture.subject.onNext(ListAdapterSizingTests.notes(["short", Self.long, "hi"]))
        let adapter = fixture.adapter
        let list = fixture.list
        adapter.listViewWillHoldCommittedData(list)
        adapter.listView(
            list, moveCommittedItemAt: IndexPath(item: 1, section: 0), to: IndexPath(item: 0, section: 0))

        #expect(adapter.listView(list, heightsOfItemsInSection: 0, rowHeight: 44) == [60, 20, 20])
        #expect(adapter.listView(list, heightForItemAt: IndexPath(item: 0, section: 0)) == 60)
    }
}
