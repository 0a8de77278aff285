import Foundation
import InteractorAdapter

/// The chat's logic: my messages go sent → delivered → read in place; the other person
/// types, then answers with a burst of messages, all scheduled on `scheduler` after
/// `timeline`. In an app the scheduler is a background queue, so those states are emitted
/// off the main thread, in bursts; tests and replays pass a `TestScheduler`.
///
/// ```swift
/// let chat = ChatInteractor(scheduler: scheduler)
/// chat.dispatch(action: .send(text: "Hello"))   // "You: Hello · sent"
/// scheduler.advance(by: 2.1)                     // read, then three replies
/// ```
public final class ChatInteractor: Interactor, ExampleScreen, Sendable {
    /// The screen's name in scripts.
    public static let name = "chat"
    /// The keys of `ChatAction`, as scripts write them.
    public static let actionNames = ChatAction.names

    private let store = StateStore(ChatState()) { $0.items }
    private let scheduler: any Scheduler
    private let timeline: ChatTimeline

    /// Creates the chat with two earlier messages.
    /// - Parameters:
    ///   - scheduler: where the other side's reactions happen.
    ///   - timeline: when they happen.
    public init(scheduler: any Scheduler, timeline: ChatTimeline = ChatTimeline()) {
        self.scheduler = scheduler
        self.timeline = timeline
    }

    /// The configuration an app uses: the other side's reactions come from a background
    /// queue, so those states are emitted off the main thread, in bursts. Tests and replays
    /// pass a `TestScheduler` instead.
    public static func live() -> ChatInteractor {
        ChatInteractor(scheduler: DispatchQueueScheduler(queue: DispatchQueue(label: "Interactors.chat.peer")))
    }

    /// Applies `action` at once; the reactions to a sent message come later, on the scheduler.
    public func dispatch(action: ChatAction) {
        switch action {
        case .send(let text):
            guard !text.trimmingCharacters(in: .whitespaces).isEmpty else { return }
            let id = store.update { $0.send(text) }
            scheduleReactions(to: id)
        case .delete(let id):
            store.update { $0.delete(id) }
        }
    }

    /// The current rows, then the rows after every change.
    public func viewStates() -> Observable<[ChatItem]> {
        store.viewStates()
    }

    private func scheduleReactions(to id: String) {
        later(timeline.deliveredAfter) { $0.advance(id, to: .delivered) }
        later(timeline.readAfter) { $0.advance(id, to: .read) }
        later(timeline.typingAfter) { $0.isPeerTyping = true }
        for reply in 0..<timeline.burstSize {
            later(timeline.replyAfter + Double(reply) * timeline.replySpacing) { $0.receiveReply() }
        }
    }

    private func later(_ delay: TimeInterval, _ change: @escaping @Sendable (inout ChatState) -> Void) {
        scheduler.schedule(after: delay) { [weak self] in self?.store.update(change) }
    }
}
