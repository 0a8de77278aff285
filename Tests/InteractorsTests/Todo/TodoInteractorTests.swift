import Foundation
import InteractorAdapter
import Testing

@testable import Interactors

@Suite struct TodoInteractorTests {
    private func make(_ titles: String...) -> (TodoInteractor, Recorder<[TodoItem]>) {
        let todo = TodoInteractor()
        for title in titles { todo.dispatch(action: .add(text: title)) }
        return (todo, Recorder(todo.viewStates()))
    }

    @Test func startsWithTheEmptyRow() {
        let (_, recorder) = make()
        #expect(recorder.values.map { CellTexts.texts($0) } == [["Nothing to do"]])
    }

    @Test func addAppendsATaskWithTheNextIdAndASummary() throws {
        let (todo, recorder) = make("Milk")
        todo.dispatch(action: .add(text: "Eggs"))
        #expect(CellTexts.texts(try #require(recorder.last)) == ["☐ Milk", "☐ Eggs", "2 left · 0 done"])
        #expect(recorder.last?.map(\.differenceIdentifier) == ["t1", "t2", "summary"])
    }

    @Test func renameAndToggleKeepIdentityAndChangeContent() throws {
        let (todo, recorder) = make("Milk", "Eggs")
        let before = try #require(recorder.last)
        todo.dispatch(action: .toggle(id: "t1"))
        todo.dispatch(action: .rename(id: "t2", text: "Brown eggs"))
        let after = try #require(recorder.last)
        #expect(CellTexts.texts(after) == ["☑ Milk", "☐ Brown eggs", "1 left · 1 done"])
        #expect(after.map(\.differenceIdentifier) == before.map(\.differenceIdentifier))
        #expect(zip(after, before).allSatisfy { !$0.isContentEqual(to: $1) })
        todo.dispatch(action: .toggle(id: "t1"))
        #expect(CellTexts.texts(try #require(recorder.last)).first == "☐ Milk")
    }

    @Test func deleteMoveAndClearDone() throws {
        let (todo, recorder) = make("A", "B", "C", "D")
        todo.dispatch(action: .move(from: 0, to: 2))
        #expect(CellTexts.texts(try #require(recorder.last)) == ["☐ B", "☐ C", "☐ A", "☐ D", "4 left · 0 done"])
        todo.dispatch(action: .delete(id: "t3"))
        todo.dispatch(action: .toggle(id: "t1"))
        todo.dispatch(action: .toggle(id: "t4"))
        todo.dispatch(action: .clearDone)
        #expect(CellTexts.texts(try #require(recorder.last)) == ["☐ B", "1 left · 0 done"])
        todo.dispatch(action: .delete(id: "t2"))
        #expect(CellTexts.texts(try #require(recorder.last)) == ["Nothing to do"])
        todo.dispatch(action: .add(text: "E"))
        #expect(recorder.last?.first?.differenceIdentifier == "t5", "ids are never reused")
    }

    @Test(arguments: [
        TodoAction.toggle(id: "t9"), .rename(id: "t9", text: "x"), .delete(id: "t9"),
        .move(from: 0, to: 5), .move(from: -1, to: 0), .clearDone,
    ])
    func actionsThatChangeNothingEmitNothing(action: TodoAction) {
        let (todo, recorder) = make("Milk")
        todo.dispatch(action: action)
        #expect(recorder.values.count == 1)
    }

    @Test func aSubscriberThatDispatchesSeesEveryStateInOrder() {
        let todo = TodoInteractor()
        let recorder = Recorder(todo.viewStates())
        let chained = todo.viewStates().subscribe(onNext: { items in
            // Re-entrant: adding from inside an emission must not deadlock or reorder.
            if items.count == 2, items.first?.differenceIdentifier == "t1" { todo.dispatch(action: .add(text: "B")) }
        })
        todo.dispatch(action: .add(text: "A"))
        chained.dispose()
        #expect(
            recorder.values.map { CellTexts.texts($0) } == [
                ["Nothing to do"], ["☐ A", "1 left · 0 done"], ["☐ A", "☐ B", "2 left · 0 done"],
            ])
    }

    @Test func dispatchFromManyThreadsLosesNothingAndEndsOnTheLastState() throws {
        let todo = TodoInteractor()
        let recorder = Recorder(todo.viewStates())
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            for index in 0..<50 { todo.dispatch(action: .add(text: "\(thread)-\(index)")) }
        }
        let values = recorder.values
        #expect(values.count == 401)
        #expect(values.map(\.count) == Array(1...401), "each emission adds exactly one task, in order")
        #expect(Set(try #require(values.last).compactMap { ($0.viewState as? TodoEntryViewState)?.title }).count == 400)
    }
}
