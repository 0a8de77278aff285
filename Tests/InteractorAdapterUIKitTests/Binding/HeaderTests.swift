#if !canImport(UIKit)
import Foundation
import InteractorAdapterUIKit
import Testing
import TestSupport
import UIKitStandIn

/// An updated section header renders in place when its class can animate, and its section
/// is reloaded when it cannot.
@MainActor
@Suite struct HeaderTests {
    @Test(arguments: UIKitListKind.allCases)
    func anAnimatedHeaderIsRenderedInPlace(kind: UIKitListKind) throws {
        let fixture = SectionsFixture(kind, headerType: .animated)
        fixture.emit([ArraySection(model: TestHeader(id: "h0", title: "Header"), elements: animatedRows(2))])
        let header = try #require(fixture.harness.header(0))
        fixture.emit([ArraySection(model: TestHeader(id: "h0", title: "Header, edited"), elements: animatedRows(2))])

        #expect(fixture.harness.header(0) === header)
        #expect(labelText(header) == "Header, edited")
        #expect((header as? any TextView)?.reuseCount == 0)
        #expect(fixture.harness.standIn.batches.last?.update.reloadSections == [])
        #expect(fixture.lastDecisions.map(\.kind) == [.renderedInPlace])
        #expect(fixture.harness.complaints.isEmpty, "\(fixture.harness.complaints)")
    }

    @Test(arguments: UIKitListKind.allCases)
    func aPlainHeaderReloadsItsSection(kind: UIKitListKind) throws {
        let fixture = SectionsFixture(kind, headerType: .plain)
        fixture.emit([ArraySection(model: TestHeader(id: "h0", title: "Header"), elements: animatedRows(2))])
        let header = try #require(fixture.harness.header(0))
        fixture.emit([ArraySection(model: TestHeader(id: "h0", title: "Header, edited"), elements: animatedRows(2))])

        #expect(fixture.harness.standIn.batches.last?.update.reloadSections == [0])
        #expect(fixture.harness.header(0) !== header, "a reloaded section gets a new header view")
        #expect(labelText(fixture.harness.header(0)) == "Header, edited")
        #expect(fixture.lastDecisions.map(\.kind) == [.reloaded])
        #expect(fixture.harness.visibleTexts == ["row 0", "row 1"])
        #expect(fixture.harness.complaints.isEmpty, "\(fixture.harness.complaints)")
    }
}
#endif
