import Foundation
import HeadlessList
import ListUpdates
import ReactiveCore
import ReactiveTesting
import Testing

@testable import InteractorAdapter

/// Rows measured once per content and width, cached by identity, and laid out at their
/// heights on the list.
@MainActor
struct ListAdapterSizingTests {
    static func notes(_ texts: [String]) -> [Note] {
        texts.enumerated().map { Note(id: $0, text: $1) }
    }

    @Test func rowsAreLaidOutAtTheirMeasuredHeights() throws {
        let fixture = SizingFixture<Note>()
        fixture.subject.onNext(Self.notes(["short", String(repeating: "x", count: 70), "hi"]))
        #expect(fixture.calls.count == 3)
        #expect(try #require(fixture.frame(0)) == (0, 20))
        #expect(try #require(fixture.frame(1)) == (20, 60))
        #expect(try #require(fixture.frame(2)) == (80, 20))
        #expect(fixture.list.contentHeight == 100)
    }

    @Test func aNewSizeHashMeasuresOnceAndTheSameSizeHashMeasuresNothing() throws {
        let fixture = SizingFixture<HashedNote>()
        let first = (0..<5).map { HashedNote(id: $0, text: "note \($0)") }
        fixture.subject.onNext(first)
        #expect(fixture.calls.count == 5)
        var read = first
        read[2].isRead = true
        let cell = try #require(fixture.list.cellForItem(at: IndexPath(item: 2, section: 0)))
        fixture.subject.onNext(read)
        #expect(fixture.calls.count == 5, "same sizeHash, other content changed: no measurement")
        #expect(fixture.list.cellForItem(at: IndexPath(item: 2, section: 0)) === cell)
        #expect(fixture.adapter.trace.entries.last?.stages.flatMap(\.decisions).map(\.kind) == [.renderedInPlace])
        var grown = read
        grown[2].text = String(repeating: "y", count: 64)
        fixture.subject.onNext(grown)
        #expect(fixture.calls.count == 6, "a new sizeHash: one measurement")
        #expect(try #require(fixture.frame(2)) == (40, 40))
        #expect(try #require(fixture.frame(3)) == (80, 20))
    }

    @Test func withoutASizeHashAnyContentChangeMeasuresAgain() {
        let fixture = SizingFixture<Note>()
        let first = Self.notes(["a", "b", "c"])
        fixture.subject.onNext(first)
        var read = first
        read[1].isRead = true
        fixture.subject.onNext(read)
        #expect(fixture.calls.count == 4)
    }

    @Test func aMoveAndAnInsertAboveMeasureOnlyTheNewRow() throws {
        let fixture = SizingFixture<Note>()
        let first = Self.notes(["a", String(repeating: "b", count: 40), "c", "d"])
        fixture.subject.onNext(first)
        #expect(fixture.calls.count == 4)
        fixture.subject.onNext([first[3], first[0], first[1], first[2]])
        #expect(fixture.calls.count == 4, "a move measures nothing")
        fixture.subject.onNext([Note(id: 9, text: "new")] + [first[3], first[0], first[1], first[2]])
        #expect(fixture.calls.count == 5, "an insert measures the new row only")
        #expect(try #require(fixture.frame(3)) == (60, 40), "the tall row kept its height, by identity")
    }

    @Test func turningBackToThePreviousWidthMeasuresNothing() throws {
        let main = TestScheduler()
        let fixture = SizingFixture<Note>(scheduler: main)
        fixture.subject.onNext(Self.notes((0..<6).map { String(repeating: "w", count: 10 * $0 + 5) }))
        main.advance(by: 0)
        #expect(fixture.calls.count == 6)
        fixture.adapter.sizingEnvironment.width = 480
        main.advance(by: 0)
        #expect(fixture.calls.count == 12)
        #expect(try #require(fixture.frame(5)) == (100, 40))
        fixture.adapter.sizingEnvironment.width = 320
        main.advance(by: 0)
        #expect(fixture.calls.count == 12, "320 → 480 → 320: nothing measured on the last step")
        #expect(try #require(fixture.frame(5)) == (140, 40))
    }

    @Test func aNewEpochMeasuresEveryRow() {
        let main = TestScheduler()
        let fixture = SizingFixture<Note>(scheduler: main)
        fixture.subject.onNext(Self.notes(["a", "b", "c", "d"]))
        main.advance(by: 0)
        fixture.adapter.sizingEnvironment.epoch += 1
        main.advance(by: 0)
        #expect(fixture.calls.count == 8)
        fixture.adapter.sizingEnvironment.contentSizeCategory = .accessibilityLarge
        main.advance(by: 0)
        #expect(fixture.calls.count == 12)
    }

    @Test func anEnvironmentChangeIsCoalescedWithTheTurnsOtherSizeChangesIntoOnePass() throws {
        let main = TestScheduler()
        let fixture = SizingFixture<Note>(scheduler: main)
        fixture.subject.onNext(Self.notes((0..<5).map { String(repeating: "w", count: 10 * $0 + 5) }))
        main.advance(by: 0)
        let entries = fixture.adapter.trace.entries.count
        let before = try #require(fixture.frame(4))
        fixture.adapter.sizingEnvironment.width = 400
        fixture.adapter.invalidateSize(of: 2)
        fixture.adapter.sizingEnvironment.epoch += 1
        fixture.adapter.sizingEnvironment.width = 480
        #expect(fixture.calls.count == 5, "nothing is measured before the turn ends")
        #expect(try #require(fixture.frame(4)) == before, "nor resized")
        #expect(fixture.adapter.sizingEnvironment.width == 480, "the value set is read back at once")
        main.advance(by: 0)
        #expect(fixture.calls.count == 10, "one pass: each row measured once, in the last environment")
        let new = fixture.adapter.trace.entries.dropFirst(entries)
        #expect(new.map(\.kind) == [.environmentChanged])
        #expect(new.first?.sizing?.measurements == 5)
        #expect(try #require(fixture.frame(4)) == (80, 20), "45 characters fit one line at 480 points")
    }

    @Test func settingTheEnvironmentBackWithinTheTurnDoesNothing() {
        let main = TestScheduler()
        let fixture = SizingFixture<Note>(scheduler: main)
        fixture.subject.onNext(Self.notes(["a", "b"]))
        main.advance(by: 0)
        let entries = fixture.adapter.trace.entries.count
        fixture.adapter.sizingEnvironment.width = 480
        fixture.adapter.sizingEnvironment.width = 320
        main.advance(by: 0)
        #expect(fixture.calls.count == 2)
        #expect(fixture.adapter.trace.entries.count == entries)
    }

    @Test func aRowWhoseTextGrowsIsResizedInPlaceWithoutAReload() throws {
        let fixture = SizingFixture<Note>()
        let first = Self.notes(["a", "b", "c"])
        fixture.subject.onNext(first)
        let cell = try #require(fixture.list.cellForItem(at: IndexPath(item: 0, section: 0)))
        var grown = first
        grown[0].text = String(repeating: "g", count: 50)
        fixture.subject.onNext(grown)
        #expect(fixture.list.cellForItem(at: IndexPath(item: 0, section: 0)) === cell)
        #expect(try #require(fixture.frame(1)) == (40, 20))
        let entry = try #require(fixture.adapter.trace.entries.last)
        #expect(entry.stages.flatMap(\.decisions).map(\.reason) == [.resizedInPlace])
        #expect(entry.sizing?.resizedInPlace == 1)
        #expect(entry.sizing?.measurements == 1)
        #expect(entry.description.contains("sizing: 0 hits, 1 measured, 0 estimated, 0 corrected, 1 resized in place"))
    }

    @Test func deletedItemsLeaveTheCacheAfterTheBatch() {
        let fixture = SizingFixture<Note>()
        fixture.subject.onNext(Self.notes((0..<10).map { "note \($0)" }))
        #expect(fixture.adapter.sizeCacheCount == 10)
        fixture.subject.onNext(Array(Self.notes((0..<10).map { "note \($0)" }).prefix(4)))
        #expect(fixture.adapter.sizeCacheCount == 4)
    }

    @Test func withoutSizingTheListKeepsItsOwnRowHeight() {
        let list = HeadlessListView(viewportHeight: 200, rowHeight: 30)
        let adapter = ListAdapter<SingleSection, Note>(listView: list)
        adapter.registerCell(ofType: NoteCell.self)
        adapter.bind(to: BehaviorSubject(value: Self.notes(["a", String(repeating: "b", count: 90)])))
        #expect(list.contentHeight == 60)
        #expect(adapter.trace.entries.isEmpty)
    }
}
