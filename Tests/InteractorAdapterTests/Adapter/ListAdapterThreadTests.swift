import Foundation
import HeadlessList
import ReactiveTesting
import TestSupport
import Testing

@testable import InteractorAdapter

/// States emitted from many threads are applied on the main actor, newest last.
@MainActor
@Suite struct ListAdapterThreadTests {
    /// Emits `perThread` states from each of 8 threads, numbering them under a lock so the
    /// emission order is known; returns the last state emitted.
    nonisolated private static func emitFromEightThreads(
        into subject: PublishSubject<[TestItem]>, perThread: Int
    ) async -> [TestItem] {
        let counter = LockedState((count: 0, last: [TestItem]()))
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let group = DispatchGroup()
            for thread in 0..<8 {
                group.enter()
                Thread {
                    for _ in 0..<perThread {
                        counter.withLock { state in
                            state.count += 1
                            state.last = (0..<(state.count % 17)).map {
                                .animated("r\($0)", "v\(state.count) t\(thread)")
                            }
                            subject.onNext(state.last)
                        }
                    }
                    group.leave()
                }.start()
            }
            group.notify(queue: .global()) { continuation.resume() }
        }
        return counter.withLock { $0.last }
    }

    @Test func emissionsFromEightThreadsEndWithTheLastOneOnScreen() async throws {
        let fixture = AdapterFixture(animatedRows(3))
        let last = await Self.emitFromEightThreads(into: fixture.subject, perThread: 50)
        try await waitUntil { fixture.adapter.sections.first?.elements == last }
        #expect(fixture.visibleTexts == Array(last.prefix(5)).map(\.shownText))
        let emissions = fixture.adapter.trace.entries.map(\.emission)
        #expect(emissions == emissions.sorted())
        #expect(emissions.last == 401)
        #expect(fixture.adapter.trace.entries.allSatisfy { $0.rejectedBatch == nil })
    }

    @Test func backgroundDiffingFromEightThreadsEndsWithTheLastOneOnScreen() async throws {
        let fixture = AdapterFixture(animatedRows(3))
        fixture.adapter.diffScheduler = DispatchQueueScheduler(queue: DispatchQueue(label: "diff"))
        let last = await Self.emitFromEightThreads(into: fixture.subject, perThread: 50)
        try await waitUntil {
            fixture.adapter.sections.first?.elements == last && fixture.adapter.trace.entries.last?.emission == 401
        }
        #expect(fixture.visibleTexts == Array(last.prefix(5)).map(\.shownText))
        #expect(fixture.adapter.trace.entries.allSatisfy { $0.rejectedBatch == nil })
    }
}
