import Foundation
import HeadlessList
import ReactiveTesting
import SeededRandom
import TestSupport
import Testing

@testable import InteractorAdapter

/// Problems reach the adapter's handler as typed values: unregistered view states, rejected
/// batches, duplicate identifiers; the default reporter writes each kind once per type.
@MainActor
@Suite struct ListAdapterProblemTests {
    @Test func anUnregisteredViewStateIsReportedOncePerEmission() {
        let fixture = AdapterFixture(animatedRows(10) + [.orphan(OrphanState(id: "o")), .orphan(OrphanState(id: "p"))])
        fixture.list.scroll(to: 1_000)  // both orphans appear: one report for their type
        #expect(fixture.problems.problems == [.unregisteredViewState(typeName: "OrphanState", isHeader: false)])
        #expect(fixture.problems.problems.first?.severity == .warning)
        fixture.list.scroll(to: 0)
        fixture.list.scroll(to: 1_000)
        #expect(fixture.problems.problems.count == 1)

        // A later emission that dequeues another placeholder reports the type again.
        fixture.subject.onNext(animatedRows(10) + [.orphan(OrphanState(id: "o")), .orphan(OrphanState(id: "q"))])
        #expect(fixture.problems.problems.count == 2)
        #expect(fixture.problems.problems.first?.description.contains("registerCell(ofType:)") == true)
    }

    @Test func aHeaderWithoutARegistrationShowsTheListsPlaceholderHeader() {
        let list = HeadlessListView(viewportHeight: 400, rowHeight: 44, headerHeight: 30)
        let adapter = ListAdapter<HeaderChoice, TestItem>(listView: list)
        let log = ProblemLog()
        adapter.problemHandler = log.handler
        adapter.registerCell(ofType: AnimatedRowCell.self)
        adapter.registerHeader(ofType: AnimatedHeaderView.self)
        let subject = PublishSubject<[ArraySection<HeaderChoice, TestItem>]>()
        adapter.bind(to: subject)
        subject.onNext([
            ArraySection(model: .titled(TestHeader(id: "a", title: "A")), elements: animatedRows(1)),
            ArraySection(model: .untitled, elements: [.animated("x", "x")]),
        ])
        #expect(log.problems == [.unregisteredViewState(typeName: "HeaderChoice", isHeader: true)])
        #expect((list.headerForSection(1) as? HeadlessCell)?.text == "⚠︎ no cell for HeaderChoice")
        #expect(list.headerForSection(1) is PlaceholderCell)
        #expect(list.problems.isEmpty)
    }

    @Test func aRejectedBatchIsAnError() {
        let fixture = AdapterFixture(animatedRows(3))
        fixture.adapter.pipeline.sections = [ArraySection(model: SingleSection(), elements: animatedRows(2))]
        fixture.subject.onNext(animatedRows(2) + [.animated("new", "new")])
        guard case .rejectedBatch(let message, let itemType) = fixture.problems.problems.last else {
            Issue.record("no rejected batch reported: \(fixture.problems.problems)")
            return
        }
        #expect(message.hasPrefix("Invalid update: invalid number of rows in section 0."))
        #expect(itemType == "TestItem")
        #expect(fixture.problems.problems.last?.severity == .error)
    }

    @Test func duplicateIdentifiersAreReportedWhenAStateIntroducesThem() {
        let fixture = AdapterFixture([.animated("a", "a"), .animated("a", "a again"), .animated("b", "b")])
        #expect(fixture.problems.problems == [.duplicateIdentifiers(identifiers: ["a"], itemType: "TestItem")])

        fixture.subject.onNext([.animated("a", "a"), .animated("a", "a again"), .animated("b", "b2")])
        #expect(fixture.problems.problems.count == 1)  // the same duplicate, not new

        fixture.subject.onNext([.animated("a", "a"), .animated("b", "b"), .animated("b", "b twice")])
        #expect(fixture.problems.problems.last == .duplicateIdentifiers(identifiers: ["b"], itemType: "TestItem"))
        #expect(fixture.problems.problems.count == 2)

        fixture.subject.onNext([.animated("c", "c")])
        fixture.subject.onNext([.animated("c", "c"), .animated("c", "c2"), .animated("c", "c3")])
        #expect(fixture.problems.problems.last == .duplicateIdentifiers(identifiers: ["c"], itemType: "TestItem"))
        #expect(fixture.problems.problems.count == 3)
    }

    @Test func duplicatesAcrossSectionsAreReportedWhenASectionIsInserted() {
        let list = HeadlessListView(viewportHeight: 400, rowHeight: 44)
        let adapter = ListAdapter<TestHeader, TestItem>(listView: list)
        let log = ProblemLog()
        adapter.problemHandler = log.handler
        adapter.registerCell(ofType: AnimatedRowCell.self)
        let subject = PublishSubject<[ArraySection<TestHeader, TestItem>]>()
        adapter.bind(to: subject)
        let first = ArraySection(model: TestHeader(id: "s1", title: "S1"), elements: animatedRows(2))
        subject.onNext([first])
        #expect(log.problems.isEmpty)
        subject.onNext([
            first, ArraySection(model: TestHeader(id: "s2", title: "S2"), elements: [.animated("r1", "again")]),
        ])
        #expect(log.problems == [.duplicateIdentifiers(identifiers: ["r1"], itemType: "TestItem")])
    }

    @Test func identifierCountsFollowRandomUpdatesExactly() {
        for seed in 0..<150 {
            let list = HeadlessListView(viewportHeight: 200, rowHeight: 30)
            let adapter = ListAdapter<TestHeader, TestItem>(listView: list)
            adapter.problemHandler = { _ in }
            adapter.registerCell(ofType: AnimatedRowCell.self)
            adapter.registerCell(ofType: PlainRowCell.self)
            let subject = PublishSubject<[ArraySection<TestHeader, TestItem>]>()
            adapter.bind(to: subject)
            var states = RandomAdapterStates(SplitMix64(seed: UInt64(seed)))
            var sections: [ArraySection<TestHeader, TestItem>] = []
            for _ in 0..<12 {
                sections = states.edit(sections)
                subject.onNext(sections)
                var expected: [String: Int] = [:]
                for item in sections.flatMap(\.elements) { expected[item.differenceIdentifier, default: 0] += 1 }
                guard adapter.pipeline.identifierCounts.counts == expected else {
                    Issue.record("seed \(seed): counts drifted from the state on screen")
                    return
                }
            }
        }
    }

    @Test func bindingAgainWhileBoundIsReportedWithWhatToDo() {
        let fixture = AdapterFixture(animatedRows(2))
        let second = PublishSubject<[TestItem]>()
        fixture.adapter.bind(to: second)  // viewDidLoad run twice
        #expect(fixture.problems.problems == [.rebound(itemType: "TestItem")])
        #expect(fixture.problems.problems.first?.severity == .warning)
        #expect(fixture.problems.problems.first?.description.contains("call unbind() first") == true)
        fixture.subject.onNext(animatedRows(5))
        #expect(fixture.list.numberOfItems(inSection: 0) == 2, "the first binding ended")

        // Switching sources on purpose, after unbind(), is no problem.
        fixture.problems.clear()
        fixture.adapter.unbind()
        fixture.adapter.bind(to: fixture.subject)
        #expect(fixture.problems.problems.isEmpty)
    }

    @Test func theDefaultReporterWritesEachKindOncePerType() {
        var written: [String] = []
        let reporter = StandardErrorProblemReporter(writingTo: { written.append($0) })
        #expect(reporter.report(.unregisteredViewState(typeName: "A", isHeader: false)))
        #expect(!reporter.report(.unregisteredViewState(typeName: "A", isHeader: false)))
        #expect(reporter.report(.unregisteredViewState(typeName: "A", isHeader: true)))
        #expect(reporter.report(.unregisteredViewState(typeName: "B", isHeader: false)))
        #expect(reporter.report(.duplicateIdentifiers(identifiers: ["x"], itemType: "Row")))
        #expect(!reporter.report(.duplicateIdentifiers(identifiers: ["y"], itemType: "Row")))
        #expect(reporter.report(.rejectedBatch(message: "m", itemType: "Row")))
        #expect(!reporter.report(.rejectedBatch(message: "other", itemType: "Row")))
        #expect(reporter.report(.rebound(itemType: "Row")))
        #expect(!reporter.report(.rebound(itemType: "Row")))
        #expect(written.count == 6)
        #expect(
            written.first
                == "InteractorAdapter warning: no cell registered for view state A; a placeholder is shown. "
                + "Register one with registerCell(ofType:).\n")
    }
}

/// A section model with two view-state types, only one of which has a header registered.
enum HeaderChoice: Differentiable, Hashable, Sendable, ViewStateItem {
    case titled(TestHeader)
    case untitled

    var differenceIdentifier: String {
        switch self {
        case .titled(let header): return header.id
        case .untitled: return "untitled"
        }
    }

    var viewState: any Sendable {
        switch self {
        case .titled(let header): return header
        case .untitled: return self
        }
    }
}
