import Foundation
import HeadlessList
import ReactiveTesting
import SeededRandom
import TestSupport
import Testing

@testable import InteractorAdapter

/// `willDisplay`, `didEndDisplaying`, `prefetch` and `cancelPrefetching` from cell
/// registrations, with the items' view states.
@MainActor
@Suite struct ListAdapterDisplayTests {
    final class Log {
        var entries: [String] = []
        /// Identifiers displayed now.
        var displayed: [String: Int] = [:]
    }

    private let log = Log()

    private func register(on adapter: ListAdapter<SingleSection, TestItem>) {
        let log = log
        adapter.registerCell(
            ofType: AnimatedRowCell.self,
            willDisplay: { state in
                log.entries.append("willDisplay \(state.title)")
                log.displayed[state.id, default: 0] += 1
            },
            didEndDisplaying: { state in
                log.entries.append("didEndDisplaying \(state.title)")
                log.displayed[state.id, default: 0] -= 1
                if log.displayed[state.id] == 0 { log.displayed[state.id] = nil }
            },
            prefetch: { log.entries.append("prefetch \($0.title)") },
            cancelPrefetching: { log.entries.append("cancel \($0.title)") })
    }

    @Test func theHandlersHearTheViewStatesOfItemsComingAndGoing() {
        let fixture = AdapterFixture(registerPlain: false)
        register(on: fixture.adapter)
        fixture.subject.onNext(animatedRows(3))
        #expect(log.entries == ["willDisplay row 0", "willDisplay row 1", "willDisplay row 2"])
        log.entries = []
        fixture.subject.onNext([animatedRows(3)[0], .animated("r1", "row 1 renamed")])
        #expect(log.entries == ["didEndDisplaying row 2"], "a deleted item: the view state it was displayed with")
        log.entries = []
        fixture.subject.onNext([.animated("r0", "row 0 renamed"), .animated("r1", "row 1 renamed", refuses: true)])
        #expect(
            log.entries == ["willDisplay row 1 renamed", "didEndDisplaying row 1 renamed"],
            "a reloaded row: a new cell, and the old one ends with the item's state now")
    }

    @Test(arguments: [7, 8, 9] as [UInt64])
    func displaysAndEndsBalanceAcrossRandomStatesScrollsAndReloads(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let fixture = AdapterFixture(registerPlain: false)
        register(on: fixture.adapter)
        var items = animatedRows(12)
        fixture.subject.onNext(items)
        for step in 0..<40 {
            switch random.next() % 4 {
            case 0: fixture.list.scroll(to: Double(random.next() % 400))
            case 1: fixture.list.reloadData()
            case 2 where !items.isEmpty: items.remove(at: Int(random.next() % UInt64(items.count)))
            default:
                items.insert(.animated("n\(step)", "new \(step)"), at: Int(random.next() % UInt64(items.count + 1)))
            }
            fixture.subject.onNext(items)
            let visible = fixture.list.indexPathsForVisibleItems.compactMap {
                fixture.adapter.item(at: $0)?.differenceIdentifier
            }
            #expect(
                log.displayed == Dictionary(uniqueKeysWithValues: visible.map { ($0, 1) }), "seed \(seed), step \(step)"
            )
        }
    }

    @Test func prefetchAndItsCancellationGetTheItemsViewStates() {
        let fixture = AdapterFixture(registerPlain: false)
        register(on: fixture.adapter)
        fixture.subject.onNext(animatedRows(20))
        log.entries = []
        fixture.list.scroll(to: 10)  // 5 rows of 44 in 220 points: rows 0...5 visible, 6...10 near
        #expect(log.entries.filter { $0.hasPrefix("prefetch") } == (6...10).map { "prefetch row \($0)" })
        log.entries = []
        fixture.list.scroll(to: 0)
        #expect(log.entries.filter { $0.hasPrefix("cancel") } == (6...10).map { "cancel row \($0)" })
    }

    @Test func withoutHandlersTheAdapterKeepsNothingAboutDisplayedCells() {
        let fixture = AdapterFixture(animatedRows(3))
        fixture.list.scroll(to: 10)
        #expect(fixture.adapter.pipeline.displayedItems.isEmpty)
        #expect(!fixture.adapter.registry.hasDisplayHandlers && !fixture.adapter.registry.hasInteractions)
    }
}
