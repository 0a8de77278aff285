import Foundation
import HeadlessList
import ReactiveTesting
import TestSupport
import Testing

@testable import InteractorAdapter

/// The rows of a composed list are sized as a `ListAdapter`'s: each provider's registrations
/// say how (`ItemSizing`), its heights reach the list, an update that changes a height is
/// resized in place, and a new width sizes them again on the scheduler's next turn.
@MainActor
@Suite struct ComposedSizingTests {
    /// 20 points a line of `width / 10` characters.
    nonisolated static func height(_ title: String, width: Double) -> Double {
        let perLine = max(1, Int(width / 10))
        return 20 * Double(max(1, (title.count + perLine - 1) / perLine))
    }

    static func sizedProvider(
        _ id: String, _ subject: BehaviorSubject<[TestItem]>, calls: CallCounter
    ) -> ListProvider<Never, SingleSection, TestItem> {
        let provider = ListProvider(id: id, items: subject)
        provider.registerCell(
            ofType: AnimatedRowCell.self,
            sizing: .measured { state, width, _ in
                calls.increment()
                return height(state.title, width: width)
            })
        return provider
    }

    static let long = String(repeating: "x", count: 40)

    @Test func composedRowsAreLaidOutAtTheirProvidersHeights() {
        let fixture = ComposedFixture()
        let calls = CallCounter()
        let a = BehaviorSubject<[TestItem]>(value: [.animated("a0", "short"), .animated("a1", Self.long)])
        let b = BehaviorSubject(value: rows("b", 2))
        fixture.adapter.compose {
            Self.sizedProvider("a", a, calls: calls)
            rowsProvider("b", b)
        }
        #expect(fixture.list.extentOfItem(at: IndexPath(item: 0, section: 0)) == 0..<20)
        #expect(fixture.list.extentOfItem(at: IndexPath(item: 1, section: 0)) == 20..<60)
        #expect(fixture.list.extentOfItem(at: IndexPath(item: 0, section: 1)) == 60..<104, "unsized: the list's 44")
        #expect(fixture.list.contentHeight == 148)
        #expect(calls.count == 2)
        #expect(fixture.adapter.measurementCount == 2)
        #expect(fixture.problems.problems.isEmpty)
    }

    @Test func aComposedRowsExpectedHeightIsAskedOfItsProvider() {
        let fixture = ComposedFixture()
        let calls = CallCounter()
        let a = BehaviorSubject<[TestItem]>(value: [.animated("a0", "short"), .animated("a1", Self.long)])
        fixture.adapter.compose {
            rowsProvider("b", BehaviorSubject(value: rows("b", 1)))
            Self.sizedProvider("a", a, calls: calls)
        }
        #expect(fixture.adapter.expectedProviderHeight(ofItemAt: IndexPath(item: 1, section: 1)) == 40)
        #expect(fixture.adapter.expectedProviderHeight(ofItemAt: IndexPath(item: 0, section: 1)) == 20)
        #expect(calls.count == 4, "worked out afresh: two measurements more than the list's two")
        #expect(fixture.adapter.expectedProviderHeight(ofItemAt: IndexPath(item: 0, section: 0)) == nil, "unsized")
        #expect(fixture.adapter.expectedProviderHeight(ofItemAt: IndexPath(item: 5, section: 1)) == nil)
    }

    @Test func aComposedRowWhoseTextGrowsIsResizedInPlaceWithoutMeasuringTheOthers() throws {
        let fixture = ComposedFixture()
        let calls = CallCounter()
        let a = BehaviorSubject<[TestItem]>(value: [.animated("a0", "short"), .animated("a1", "short")])
        fixture.adapter.compose {
            rowsProvider("b", BehaviorSubject(value: rows("b", 1)))
            Self.sizedProvider("a", a, calls: calls)
        }
        let cell = try #require(fixture.list.cellForItem(at: IndexPath(item: 0, section: 1)))
        a.onNext([.animated("a0", Self.long), .animated("a1", "short")])
        #expect(fixture.list.cellForItem(at: IndexPath(item: 0, section: 1)) === cell, "rendered in place")
        #expect(fixture.list.extentOfItem(at: IndexPath(item: 0, section: 1)) == 44..<84)
        #expect(fixture.list.extentOfItem(at: IndexPath(item: 1, section: 1)) == 84..<104)
        #expect(calls.count == 3, "only the changed row is measured again")
        let decisions = try #require(fixture.adapter.trace.entries.last).stages.flatMap(\.decisions)
        #expect(decisions.map(\.reason) == [.resizedInPlace])
    }

    @Test func aNewWidthSizesEveryProvidersRowsAgainOnTheNextTurn() throws {
        let main = TestScheduler()
        let fixture = ComposedFixture(scheduler: main)
        let calls = CallCounter()
        let a = BehaviorSubject<[TestItem]>(value: [.animated("a0", Self.long)])
        let b = BehaviorSubject<[TestItem]>(value: [.animated("b0", Self.long)])
        fixture.adapter.compose {
            Self.sizedProvider("a", a, calls: calls)
            Self.sizedProvider("b", b, calls: calls)
        }
        main.advance(by: 0)
        #expect(fixture.list.contentHeight == 80)
        fixture.adapter.sizingEnvironment.width = 640
        #expect(fixture.list.contentHeight == 80, "nothing before the turn ends")
        main.advance(by: 0)
        #expect(fixture.list.contentHeight == 40)
        #expect(calls.count == 4)
        fixture.adapter.sizingEnvironment.width = 320
        main.advance(by: 0)
        #expect(fixture.list.contentHeight == 80)
        #expect(calls.count == 4, "back to 320 points: every height is in the providers' caches")
    }

    @Test func aNewWidthResizesEveryProviderInOneBatchAndAnUnchangedOneInNone() {
        let main = TestScheduler()
        let animations = ManualScheduler()
        let fixture = ComposedFixture(scheduler: main, animations: animations)
        let calls = CallCounter()
        fixture.adapter.compose {
            Self.sizedProvider("a", BehaviorSubject(value: [.animated("a0", Self.long)]), calls: calls)
            rowsProvider("u", BehaviorSubject(value: rows("u", 1)))
            Self.sizedProvider("b", BehaviorSubject(value: [.animated("b0", Self.long)]), calls: calls)
        }
        main.advance(by: 0)
        let batches = animations.pendingCount
        fixture.adapter.sizingEnvironment.width = 640
        main.advance(by: 0)
        main.advance(by: 0)
        #expect(animations.pendingCount == batches + 1, "one performBatchUpdates(nil) for both providers")
        #expect(fixture.list.extentOfItem(at: IndexPath(item: 0, section: 2)) == 64..<84)
        #expect(fixture.list.contentHeight == 84)
        fixture.adapter.sizingEnvironment.epoch += 1
        main.advance(by: 0)
        main.advance(by: 0)
        #expect(calls.count == 6, "every row measured again in the new epoch")
        #expect(animations.pendingCount == batches + 1, "no height changed: no batch")
        #expect(fixture.problems.problems.isEmpty)
    }

    @Test func aNewWidthMeasuresAProvidersRowsNearTheScreenAtOnceAndTheOthersOnTheNextPass() throws {
        let main = TestScheduler()
        let fixture = ComposedFixture(scheduler: main)
        let calls = CallCounter()
        let items: [TestItem] = (0..<60).map { .animated("a\($0)", Self.long) }
        fixture.adapter.compose {
            rowsProvider("u", BehaviorSubject(value: rows("u", 1)))
            Self.sizedProvider("a", BehaviorSubject(value: items), calls: calls)
        }
        main.advance(by: 0)
        #expect(fixture.list.contentHeight == 44 + 60 * 40)
        let entries = fixture.adapter.trace.entries.count
        fixture.adapter.sizingEnvironment.width = 640
        main.advance(by: 0)
        main.advance(by: 0)
        let new = fixture.adapter.trace.entries.dropFirst(entries)
        #expect(new.map(\.kind) == [.environmentChanged, .lateSizes])
        // 13 rows of the provider on screen (44 + 13 x 40 = 564 > 528), half as many again below.
        let nearScreen = try #require(new.first?.sizing)
        #expect(nearScreen.estimates == 60 - 20, "the others keep their last height until the next pass")
        #expect(new.last?.sizing?.measurements == 60 - 20)
        #expect(calls.count == 60 + 20 + 40)
        #expect(fixture.list.contentHeight == 44 + 60 * 20)
    }

    @Test func theEstimatedRowHeightReachesEveryProvider() {
        let fixture = ComposedFixture()
        fixture.adapter.estimatedRowHeight = 30
        fixture.adapter.compose {
            Self.sizedProvider("a", BehaviorSubject(value: [.animated("a0", "short")]), calls: CallCounter())
        }
        #expect(fixture.adapter.attachedLeaves().compactMap { $0.content?.estimatedRowHeight } == [30])
        fixture.adapter.estimatedRowHeight = 50
        #expect(fixture.adapter.attachedLeaves().compactMap { $0.content?.estimatedRowHeight } == [50])
    }

    @Test func aProviderAttachedLaterSizesItsRowsInTheAdaptersEnvironment() {
        let fixture = ComposedFixture()
        fixture.adapter.sizingEnvironment.width = 640
        let calls = CallCounter()
        let a = BehaviorSubject<[TestItem]>(value: [.animated("a0", Self.long)])
        fixture.adapter.compose { Self.sizedProvider("a", a, calls: calls) }
        #expect(fixture.list.contentHeight == 20)
    }

    @Test func aSizedRegistrationWrittenOnceSizesAnAdaptersAndAProvidersRowsAlike() {
        let calls = CallCounter()
        let items: [TestItem] = [.animated("r0", Self.long), .animated("r1", "short")]
        let single = HeadlessListView(viewportHeight: 528, rowHeight: 44)
        let adapter = ListAdapter<SingleSection, TestItem>(listView: single)
        adapter.registerSizedRows(calls: calls)
        adapter.bind(to: BehaviorSubject(value: items))
        let fixture = ComposedFixture()
        let provider = ListProvider(id: "p", items: BehaviorSubject(value: items))
        provider.registerSizedRows(calls: calls)
        fixture.adapter.compose { provider }
        #expect(single.contentHeight == 60)
        #expect(fixture.list.contentHeight == 60)
        #expect(calls.count == 4)
    }
}

extension CellRegistering {
    /// A screen's registrations, written once for an adapter and a provider.
    fileprivate func registerSizedRows(calls: CallCounter) {
        registerCell(
            ofType: AnimatedRowCell.self,
            sizing: .measured { state, width, _ in
                calls.increment()
                return ComposedSizingTests.height(state.title, width: width)
            })
    }
}
