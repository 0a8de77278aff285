import Foundation
import HeadlessList
import ReactiveTesting
import TestSupport
import Testing

@testable import InteractorAdapter

/// Subscription lifetime, unbinding, scroll forwarding, and no retain cycle.
@MainActor
@Suite struct ListAdapterLifecycleTests {
    final class ScrollRecorder: ListAdapterScrollDelegate {
        var offsets: [Double] = []
        func listViewDidScroll(_ listView: any ListView) {
            offsets.append((listView as? HeadlessListView)?.contentOffset ?? -1)
        }
    }

    @Test func adapterListAndInteractorAreReleasedTogether() {
        weak var weakAdapter: ListAdapter<SingleSection, TestItem>?
        weak var weakList: HeadlessListView?
        weak var weakInteractor: SubjectInteractor<TestItem>?
        let scheduler = TestScheduler()
        do {
            let interactor = SubjectInteractor<TestItem>(animatedRows(3))
            let list = HeadlessListView(animationTimer: animationTimer(on: scheduler))
            let adapter = ListAdapter<SingleSection, TestItem>(listView: list)
            adapter.isTracing = true
            adapter.registerCell(
                ofType: AnimatedRowCell.self,
                prepareCell: { _, state in
                    _ = interactor  // cells typically reach the interactor from here
                    _ = state
                })
            adapter.bind(to: interactor)
            interactor.dispatch(action: animatedRows(5))  // leaves an animation pending
            #expect(adapter.isAnimating)
            weakAdapter = adapter
            weakList = list
            weakInteractor = interactor
        }
        #expect(weakAdapter == nil)
        #expect(weakList == nil)
        #expect(weakInteractor == nil)
        scheduler.run()  // the pending completion finds nothing to call
    }

    @Test func deallocatingTheAdapterEndsTheSubscription() {
        let interactor = SubjectInteractor<TestItem>(animatedRows(3))
        let list = HeadlessListView()
        do {
            let adapter = ListAdapter<SingleSection, TestItem>(listView: list)
            adapter.isTracing = true
            adapter.registerCell(ofType: AnimatedRowCell.self)
            adapter.bind(to: interactor)
            #expect(interactor.hasObservers)
        }
        #expect(!interactor.hasObservers)
        interactor.dispatch(action: animatedRows(1))  // nobody there: nothing happens
        #expect(list.dataSource == nil)
    }

    @Test func unbindKeepsTheScreenAndStopsUpdates() {
        let fixture = AdapterFixture(animatedRows(2))
        fixture.adapter.unbind()
        fixture.subject.onNext(animatedRows(4))
        #expect(fixture.visibleTexts == ["row 0", "row 1"])
        fixture.adapter.bind(to: fixture.subject)
        fixture.subject.onNext(animatedRows(3))
        #expect(fixture.visibleTexts == ["row 0", "row 1", "row 2"])
    }

    @Test func scrollEventsAreForwardedToTheScrollDelegate() {
        let fixture = AdapterFixture(animatedRows(20))
        let recorder = ScrollRecorder()
        fixture.adapter.scrollDelegate = recorder
        fixture.list.scroll(to: 100)
        fixture.list.scroll(to: 250)
        #expect(recorder.offsets == [100, 250])
    }
}
