import Foundation
import HeadlessList
import InteractorAdapter
import ReactiveTesting
import Testing

@testable import Interactors

/// The README's measured registration, as written there: it compiles, a long message's row
/// is as tall as its text, and its status changes without measuring again.
@MainActor
@Suite struct ReadmeSizingTests {
    // README example: begin
    func showChat(on list: HeadlessListView, chat: ChatInteractor) -> ListAdapter<SingleSection, ChatItem> {
        let adapter = ListAdapter<SingleSection, ChatItem>(listView: list)
        adapter.registerCell(
            ofType: OutgoingMessageCell.self,
            sizing: .measured { message, width, environment in  // its status is not in its sizeHash
                ChatMessageLayout.height(
                    of: ChatMessageLayout.text(of: message), width: width, environment: environment)
            })
        adapter.registerCell(
            ofType: IncomingMessageCell.self,
            sizing: .measured { message, width, environment in
                ChatMessageLayout.height(
                    of: ChatMessageLayout.text(of: message), width: width, environment: environment)
            })
        adapter.registerCell(ofType: TypingIndicatorCell.self, sizing: .fixed(44))
        adapter.sizingEnvironment.width = 320  // a rotation sets it again
        adapter.bind(to: chat)
        return adapter
    }
    // README example: end

    @Test func aLongMessageIsAsTallAsItsTextAndItsStatusMeasuresNothing() throws {
        let scheduler = TestScheduler()
        let list = HeadlessListView(viewportHeight: 600, rowHeight: 44)
        let chat = ChatInteractor(scheduler: scheduler)
        let adapter = showChat(on: list, chat: chat)
        let long = String(repeating: "word ", count: 20)
        chat.dispatch(action: .send(text: long))
        scheduler.advance(by: 0)
        let row = try #require(list.extentOfItem(at: IndexPath(item: 2, section: 0)))
        let expected = ChatMessageLayout.height(
            of: "You: \(long) · delivered", width: 320, environment: SizingEnvironment())
        #expect(row.upperBound - row.lowerBound == expected)
        #expect(expected > 44)
        let measured = adapter.sizingTotals.measurements
        scheduler.advance(by: 1.1)  // delivered, then read: rendered in place
        #expect(adapter.sizingTotals.measurements == measured)
        #expect(list.extentOfItem(at: IndexPath(item: 2, section: 0)) == row)
    }
}
