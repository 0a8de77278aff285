import Foundation
import HeadlessList
import ReactiveTesting
import SeededRandom
import TestSupport
import Testing

@testable import InteractorAdapter

/// When the adapter sets the data and reloads instead of animating, and that it says why.
@MainActor
@Suite struct ListAdapterFallbackTests {
    @Test func firstDataIsLoadedWithReloadData() {
        let fixture = AdapterFixture(animatedRows(3))
        let entry = fixture.adapter.trace.entries.last
        #expect(entry?.method == .reloadData)
        #expect(entry?.reason == .firstData)
        #expect(fixture.visibleTexts == ["row 0", "row 1", "row 2"])
    }

    @Test func moreChangesThanTheThresholdReloadInsteadOfAnimating() throws {
        let scheduler = TestScheduler()
        let fixture = AdapterFixture(animatedRows(3), listScheduler: scheduler)
        fixture.adapter.fallbackThreshold = 4
        let kept = try #require(fixture.cell(0))

        fixture.subject.onNext(animatedRows(7))  // 4 inserts: at the threshold, animated
        #expect(fixture.adapter.trace.entries.last?.method == .batches)
        #expect(fixture.adapter.isAnimating)
        scheduler.run()

        fixture.subject.onNext(animatedRows(12))  // 5 inserts: above it
        let entry = try #require(fixture.adapter.trace.entries.last)
        #expect(entry.method == .reloadData)
        #expect(entry.reason == .overThreshold(changes: 5, threshold: 4))
        #expect(entry.stages.isEmpty)
        #expect(!fixture.adapter.isAnimating)
        #expect(fixture.list.numberOfItems(inSection: 0) == 12)
        #expect(fixture.cell(0) !== kept || fixture.cell(0)?.reuseCount == 1)
    }

    @Test func aListOutsideAWindowIsReloaded() {
        let fixture = AdapterFixture(animatedRows(3))
        fixture.list.isInWindow = false
        var next = animatedRows(3)
        next[1] = .animated("r1", "edited")
        fixture.subject.onNext(next)

        let entry = fixture.adapter.trace.entries.last
        #expect(entry?.method == .reloadData)
        #expect(entry?.reason == .notInWindow)
        #expect(fixture.visibleTexts == ["row 0", "edited", "row 2"])
    }

    @Test func anEmissionEqualToTheScreenDoesNothing() {
        let fixture = AdapterFixture(animatedRows(3))
        fixture.subject.onNext(animatedRows(3))
        #expect(fixture.adapter.trace.entries.last?.method == RenderTrace.Entry.Method.none)
        #expect(fixture.adapter.trace.entries.last?.stages.isEmpty == true)
    }

    @Test func aRejectedBatchIsRecordedAndRecoveredByReloading() {
        // Equal identifiers but different counts cannot fool the differ, so corrupt what the
        // list displays instead: it still believes in 3 rows while the adapter holds 2.
        let fixture = AdapterFixture(animatedRows(3))
        fixture.adapter.pipeline.sections = [ArraySection(model: SingleSection(), elements: animatedRows(2))]
        fixture.subject.onNext(animatedRows(2) + [.animated("new", "new")])

        let entry = fixture.adapter.trace.entries.last
        #expect(entry?.rejectedBatch?.hasPrefix("Invalid update: invalid number of rows in section 0.") == true)
        #expect(entry?.method == .reloadData)
        #expect(fixture.visibleTexts == ["row 0", "row 1", "new"])
        #expect(!fixture.adapter.isAnimating)
    }

    @Test func aCarelessDifferentiableNeverCrashesAndEndsOnTheLastEmission() {
        struct Careless: Differentiable, Sendable {
            var id: Int
            var title: String
            var differenceIdentifier: Int { id % 3 }  // many duplicates
            func isContentEqual(to source: Careless) -> Bool { false }  // always "updated"
        }
        final class CarelessCell: HeadlessCell, AnimatedRenderableCell {
            func render(_ viewState: Careless, animated: Bool) -> RenderResult {
                text = viewState.title
                return .rendered
            }
        }
        let list = HeadlessListView(viewportHeight: 220, rowHeight: 44)
        let adapter = ListAdapter<SingleSection, Careless>(listView: list)
        adapter.isTracing = true
        let problems = ProblemLog()
        adapter.problemHandler = problems.handler
        adapter.registerCell(ofType: CarelessCell.self)
        let subject = PublishSubject<[Careless]>()
        adapter.bind(to: subject)
        var random = SplitMix64(seed: 7)
        var last: [Careless] = []
        for step in 0..<30 {
            last = (0..<Int.random(in: 0..<9, using: &random)).map {
                Careless(id: Int.random(in: 0..<6, using: &random), title: "\(step).\($0)")
            }
            subject.onNext(last)
        }
        #expect(list.visibleRows.map(\.text) == last.prefix(5).map(\.title))
        #expect(adapter.trace.entries.allSatisfy { $0.rejectedBatch == nil })
        #expect(!problems.problems.isEmpty, "its duplicate identifiers are reported")
        #expect(
            problems.problems.allSatisfy {
                if case .duplicateIdentifiers(_, "Careless") = $0 { true } else { false }
            })
    }
}
