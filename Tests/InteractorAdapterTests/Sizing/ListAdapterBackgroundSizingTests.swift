import Foundation
import HeadlessList
import ListUpdates
import ReactiveTesting
import Testing

@testable import InteractorAdapter

/// Rows measured with the background diff, the deadline in the scheduler's time, estimates
/// and late sizes that keep the first visible row where it is on screen.
@MainActor
struct ListAdapterBackgroundSizingTests {
    nonisolated static func notes(_ count: Int, lines: (Int) -> Int = { _ in 1 }) -> [Note] {
        (0..<count).map { Note(id: $0, text: String(repeating: "n", count: 32 * lines($0))) }
    }

    static func backgroundFixture(deadline: Double? = nil) -> (SizingFixture<Note>, TestScheduler, StepScheduler) {
        let main = TestScheduler()
        let diffs = StepScheduler()
        let fixture = SizingFixture<Note>(scheduler: main)
        fixture.adapter.diffScheduler = diffs
        fixture.adapter.sizingDeadline = deadline
        return (fixture, main, diffs)
    }

    @Test func rowsAreMeasuredWithTheBackgroundDiffAndTheDiffWaitsForThem() throws {
        let (fixture, main, diffs) = Self.backgroundFixture()
        fixture.subject.onNext(Self.notes(2))
        main.advance(by: 0)
        #expect(fixture.calls.count == 2)
        fixture.subject.onNext(Self.notes(4) { $0 == 3 ? 3 : 1 })
        main.advance(by: 0)
        diffs.runNext()  // the diff
        main.advance(by: 0)
        #expect(fixture.list.numberOfItems(inSection: 0) == 2, "the diff waits for its sizes")
        diffs.runNext()  // the sizes
        #expect(fixture.calls.count == 4, "the new rows, measured off the main actor")
        main.advance(by: 0)
        #expect(fixture.list.numberOfItems(inSection: 0) == 4)
        #expect(try #require(fixture.frame(3)) == (60, 60))
        #expect(fixture.adapter.trace.entries.last?.sizing?.measurements == 2)
    }

    @Test func pastTheDeadlineRowsOnScreenAreExactAndTheRestLandLaterWithTheAnchorKept() throws {
        let (fixture, main, diffs) = Self.backgroundFixture(deadline: 0.05)
        fixture.subject.onNext(Self.notes(1))
        main.advance(by: 0)
        fixture.subject.onNext(Self.notes(40) { $0 % 2 == 0 ? 2 : 1 })
        main.advance(by: 0)
        diffs.runNext()
        main.advance(by: 0.05)
        #expect(fixture.list.numberOfItems(inSection: 0) == 40, "applied at the deadline")
        for path in fixture.list.indexPathsForVisibleItems {
            let height = try #require(fixture.frame(path.item)).height
            #expect(height == (path.item % 2 == 0 ? 40 : 20), "row \(path.item) on screen is exact")
        }
        #expect(try #require(fixture.frame(39)).height == 20, "off screen: the mean of its type")
        fixture.list.scroll(to: 300)
        let first = try #require(fixture.list.indexPathsForVisibleItems.first)
        let yOnScreen = try #require(fixture.frame(first.item)).top - fixture.list.contentOffset
        diffs.runNext()
        main.advance(by: 0)
        #expect(try #require(fixture.frame(38)).height == 40, "the late size landed")
        #expect(fixture.list.indexPathsForVisibleItems.first == first)
        #expect(abs(try #require(fixture.frame(first.item)).top - fixture.list.contentOffset - yOnScreen) <= 0.5)
        let late = try #require(fixture.adapter.trace.entries.last)
        #expect(late.kind == .lateSizes)
        #expect((late.sizing?.corrections ?? 0) > 0)
    }

    @Test func ofTwoGenerationsInFlightOnlyTheSecondsSizesAreEverShown() throws {
        let (fixture, main, diffs) = Self.backgroundFixture()
        fixture.subject.onNext(Self.notes(3))
        main.advance(by: 0)
        var heightsShown: Set<Double> = []
        func look() throws { heightsShown.insert(try #require(fixture.frame(0)).height) }
        fixture.subject.onNext(Self.notes(3) { $0 == 0 ? 3 : 1 })  // 60 points: never to be shown
        main.advance(by: 0)
        diffs.runNext()
        fixture.subject.onNext(Self.notes(3) { $0 == 0 ? 5 : 1 })  // 100 points
        main.advance(by: 0)
        try look()
        diffs.runNext()
        main.advance(by: 0)
        try look()
        while diffs.pendingCount > 0 {
            diffs.runNext()
            main.advance(by: 0)
            try look()
        }
        #expect(!heightsShown.contains(60))
        #expect(try #require(fixture.frame(0)).height == 100)
    }

    @Test func rotatingKeepsTheFirstVisibleRowWhileTheRowsAboveAreMeasuredLater() throws {
        let main = TestScheduler()
        let fixture = SizingFixture<Note>(viewportHeight: 400, scheduler: main)
        fixture.subject.onNext(Self.notes(1_100) { 1 + $0 % 4 })
        main.advance(by: 0)
        fixture.list.scroll(to: fixture.frame(1_000)!.top + 12)
        let first = try #require(fixture.list.indexPathsForVisibleItems.first)
        let calls = fixture.calls.count
        let entries = fixture.adapter.trace.entries.count
        fixture.adapter.sizingEnvironment.width = 480
        main.advance(by: 0)
        let passes = fixture.adapter.trace.entries.dropFirst(entries)
        #expect(passes.map(\.kind) == [.environmentChanged, .lateSizes])
        let atOnce = try #require(passes.first?.sizing)
        #expect(atOnce.measurements < 100, "only the rows near the screen are measured in the first pass")
        #expect(atOnce.estimates > 1_000, "the others are estimated until the next")
        #expect(fixture.calls.count - calls == 1_100, "the 1,000 rows above get their real sizes")
        #expect(fixture.list.indexPathsForVisibleItems.first == first)
        #expect(abs(try #require(fixture.frame(first.item)).top - fixture.list.contentOffset + 12) <= 0.5)
    }

    @Test func invalidationsAreCoalescedIntoOnePassPerTurn() throws {
        let main = TestScheduler()
        let fixture = SizingFixture<Note>(scheduler: main)
        fixture.subject.onNext(Self.notes(5))
        main.advance(by: 0)
        let calls = fixture.calls.count
        fixture.adapter.invalidateSize(of: 1)
        fixture.adapter.invalidateSize(of: 3)
        fixture.adapter.invalidateSize(of: 1)
        #expect(fixture.calls.count == calls)
        main.advance(by: 0)
        #expect(fixture.calls.count == calls + 2)
    }
}

/// Rows measured on a real background queue while states keep coming from other threads.
@MainActor
struct ListAdapterBackgroundSizingThreadTests {
    @Test func measuringOnABackgroundQueueEndsWithTheLastStateAtItsHeights() async throws {
        let fixture = SizingFixture<Note>()
        fixture.adapter.diffScheduler = DispatchQueueScheduler(queue: DispatchQueue(label: "diff"))
        fixture.subject.onNext(ListAdapterBackgroundSizingTests.notes(3))
        let subject = fixture.subject
        await withTaskGroup(of: Void.self) { group in
            for thread in 0..<4 {
                group.addTask {
                    for round in 0..<25 {
                        subject.onNext(ListAdapterBackgroundSizingTests.notes(5 + (thread + round) % 7) { 1 + $0 % 3 })
                    }
                }
            }
        }
        let last = ListAdapterBackgroundSizingTests.notes(20) { 1 + $0 % 4 }
        subject.onNext(last)
        try await waitUntil { fixture.adapter.sections.first?.elements == last && !fixture.adapter.isAnimating }
        try await waitUntil { fixture.adapter.unappliedEmissions == 0 }
        for item in 0..<5 {
            let height = try #require(fixture.frame(item)).height
            #expect(height == Note.height(of: last[item].text, width: 320), "row \(item)")
        }
    }
}
