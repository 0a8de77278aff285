import Foundation
import HeadlessList
import ReactiveTesting
import TestSupport
import Testing

@testable import InteractorAdapter

/// The render-in-place-or-reload table, case by case.
@MainActor
@Suite struct ListAdapterDecisionTests {
    @Test func visibleAnimatedSameTypeRendersInPlaceKeepingTheCell() throws {
        let fixture = AdapterFixture(animatedRows(10))
        let before = try #require(fixture.cell(2) as? AnimatedRowCell)
        var next = animatedRows(10)
        next[2] = .animated("r2", "row 2 edited")
        fixture.subject.onNext(next)

        let after = try #require(fixture.cell(2) as? AnimatedRowCell)
        #expect(after === before)
        #expect(after.text == "row 2 edited")
        #expect(after.animatedRenders == 1)
        #expect(after.dequeueCount == 1)
        #expect(
            fixture.lastDecisions == [
                RenderTrace.Decision(
                    target: .item(row(2)), identifier: "r2", viewStateType: "AnimatedState",
                    decision: .renderedInPlace, reason: .animatedRendererSameCellType)
            ])
    }

    @Test func rendererAskingToReloadIsReloadedInTheSameBatchWithAFreshCell() throws {
        let fixture = AdapterFixture(animatedRows(10))
        let before = try #require(fixture.cell(3))
        var next = animatedRows(10)
        next[3] = .animated("r3", "row 3 refused", refuses: true)
        fixture.subject.onNext(next)

        let after = try #require(fixture.cell(3))
        #expect(after !== before)
        #expect(after.text == "row 3 refused")
        #expect(fixture.lastDecisions.map(\.kind) == [.reloaded])
        #expect(fixture.lastDecisions.map(\.reason) == [.rendererAskedToReload])
        #expect(fixture.adapter.trace.entries.last?.stages.count == 1)
    }

    @Test func plainRendererIsReloaded() throws {
        let fixture = AdapterFixture([.plain("p0", "plain"), .animated("a1", "animated")])
        let before = try #require(fixture.cell(0))
        fixture.subject.onNext([.plain("p0", "plain edited"), .animated("a1", "animated")])

        let after = try #require(fixture.cell(0) as? PlainRowCell)
        #expect(after !== before)
        #expect(after.text == "plain edited")
        #expect(
            fixture.lastDecisions == [
                RenderTrace.Decision(
                    target: .item(row(0)), identifier: "p0", viewStateType: "PlainState",
                    decision: .reloaded, reason: .rendererCannotAnimate)
            ])
    }

    @Test func changedCellTypeIsReloaded() throws {
        let fixture = AdapterFixture([.animated("x", "animated"), .animated("y", "other")])
        fixture.subject.onNext([.plain("x", "now plain"), .animated("y", "other")])

        let after = try #require(fixture.cell(0))
        #expect(after is PlainRowCell)
        #expect(after.text == "now plain")
        #expect(
            fixture.lastDecisions == [
                RenderTrace.Decision(
                    target: .item(row(0)), identifier: "x", viewStateType: "PlainState",
                    decision: .reloaded, reason: .cellTypeChanged(from: "AnimatedRowCell", to: "PlainRowCell"))
            ])
    }

    @Test func offscreenUpdateIsDeferredAndShowsTheLatestStateWhenScrolledIn() throws {
        let fixture = AdapterFixture(animatedRows(20))
        var next = animatedRows(20)
        next[15] = .animated("r15", "row 15 first edit")
        fixture.subject.onNext(next)
        next[15] = .animated("r15", "row 15 latest")
        fixture.subject.onNext(next)

        #expect(fixture.cell(15) == nil)
        #expect(
            fixture.lastDecisions == [
                RenderTrace.Decision(
                    target: .item(row(15)), identifier: "r15", viewStateType: "AnimatedState",
                    decision: .deferred, reason: .notVisible)
            ])
        fixture.list.scroll(to: 44 * 14)
        #expect(fixture.cell(15)?.text == "row 15 latest")
    }

    @Test func updatesInOneEmissionGetOneDecisionEach() {
        let fixture = AdapterFixture([.animated("a", "a"), .plain("b", "b"), .animated("c", "c")] + animatedRows(10))
        fixture.subject.onNext(
            [.animated("a", "a2"), .plain("b", "b2"), .animated("c", "c2", refuses: true)]
                + animatedRows(10).enumerated().map { $0.offset == 9 ? .animated("r9", "r9 edited") : $0.element })

        #expect(fixture.lastDecisions.map(\.kind) == [.renderedInPlace, .reloaded, .reloaded, .deferred])
        #expect(fixture.visibleTexts == ["a2", "b2", "c2", "row 0", "row 1"])
    }

    @Test func visibleHeaderRendersInPlaceOrReloadsItsSection() throws {
        let list = HeadlessListView(viewportHeight: 400, rowHeight: 44, headerHeight: 30)
        let adapter = ListAdapter<TestHeader, TestItem>(listView: list)
        adapter.isTracing = true
        adapter.registerCell(ofType: AnimatedRowCell.self)
        adapter.registerHeader(ofType: AnimatedHeaderView.self)
        let subject = PublishSubject<[ArraySection<TestHeader, TestItem>]>()
        adapter.bind(to: subject)
        let rows = animatedRows(2)
        subject.onNext([ArraySection(model: TestHeader(id: "s", title: "Section"), elements: rows)])
        let header = try #require(list.headerForSection(0))
        let cell = try #require(list.cellForItem(at: row(0)))

        subject.onNext([ArraySection(model: TestHeader(id: "s", title: "Section renamed"), elements: rows)])
        #expect(list.headerForSection(0) === header)
        #expect((header as? HeadlessCell)?.text == "Section renamed")
        #expect(list.cellForItem(at: row(0)) === cell)
        #expect(adapter.trace.entries.last?.stages.flatMap(\.decisions).map(\.target) == [.header(section: 0)])
        #expect(adapter.trace.entries.last?.stages.flatMap(\.decisions).map(\.kind) == [.renderedInPlace])
    }

    @Test func plainHeaderReloadsItsSectionAndItsUpdatedRowsWithIt() throws {
        let list = HeadlessListView(viewportHeight: 400, rowHeight: 44, headerHeight: 30)
        let adapter = ListAdapter<TestHeader, TestItem>(listView: list)
        adapter.isTracing = true
        adapter.registerCell(ofType: AnimatedRowCell.self)
        adapter.registerHeader(ofType: PlainHeaderView.self)
        let subject = PublishSubject<[ArraySection<TestHeader, TestItem>]>()
        adapter.bind(to: subject)
        subject.onNext([ArraySection(model: TestHeader(id: "s", title: "Section"), elements: animatedRows(2))])
        let header = try #require(list.headerForSection(0))

        subject.onNext([
            ArraySection(
                model: TestHeader(id: "s", title: "Renamed"),
                elements: [.animated("r0", "edited"), .animated("r1", "row 1")])
        ])
        let decisions = adapter.trace.entries.last?.stages.flatMap(\.decisions) ?? []
        #expect(decisions.map(\.kind) == [.reloaded])
        #expect(decisions.map(\.reason) == [.rendererCannotAnimate])
        #expect(list.headerForSection(0) !== header)
        #expect((list.headerForSection(0) as? HeadlessCell)?.text == "Renamed")
        #expect((list.cellForItem(at: row(0)) as? HeadlessCell)?.text == "edited")
        #expect(adapter.trace.entries.allSatisfy { $0.rejectedBatch == nil })
    }

    @Test(arguments: [false, true])
    func rowsOfASectionWhoseHeaderRendersInPlaceAreDecidedToo(visibleItemsUnsorted: Bool) throws {
        let list = ForwardingList(HeadlessListView(viewportHeight: 30 + 44 * 3, rowHeight: 44, headerHeight: 30))
        list.reversesVisibleItems = visibleItemsUnsorted
        let adapter = ListAdapter<TestHeader, TestItem>(listView: list)
        adapter.isTracing = true
        adapter.registerCell(ofType: AnimatedRowCell.self)
        adapter.registerCell(ofType: PlainRowCell.self)
        adapter.registerHeader(ofType: AnimatedHeaderView.self)
        let subject = PublishSubject<[ArraySection<TestHeader, TestItem>]>()
        adapter.bind(to: subject)
        let rows: [TestItem] = [
            .animated("a", "a"), .plain("b", "b"), .animated("c", "c"), .animated("d", "d"), .animated("e", "e"),
        ]
        subject.onNext([ArraySection(model: TestHeader(id: "s", title: "S"), elements: rows)])
        let cellA = try #require(list.cellForItem(at: row(0)))

        var next = rows
        next[0] = .animated("a", "a2")
        next[1] = .plain("b", "b2")
        next[4] = .animated("e", "e2")
        subject.onNext([ArraySection(model: TestHeader(id: "s", title: "S2"), elements: next)])

        let decisions = adapter.trace.entries.last?.stages.flatMap(\.decisions) ?? []
        #expect(decisions.map(\.target) == [.header(section: 0), .item(row(4)), .item(row(0)), .item(row(1))])
        #expect(decisions.map(\.kind) == [.renderedInPlace, .deferred, .renderedInPlace, .reloaded])
        #expect(list.cellForItem(at: row(0)) === cellA)
        #expect(list.inner.visibleRows.map(\.text) == ["a2", "b2", "c"])
        list.inner.scroll(to: 1_000)
        #expect((list.cellForItem(at: row(4)) as? HeadlessCell)?.text == "e2")
    }
}
