import Foundation
import HeadlessList
import ReactiveTesting
import TestSupport
import Testing

@testable import InteractorAdapter

/// Several providers on one list: each shows its own content in its own sections, with index
/// paths relative to it, and cannot reach another's rows.
@MainActor
@Suite struct ComposedListAdapterTests {
    @Test func providersAreShownOneAfterTheOtherEachInItsOwnSection() {
        let fixture = ComposedFixture()
        fixture.composeRows(("a", rows("a", 2)), ("b", rows("b", 3)))
        #expect(fixture.counts == [2, 3])
        #expect(fixture.visibleTexts == ["a 0", "a 1", "b 0", "b 1", "b 2"])
        let entry = fixture.adapter.trace.entries.last
        #expect(entry?.method == .reloadData)
        #expect(entry?.reason == .firstData)
    }

    @Test func tapsReachTheProviderWithItsOwnIndexPath() throws {
        let fixture = ComposedFixture()
        let a = rowsProvider("a", BehaviorSubject(value: rows("a", 2)))
        let b = rowsProvider("b", BehaviorSubject(value: rows("b", 3)))
        var selected: [(String, IndexPath)] = []
        var highlighted: [(String, IndexPath)] = []
        var selectedStates: [String] = []
        for provider in [a, b] {
            provider.didSelectItem = { selected.append((provider.id, $0)) }
            provider.shouldHighlightItem = { indexPath in
                highlighted.append((provider.id, indexPath))
                return true
            }
        }
        b.registerCell(
            ofType: AnimatedRowCell.self,
            didSelect: { state in
                selectedStates.append(state.id)
                return .keepSelected
            })
        fixture.adapter.compose {
            a
            b
        }

        #expect(fixture.list.tapItem(at: row(2, section: 1)))
        #expect(selected.map(\.0) == ["b"])
        #expect(selected.map(\.1) == [row(2)])
        #expect(highlighted.map(\.1) == [row(2)])
        #expect(selectedStates == ["b2"])
        #expect(b.item(at: row(2)) == .animated("b2", "b 2"))
        let located = try #require(fixture.adapter.provider(at: row(1, section: 1)))
        #expect(located.provider === b)
        #expect(located.indexPath == row(1))

        fixture.list.tapItem(at: row(0))
        #expect(selected.map(\.0) == ["b", "a"])
        #expect(selected.last?.1 == row(0))
        #expect(selectedStates == ["b2"])  // a's registration has no didSelect
    }

    @Test func aProviderThatRefusesTheHighlightKeepsItsRowsUnselectable() {
        let fixture = ComposedFixture()
        let a = rowsProvider("a", BehaviorSubject(value: rows("a", 2)))
        let b = rowsProvider("b", BehaviorSubject(value: rows("b", 2)))
        b.shouldHighlightItem = { $0.item != 1 }
        var selected: [IndexPath] = []
        b.didSelectItem = { selected.append($0) }
        fixture.adapter.compose {
            a
            b
        }
        #expect(!fixture.list.tapItem(at: row(1, section: 1)))
        #expect(fixture.list.tapItem(at: row(0, section: 1)))
        #expect(fixture.list.highlightItem(at: row(1, section: 0)))
        #expect(selected == [row(0)])
    }

    @Test func deselectionIsToldWithTheProvidersOwnIndexPath() {
        let fixture = ComposedFixture()
        fixture.list.allowsMultipleSelection = true
        let a = rowsProvider("a", BehaviorSubject(value: rows("a", 3)))
        let b = rowsProvider("b", BehaviorSubject(value: rows("b", 3)))
        var deselected: [IndexPath] = []
        b.didDeselectItem = { deselected.append($0) }
        a.didDeselectItem = { _ in Issue.record("a's rows were not deselected") }
        b.registerCell(ofType: AnimatedRowCell.self, didSelect: { _ in .keepSelected })
        fixture.adapter.compose {
            a
            b
        }
        fixture.list.tapItem(at: row(1, section: 1))
        fixture.list.tapItem(at: row(1, section: 1))
        #expect(deselected == [row(1)])
    }

    @Test func visibleItemsAreToldPerProviderInItsOwnIndexPaths() {
        let fixture = ComposedFixture()
        let a = rowsProvider("a", BehaviorSubject(value: rows("a", 10)))
        let bSubject = BehaviorSubject(value: rows("b", 10))
        let b = rowsProvider("b", bSubject)
        var told: [[IndexPath]] = []
        b.visibleItemsDidChange = { told.append($0) }
        fixture.adapter.compose {
            a
            b
        }
        #expect(told == [[row(0), row(1)]])
        #expect(b.indexPathsForVisibleItems == [row(0), row(1)])
        fixture.list.scroll(to: 44 * 5)
        #expect(told.last == (0..<7).map { row($0) })
        fixture.list.scroll(to: 44 * 5)
        #expect(told.count == 2)
        bSubject.onNext(rows("b", 3))  // 13 rows in all: the list scrolls back to its end, 44
        #expect(told.last == (0..<3).map { row($0) })
        #expect(a.indexPathsForVisibleItems == (1..<10).map { row($0) })
    }

    @Test func equalIdentifiersInTwoProvidersAreTwoItems() {
        let fixture = ComposedFixture()
        let subjects = fixture.composeRows(("a", rows("x", 3)), ("b", rows("x", 3)))
        let (a, b) = (subjects[0], subjects[1])
        b.onNext([TestItem.animated("x1", "x 1 changed")] + rows("x", 3).filter { $0.differenceIdentifier != "x1" })
        #expect(fixture.problems.problems.isEmpty)
        #expect(fixture.visibleTexts == ["x 0", "x 1", "x 2", "x 1 changed", "x 0", "x 2"])
        let stages = fixture.adapter.trace.entries.last?.stages ?? []
        #expect(stages.allSatisfy { $0.provider == "b" })
        #expect(stages.flatMap(\.itemsMoved).allSatisfy { $0.from.section == 1 && $0.to.section == 1 })
        #expect(stages.flatMap(\.itemsUpdated) == [row(1, section: 1)])
        a.onNext(rows("x", 3) + rows("x", 1))
        #expect(fixture.problems.problems.map(\.description).contains { $0.contains("provider a") })
    }

    @Test func anEmissionTouchesOnlyItsProvidersSectionsAndIsDecidedInPlace() throws {
        let fixture = ComposedFixture()
        let subjects = fixture.composeRows(("a", rows("a", 2)), ("b", rows("b", 2)), ("c", rows("c", 2)))
        let (b, c) = (subjects[1], subjects[2])
        b.onNext([.animated("b0", "b 0 v2"), .animated("b1", "b 1")])
        let entry = try #require(fixture.adapter.trace.entries.last)
        #expect(entry.provider == "b")
        #expect(entry.emission == 2)
        #expect(entry.stages.map(\.itemsUpdated) == [[row(0, section: 1)]])
        #expect(entry.stages.first?.decisions.map(\.kind) == [.renderedInPlace])
        #expect(entry.stages.first?.decisions.first?.provider == "b")
        #expect(entry.description.hasPrefix("emission 2 of b: batches\n  stage 0: update 1-0\n"))

        c.onNext(rows("c", 1) + [.animated("c9", "c 9")])
        let insert = try #require(fixture.adapter.trace.entries.last)
        #expect(insert.stages.flatMap(\.itemsDeleted) == [row(1, section: 2)])
        #expect(insert.stages.flatMap(\.itemsInserted) == [row(1, section: 2)])
        #expect(fixture.visibleTexts == ["a 0", "a 1", "b 0 v2", "b 1", "c 0", "c 9"])
    }

    @Test func aViewStateWithoutACellInItsProviderShowsThePlaceholderAndIsReported() {
        let fixture = ComposedFixture()
        let plainOnly = ListProvider(id: "plain", items: BehaviorSubject(value: [TestItem.animated("x", "X")]))
        plainOnly.registerCell(ofType: PlainRowCell.self)
        fixture.adapter.compose {
            rowsProvider("a", BehaviorSubject(value: rows("a", 1)))
            plainOnly
        }
        #expect(fixture.visibleTexts == ["a 0", UnregisteredViewState(viewStateType: "AnimatedState").message])
        #expect(fixture.problems.problems == [.unregisteredViewState(typeName: "AnimatedState", isHeader: false)])
        plainOnly.registerCell(ofType: AnimatedRowCell.self)
        #expect(fixture.visibleTexts == ["a 0", "X"], "a late registration reloads the list")
    }

    @Test func aLargeUpdateOfOneProviderFallsBackToReloadingTheList() throws {
        let fixture = ComposedFixture()
        fixture.adapter.fallbackThreshold = 5
        let a = BehaviorSubject(value: rows("a", 2))
        fixture.adapter.compose {
            rowsProvider("a", a)
            rowsProvider("b", BehaviorSubject(value: rows("b", 1)))
        }
        a.onNext(rows("n", 6))
        let entry = try #require(fixture.adapter.trace.entries.last)
        #expect(entry.method == .reloadData)
        #expect(entry.reason == .overThreshold(changes: 8, threshold: 5))
        #expect(fixture.counts == [6, 1])
    }

    @Test func aListOutsideAWindowTakesEveryChangeWithoutAnimating() throws {
        let fixture = ComposedFixture()
        fixture.list.isInWindow = false
        let a = BehaviorSubject(value: rows("a", 2))
        let first = rowsProvider("a", a)
        fixture.adapter.compose { first }
        fixture.adapter.compose {
            rowsProvider("b", BehaviorSubject(value: rows("b", 1)))
            first
        }
        #expect(fixture.adapter.trace.entries.last?.reason == .notInWindow)
        a.onNext(rows("a", 3))
        #expect(fixture.adapter.trace.entries.last?.reason == .notInWindow)
        #expect(fixture.counts == [1, 3])
    }

    @Test func unbindEndsEverySubscriptionAndKeepsTheScreen() {
        let fixture = ComposedFixture()
        let interactor = SubjectInteractor(rows("a", 2))
        let provider = ListProvider(id: "a", interactor: interactor)
        provider.registerCell(ofType: AnimatedRowCell.self)
        let parts = BehaviorSubject(value: 1)
        fixture.adapter.compose(from: parts) { _ in provider }
        #expect(interactor.hasObservers)
        fixture.adapter.unbind()
        #expect(!interactor.hasObservers)
        interactor.dispatch(action: rows("a", 3))
        parts.onNext(2)
        #expect(fixture.visibleTexts == ["a 0", "a 1"])
    }

    @Test func actionsDispatchedOnAProviderReachItsInteractor() {
        let fixture = ComposedFixture()
        let interactor = RowsInteractor(rows("a", 1))
        let provider = ListProvider(id: "a", interactor: interactor)
        provider.registerCell(
            ofType: AnimatedRowCell.self,
            didSelect: { [weak provider] state in
                provider?.dispatch(.rename(id: state.id, title: "tapped"))
                return .deselect
            })
        var heard: [RowsInteractor.Action] = []
        fixture.adapter.onAction(RowsInteractor.Action.self) { heard.append($0) }
        fixture.adapter.compose { provider }
        fixture.list.tapItem(at: row(0))
        provider.dispatch(.add("b"))
        #expect(interactor.received.withLock { $0 } == [.rename(id: "a0", title: "tapped"), .add("b")])
        #expect(heard == interactor.received.withLock { $0 })
        #expect(fixture.visibleTexts == ["tapped", "b"])
    }
}
