import Foundation
import LayoutSpecs
import SeededRandom

/// `bench layout`: lays out 10, 100 and 1,000 feed rows of 20 nodes (`LayoutBenchCell`) at
/// a width of 375 points, timed alternately with the reference (the same rows' heights
/// computed by a hand-written measuring function with the same text measurer), medians of
/// repeated runs in thread CPU time (the wall-clock median is printed too). Prints µs per
/// cell against the 20 µs target, nodes per second, and heap allocations per node against
/// the target of 1.
enum LayoutBenchmark {
    static let width = 375.0

    static func run() {
        print(
            "Layout (release; medians of thread CPU time, so that other processes do not count; layout and reference"
                + " timed alternately on the same rows; width 375)")
        print(
            pad("cells", 8) + pad("nodes", 8, right: true) + pad("layout µs/cell", 16, right: true)
                + pad("target", 8, right: true) + pad("nodes/s", 12, right: true)
                + pad("reference µs/cell", 19, right: true) + pad("layout/ref", 12, right: true)
                + pad("wall µs/cell", 14, right: true))
        var random = SplitMix64(seed: 28)
        let all = (0..<1_000).map { _ in LayoutBenchCell(random: &random) }
        for count in [10, 100, 1_000] {
            let cells = Array(all.prefix(count))
            let specs = cells.map(\.spec)
            check(cells, specs)
            let runs = max(20, 20_000 / count)
            let result = LayoutTiming.medians(
                runs: runs,
                layout: {
                    var total = 0.0
                    for spec in specs { total += spec.layout(width: width).size.height }
                    return total
                },
                reference: {
                    var total = 0.0
                    for cell in cells { total += cell.handWrittenHeight(width: width) }
                    return total
                })
            let perCell = result.layoutMicroseconds / Double(count)
            let referencePerCell = result.referenceMicroseconds / Double(count)
            let wallPerCell = result.layoutWallMicroseconds / Double(count)
            let nodesPerSecond = Double(count * LayoutBenchCell.nodeCount) / (result.layoutMicroseconds / 1e6)
            print(
                pad(String(count), 8) + pad(String(count * LayoutBenchCell.nodeCount), 8, right: true)
                    + pad(format(perCell), 16, right: true) + pad("20", 8, right: true)
                    + pad(String(format: "%.2fM", nodesPerSecond / 1e6), 12, right: true)
                    + pad(format(referencePerCell), 19, right: true)
                    + pad(format(perCell / referencePerCell) + "x", 12, right: true)
                    + pad(format(wallPerCell), 14, right: true))
        }
        printAllocations(specs: all.map(\.spec))
    }

    /// Allocations of one layout of every row, per node (counted under valgrind).
    private static func printAllocations(specs: [LayoutNode]) {
        guard let count = AllocationCounter.allocations(ofLayouts: specs.count) else {
            print("allocations: not counted (valgrind could not be run)")
            return
        }
        let perNode = Double(count) / Double(specs.count * LayoutBenchCell.nodeCount)
        print(
            "allocations: \(count) for \(specs.count) layouts of \(LayoutBenchCell.nodeCount) nodes"
                + " = \(String(format: "%.2f", perNode)) per node (target: at most 1; malloc calls under valgrind)")
        print("reference = each row's height by a hand-written function over the same texts and text measurer")
    }

    /// `bench layout-allocations N`: builds the 1,000 rows' specs and lays out the first N
    /// (what `AllocationCounter` runs under valgrind).
    static func allocationProbe(layouts: Int) {
        var random = SplitMix64(seed: 28)
        let specs = (0..<1_000).map { _ in LayoutBenchCell(random: &random).spec }
        var total = 0.0
        for spec in specs.prefix(layouts) { total += spec.layout(width: width).size.height }
        if total < 0 { print(total) }
    }

    /// The layout's heights are the hand-written function's: the benchmark times equal work.
    private static func check(_ cells: [LayoutBenchCell], _ specs: [LayoutNode]) {
        for (cell, spec) in zip(cells, specs) {
            let laidOut = spec.layout(width: width).size.height
            let expected = cell.handWrittenHeight(width: width)
            if laidOut != expected {
                print("bench layout: the layout's height \(laidOut) differs from the reference's \(expected)")
                exit(1)
            }
        }
    }

    private static func format(_ value: Double) -> String {
        String(format: value < 10 ? "%.2f" : "%.1f", value)
    }

    private static func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
        let padding = String(repeating: " ", count: max(0, width - text.count))
        return right ? padding + text : text + padding
    }
}
