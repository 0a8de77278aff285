import Foundation
import ListUpdates
import ReactiveCore
import StagedDiff
import TestSupport
import Testing

@testable import HeadlessList

@MainActor
@Suite struct HeadlessListViewCellTests {
    final class NotACell {}

    @Test func dequeuesTheRegisteredSubclassAndCountsDequeues() throws {
        let list = HeadlessListView()
        list.register(TextCell.self, forReuseIdentifier: "text")
        let cell = try #require(
            list.dequeueReusableCell(withReuseIdentifier: "text", for: IndexPath(item: 0, section: 0)) as? TextCell)
        #expect(cell.reuseIdentifier == "text")
        #expect(cell.dequeueCount == 1)
        #expect(cell.reuseCount == 0)
        #expect(list.problems.isEmpty)
    }

    @Test func unregisteredIdentifierGivesAPlainCellAndAProblem() {
        let list = HeadlessListView()
        let cell = list.dequeueReusableCell(withReuseIdentifier: "missing", for: IndexPath(item: 0, section: 0))
        #expect(type(of: cell) == HeadlessCell.self)
        #expect(list.problems == [.unregisteredReuseIdentifier("missing")])
        #expect(
            list.problems.first?.description == "unable to dequeue a cell with identifier missing - must register"
                + " a nib or a class for the identifier or connect a prototype cell in a storyboard")
    }

    @Test func registeringANonHeadlessClassIsAProblemNotACrash() {
        let list = HeadlessListView()
        list.register(NotACell.self, forReuseIdentifier: "odd")
        _ = list.dequeueReusableHeader(withReuseIdentifier: "odd", forSection: 0)
        #expect(
            list.problems == [
                .notAHeadlessCell(className: "NotACell", reuseIdentifier: "odd"),
                .unregisteredReuseIdentifier("odd"),
            ])
        #expect(
            list.problems.first?.description
                == "cannot register NotACell for identifier odd: cells of a HeadlessListView must subclass HeadlessCell"
        )
    }

    @Test func prepareForReuseClearsTheText() {
        let cell = HeadlessCell(reuseIdentifier: "x")
        cell.text = "hello"
        cell.prepareForReuse()
        #expect(cell.text.isEmpty)
    }
}
