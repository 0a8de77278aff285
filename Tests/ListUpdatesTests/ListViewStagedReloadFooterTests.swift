import Foundation
import HeadlessList
import StagedDiff
import TestSupport
import Testing

@testable import ListUpdates

/// The footer of an updated section in the low-level staged reload: offered to
/// `tryRenderFooter` after the header, the section reloaded when either asks.
@MainActor
@Suite struct ListViewStagedReloadFooterTests {
    /// Sections whose model is their header and footer text; the header renders in place, the
    /// footer as `footerAnswer` says.
    @MainActor
    final class FooterDataSource: DiffDataSource {
        struct Model: Differentiable, Hashable {
            var id: String
            var header: String
            var footer: String
            var differenceIdentifier: String { id }
        }

        var sections: [ArraySection<Model, String>]
        var footerAnswer = RenderResult.rendered
        var headerAnswer = RenderResult.rendered
        private(set) var offered: [String] = []

        init(_ sections: [ArraySection<Model, String>]) { self.sections = sections }

        func numberOfSections(in listView: any ListView) -> Int { sections.count }
        func listView(_ listView: any ListView, numberOfItemsInSection section: Int) -> Int {
            sections[section].elements.count
        }
        func listView(_ listView: any ListView, cellForItemAt indexPath: IndexPath) -> any ListCell {
            let cell = listView.dequeueReusableCell(withReuseIdentifier: TextCell.reuseIdentifier, for: indexPath)
            (cell as? HeadlessCell)?.text = sections[indexPath.section].elements[indexPath.item]
            return cell
        }
        func listView(_ listView: any ListView, headerForSection section: Int) -> (any ListCell)? {
            let header = listView.dequeueReusableHeader(
                withReuseIdentifier: TextCell.headerIdentifier, forSection: section)
            (header as? HeadlessCell)?.text = sections[section].model.header
            return header
        }
        func listView(_ listView: any ListView, footerForSection section: Int) -> (any ListCell)? {
            let footer = listView.dequeueReusableFooter(
                withReuseIdentifier: TextCell.footerIdentifier, forSection: section)
            (footer as? HeadlessCell)?.text = sections[section].model.footer
            return footer
        }
        func listView(
            _ listView: any ListView, tryRenderCell cell: any ListCell, forItemAt indexPath: IndexPath
        )
            -> RenderResult
        { .needsToReload }
        func listView(
            _ listView: any ListView, tryRenderHeader header: any ListCell, forSection section: Int
        )
            -> RenderResult
        {
            offered.append("header \(section)")
            if headerAnswer == .rendered { (header as? HeadlessCell)?.text = sections[section].model.header }
            return headerAnswer
        }
        func listView(
            _ listView: any ListView, tryRenderFooter footer: any ListCell, forSection section: Int
        )
            -> RenderResult
        {
            offered.append("footer \(section)")
            if footerAnswer == .rendered { (footer as? HeadlessCell)?.text = sections[section].model.footer }
            return footerAnswer
        }
    }

    private func setUp() -> (HeadlessListView, FooterDataSource) {
        let data = FooterDataSource([ArraySection(model: .init(id: "a", header: "A", footer: "1 row"), elements: ["x"])]
        )
        let list = HeadlessListView(viewportHeight: 200, rowHeight: 10, headerHeight: 5, footerHeight: 5)
        list.register(TextCell.self, forReuseIdentifier: TextCell.reuseIdentifier)
        list.register(TextCell.self, forHeaderReuseIdentifier: TextCell.headerIdentifier)
        list.register(TextCell.self, forFooterReuseIdentifier: TextCell.footerIdentifier)
        list.dataSource = data
        list.reloadData()
        return (list, data)
    }

    @discardableResult
    private func update(
        _ list: HeadlessListView, _ data: FooterDataSource, footer: String
    ) throws -> StagedReloadOutcome {
        let target = [
            ArraySection(model: FooterDataSource.Model(id: "a", header: "A", footer: footer), elements: ["x"])
        ]
        return try list.reload(using: StagedChangeset(source: data.sections, target: target)) { data.sections = $0 }
    }

    @Test func aFooterRenderedInPlaceKeepsItsSection() throws {
        let (list, data) = setUp()
        let footer = try #require(list.footerForSection(0))
        try update(list, data, footer: "one row")
        #expect(data.offered == ["header 0", "footer 0"])
        #expect(list.footerForSection(0) === footer && (footer as? HeadlessCell)?.text == "one row")
    }

    @Test func aFooterThatAsksToReloadReloadsItsSection() throws {
        let (list, data) = setUp()
        let footer = try #require(list.footerForSection(0))
        data.footerAnswer = .needsToReload
        try update(list, data, footer: "one row")
        #expect(list.footerForSection(0) !== footer)
        #expect((list.footerForSection(0) as? HeadlessCell)?.text == "one row")
    }

    @Test func aSectionReloadedForItsHeaderDoesNotOfferItsFooter() throws {
        let (list, data) = setUp()
        data.headerAnswer = .needsToReload
        try update(list, data, footer: "one row")
        #expect(data.offered == ["header 0"])
        #expect((list.footerForSection(0) as? HeadlessCell)?.text == "one row")
    }
}
