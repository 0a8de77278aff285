import Foundation
import HeadlessList
import ListUpdates
import TestSupport
import Testing

@testable import InteractorAdapter

/// `CommittedDataHolding` on a `ListAdapter`: while a list holds, the adapter answers about
/// items from the sections it showed when the hold began, and counts from the latest.
@MainActor
@Suite struct ListAdapterCommittedDataTests {
    @Test func whileHeldCellsComeFromTheHeldSectionsAndCountsFromTheLatest() {
        let fixture = AdapterFixture(animatedRows(2))
        let adapter = fixture.adapter
        let first = IndexPath(item: 0, section: 0)
        adapter.listViewWillHoldCommittedData(fixture.list)
        fixture.subject.onNext([.animated("new", "new row")] + animatedRows(2))

        #expect(adapter.listView(fixture.list, numberOfItemsInSection: 0) == 3, "the latest count")
        #expect(text(of: adapter.listView(fixture.list, cellForItemAt: first)) == "row 0", "the held item")

        adapter.listViewDidCommitData(fixture.list)
        #expect(text(of: adapter.listView(fixture.list, cellForItemAt: first)) == "new row", "the latest item")
    }

    @Test func aSecondHoldKeepsTheFirstAndAMoveDuringTheHoldMovesTheHeldItem() {
        let fixture = AdapterFixture(animatedRows(3))
        let adapter = fixture.adapter
        adapter.listViewWillHoldCommittedData(fixture.list)
        fixture.subject.onNext(animatedRows(1))
        adapter.listViewWillHoldCommittedData(fixture.list)
        adapter.listView(
            fixture.list, moveCommittedItemAt: IndexPath(item: 2, section: 0), to: IndexPath(item: 0, section: 0))

        let texts = (0..<3).map {
            text(of: adapter.listView(fixture.list, cellForItemAt: IndexPath(item: $0, section: 0)))
        }
        #expect(texts == ["row 2", "row 0", "row 1"])
        #expect(adapter.listView(fixture.list, numberOfItemsInSection: 0) == 1, "the latest sections are left alone")
    }

    private func text(of cell: any ListCell) -> String? {
        (cell as? HeadlessCell)?.text
    }
}
