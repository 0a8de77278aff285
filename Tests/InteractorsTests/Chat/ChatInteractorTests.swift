import Foundation
import HeadlessList
import InteractorAdapter
import ReactiveTesting
import Testing

@testable import Interactors

@Suite struct ChatInteractorTests {
    private func make() -> (ChatInteractor, TestScheduler, Recorder<[ChatItem]>) {
        let scheduler = TestScheduler()
        let chat = ChatInteractor(scheduler: scheduler)
        return (chat, scheduler, Recorder(chat.viewStates()))
    }

    @Test func startsWithTheHistory() {
        let (_, _, recorder) = make()
        #expect(
            recorder.values.map { CellTexts.texts($0) } == [
                ["Ada: Are we still on for lunch?", "You: Yes, 12:30? · read"]
            ])
    }

    @Test func aSentMessageGoesSentDeliveredReadInPlace() throws {
        let (chat, scheduler, recorder) = make()
        chat.dispatch(action: .send(text: "Hello"))
        #expect(CellTexts.texts(try #require(recorder.last)).last == "You: Hello · sent")
        scheduler.advance(by: 0.5)
        #expect(CellTexts.texts(try #require(recorder.last)).last == "You: Hello · delivered")
        scheduler.advance(by: 0.5)
        let read = try #require(recorder.last)
        #expect(CellTexts.texts(read).last == "You: Hello · read")
        let states = recorder.values.suffix(3).map { $0.last! }
        #expect(Set(states.map(\.differenceIdentifier)) == ["m3"], "one row, changing in place")
        #expect(!states[2].isContentEqual(to: states[1]) && !states[1].isContentEqual(to: states[0]))
    }

    @Test func theOtherSideTypesThenRepliesInABurst() throws {
        let (chat, scheduler, recorder) = make()
        chat.dispatch(action: .send(text: "Hello"))
        scheduler.advance(by: 1.2)
        #expect(CellTexts.texts(try #require(recorder.last)).last == "Ada is typing...")
        let before = recorder.values.count
        scheduler.advance(by: 0.8)
        #expect(CellTexts.texts(try #require(recorder.last)).suffix(2) == ["You: Hello · read", "Ada: Sounds good"])
        scheduler.advance(by: 0.1)
        #expect(recorder.values.count == before + 3, "each reply of the burst is its own emission")
        #expect(
            CellTexts.texts(try #require(recorder.last)).suffix(3) == [
                "Ada: Sounds good", "Ada: See you there", "Ada: I'll bring the map",
            ])
        #expect(recorder.last?.map(\.differenceIdentifier) == ["m1", "m2", "m3", "m4", "m5", "m6"])
    }

    @Test func overlappingSendsKeepEveryMessageAndStatus() throws {
        let (chat, scheduler, recorder) = make()
        chat.dispatch(action: .send(text: "One"))
        scheduler.advance(by: 0.3)
        chat.dispatch(action: .send(text: "Two"))
        scheduler.advance(by: 5)
        let rows = CellTexts.texts(try #require(recorder.last))
        #expect(
            rows.filter { $0.hasPrefix("You: One") || $0.hasPrefix("You: Two") } == [
                "You: One · read", "You: Two · read",
            ])
        #expect(rows.count == 2 + 2 + 6, "history, two sent, two bursts of three")
        #expect(!rows.contains("Ada is typing..."))
    }

    @Test func deleteRemovesAMessageAndEmptyTextIsNotSent() throws {
        let (chat, _, recorder) = make()
        chat.dispatch(action: .send(text: "  "))
        chat.dispatch(action: .delete(id: "m9"))
        #expect(recorder.values.count == 1)
        chat.dispatch(action: .delete(id: "m1"))
        #expect(CellTexts.texts(try #require(recorder.last)) == ["You: Yes, 12:30? · read"])
    }

    @Test func statusNeverGoesBackwards() {
        var state = ChatState()
        let id = state.send("Hi")
        state.advance(id, to: .read)
        state.advance(id, to: .delivered)
        #expect(state.messages.last?.status == .read)
    }

    @Test func onABackgroundSchedulerTheBurstIsEmittedFromItsQueue() {
        let queue = DispatchQueue(label: "ChatInteractorTests.peer")
        let key = DispatchSpecificKey<Bool>()
        queue.setSpecific(key: key, value: true)
        let timeline = ChatTimeline(
            deliveredAfter: 0.001, readAfter: 0.002, typingAfter: 0.003, replyAfter: 0.004, replySpacing: 0.001)
        let chat = ChatInteractor(scheduler: DispatchQueueScheduler(queue: queue), timeline: timeline)
        let done = DispatchSemaphore(value: 0)
        let threads = LockedState<[Bool]>([])
        let subscription = chat.viewStates().subscribe(onNext: { items in
            guard items.count > 3 else { return }
            threads.withLock { $0.append(DispatchQueue.getSpecific(key: key) == true) }
            if items.count == 6, case .incoming = items.last { done.signal() }
        })
        defer { subscription.dispose() }
        chat.dispatch(action: .send(text: "Hi"))
        #expect(done.wait(timeout: .now() + 10) == .success)
        #expect(threads.withLock { $0.allSatisfy { $0 } && !$0.isEmpty }, "states from the peer arrive on its queue")
    }
}
