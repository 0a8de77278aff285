import Foundation
import HeadlessList
import ReactiveTesting
import SeededRandom
import TestSupport
import Testing

@testable import InteractorAdapter

/// States from several providers that arrive while a batch animates are applied together
/// when it completes, in provider order; nothing is lost and no batch is rejected.
@MainActor
@Suite struct ComposedCoalescingTests {
    @Test func statesFromSeveralProvidersArrivingMidAnimationAreAppliedTogether() {
        let scheduler = TestScheduler()
        let fixture = ComposedFixture(scheduler: scheduler, animations: scheduler)
        let subjects = fixture.composeRows(("a", rows("a", 1)), ("b", rows("b", 1)), ("c", rows("c", 1)))
        let (a, b, c) = (subjects[0], subjects[1], subjects[2])
        var appliedAt: [(String?, Double)] = []
        fixture.adapter.onTrace = { appliedAt.append(($0.provider, scheduler.now)) }
        a.onNext(rows("a", 2))
        scheduler.advance(by: 0)
        #expect(fixture.adapter.isAnimating)

        c.onNext(rows("c", 2))
        b.onNext(rows("b", 2))
        b.onNext(rows("b", 3))
        c.onNext(rows("c", 3))
        scheduler.advance(by: 0.1)
        #expect(fixture.counts == [2, 1, 1])

        scheduler.advance(by: 0.2)
        #expect(fixture.counts == [2, 3, 3])
        #expect(appliedAt.map(\.0) == ["a", "b", "c"])
        #expect(appliedAt.map(\.1) == [0, 0.3, 0.3])
        let entries = fixture.adapter.trace.entries.suffix(2)
        #expect(entries.map(\.emission) == [3, 3])
        #expect(entries.map(\.coalescedEmissions) == [1, 1])
        #expect(
            entries.map { $0.stages.flatMap(\.itemsInserted) } == [
                [row(1, section: 1), row(2, section: 1)], [row(1, section: 2), row(2, section: 2)],
            ])
        scheduler.advance(by: 0.3)
        #expect(!fixture.adapter.isAnimating)
        #expect(fixture.visibleTexts == ["a 0", "a 1", "b 0", "b 1", "b 2", "c 0", "c 1", "c 2"])
    }

    @Test func randomEmissionsFromRandomProvidersWithRandomTimingEndOnEveryProvidersLastState() {
        for seed in UInt64(0)..<120 {
            var session = RandomComposedSession(seed: seed)
            session.run()
            session.expectScreen()
        }
    }
}

/// A random session on a composed list: providers (flat and sectioned) emit random edits,
/// come, go and move, at random moments, while batches animate for random durations.
@MainActor
struct RandomComposedSession {
    /// One provider of the session, with the last state it emitted.
    @MainActor
    final class Part {
        let id: String
        let flat: BehaviorSubject<[TestItem]>?
        let sectioned: BehaviorSubject<[ArraySection<TestHeader, TestItem>]>?
        let node: ProviderNode

        init(id: String, sectioned isSectioned: Bool) {
            self.id = id
            if isSectioned {
                let subject = BehaviorSubject(value: [ArraySection<TestHeader, TestItem>]())
                let provider = ListProvider(id: id, sections: subject)
                provider.registerCell(ofType: AnimatedRowCell.self)
                provider.registerCell(ofType: PlainRowCell.self)
                provider.registerHeader(ofType: AnimatedHeaderView.self)
                sectioned = subject
                flat = nil
                node = provider
            } else {
                let subject = BehaviorSubject(value: [TestItem]())
                flat = subject
                sectioned = nil
                node = rowsProvider(id, subject)
            }
        }

        /// What the provider should show: its last state, as sections.
        var lastState: [(header: String?, items: [TestItem])] {
            if let flat { return [(nil, flat.value)] }
            return (sectioned?.value ?? []).map { ($0.model.title, $0.elements) }
        }
    }

    let seed: UInt64
    var states: RandomAdapterStates<SplitMix64>
    let scheduler = TestScheduler()
    let fixture: ComposedFixture
    var parts: [Part] = []
    var nextID = 0

    init(seed: UInt64) {
        self.seed = seed
        states = RandomAdapterStates(SplitMix64(seed: seed))
        fixture = ComposedFixture(scheduler: scheduler, animations: scheduler, headerHeight: 20)
        fixture.list.animationDuration = [0, 0.1, 0.25, 0.4].randomElement(using: &states.random)!
    }

    mutating func run() {
        for _ in 0..<Int.random(in: 1...3, using: &states.random) { parts.append(newPart()) }
        fixture.adapter.providers = parts.map(\.node)
        for _ in 0..<Int.random(in: 1...14, using: &states.random) {
            switch Int.random(in: 0..<10, using: &states.random) {
            case 0..<6: emit()
            case 6: parts.append(newPart())
            case 7 where !parts.isEmpty: parts.remove(at: Int.random(in: 0..<parts.count, using: &states.random))
            default: parts.shuffle(using: &states.random)
            }
            fixture.adapter.providers = parts.map(\.node)
            scheduler.advance(by: [0, 0, 0.05, 0.2, 0.5].randomElement(using: &states.random)!)
            if Bool.random(using: &states.random) {
                fixture.list.scroll(to: Double.random(in: 0...400, using: &states.random))
            }
        }
        scheduler.run()
    }

    /// A random edit of a random provider's state.
    mutating func emit() {
        guard let part = parts.randomElement(using: &states.random) else { return }
        if let flat = part.flat { flat.onNext(states.edit(flat.value)) }
        if let sectioned = part.sectioned { sectioned.onNext(states.edit(sectioned.value)) }
    }

    mutating func newPart() -> Part {
        nextID += 1
        let part = Part(id: "p\(nextID)", sectioned: Bool.random(using: &states.random))
        for _ in 0..<Int.random(in: 0...2, using: &states.random) { emitInitial(part) }
        return part
    }

    mutating func emitInitial(_ part: Part) {
        if let flat = part.flat { flat.onNext(states.edit(flat.value)) }
        if let sectioned = part.sectioned { sectioned.onNext(states.edit(sectioned.value)) }
    }

    /// The list shows every provider's last state, in provider order, and refused nothing.
    func expectScreen() {
        let expected = parts.flatMap(\.lastState)
        let problems = fixture.problems.problems.filter { $0.severity == .error }
        #expect(problems.isEmpty, "seed \(seed): \(problems)")
        #expect(fixture.rejectedBatches.isEmpty, "seed \(seed)")
        #expect(fixture.list.problems.isEmpty, "seed \(seed): \(fixture.list.problems)")
        #expect(fixture.adapter.providers.map(\.id) == parts.map(\.id), "seed \(seed)")
        #expect(fixture.counts == expected.map(\.items.count), "seed \(seed): \(fixture.adapter.trace)")
        for visible in fixture.list.visibleRows {
            let item = expected[visible.indexPath.section].items[visible.indexPath.item]
            #expect(visible.text == item.shownText, "seed \(seed) at \(visible.indexPath)")
        }
        for section in expected.indices {
            guard let header = fixture.list.headerForSection(section) as? HeadlessCell else { continue }
            #expect(header.text == expected[section].header, "seed \(seed) header \(section)")
        }
    }
}
