import Foundation
import HeadlessList
import ReactiveTesting
import TestSupport
import Testing

@testable import InteractorAdapter

/// Unregistered types, placeholders, late registration, taps and highlight.
@MainActor
@Suite struct ListAdapterRegistrationTests {
    @Test func anUnregisteredTypeShowsAPlaceholderAndIsRecorded() {
        let fixture = AdapterFixture([.animated("a", "a"), .orphan(OrphanState(id: "o")), .plain("p", "p")])
        #expect(fixture.visibleTexts == ["a", "⚠︎ no cell for OrphanState", "p"])
        #expect(fixture.cell(1) is PlaceholderCell)
        #expect(fixture.adapter.trace.entries.last?.unregisteredTypes == ["OrphanState"])
        #expect(fixture.list.problems.isEmpty)
        #expect(fixture.list.highlightItem(at: row(1)) == false)
    }

    @Test func anUnregisteredTypeScrolledIntoViewIsRecordedOutsideAnUpdate() {
        let fixture = AdapterFixture(animatedRows(10) + [.orphan(OrphanState(id: "o"))])
        #expect(fixture.adapter.trace.entries.last?.unregisteredTypes == [])
        fixture.list.scroll(to: 1_000)
        let entry = fixture.adapter.trace.entries.last
        #expect(entry?.kind == .missingCell)
        #expect(entry?.emission == 1)
        #expect(entry?.unregisteredTypes == ["OrphanState"])
        fixture.list.scroll(to: 0)
        fixture.list.scroll(to: 1_000)
        #expect(fixture.adapter.trace.entries.count == 2)
    }

    @Test func aLateRegistrationReplacesPlaceholders() {
        let fixture = AdapterFixture([.plain("p", "plain")], registerPlain: false)
        #expect(fixture.visibleTexts == ["⚠︎ no cell for PlainState"])
        fixture.adapter.registerCell(ofType: PlainRowCell.self)
        #expect(fixture.visibleTexts == ["plain"])
    }

    @Test func anUpdatedItemWithoutRegistrationIsReloadedIntoAPlaceholder() {
        let fixture = AdapterFixture([.plain("p", "plain")], registerPlain: false)
        fixture.subject.onNext([.plain("p", "plain 2")])
        #expect(fixture.lastDecisions.map(\.reason) == [.noCellRegistered])
        #expect(fixture.adapter.trace.entries.last?.unregisteredTypes == ["PlainState"])
    }

    @Test func tapsGoThroughShouldHighlightAndDidSelect() {
        let list = HeadlessListView(viewportHeight: 220, rowHeight: 44)
        let adapter = ListAdapter<SingleSection, TestItem>(listView: list)
        adapter.isTracing = true
        var selected: [String] = []
        adapter.registerCell(
            ofType: AnimatedRowCell.self,
            didSelect: { state in
                selected.append(state.id)
                return state.id == "keep" ? .keepSelected : .deselect
            }, shouldHighlight: { state in state.id != "locked" })
        let subject = PublishSubject<[TestItem]>()
        adapter.bind(to: subject)
        subject.onNext([.animated("go", "go"), .animated("keep", "keep"), .animated("locked", "locked")])

        #expect(list.tapItem(at: row(0)))
        #expect(list.indexPathsForSelectedItems == [])
        #expect(list.tapItem(at: row(1)))
        #expect(list.indexPathsForSelectedItems == [row(1)])
        #expect(!list.tapItem(at: row(2)))
        #expect(selected == ["go", "keep"])
    }

    @Test func prepareCellWiresButtonsWithTheLatestStateAfterAnInPlaceRender() throws {
        final class ButtonCell: HeadlessCell, AnimatedRenderableCell {
            var onTap: (() -> Void)?
            func render(_ viewState: AnimatedState, animated: Bool) -> RenderResult {
                text = viewState.title
                return .rendered
            }
        }
        let list = HeadlessListView()
        let adapter = ListAdapter<SingleSection, TestItem>(listView: list)
        adapter.isTracing = true
        let interactor = SubjectInteractor<TestItem>([.animated("a", "first")])
        adapter.registerCell(
            ofType: ButtonCell.self,
            prepareCell: { [weak interactor] cell, state in
                cell.onTap = { interactor?.dispatch(action: [.animated("a", state.title + "!")]) }
            })
        adapter.bind(to: interactor)
        let cell = try #require(list.cellForItem(at: row(0)) as? ButtonCell)
        cell.onTap?()
        cell.onTap?()
        #expect(cell.text == "first!!")
        #expect(list.cellForItem(at: row(0)) === cell)
    }

    @Test func aViewStateSubclassFindsTheCellOfItsRegisteredSuperclass() {
        class BaseState: @unchecked Sendable {
            let title: String
            init(_ title: String) { self.title = title }
        }
        final class DerivedState: BaseState, @unchecked Sendable {}
        final class BaseCell: HeadlessCell, RenderableCell {
            func render(_ viewState: BaseState) { text = "base: " + viewState.title }
        }
        struct Row: ViewStateItem, Differentiable, Sendable {
            var id: Int
            var state: BaseState
            var viewState: any Sendable { state }
            var differenceIdentifier: Int { id }
            func isContentEqual(to source: Row) -> Bool { state === source.state }
        }
        let list = HeadlessListView()
        let adapter = ListAdapter<SingleSection, Row>(listView: list)
        adapter.isTracing = true
        adapter.registerCell(ofType: BaseCell.self)
        let subject = PublishSubject<[Row]>()
        adapter.bind(to: subject)
        subject.onNext([Row(id: 1, state: DerivedState("derived")), Row(id: 2, state: BaseState("plain"))])
        #expect(list.visibleRows.map(\.text) == ["base: derived", "base: plain"])
    }
}
