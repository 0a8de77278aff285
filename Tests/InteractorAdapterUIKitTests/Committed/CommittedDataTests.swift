#if !canImport(UIKit)
import Foundation
import InteractorAdapterUIKit
import ReactiveTesting
import TestSupport
import Testing
import UIKitStandIn

/// Whatever UIKit asks between two batches is answered from the data it has committed: the
/// data of a held batch reaches UIKit only inside that batch's update block.
@MainActor
@Suite("UIKit is answered from the data it has committed")
struct CommittedDataTests {
    typealias Section = ArraySection<TestHeader, RowItem>

    /// The minimal case: a row inserted above a row UIKit lays out while the batch
    /// is held (UIKit has uncommitted updates) keeps the right item once the batch lands.
    @Test(arguments: UIKitListKind.allCases)
    func rowsLaidOutWhileABatchIsHeldShowTheCommittedItems(kind: UIKitListKind) {
        let fixture = CommittedFixture(kind)
        fixture.emit([fixture.section("s8", []), fixture.section("s9", ["28", "31"])])
        fixture.harness.standIn.hasUncommittedUpdates = true
        fixture.emit([fixture.section("s8", []), fixture.section("s9", ["18", "28", "31"])])
        fixture.harness.scroll(to: 44)
        #expect(fixture.mismatches(with: [[], ["28", "31"]]) == [], "while held: the committed rows")

        fixture.harness.standIn.hasUncommittedUpdates = false
        fixture.settle()
        #expect(fixture.harness.counts == [0, 3])
        #expect(fixture.mismatches(with: [[], ["18", "28", "31"]]) == [], "settled: the new rows")
        #expect(fixture.harness.complaints.isEmpty, "\(fixture.harness.complaints)")
    }

    /// A state with more changes than the fallback threshold is set and reloaded instead of
    /// batched: while UIKit has uncommitted updates the reload waits, and what UIKit lays out
    /// meanwhile is the committed data.
    @Test(arguments: UIKitListKind.allCases)
    func rowsLaidOutWhileAReloadWaitsShowTheCommittedItems(kind: UIKitListKind) {
        let fixture = CommittedFixture(kind)
        fixture.adapter.fallbackThreshold = 1
        fixture.emit([fixture.section("s8", []), fixture.section("s9", ["28", "31"])])
        fixture.harness.standIn.hasUncommittedUpdates = true
        fixture.emit([fixture.section("s8", []), fixture.section("s9", ["18", "19", "28", "31"])])
        fixture.harness.scroll(to: 44)
        #expect(fixture.mismatches(with: [[], ["28", "31"]]) == [], "while the reload waits: the committed rows")

        fixture.harness.standIn.hasUncommittedUpdates = false
        fixture.settle()
        #expect(fixture.harness.counts == [0, 4])
        #expect(fixture.mismatches(with: [[], ["18", "19", "28", "31"]]) == [], "reloaded: the new rows")
        #expect(fixture.harness.complaints.isEmpty, "\(fixture.harness.complaints)")
    }

    /// While the batch is held, a long press and a drag on the first row are about the
    /// committed item there (28, whose menu opens and which may move), not the inserted one
    /// (18, which may not).
    @Test(arguments: UIKitListKind.allCases)
    func menusAndMovePermissionsWhileABatchIsHeldAreTheCommittedItems(kind: UIKitListKind) throws {
        let fixture = CommittedFixture(kind)
        fixture.registerMoves { _ in }
        fixture.emit([fixture.section("s8", []), fixture.section("s9", ["28", "31"])])
        fixture.harness.standIn.hasUncommittedUpdates = true
        fixture.emit([fixture.section("s8", []), fixture.section("s9", ["18", "28", "31"])])
        let first = IndexPath(item: 0, section: 1)

        #expect(fixture.harness.standIn.longPress(at: first))
        let menu = try #require(fixture.harness.standIn.presentedMenu)
        #expect(menu.children.compactMap { ($0 as? UIAction)?.title } == ["open 28"])
        fixture.harness.standIn.dismissMenu()
        #expect(fixture.harness.standIn.beginMovingRow(at: first), "28 may move")
        fixture.harness.standIn.cancelMovingRow()
        #expect(fixture.harness.complaints.isEmpty, "\(fixture.harness.complaints)")
    }

    /// The same case on a composed adapter: the two sections are two providers' (the inserted
    /// row's provider is the second).
    @Test(arguments: UIKitListKind.allCases)
    func aComposedListAnswersFromTheProvidersItHasCommitted(kind: UIKitListKind) {
        let harness = UIKitListHarness(kind, height: 44)
        let adapter = ComposedListAdapter(listView: harness.list, scheduler: harness.scheduler)
        let first = BehaviorSubject<[RowItem]>(value: [])
        let second = BehaviorSubject<[RowItem]>(value: [.plain("28", "28"), .plain("31", "31")])
        func provider(
            _ id: String, _ subject: BehaviorSubject<[RowItem]>
        ) -> ListProvider<Never, SingleSection, RowItem> {
            let provider = ListProvider(id: id, items: subject)
            switch kind {
            case .table: provider.registerCell(ofType: PlainRowTableCell.self)
            case .collection: provider.registerCell(ofType: PlainRowCollectionCell.self)
            }
            return provider
        }
        adapter.compose {
            provider("s8", first)
            provider("s9", second)
        }
        harness.scheduler.advance(by: 0)
        harness.layout()
        harness.standIn.hasUncommittedUpdates = true
        second.onNext([.plain("18", "18"), .plain("28", "28"), .plain("31", "31")])
        harness.scheduler.advance(by: 0)
        harness.scroll(to: 44)
        #expect(harness.visibleTexts == ["31"], "while held: the committed row at 1-1")

        harness.standIn.hasUncommittedUpdates = false
        for _ in 0..<4 {
            harness.scheduler.advance(by: 1)
            harness.layout()
        }
        #expect(harness.counts == [0, 3])
        #expect(harness.visibleTexts == ["28"], "settled: the new row at 1-1")
        #expect(harness.complaints.isEmpty, "\(harness.complaints)")
    }
}

/// An adapter of sections of plain rows titled by their identifiers on a short stand-in list
/// (one row high, no prepared cells unless asked).
@MainActor
final class CommittedFixture {
    typealias Section = ArraySection<TestHeader, RowItem>

    let harness: UIKitListHarness
    let adapter: ListAdapter<TestHeader, RowItem>
    let subject = PublishSubject<[Section]>()

    init(_ kind: UIKitListKind, height: CGFloat = 44, preparedCells: Int = 0, systemVersion: Int = 18) {
        self.kind = kind
        harness = UIKitListHarness(kind, height: height, systemVersion: systemVersion, preparedCells: preparedCells)
        adapter = ListAdapter(listView: harness.list, scheduler: harness.scheduler)
        registerMoves(nil)
        adapter.bind(to: subject)
    }

    let kind: UIKitListKind

    /// Registers the row cell, draggable when `move` is given: it hears the user's moves.
    func registerMoves(_ move: ((ItemMove) -> Void)?) {
        let handler: ((PlainState, ItemMove) -> Void)? = move.map { move in { _, itemMove in move(itemMove) } }
        let menu: (PlainState) -> [ItemMenuAction<PlainState>] = { [ItemMenuAction(title: "open \($0.id)") { _ in }] }
        let canMove: (PlainState) -> Bool = { $0.id != "18" }
        switch kind {
        case .table:
            adapter.registerCell(ofType: PlainRowTableCell.self, contextMenu: menu, canMove: canMove, move: handler)
        case .collection:
            adapter.registerCell(
                ofType: PlainRowCollectionCell.self, contextMenu: menu, canMove: canMove, move: handler)
        }
    }

    func section(_ id: String, _ items: [String]) -> Section {
        Section(model: TestHeader(id: id, title: id), elements: items.map { RowItem.plain($0, $0) })
    }

    /// Sections `s0`, `s1`, ... of the rows `items` names.
    func sections(_ items: [[String]]) -> [Section] {
        items.enumerated().map { section("s\($0.offset)", $0.element) }
    }

    /// Emits `sections` and lets the adapter apply them (UIKit does not lay out).
    func emit(_ sections: [Section]) {
        subject.onNext(sections)
        harness.scheduler.advance(by: 0)
    }

    /// Moves the clock past held batches, deferred reloads, animations and timeouts.
    func settle() {
        for _ in 0..<4 {
            harness.scheduler.advance(by: 1)
            harness.layout()
        }
    }

    /// Every visible or prepared cell whose text is not the item at its index path in
    /// `committed`, as "section-item: shown, expected".
    func mismatches(with committed: [[String]]) -> [String] {
        var found: [String] = []
        let paths = harness.visiblePaths + harness.standIn.preparedIndexPaths
        for path in paths.sorted() {
            let shown = labelText(harness.cell(path.item, section: path.section)) ?? "<none>"
            let expected =
                committed.indices.contains(path.section) && committed[path.section].indices.contains(path.item)
                ? committed[path.section][path.item] : "<no item>"
            if shown != expected { found.append("\(path.section)-\(path.item): \(shown), expected \(expected)") }
        }
        return found
    }
}
#endif
