import Foundation
import HeadlessList
import ReactiveTesting
import TestSupport
import Testing

@testable import InteractorAdapter

/// Section models that say whether they have a header, give a footer and its height
/// (`ListSectionModel`); footers render in place or reload their section as headers do.
@MainActor
@Suite struct ListAdapterSectionTests {
    @Test func aSectionWithoutAHeaderShowsNoneAndFootersFollowTheirRows() {
        let fixture = SectionedFixture()
        fixture.adapter.registerFooter(ofType: AnimatedFooterView.self)
        fixture.subject.onNext([
            section("a", animatedRows(2), footer: "2 rows"),
            section("b", [.animated("x", "x")], hasHeader: false),
            section("c", [.animated("y", "y")], hasHeader: false, footer: "last"),
        ])
        #expect(
            fixture.lines == [
                "header 0: A", "row 0-0: row 0", "row 0-1: row 1", "footer 0: 2 rows", "row 1-0: x", "row 2-0: y",
                "footer 2: last",
            ])
        // 20 + 2 × 44 + 10, then 44, then 44 + 10.
        #expect(fixture.list.contentHeight == 216)
    }

    @Test func aModelThatSaysNothingKeepsTheListsHeaderAndHasNoFooter() {
        let list = HeadlessListView(viewportHeight: 600, rowHeight: 44, headerHeight: 20, footerHeight: 10)
        let adapter = ListAdapter<TestHeader, TestItem>(listView: list, scheduler: MainScheduler.instance)
        adapter.registerCell(ofType: AnimatedRowCell.self)
        adapter.registerHeader(ofType: AnimatedHeaderView.self)
        let subject = PublishSubject<[ArraySection<TestHeader, TestItem>]>()
        adapter.bind(to: subject)
        subject.onNext([ArraySection(model: TestHeader(id: "h", title: "H"), elements: animatedRows(1))])
        #expect(list.snapshotLines().dropFirst() == ["header 0: H", "row 0-0: row 0"])
        #expect(list.contentHeight == 64)
    }

    @Test func anUpdatedFooterRendersInPlaceAndIsTraced() throws {
        let fixture = SectionedFixture()
        fixture.adapter.registerFooter(ofType: AnimatedFooterView.self)
        fixture.subject.onNext([section("a", animatedRows(1), footer: "1 row")])
        let footer = try #require(fixture.list.footerForSection(0))
        fixture.subject.onNext([section("a", animatedRows(1), footer: "still 1 row")])
        #expect(fixture.list.footerForSection(0) === footer)
        #expect(fixture.lines.last == "footer 0: still 1 row")
        #expect(
            fixture.lastDecisions == [
                "header 0 a TestHeader: renderedInPlace (animated renderer, same cell type)",
                "footer 0 a FooterState: renderedInPlace (animated renderer, same cell type)",
            ])
    }

    @Test func aFooterThatCannotAnimateReloadsItsSection() throws {
        let fixture = SectionedFixture()
        fixture.adapter.registerFooter(ofType: PlainFooterView.self)
        fixture.subject.onNext([section("a", animatedRows(1), footer: "1 row")])
        let footer = try #require(fixture.list.footerForSection(0))
        fixture.subject.onNext([section("a", animatedRows(1), footer: "one row")])
        #expect(fixture.list.footerForSection(0) !== footer)
        #expect(fixture.lines.last == "footer 0: one row")
        #expect(fixture.lastDecisions.last == "footer 0 a FooterState: reloaded (renderer cannot animate)")
        #expect(fixture.adapter.trace.entries.last?.stages.first?.sectionsUpdated == [0])
    }

    @Test func footersComeAndGoWithTheirModelsAndHeadersToo() {
        let fixture = SectionedFixture()
        fixture.adapter.registerFooter(ofType: AnimatedFooterView.self)
        fixture.subject.onNext([section("a", animatedRows(1))])
        #expect(fixture.lines == ["header 0: A", "row 0-0: row 0"])
        fixture.subject.onNext([section("a", animatedRows(1), hasHeader: false, footer: "new")])
        #expect(fixture.lines == ["row 0-0: row 0", "footer 0: new"])
        fixture.subject.onNext([section("a", animatedRows(1))])
        #expect(fixture.lines == ["header 0: A", "row 0-0: row 0"])
        #expect(fixture.list.contentHeight == 64)
    }

    @Test func aFooterWithoutARegisteredTypeShowsThePlaceholderAndIsReported() {
        let fixture = SectionedFixture()
        fixture.subject.onNext([section("a", animatedRows(1), footer: "orphan")])
        #expect(fixture.lines.last == "footer 0: ⚠︎ no cell for FooterState")
        #expect(fixture.problems.problems == [.unregisteredFooterViewState(typeName: "FooterState")])
        #expect(
            fixture.problems.problems.first?.description
                == "warning: no footer registered for view state FooterState; a placeholder is shown. "
                + "Register one with registerFooter(ofType:).")
    }

    @Test func aLateFooterRegistrationReloadsTheList() {
        let fixture = SectionedFixture()
        fixture.subject.onNext([section("a", animatedRows(1), footer: "later")])
        fixture.adapter.registerFooter(ofType: AnimatedFooterView.self)
        #expect(fixture.lines.last == "footer 0: later")
    }
}
