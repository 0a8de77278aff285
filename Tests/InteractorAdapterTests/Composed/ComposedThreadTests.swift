import Foundation
import HeadlessList
import ReactiveTesting
import TestSupport
import Testing

@testable import InteractorAdapter

/// Providers whose states come from background threads, and a composition whose parts do:
/// everything is applied on the main actor, and the screen ends on each one's last state.
@MainActor
@Suite struct ComposedThreadTests {
    @Test func providersEmittingFromSeveralThreadsEndOnTheirLastStates() async throws {
        let fixture = ComposedFixture()
        let subjects = fixture.composeRows(("a", rows("a", 1)), ("b", rows("b", 1)), ("c", rows("c", 1)))
        let lasts = LockedState([[TestItem]](repeating: [], count: subjects.count))
        let parts = PublishSubject<[Int]>()
        fixture.adapter.compose(from: parts) { order in
            for index in order { rowsProvider(["a", "b", "c"][index], subjects[index]) }
        }
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            DispatchQueue.global().async {
                runOnThreads(4) { thread in
                    for step in 0..<60 {
                        if thread == 3 {
                            parts.onNext(step % 2 == 0 ? [2, 0, 1] : [0, 1, 2])
                            continue
                        }
                        lasts.withLock { lasts in
                            lasts[thread] = rows(["a", "b", "c"][thread], step % 7, version: step)
                            subjects[thread].onNext(lasts[thread])
                        }
                    }
                }
                continuation.resume()
            }
        }
        let expected = lasts.withLock { $0 }
        try await waitUntil {
            fixture.adapter.providers.map(\.id) == ["a", "b", "c"]
                && fixture.counts == expected.map(\.count) && !fixture.adapter.isAnimating
        }
        #expect(fixture.visibleTexts == expected.flatMap { $0.map(\.shownText) })
        #expect(fixture.rejectedBatches.isEmpty)
    }
}
