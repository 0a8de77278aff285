import Foundation
import HeadlessList
import ReactiveTesting
import TestSupport
import Testing

@testable import InteractorAdapter

/// Providers come, go and move while the screen runs: animated as section inserts, deletes
/// and moves, one batch per provider, each naming it.
@MainActor
@Suite struct ComposedStructureTests {
    let a = BehaviorSubject(value: rows("a", 2))
    let b = BehaviorSubject(value: rows("b", 1))
    let c = BehaviorSubject(value: rows("c", 3))

    @Test func aNewProviderIsInsertedWithItsCurrentState() throws {
        let fixture = ComposedFixture()
        let first = rowsProvider("a", a)
        let last = rowsProvider("c", c)
        fixture.adapter.compose {
            first
            last
        }
        fixture.adapter.compose {
            first
            rowsProvider("b", b)
            last
        }
        let entry = try #require(fixture.adapter.trace.entries.last)
        #expect(entry.provider == nil)
        #expect(entry.method == .batches)
        #expect(entry.stages == [RenderTrace.Stage(index: 0, sectionsInserted: [1], provider: "b")])
        #expect(entry.description.contains("stage 0 (b): insert sections 1"))
        #expect(fixture.counts == [2, 1, 3])
        #expect(fixture.visibleTexts == ["a 0", "a 1", "b 0", "c 0", "c 1", "c 2"])
        b.onNext(rows("b", 2))
        #expect(fixture.adapter.trace.entries.last?.stages.first?.itemsInserted == [row(1, section: 1)])
    }

    @Test func aProviderThatGoesHasItsSectionsDeletedAndStopsListening() {
        let fixture = ComposedFixture()
        let interactor = SubjectInteractor(rows("b", 2))
        let middle = ListProvider(id: "b", interactor: interactor)
        middle.registerCell(ofType: AnimatedRowCell.self)
        fixture.adapter.compose {
            rowsProvider("a", a)
            middle
            rowsProvider("c", c)
        }
        #expect(interactor.hasObservers)
        fixture.adapter.providers.remove(at: 1)
        #expect(fixture.adapter.trace.entries.last?.stages.map(\.sectionsDeleted) == [[1]])
        #expect(fixture.counts == [2, 3])
        #expect(!interactor.hasObservers)
        #expect(middle.sections.isEmpty)
    }

    @Test func reorderedProvidersMoveTheirSectionsMinimally() throws {
        let fixture = ComposedFixture(headerHeight: 20)
        let sectioned = ListProvider(
            id: "s",
            sections: BehaviorSubject(value: [
                ArraySection(model: TestHeader(id: "h1", title: "H1"), elements: rows("s", 1)),
                ArraySection(model: TestHeader(id: "h2", title: "H2"), elements: rows("t", 2)),
            ]))
        sectioned.registerCell(ofType: AnimatedRowCell.self)
        sectioned.registerHeader(ofType: AnimatedHeaderView.self)
        let providers: [ProviderNode] = [rowsProvider("a", a), sectioned, rowsProvider("c", c)]
        fixture.adapter.providers = providers
        fixture.adapter.providers = [providers[1], providers[2], providers[0]]
        let entry = try #require(fixture.adapter.trace.entries.last)
        #expect(entry.stages.count == 1)
        #expect(entry.stages.first?.provider == "a")
        #expect(entry.stages.first?.sectionsMoved == [BatchUpdate.Move(from: 0, to: 3)])
        #expect(fixture.counts == [1, 2, 3, 2])
        #expect(fixture.list.headerForSection(1).map { ($0 as? HeadlessCell)?.text } == "H2")
        #expect(fixture.rejectedBatches.isEmpty)
    }

    @Test func theBuilderTakesIfIfLetAndFor() {
        let fixture = ComposedFixture()
        let title = "Posts"
        let missing: String? = nil
        fixture.adapter.compose {
            ListProvider(id: "title", cell: AnimatedRowCell.self, rows: [AnimatedState(id: "t", title: title)])
            if let missing { ListProvider(id: missing, cell: PlainRowCell.self, rows: []) }
            for index in 0..<2 { rowsProvider("p\(index)", BehaviorSubject(value: rows("p\(index)", 1))) }
            if title.isEmpty {
                rowsProvider("empty", a)
            } else {
                rowsProvider("c", c)
            }
        }
        #expect(fixture.visibleTexts == ["Posts", "p0 0", "p1 0", "c 0", "c 1", "c 2"])
    }

    @Test func composingAgainAnimatesTheDifferenceAndStaticRowsChangeInPlace() throws {
        let fixture = ComposedFixture()
        func screen(posts: [String], title: String, showsSpacer: Bool) {
            fixture.adapter.compose {
                ListProvider(id: "title", cell: AnimatedRowCell.self, rows: [AnimatedState(id: "t", title: title)])
                for post in posts { rowsProvider(post, BehaviorSubject(value: rows(post, 1))) }
                if showsSpacer {
                    ListProvider(id: "spacer", cell: PlainRowCell.self, rows: [PlainState(id: "s", title: "")])
                }
            }
        }
        screen(posts: ["p1", "p2"], title: "2 posts", showsSpacer: false)
        screen(posts: ["p3", "p1"], title: "2 posts!", showsSpacer: true)
        let entries = fixture.adapter.trace.entries
        let structure = try #require(entries.last { $0.provider == nil })
        #expect(structure.stages.map(\.provider) == ["p2", "p3", "spacer"])
        #expect(structure.stages.map(\.sectionsDeleted) == [[2], [], []])
        #expect(structure.stages.map(\.sectionsInserted) == [[], [1], [3]])
        let title = try #require(entries.last { $0.provider == "title" })
        #expect(title.stages.flatMap(\.decisions).map(\.kind) == [.renderedInPlace])
        #expect(entries.last { $0.provider == "p1" }?.method == RenderTrace.Entry.Method.none)  // same rows
        #expect(fixture.visibleTexts == ["2 posts!", "p3 0", "p1 0", ""])
    }

    @Test func providersWithTheSameIDAreShownOnceAndReported() {
        let fixture = ComposedFixture()
        fixture.adapter.compose {
            rowsProvider("a", a)
            rowsProvider("a", b)
        }
        #expect(fixture.counts == [2])
        #expect(
            fixture.problems.problems == [
                .duplicateIdentifiers(identifiers: ["a"], itemType: "providers of the adapter")
            ])
    }

    @Test func aProviderWithoutStateYetIsInsertedWhenItsFirstStateArrives() throws {
        let fixture = ComposedFixture()
        let late = PublishSubject<[TestItem]>()
        let provider = ListProvider(id: "late", items: late)
        provider.registerCell(ofType: AnimatedRowCell.self)
        fixture.adapter.compose {
            rowsProvider("a", a)
            provider
        }
        #expect(fixture.counts == [2])
        late.onNext(rows("l", 2))
        #expect(fixture.counts == [2, 2])
        #expect(fixture.adapter.trace.entries.last?.stages.first?.sectionsInserted == [1])
    }

    @Test func changesWhileABatchAnimatesWaitForIt() {
        let scheduler = TestScheduler()
        let fixture = ComposedFixture(animations: scheduler)
        let first = rowsProvider("a", a)
        fixture.adapter.compose { first }
        a.onNext(rows("a", 3))
        #expect(fixture.adapter.isAnimating)
        fixture.adapter.compose {
            rowsProvider("c", c)
            first
        }
        #expect(fixture.counts == [3])
        scheduler.advance(by: 0.3)
        #expect(fixture.counts == [3, 3])
        #expect(fixture.adapter.trace.entries.last?.stages.first?.sectionsInserted == [0])
        scheduler.advance(by: 0.3)
        #expect(!fixture.adapter.isAnimating)
    }
}
