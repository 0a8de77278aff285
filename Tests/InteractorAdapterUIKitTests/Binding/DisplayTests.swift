#if !canImport(UIKit)
import Foundation
import InteractorAdapterUIKit
import Testing
import UIKitStandIn

/// `willDisplay` and `didEndDisplaying` reach the delegate with the cell, balanced, as cells
/// come and go through scrolling, batches and reloads.
@MainActor
@Suite struct DisplayTests {
    @Test(arguments: UIKitListKind.allCases)
    func displayCallbacksBalanceThroughScrollBatchAndReload(kind: UIKitListKind) throws {
        let rows = (0..<12).map { "r\($0)" }
        let fixture = InteractionFixture(kind, [rows], preparedCells: 1)
        let source = fixture.source
        #expect(source.displayEvents.map(\.description) == ["+r0@0-0", "+r1@0-1", "+r2@0-2", "+r3@0-3", "+r4@0-4"])

        fixture.harness.scroll(to: 88)
        #expect(
            source.displayEvents.dropFirst(5).map(\.description) == ["-r0@0-0", "-r1@0-1", "+r5@0-5", "+r6@0-6"],
            "the prepared row 5 is displayed once it scrolls in")

        var updated = rows
        updated.remove(at: 3)
        updated[4] = "r5, edited"
        source.reconfigures = false
        let before = source.displayEvents.count
        try fixture.apply(
            [updated],
            BatchUpdate(deleteItems: [fixture.path(3)], reloadItems: [fixture.path(5)]))
        #expect(
            source.displayEvents.dropFirst(before).map(\.description) == [
                "-r3@0-3", "-r5@0-5", "+r5, edited@0-4", "+r7@0-6",
            ], "deleted and reloaded rows end at their old index path; new cells appear at their new one")

        let beforeReload = source.displayEvents.count
        fixture.harness.list.reloadData()
        let reloaded = source.displayEvents.dropFirst(beforeReload).map(\.description)
        #expect(reloaded.prefix(5).allSatisfy { $0.hasPrefix("-") }, "a reload ends every displayed cell: \(reloaded)")
        #expect(reloaded.dropFirst(5).allSatisfy { $0.hasPrefix("+") } && reloaded.count == 10)
        #expect(source.displayedPaths == fixture.harness.visiblePaths)
        #expect(source.displayProblems.isEmpty, "\(source.displayProblems)")
        #expect(fixture.harness.complaints.isEmpty, "\(fixture.harness.complaints)")
    }
}
#endif
