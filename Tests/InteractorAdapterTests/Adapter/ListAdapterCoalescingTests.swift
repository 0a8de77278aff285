import Foundation
import HeadlessList
import ReactiveTesting
import SeededRandom
import TestSupport
import Testing

@testable import InteractorAdapter

/// States that arrive while a batch animates are coalesced to the latest, and nothing is lost.
@MainActor
@Suite struct ListAdapterCoalescingTests {
    @Test func statesArrivingWhileABatchAnimatesCollapseToTheLatest() {
        let scheduler = TestScheduler()
        let fixture = AdapterFixture(animatedRows(3), listScheduler: scheduler)
        fixture.subject.onNext(animatedRows(4))
        #expect(fixture.adapter.isAnimating)

        fixture.subject.onNext(animatedRows(5))
        fixture.subject.onNext(animatedRows(6))
        fixture.subject.onNext(animatedRows(7))
        #expect(fixture.list.numberOfItems(inSection: 0) == 4)

        scheduler.advance(by: 0.3)
        #expect(fixture.list.numberOfItems(inSection: 0) == 7)
        let entries = fixture.adapter.trace.entries
        #expect(entries.map(\.emission) == [1, 2, 5])
        #expect(entries.map(\.coalescedEmissions) == [0, 0, 2])
        #expect(entries.last?.stages.first?.itemsInserted == [row(4), row(5), row(6)])
        scheduler.advance(by: 0.3)
        #expect(!fixture.adapter.isAnimating)
        #expect(fixture.visibleTexts == (0..<5).map { "row \($0)" })
    }

    @Test func flatRandomEmissionsWithRandomAnimationTimingEndOnTheLastEmission() throws {
        for seed in UInt64(0)..<150 {
            var states = RandomAdapterStates(SplitMix64(seed: seed))
            let scheduler = TestScheduler()
            let fixture = AdapterFixture(nil, scheduler: scheduler, listScheduler: scheduler)
            fixture.list.animationDuration = [0, 0.1, 0.25, 0.4].randomElement(using: &states.random)!
            var last: [TestItem] = []
            for _ in 0..<Int.random(in: 1...10, using: &states.random) {
                last = states.edit(last)
                fixture.subject.onNext(last)
                scheduler.advance(by: [0, 0, 0.05, 0.2, 0.5].randomElement(using: &states.random)!)
                if Bool.random(using: &states.random) {
                    fixture.list.scroll(to: Double.random(in: 0...400, using: &states.random))
                }
            }
            scheduler.run()
            try expectScreen(fixture.adapter, fixture.list, shows: [last], seed: seed)
        }
    }

    @Test func sectionedRandomEmissionsWithRandomAnimationTimingEndOnTheLastEmission() throws {
        for seed in UInt64(0)..<150 {
            var states = RandomAdapterStates(SplitMix64(seed: seed))
            let scheduler = TestScheduler()
            let list = HeadlessListView(
                viewportHeight: 200, rowHeight: 30, headerHeight: 20, animationTimer: animationTimer(on: scheduler))
            list.animationDuration = [0, 0.1, 0.25].randomElement(using: &states.random)!
            let adapter = ListAdapter<TestHeader, TestItem>(listView: list, scheduler: scheduler)
            adapter.isTracing = true
            // Random states may repeat an identifier across sections: reported, and nothing else.
            let problems = ProblemLog()
            adapter.problemHandler = problems.handler
            adapter.registerCell(ofType: AnimatedRowCell.self)
            adapter.registerCell(ofType: PlainRowCell.self)
            if Bool.random(using: &states.random) {
                adapter.registerHeader(ofType: AnimatedHeaderView.self)
            } else {
                adapter.registerHeader(ofType: PlainHeaderView.self)
            }
            let subject = PublishSubject<[ArraySection<TestHeader, TestItem>]>()
            adapter.bind(to: subject)
            var last: [ArraySection<TestHeader, TestItem>] = []
            for _ in 0..<Int.random(in: 1...8, using: &states.random) {
                last = states.edit(last)
                subject.onNext(last)
                scheduler.advance(by: [0, 0, 0.05, 0.2].randomElement(using: &states.random)!)
                if Bool.random(using: &states.random) {
                    list.scroll(to: Double.random(in: 0...300, using: &states.random))
                }
            }
            scheduler.run()
            try expectScreen(adapter, list, shows: last.map(\.elements), headers: last.map(\.model.title), seed: seed)
            let unexpected = problems.problems.filter {
                if case .duplicateIdentifiers(_, "TestItem") = $0 { false } else { true }
            }
            #expect(unexpected.isEmpty, "seed \(seed)")
        }
    }

    /// The screen shows exactly `sections`: counts, every visible row's text, every visible
    /// header's text, no rejected batch and no list problem.
    private func expectScreen<Model>(
        _ adapter: ListAdapter<Model, TestItem>, _ list: HeadlessListView,
        shows sections: [[TestItem]], headers: [String]? = nil, seed: UInt64
    ) throws {
        let rejected = adapter.trace.entries.compactMap(\.rejectedBatch)
        #expect(rejected.isEmpty, "seed \(seed): \(rejected)")
        #expect(list.problems.isEmpty, "seed \(seed): \(list.problems)")
        #expect(adapter.sections.map(\.elements) == sections, "seed \(seed)")
        #expect(
            (0..<list.numberOfSections).map(list.numberOfItems(inSection:)) == sections.map(\.count), "seed \(seed)")
        for visible in list.visibleRows {
            let item = sections[visible.indexPath.section][visible.indexPath.item]
            #expect(visible.text == item.shownText, "seed \(seed) at \(visible.indexPath): \(adapter.trace)")
        }
        if let headers {
            for section in headers.indices {
                guard let header = list.headerForSection(section) as? HeadlessCell else { continue }
                #expect(header.text == headers[section], "seed \(seed) header \(section)")
            }
        }
        let emissions = adapter.trace.entries.filter { $0.kind == .update }.map(\.emission)
        #expect(emissions == emissions.sorted() && Set(emissions).count == emissions.count, "seed \(seed)")
    }
}
