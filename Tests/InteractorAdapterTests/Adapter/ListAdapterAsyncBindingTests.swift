import Foundation
import HeadlessList
import ReactiveTesting
import TestSupport
import Testing

@testable import InteractorAdapter

/// An interactor whose view states are an `AsyncStream`, as SKIE hands out Kotlin flows.
private final class StreamInteractor: AsyncInteractor, Sendable {
    typealias Item = TestItem
    enum Action { case show(Int) }
    let stream: AsyncStream<[TestItem]>
    let continuation: AsyncStream<[TestItem]>.Continuation

    init() {
        (stream, continuation) = AsyncStream.makeStream(of: [TestItem].self)
    }

    func dispatch(action: Action) {
        guard case .show(let count) = action else { return }
        continuation.yield(animatedRows(count))
    }

    func viewStates() -> AsyncStream<[TestItem]> { stream }
}

/// View states that arrive as an `AsyncSequence` (a Kotlin flow bridged by SKIE, an
/// `AsyncStream`) bind without glue, flat and sectioned, directly or through an
/// `AsyncInteractor`; ending the binding cancels the iteration.
@MainActor
@Suite struct ListAdapterAsyncBindingTests {
    private func makeAdapter<Model>(_ model: Model.Type) -> (HeadlessListView, ListAdapter<Model, TestItem>) {
        let list = HeadlessListView(viewportHeight: 220, rowHeight: 44, headerHeight: 20)
        let adapter = ListAdapter<Model, TestItem>(listView: list)
        adapter.registerCell(ofType: AnimatedRowCell.self)
        return (list, adapter)
    }

    @Test func aFlatAsyncSequenceIsShownAndUnbindingCancelsIt() async throws {
        let (list, adapter) = makeAdapter(SingleSection.self)
        let (stream, continuation) = AsyncStream.makeStream(of: [TestItem].self)
        let cancelled = LockedState(false)
        continuation.onTermination = { _ in cancelled.withLock { $0 = true } }
        adapter.bind(to: stream)
        continuation.yield(animatedRows(2))
        try await waitUntil { adapter.sections.first?.elements == animatedRows(2) }
        continuation.yield(animatedRows(4))
        try await waitUntil { adapter.sections.first?.elements == animatedRows(4) }
        #expect(list.visibleRows.count == 4)
        adapter.unbind()
        try await waitUntil { cancelled.withLock { $0 } }
    }

    @Test func aSectionedAsyncSequenceIsShown() async throws {
        let (_, adapter) = makeAdapter(TestHeader.self)
        adapter.registerHeader(ofType: AnimatedHeaderView.self)
        let (stream, continuation) = AsyncStream.makeStream(of: [ArraySection<TestHeader, TestItem>].self)
        adapter.bind(to: stream)
        let sections = [ArraySection(model: TestHeader(id: "s", title: "S"), elements: animatedRows(3))]
        continuation.yield(sections)
        try await waitUntil { adapter.sections.first?.elements == animatedRows(3) }
        #expect(adapter.sections.map(\.model) == [TestHeader(id: "s", title: "S")])
    }

    @Test func anAsyncInteractorBindsLikeAnInteractor() async throws {
        let (_, adapter) = makeAdapter(SingleSection.self)
        let interactor = StreamInteractor()
        adapter.bind(to: interactor)
        interactor.dispatch(action: .show(3))
        try await waitUntil { adapter.sections.first?.elements == animatedRows(3) }
        interactor.dispatch(action: .show(1))
        try await waitUntil { adapter.sections.first?.elements == animatedRows(1) }
    }

    @Test func anObservablesValuesRoundTripThroughTheAsyncBinding() async throws {
        let (_, adapter) = makeAdapter(SingleSection.self)
        let subject = BehaviorSubject(value: animatedRows(2))
        adapter.bind(to: subject.values)
        try await waitUntil { adapter.sections.first?.elements == animatedRows(2) }
        subject.onNext(animatedRows(5))
        try await waitUntil { adapter.sections.first?.elements == animatedRows(5) }
    }

    /// Polls every 2 ms and fails after 5,000 polls that ran (10 s of polling): polls, not
    /// the wall clock, because a test run that holds every cooperative thread stalls this
    /// loop and the binding's task together.
    private func waitUntil(_ condition: () -> Bool) async throws {
        var polls = 0
        while !condition() {
            polls += 1
            try #require(polls <= 5_000, "timed out waiting for the state")
            try await Task.sleep(nanoseconds: 2_000_000)
        }
    }
}
