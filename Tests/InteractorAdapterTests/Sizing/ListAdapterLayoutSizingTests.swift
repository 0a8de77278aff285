import Foundation
import HeadlessList
import LayoutSpecs
import ListUpdates
import ReactiveTesting
import Testing

@testable import InteractorAdapter

/// Rows sized by a layout spec (`ItemSizing.layout`): the root's height is the row's, the
/// layout is computed where measured rows are (with the background diff), cached by the size
/// cache's key, and handed to the cell before it renders, fresh or in place.
@MainActor
struct ListAdapterLayoutSizingTests {
    /// 10 points of padding around a text of 16-point type: 37 columns a line at 320 points,
    /// 57 at 480; 20 points a line.
    nonisolated static func spec(_ note: Note) -> LayoutNode {
        var style = LayoutStyle()
        style.padding = LayoutEdges(all: 10)
        return LayoutNode(
            style: style, children: [.text(note.text, font: .system(size: 16), measurer: MonospacedTextMeasurer())])
    }

    static func fixture(viewportHeight: Double = 200, scheduler: (any Scheduler)? = nil) -> SizingFixture<Note> {
        SizingFixture<Note>(viewportHeight: viewportHeight, scheduler: scheduler) { adapter, calls in
            adapter.registerCell(
                ofType: LaidOutNoteCell.self,
                sizing: .layout { note, _ in
                    calls.increment()
                    return Self.spec(note)
                })
        }
    }

    func cell(_ fixture: SizingFixture<Note>, _ item: Int) throws -> LaidOutNoteCell {
        try #require(fixture.list.cellForItem(at: IndexPath(item: item, section: 0)) as? LaidOutNoteCell)
    }

    @Test func aRowIsAsTallAsItsLayoutAndItsCellGetsTheFramesBeforeItRenders() throws {
        let fixture = Self.fixture()
        let notes = [Note(id: 0, text: "short"), Note(id: 1, text: String(repeating: "word ", count: 20))]
        fixture.subject.onNext(notes)
        let expected = Self.spec(notes[1]).layout(width: 320)
        #expect(expected.size.height == 80, "100 characters in 37 columns: 3 lines and the padding")
        #expect(try #require(fixture.frame(0)) == (0, 40))
        #expect(try #require(fixture.frame(1)) == (40, 80))
        let cell = try cell(fixture, 1)
        #expect(cell.layout == expected)
        #expect(cell.framesOfText == [LayoutFrame(x: 10, y: 10, width: 300, height: 60)])
        #expect(cell.events == ["layout 80", "render"])
    }

    @Test func theLayoutIsComputedWithTheBackgroundDiffAndNotAgainWhenTheCellRenders() throws {
        let main = TestScheduler()
        let diffs = StepScheduler()
        let fixture = Self.fixture(scheduler: main)
        fixture.adapter.diffScheduler = diffs
        fixture.subject.onNext([Note(id: 0, text: "a")])
        main.advance(by: 0)
        let before = fixture.calls.count
        fixture.subject.onNext([Note(id: 0, text: "a"), Note(id: 1, text: String(repeating: "n", count: 80))])
        main.advance(by: 0)
        diffs.runNext()  // the diff
        main.advance(by: 0)
        #expect(fixture.calls.count == before, "nothing laid out on the main actor while the diff waits")
        diffs.runNext()  // the sizes: the new row laid out on the diff's scheduler
        #expect(fixture.calls.count == before + 1)
        main.advance(by: 0)
        #expect(try #require(fixture.frame(1)).height == 80)
        #expect(try cell(fixture, 1).layout?.size.height == 80)
        #expect(fixture.calls.count == before + 1, "the cell got the cached layout: nothing laid out again")
        #expect(fixture.adapter.trace.entries.last?.sizing?.measurements == 1)
    }

    @Test func aStaleGenerationsLayoutIsNeverHandedToACell() throws {
        let main = TestScheduler()
        let diffs = StepScheduler()
        let fixture = Self.fixture(scheduler: main)
        fixture.adapter.diffScheduler = diffs
        fixture.subject.onNext([Note(id: 0, text: "a")])
        main.advance(by: 0)
        var heightsHanded: Set<Double> = []
        func look() throws {
            for height in try cell(fixture, 0).events.compactMap(Self.layoutHeight) { heightsHanded.insert(height) }
        }
        fixture.subject.onNext([Note(id: 0, text: String(repeating: "n", count: 60))])  // 60 points: superseded
        main.advance(by: 0)
        diffs.runNext()
        fixture.subject.onNext([Note(id: 0, text: String(repeating: "n", count: 140))])  // 100 points
        main.advance(by: 0)
        try look()
        while diffs.pendingCount > 0 {
            diffs.runNext()
            main.advance(by: 0)
            try look()
        }
        #expect(!heightsHanded.contains(60))
        #expect(heightsHanded.contains(100))
        #expect(try #require(fixture.frame(0)).height == 100)
    }

    @Test func anInPlaceRenderGetsTheNewLayoutFirstInTheSameCell() throws {
        let fixture = Self.fixture()
        fixture.subject.onNext([Note(id: 0, text: "one line")])
        let shown = try cell(fixture, 0)
        fixture.subject.onNext([Note(id: 0, text: String(repeating: "n", count: 40))])
        let after = try cell(fixture, 0)
        #expect(after === shown)
        #expect(after.events == ["layout 40", "render", "layout 60", "render in place"])
        #expect(try #require(fixture.frame(0)).height == 60)
        #expect(fixture.adapter.trace.entries.last?.stages.first?.decisions.first?.kind == .renderedInPlace)
    }

    @Test func aNewWidthHandsTheCellsOnScreenTheirNewLayouts() throws {
        let main = TestScheduler()
        let fixture = Self.fixture(scheduler: main)
        fixture.subject.onNext([Note(id: 0, text: String(repeating: "n", count: 50))])
        main.advance(by: 0)
        #expect(try cell(fixture, 0).layout?.size == LayoutSize(width: 320, height: 60))
        fixture.adapter.sizingEnvironment.width = 480
        #expect(try cell(fixture, 0).layout?.size == LayoutSize(width: 320, height: 60), "coalesced to the next turn")
        main.advance(by: 0)
        #expect(try cell(fixture, 0).layout?.size == LayoutSize(width: 480, height: 40))
        #expect(try #require(fixture.frame(0)).height == 40)
    }

    @Test func aContentChangeThatKeepsTheSizeHashKeepsTheLayout() throws {
        let fixture = SizingFixture<HashedNote>(viewportHeight: 200) { adapter, calls in
            adapter.registerCell(
                ofType: LaidOutHashedNoteCell.self,
                sizing: .layout { note, _ in
                    calls.increment()
                    return Self.spec(Note(id: note.id, text: note.text))
                })
        }
        fixture.subject.onNext([HashedNote(id: 0, text: "hello")])
        let calls = fixture.calls.count
        fixture.subject.onNext([HashedNote(id: 0, text: "hello", isRead: true)])
        #expect(fixture.calls.count == calls, "same sizeHash: the cached layout")
        fixture.subject.onNext([HashedNote(id: 0, text: "hello again")])
        #expect(fixture.calls.count == calls + 1)
    }

    nonisolated static func layoutHeight(_ event: String) -> Double? {
        event.hasPrefix("layout ") ? Double(event.dropFirst(7)) : nil
    }
}

/// Records the layouts it gets and its renders, in order.
final class LaidOutNoteCell: HeadlessCell, LayoutRenderableCell, AnimatedRenderableCell {
    private(set) var layout: Layout?
    private(set) var events: [String] = []

    /// The frames of the root's children (the text), relative to the root.
    var framesOfText: [LayoutFrame] {
        guard let layout else { return [] }
        return layout.parents.indices.filter { layout.parents[$0] == 0 }.map { layout.framesInRoot[$0] }
    }

    func apply(_ layout: Layout) {
        self.layout = layout
        events.append("layout \(Int(layout.size.height))")
    }

    func render(_ viewState: Note, animated: Bool) -> RenderResult {
        text = viewState.text
        events.append(animated ? "render in place" : "render")
        return .rendered
    }
}

/// A hashed note laid out by a spec.
final class LaidOutHashedNoteCell: HeadlessCell, LayoutRenderableCell {
    func apply(_ layout: Layout) {}

    func render(_ viewState: HashedNote) {
        text = viewState.text
    }
}
