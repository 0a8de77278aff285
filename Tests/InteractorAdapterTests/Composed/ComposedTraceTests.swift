import Foundation
import HeadlessList
import ReactiveTesting
import TestSupport
import Testing

@testable import InteractorAdapter

/// The trace of a composed list names the provider of each entry, stage and decision, in
/// its text and its JSON; a `ListAdapter`'s trace has no provider anywhere.
@MainActor
@Suite struct ComposedTraceTests {
    /// First data, a new provider, an update of one provider.
    private func recordedTrace() -> RenderTrace {
        let fixture = ComposedFixture()
        let a = BehaviorSubject(value: rows("a", 1))
        let b = BehaviorSubject(value: rows("b", 1))
        let first = rowsProvider("a", a)
        fixture.adapter.compose { first }
        fixture.adapter.compose {
            first
            ProviderGroup(id: "g") { rowsProvider("b", b) }
        }
        b.onNext([.animated("b0", "b 0 v2")])
        return fixture.adapter.trace
    }

    @Test func textNamesTheProviders() {
        #expect(
            recordedTrace().description == """
                emission 1: reloadData (first data)
                  visible:
                    table view: 1 section [1], offset 0 of 0, viewport 528
                    row 0-0: a 0
                emission 2: batches
                  stage 0 (g): insert sections 1
                  visible:
                    table view: 2 sections [1, 1], offset 0 of 0, viewport 528
                    row 0-0: a 0
                    row 1-0: b 0
                emission 2 of g/b: batches
                  stage 0: update 1-0
                    1-0 b0 AnimatedState: renderedInPlace (animated renderer, same cell type)
                  visible:
                    table view: 2 sections [1, 1], offset 0 of 0, viewport 528
                    row 0-0: a 0
                    row 1-0: b 0 v2

                """)
    }

    @Test func jsonCarriesTheProvidersAndRoundTrips() throws {
        let trace = recordedTrace()
        let json = trace.jsonString()
        #expect(try JSONDecoder().decode(RenderTrace.self, from: Data(json.utf8)) == trace)
        let value = try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let entries = try #require(value["entries"] as? [[String: Any]])
        #expect(entries.map { $0["provider"] as? String } == [nil, nil, "g/b"])
        let stage = try #require((entries[2]["stages"] as? [[String: Any]])?.first)
        #expect(stage["provider"] as? String == "g/b")
        #expect((stage["decisions"] as? [[String: Any]])?.first?["provider"] as? String == "g/b")
        #expect((entries[1]["stages"] as? [[String: Any]])?.first?["provider"] as? String == "g")
    }

    @Test func aListAdaptersTraceNamesNoProvider() {
        let fixture = AdapterFixture(animatedRows(2))
        fixture.subject.onNext([.animated("r0", "edited")] + animatedRows(3).dropFirst())
        #expect(!fixture.adapter.trace.jsonString().contains("provider"))
        #expect(fixture.adapter.trace.entries.allSatisfy { $0.provider == nil })
    }

    @Test func tracingIsOffByDefault() {
        let list = HeadlessListView(viewportHeight: 220, rowHeight: 44)
        let adapter = ComposedListAdapter(listView: list)
        adapter.compose { rowsProvider("a", BehaviorSubject(value: rows("a", 2))) }
        #expect(!adapter.isTracing)
        #expect(adapter.trace.entries.isEmpty)
        #expect(list.visibleRows.map(\.text) == ["a 0", "a 1"])
    }
}
