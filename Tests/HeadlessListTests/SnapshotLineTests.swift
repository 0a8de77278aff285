import ListUpdates
import ReactiveCore
import StagedDiff
import TestSupport
import Testing

@testable import HeadlessList

@Suite struct SnapshotLineTests {
    @Test(arguments: [0, 7, 9, 10, 99, 100, 12_345, -1, -10, Int.max, Int.min])
    func writesWhatConcatenationWrites(number: Int) {
        let row = SnapshotLine(prefix: "item ", section: number, item: 3, text: "Crème brûlée 🍮", marks: " * ~")
        #expect(row.string == "item \(number)-3: Crème brûlée 🍮 * ~")
        let header = SnapshotLine(prefix: "header ", section: 2, item: nil, text: "", marks: "")
        #expect(header.string == "header 2: ")
        let long = SnapshotLine(
            prefix: "row ", section: 0, item: number, text: String(repeating: "x", count: 40), marks: "")
        #expect(long.string == "row 0-\(number): " + String(repeating: "x", count: 40))
    }
}
