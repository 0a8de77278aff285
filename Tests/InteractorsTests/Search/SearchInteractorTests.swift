import Foundation
import HeadlessList
import InteractorAdapter
import ReactiveTesting
import Testing

@testable import Interactors

@Suite struct SearchInteractorTests {
    private func make() -> (SearchInteractor, TestScheduler, Recorder<[SearchItem]>) {
        let scheduler = TestScheduler()
        let search = SearchInteractor(scheduler: scheduler)
        return (search, scheduler, Recorder(search.viewStates()))
    }

    @Test func typingIsDebouncedThenLoadingThenResults() throws {
        let (search, scheduler, recorder) = make()
        #expect(recorder.values.map { CellTexts.texts($0) } == [["Type to search"]])
        for text in ["m", "mi", "mil"] {
            search.dispatch(action: .type(text: text))
            scheduler.advance(by: 0.2)
        }
        #expect(recorder.values.count == 1, "no search while typing")
        scheduler.advance(by: 0.1)
        #expect(CellTexts.texts(try #require(recorder.last)) == [#"Searching "mil"..."#])
        scheduler.advance(by: 0.5)
        #expect(
            CellTexts.texts(try #require(recorder.last)) == [
                #"4 results for "mil""#, "Milk · Dairy", "Oat milk · Dairy", "Buttermilk · Dairy", "Millet · Grains",
            ])
        #expect(recorder.values.count == 3, "one search for the three keystrokes")
    }

    @Test func theStatusRowKeepsItsIdentityButChangesType() throws {
        let (search, scheduler, recorder) = make()
        search.dispatch(action: .type(text: "milk"))
        scheduler.advance(by: 1)
        let kinds = recorder.values.map { type(of: $0[0].viewState) }
        #expect(kinds.map { "\($0)" } == ["SearchPromptViewState", "SearchLoadingViewState", "SearchSummaryViewState"])
        #expect(recorder.values.allSatisfy { $0[0].differenceIdentifier == "status" })
    }

    @Test func refiningKeepsOldResultsWhileLoading() throws {
        let (search, scheduler, recorder) = make()
        search.dispatch(action: .type(text: "mil"))
        scheduler.advance(by: 0.8)
        search.dispatch(action: .type(text: "milk"))
        scheduler.advance(by: 0.3)
        let loading = try #require(recorder.last)
        #expect(CellTexts.texts(loading).first == #"Searching "milk"..."#)
        #expect(loading.count == 5, "the four results of \"mil\" stay while \"milk\" loads")
        scheduler.advance(by: 0.5)
        #expect(recorder.last?.dropFirst().map(\.differenceIdentifier) == ["milk", "oat-milk", "buttermilk"])
    }

    @Test func noMatchShowsTheEmptyRow() throws {
        let (search, scheduler, recorder) = make()
        search.dispatch(action: .type(text: "xyz"))
        scheduler.advance(by: 1)
        #expect(CellTexts.texts(try #require(recorder.last)) == [#"No results for "xyz""#])
    }

    @Test func aFailureShowsTheErrorRowAndRetrySucceeds() throws {
        let (search, scheduler, recorder) = make()
        search.dispatch(action: .retry)
        #expect(recorder.values.count == 1, "retry does nothing unless a search failed")
        search.dispatch(action: .type(text: "cheese"))
        scheduler.advance(by: 1)
        #expect(CellTexts.texts(try #require(recorder.last)) == ["Search failed: network offline. Tap to retry"])
        search.dispatch(action: .retry)
        #expect(CellTexts.texts(try #require(recorder.last)) == [#"Searching "cheese"..."#])
        scheduler.advance(by: 0.5)
        #expect(CellTexts.texts(try #require(recorder.last)).first == #"3 results for "cheese""#)
    }

    @Test func aLateAnswerToAnOlderQueryIsDropped() throws {
        let (search, scheduler, recorder) = make()
        search.dispatch(action: .type(text: "mil"))
        scheduler.advance(by: 0.3)
        search.dispatch(action: .type(text: "bread"))
        scheduler.advance(by: 0.3)
        // The answer for "mil" arrived at 0.8 while "bread" was loading.
        #expect(CellTexts.texts(try #require(recorder.last)) == [#"Searching "bread"..."#])
        scheduler.advance(by: 0.5)
        #expect(
            CellTexts.texts(try #require(recorder.last)) == [
                #"2 results for "bread""#, "Bread · Bakery", "Brown bread · Bakery",
            ])
        #expect(!recorder.values.contains { CellTexts.texts($0).first?.contains("\"mil\"") == true && $0.count > 1 })
    }

    @Test func clearGoesBackToThePromptAndCancelsTheSearch() throws {
        let (search, scheduler, recorder) = make()
        search.dispatch(action: .type(text: "mil"))
        scheduler.advance(by: 0.4)
        search.dispatch(action: .clear)
        #expect(CellTexts.texts(try #require(recorder.last)) == ["Type to search"])
        search.dispatch(action: .type(text: "egg"))
        search.dispatch(action: .type(text: " "))
        scheduler.advance(by: 2)
        #expect(
            CellTexts.texts(try #require(recorder.last)) == ["Type to search"],
            "the late answer and the cancelled search show nothing")
    }

    @Test func typingTheShownQueryAgainDoesNotSearchAgain() {
        let (search, scheduler, recorder) = make()
        search.dispatch(action: .type(text: "eggs"))
        scheduler.advance(by: 1)
        let count = recorder.values.count
        search.dispatch(action: .type(text: "eggs "))
        scheduler.advance(by: 1)
        #expect(recorder.values.count == count)
    }

    @Test func resultsFromABackgroundThreadAreEmittedOnIt() throws {
        let answered = DispatchSemaphore(value: 0)
        let backend = ThreadBackend(done: answered)
        let scheduler = TestScheduler()
        let search = SearchInteractor(scheduler: scheduler, backend: backend)
        let recorder = Recorder(search.viewStates())
        let watcher = search.viewStates().subscribe(onNext: { items in
            if items.count == 2 { backend.resultsEmittedOnItsQueue = backend.isCurrent }
        })
        defer { watcher.dispose() }
        search.dispatch(action: .type(text: "x"))
        scheduler.advance(by: 0.3)
        #expect(answered.wait(timeout: .now() + 10) == .success)
        #expect(CellTexts.texts(try #require(recorder.last)) == [#"1 result for "x""#, "X · Test"])
        #expect(backend.resultsEmittedOnItsQueue, "the interactor emits where the answer arrives; the adapter hops")
    }
}

/// Answers on a queue of its own, then signals `done`.
private final class ThreadBackend: SearchBackend, @unchecked Sendable {
    private let done: DispatchSemaphore
    private let queue = DispatchQueue(label: "ThreadBackend")
    private let key = DispatchSpecificKey<Bool>()
    /// Set by the test's subscriber, on the backend's queue, before `done` is signalled.
    var resultsEmittedOnItsQueue = false
    var isCurrent: Bool { DispatchQueue.getSpecific(key: key) == true }

    init(done: DispatchSemaphore) {
        self.done = done
        queue.setSpecific(key: key, value: true)
    }

    func search(_ query: String, completion: @escaping @Sendable (Result<[SearchHit], SearchFailure>) -> Void) {
        queue.async {
            completion(.success([SearchHit(id: query, title: query.uppercased(), category: "Test")]))
            self.done.signal()
        }
    }
}
