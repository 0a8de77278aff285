import Foundation
import HeadlessList
import ReactiveTesting
import TestSupport
import Testing

@testable import InteractorAdapter

/// The trace as text (golden) and as JSON (shape and round trip).
@MainActor
@Suite struct RenderTraceTests {
    /// Three emissions: first data, an update with every decision kind, a coalesced burst.
    private func recordedTrace() -> RenderTrace {
        let scheduler = TestScheduler()
        let fixture = AdapterFixture(
            [.animated("a", "A"), .plain("b", "B"), .orphan(OrphanState(id: "o"))] + animatedRows(4),
            listScheduler: scheduler)
        fixture.subject.onNext(
            [.animated("a", "A2"), .plain("b", "B2"), .orphan(OrphanState(id: "o"))]
                + animatedRows(3) + [.animated("r3", "row 3 edited"), .plain("c", "C")])
        fixture.subject.onNext([.animated("a", "A2")])
        fixture.subject.onNext([.animated("a", "A3")])
        scheduler.run()
        return fixture.adapter.trace
    }

    @Test func textIsStableAndReadable() {
        #expect(
            recordedTrace().description == """
                emission 1: reloadData (first data)
                  no cell registered for: OrphanState
                  visible:
                    table view: 1 section [7], offset 0 of 88, viewport 220
                    row 0-0: A
                    row 0-1: B
                    row 0-2: ⚠︎ no cell for OrphanState
                    row 0-3: row 0
                    row 0-4: row 1
                emission 2: batches
                  stage 0: update 0-0 0-1 0-6
                    0-0 a AnimatedState: renderedInPlace (animated renderer, same cell type)
                    0-1 b PlainState: reloaded (renderer cannot animate)
                    0-6 r3 AnimatedState: deferred (not visible)
                  stage 1: insert 0-7
                  visible:
                    table view: 1 section [8], offset 0 of 132, viewport 220
                    row 0-0: A2
                    row 0-1: B2
                    row 0-2: ⚠︎ no cell for OrphanState
                    row 0-3: row 0
                    row 0-4: row 1
                emission 4 (1 coalesced): batches
                  stage 0: update 0-0
                    0-0 a AnimatedState: renderedInPlace (animated renderer, same cell type)
                  stage 1: delete 0-1 0-2 0-3 0-4 0-5 0-6 0-7
                  visible:
                    table view: 1 section [1], offset 0 of 0, viewport 220
                    row 0-0: A3

                """)
    }

    @Test func jsonRoundTripsAndLeavesOutEmptyLists() throws {
        let trace = recordedTrace()
        let json = trace.jsonString()
        let decoded = try JSONDecoder().decode(RenderTrace.self, from: Data(json.utf8))
        #expect(decoded == trace)

        let value = try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let entries = try #require(value["entries"] as? [[String: Any]])
        let update = entries[1]
        #expect(update["kind"] as? String == "update")
        #expect(update["method"] as? String == "batches")
        let stage = try #require((update["stages"] as? [[String: Any]])?.first)
        #expect(stage["itemsUpdated"] as? [String] == ["0-0", "0-1", "0-6"])
        #expect(stage["itemsDeleted"] == nil)
        let decisions = try #require(stage["decisions"] as? [[String: Any]])
        #expect(decisions[2]["decision"] as? String == "deferred")
        #expect(update["reason"] == nil)
    }

    @Test func footerDecisionsAndTheUsersMovesRoundTripThroughJSON() throws {
        let fixture = SectionedFixture()
        fixture.adapter.registerFooter(ofType: AnimatedFooterView.self)
        fixture.adapter.registerCell(ofType: AnimatedRowCell.self, move: { _, _ in })
        fixture.subject.onNext([section("a", animatedRows(3), footer: "3 rows")])
        fixture.subject.onNext([section("a", animatedRows(3), footer: "three rows")])
        try fixture.list.dragItem(from: row(0), to: row(1))
        fixture.subject.onNext([section("a", [1, 0, 2].map { animatedRows(3)[$0] }, footer: "three rows")])
        let trace = fixture.adapter.trace
        let json = trace.jsonString()
        #expect(json.contains("\"target\":\"footer 0\""))
        #expect(json.contains("\"reason\":\"already shown: the user moved 0-0>0-1\""))
        #expect(try JSONDecoder().decode(RenderTrace.self, from: Data(json.utf8)) == trace)
    }

    @Test func entriesAreProportionalToChangesNotRows() {
        let list = HeadlessListView(viewportHeight: 220, rowHeight: 44)
        let adapter = ListAdapter<SingleSection, Int>(listView: list)
        adapter.isTracing = true
        let problems = ProblemLog()
        adapter.problemHandler = problems.handler
        let subject = PublishSubject<[Int]>()
        adapter.bind(to: subject)
        subject.onNext(Array(0..<10_000))
        subject.onNext([-1] + Array(1..<10_000))
        #expect(
            Set(problems.problems) == [.unregisteredViewState(typeName: "Int", isHeader: false)], "no cell for Int rows"
        )
        let entry = adapter.trace.entries.last
        #expect(entry?.stages.map(\.itemsDeleted.count) == [1])
        #expect(entry?.stages.map(\.itemsInserted.count) == [1])
        #expect(entry?.visible.count == 1 + 5)
    }

    @Test func capacityKeepsTheNewestEntriesAndOnTraceSeesEveryOne() {
        let fixture = AdapterFixture(animatedRows(1))
        fixture.adapter.traceCapacity = 2
        var told: [Int] = []
        fixture.adapter.onTrace = { told.append($0.emission) }
        for count in 2...5 { fixture.subject.onNext(animatedRows(count)) }
        #expect(fixture.adapter.trace.entries.map(\.emission) == [4, 5])
        #expect(told == [2, 3, 4, 5])
        fixture.adapter.clearTrace()
        #expect(fixture.adapter.trace.entries.isEmpty)
    }
}

/// Tracing is opt-in: by default an adapter records nothing and asks for no snapshot.
@MainActor
@Suite struct TraceOptInTests {
    @Test func byDefaultNothingIsTracedYetCellsStillRenderInPlace() throws {
        let list = ForwardingList(HeadlessListView(viewportHeight: 220, rowHeight: 44))
        let adapter = ListAdapter<SingleSection, TestItem>(listView: list)
        #expect(!adapter.isTracing)
        var told = 0
        adapter.onTrace = { _ in told += 1 }
        adapter.registerCell(ofType: AnimatedRowCell.self)
        let subject = PublishSubject<[TestItem]>()
        adapter.bind(to: subject)
        subject.onNext(animatedRows(3))
        let cell = try #require(list.cellForItem(at: row(1)) as? AnimatedRowCell)
        subject.onNext([.animated("r0", "row 0"), .animated("r1", "edited"), .animated("r2", "row 2")])

        #expect(list.cellForItem(at: row(1)) === cell)
        #expect(cell.text == "edited" && cell.animatedRenders == 1)
        #expect(adapter.trace.entries.isEmpty && told == 0)
        #expect(list.snapshotRequests == 0)

        adapter.isTracing = true
        subject.onNext(animatedRows(3))
        #expect(adapter.trace.entries.count == 1 && told == 1)
        #expect(list.snapshotRequests == 1)
        #expect(adapter.trace.entries.last?.stages.first?.decisions.map(\.kind) == [.renderedInPlace])
    }

    @Test func reasonsReadBackFromTheirText() {
        let decisionReasons =
            RenderTrace.Decision.Reason.allCases + [.cellTypeChanged(from: "PlainCell", to: "ToggleCell")]
        for reason in decisionReasons {
            #expect(RenderTrace.Decision.Reason(text: reason.description) == reason)
        }
        #expect(
            RenderTrace.Decision.Reason(text: "cell type changed from A to B") == .cellTypeChanged(from: "A", to: "B"))
        let entryReasons: [RenderTrace.Entry.Reason] = [
            .firstData, .notInWindow, .overThreshold(changes: 12, threshold: 10), .batchRejected,
            .screenChangedWhileDiffing, .superseded(byEmission: 7),
            .alreadyShown(userMoves: [BatchUpdate.Move(from: row(0), to: row(2, section: 1))]),
            .afterUserMoves([BatchUpdate.Move(from: row(3), to: row(0)), BatchUpdate.Move(from: row(1), to: row(2))]),
        ]
        for reason in entryReasons {
            #expect(RenderTrace.Entry.Reason(text: reason.description) == reason)
        }
        #expect(RenderTrace.Entry.Reason(text: "bogus") == nil)
        #expect(RenderTrace.Entry.Reason(text: "already shown: the user moved 0-1") == nil)
        // Moves are separated by ", " exactly, as `description` writes them.
        #expect(RenderTrace.Entry.Reason(text: "after the user moved 0-3>0-0,0-1>0-2") == nil)
        #expect(RenderTrace.Entry.Reason(text: "after the user moved 0-3>0-0, ") == nil)
        #expect(RenderTrace.Entry.Reason(text: "after the user moved 0-3>0-0,  0-1>0-2") == nil)
        #expect(RenderTrace.Entry.Reason(text: "after the user moved ") == nil)
        #expect(
            RenderTrace.Entry.Reason.afterUserMoves([
                BatchUpdate.Move(from: row(3), to: row(0)), BatchUpdate.Move(from: row(1), to: row(2)),
            ]).description == "after the user moved 0-3>0-0, 0-1>0-2")
        #expect(RenderTrace.Decision.Target(text: "header 3") == .header(section: 3))
        #expect(RenderTrace.Decision.Target(text: "footer 4") == .footer(section: 4))
        #expect(RenderTrace.Decision.Target.footer(section: 4).description == "footer 4")
        #expect(RenderTrace.Decision.Target(text: "2-5") == .item(IndexPath(item: 5, section: 2)))
        #expect(RenderTrace.Decision.Target(text: "2-x") == nil)
    }
}
