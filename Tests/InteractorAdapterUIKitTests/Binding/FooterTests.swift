#if !canImport(UIKit)
import Foundation
import InteractorAdapterUIKit
import Testing
import UIKitStandIn

/// Section footers are shown as headers are (a table's header-footer views, a collection
/// view's footer supplementary views), and a delegate's header or footer height of 0 means
/// the section has none.
@MainActor
@Suite struct FooterTests {
    @Test(arguments: UIKitListKind.allCases)
    func footersAreShownAtTheEndOfTheirSections(kind: UIKitListKind) throws {
        let fixture = InteractionFixture(kind, [["a"], ["b"]], height: 400, headerHeight: 28, footerHeight: 20) {
            $0.headerTitles = ["H0", "H1"]
            $0.footerTitles = ["F0", "F1"]
        }
        let footer = try #require(fixture.harness.footer(0))
        #expect(labelText(footer) == "F0")
        #expect(labelText(fixture.harness.footer(1)) == "F1")
        #expect(fixture.list.footerForSection(0) === footer)
        #expect(fixture.harness.scrollView.contentSize.height == CGFloat(2 * (28 + 44 + 20)))
        #expect(labelText(fixture.harness.header(1)) == "H1")
        #expect(fixture.harness.complaints.isEmpty, "\(fixture.harness.complaints)")
    }

    @Test(arguments: UIKitListKind.allCases)
    func aHeightOfZeroMeansTheSectionHasNoneAndNilTheListsOwn(kind: UIKitListKind) throws {
        let fixture = InteractionFixture(
            kind, [["a"], ["b"]], sized: true, height: 400, headerHeight: 28, footerHeight: 20
        ) { source in
            source.headerTitles = ["H0", "H1"]
            source.footerTitles = ["F0", "F1"]
            (source as? SizedInteractionList)?.headerHeights = [0, nil]
            (source as? SizedInteractionList)?.footerHeights = [nil, 0]
        }
        #expect(fixture.harness.header(0) == nil)
        #expect(labelText(fixture.harness.header(1)) == "H1")
        #expect(labelText(fixture.harness.footer(0)) == "F0")
        #expect(fixture.harness.footer(1) == nil)
        #expect(fixture.harness.scrollView.contentSize.height == CGFloat(44 + 20 + 28 + 44))
        #expect(
            !fixture.source.supplementRequests.contains("header 0")
                && !fixture.source.supplementRequests.contains("footer 1"),
            "the data source is not asked for what the section does not have: \(fixture.source.supplementRequests)")
        #expect(fixture.harness.complaints.isEmpty, "\(fixture.harness.complaints)")
    }

    @Test(arguments: UIKitListKind.allCases)
    func anUpdatedSectionsFooterIsShownAfterItsSectionReloads(kind: UIKitListKind) throws {
        let fixture = InteractionFixture(kind, [["a"]], footerHeight: 20) { $0.footerTitles = ["F0"] }
        fixture.source.footerTitles = ["F0, edited"]
        try fixture.apply([["a"]], BatchUpdate(reloadSections: [0]))
        #expect(labelText(fixture.harness.footer(0)) == "F0, edited")
        #expect(fixture.harness.complaints.isEmpty, "\(fixture.harness.complaints)")
    }
}
#endif
