import Foundation
import HeadlessList
import ReactiveTesting
import TestSupport
import Testing

@testable import InteractorAdapter

/// Diffing on another scheduler: results come back to the main actor, superseded ones are dropped.
@MainActor
@Suite struct ListAdapterBackgroundDiffTests {
    @Test func aDiffIsAppliedWhenNothingNewerArrived() {
        let diffs = TestScheduler()
        let fixture = AdapterFixture(animatedRows(2))
        fixture.adapter.diffScheduler = diffs
        fixture.subject.onNext(animatedRows(3))
        #expect(fixture.visibleTexts == ["row 0", "row 1"])
        diffs.run()
        #expect(fixture.visibleTexts == ["row 0", "row 1", "row 2"])
        #expect(fixture.adapter.trace.entries.last?.method == .batches)
    }

    @Test func aDiffSupersededByANewerEmissionIsDroppedNeverApplied() {
        let diffs = TestScheduler()
        let fixture = AdapterFixture(animatedRows(2))
        fixture.adapter.diffScheduler = diffs
        fixture.subject.onNext(animatedRows(3))
        fixture.subject.onNext(animatedRows(4))
        fixture.subject.onNext(animatedRows(5))
        diffs.run()

        let entries = fixture.adapter.trace.entries
        #expect(entries.map(\.kind) == [.update, .droppedDiff, .update])
        #expect(entries[1].emission == 2)
        #expect(entries[1].reason == .superseded(byEmission: 4))
        #expect(entries[2].emission == 4)
        #expect(entries[2].coalescedEmissions == 1)
        #expect(fixture.visibleTexts == (0..<5).map { "row \($0)" })
    }
}
