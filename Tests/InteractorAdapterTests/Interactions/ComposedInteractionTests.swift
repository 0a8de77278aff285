import Foundation
import HeadlessList
import ReactiveTesting
import TestSupport
import Testing

@testable import InteractorAdapter

/// Interactions on a composed list reach the provider of the item with its own index paths;
/// an item never leaves its provider.
@MainActor
@Suite struct ComposedInteractionTests {
    final class Log {
        var entries: [String] = []
    }

    private let log = Log()

    /// A flat provider whose rows can be swiped, dragged and watched, logging with `id`.
    private func provider(
        _ id: String, _ subject: BehaviorSubject<[TestItem]>
    ) -> ListProvider<Never, SingleSection, TestItem> {
        let provider = ListProvider(id: id, items: subject)
        let log = log
        provider.registerCell(
            ofType: AnimatedRowCell.self,
            trailingSwipeActions: { _ in [.destructive("Delete") { log.entries.append("\(id) delete \($0.id)") }] },
            move: { state, move in log.entries.append("\(id) move \(state.id) \(move)") },
            willDisplay: { log.entries.append("\(id) willDisplay \($0.id)") },
            didEndDisplaying: { log.entries.append("\(id) didEndDisplaying \($0.id)") },
            prefetch: { log.entries.append("\(id) prefetch \($0.id)") })
        return provider
    }

    @Test func aSwipeAndADragReachTheProviderWithItsOwnIndexPaths() throws {
        let fixture = ComposedFixture()
        let top = BehaviorSubject(value: rows("t", 2))
        let bottom = BehaviorSubject(value: rows("b", 3))
        fixture.adapter.compose {
            provider("top", top)
            provider("bottom", bottom)
        }
        log.entries = []
        try fixture.list.fullySwipeItem(at: row(1, section: 1), from: .trailing)
        let outcome = try fixture.list.dragItem(from: row(0, section: 1), to: row(2, section: 1))
        #expect(outcome.destination == row(2, section: 1))
        #expect(log.entries == ["bottom delete b1", "bottom move b0 0-0>0-2"])
        bottom.onNext([1, 2, 0].map { rows("b", 3)[$0] })
        let entry = try #require(fixture.adapter.trace.entries.last)
        #expect(entry.provider == "bottom" && entry.method == RenderTrace.Entry.Method.none)
        #expect(
            entry.reason
                == .alreadyShown(userMoves: [BatchUpdate.Move(from: row(0, section: 1), to: row(2, section: 1))]))
    }

    @Test func aDragNeverLeavesItsProvider() throws {
        let fixture = ComposedFixture()
        let top = BehaviorSubject(value: rows("t", 2))
        let bottom = BehaviorSubject(value: rows("b", 3))
        fixture.adapter.compose {
            provider("top", top)
            provider("bottom", bottom)
        }
        let up = try fixture.list.dragItem(from: row(2, section: 1), to: row(0, section: 0))
        #expect(up.destination == row(0, section: 1), "above its provider: its first place")
        let down = try fixture.list.dragItem(from: row(0, section: 0), to: row(3, section: 1))
        #expect(down.destination == row(1, section: 0), "below its provider: its last place")
        #expect(fixture.counts == [2, 3])
        #expect(log.entries.filter { $0.contains("move") } == ["bottom move b2 0-2>0-0", "top move t0 0-0>0-1"])
    }

    @Test func aProvidersSectionModelsGiveItsFootersAndSectionsWithoutHeaders() throws {
        let fixture = ComposedFixture(headerHeight: 20)
        func sections(footer: String) -> [ArraySection<DescribedSection, TestItem>] {
            [
                ArraySection(
                    model: DescribedSection(id: "a", title: "A", footer: footer, givenFooterHeight: 10),
                    elements: rows("a", 1)),
                ArraySection(model: DescribedSection(id: "b", title: "B", hasHeader: false), elements: rows("b", 1)),
            ]
        }
        let described = BehaviorSubject(value: sections(footer: "one a"))
        let sectioned = ListProvider(id: "sectioned", sections: described)
        sectioned.registerCell(ofType: AnimatedRowCell.self)
        sectioned.registerHeader(ofType: AnimatedHeaderView.self)
        sectioned.registerFooter(ofType: AnimatedFooterView.self)
        fixture.adapter.compose {
            rowsProvider("top", BehaviorSubject(value: rows("t", 1)))
            sectioned
        }
        let heights = try #require(fixture.list.delegate as? any ListViewSectionHeightProviding)
        // The flat provider's model says nothing: the list's header height, as before.
        #expect((0..<3).map { heights.listView(fixture.list, heightForHeaderInSection: $0) } == [nil, nil, 0])
        #expect((0..<3).map { heights.listView(fixture.list, heightForFooterInSection: $0) } == [0, 10, 0])
        #expect(
            fixture.list.snapshotLines().dropFirst() == [
                "row 0-0: t 0", "header 1: A", "row 1-0: a 0", "footer 1: one a", "row 2-0: b 0",
            ])
        described.onNext(sections(footer: "still one a"))
        #expect(fixture.list.snapshotLines().dropFirst().contains("footer 1: still one a"))
        let decision = try #require(fixture.adapter.trace.entries.last?.stages.first?.decisions.last)
        #expect(decision.description == "footer 1 a FooterState: renderedInPlace (animated renderer, same cell type)")
        #expect(decision.provider == "sectioned")
    }

    @Test func displayingAndPrefetchingReachEachProviderAndAProviderThatGoesHearsItsCellsEnd() {
        let fixture = ComposedFixture()
        fixture.list.viewportHeight = 132  // three rows
        let top = BehaviorSubject(value: rows("t", 2))
        let bottom = BehaviorSubject(value: rows("b", 6))
        let bottomProvider = provider("bottom", bottom)
        fixture.adapter.compose {
            provider("top", top)
            bottomProvider
        }
        #expect(log.entries == ["top willDisplay t0", "top willDisplay t1", "bottom willDisplay b0"])
        log.entries = []
        fixture.list.scroll(to: 10)
        #expect(
            log.entries == ["bottom willDisplay b1", "bottom prefetch b2", "bottom prefetch b3", "bottom prefetch b4"])
        log.entries = []
        fixture.adapter.compose { provider("top", top) }
        #expect(log.entries.sorted() == ["bottom didEndDisplaying b0", "bottom didEndDisplaying b1"])
    }
}
