import Foundation
import LayoutSpecs
import SeededRandom

/// `bench layout`: lays out 10, 100 and 1,000 feed rows of 20 nodes (`LayoutBenchCell`) at
/// a width of 375 points, timed alternately with the reference: the sizing issue's measuring
/// path for the same rows, the rows on a headless list through an adapter sized by
/// `.measured` with a hand-written height function over the same texts and text measurer,
/// every row measured again into the size cache (a new sizing epoch). The same rows sized by
/// `.layout` through the same path are timed too. Medians of repeated runs in thread CPU time
/// (the wall-clock median of the layout is printed too). Prints µs per cell against the
/// 20 µs target, nodes per second, and heap allocations per node against the target of 1.
enum LayoutBenchmark {
    static let width = 375.0

    static func run() {
        MainActor.assumeIsolated { runOnMain() }
    }

    @MainActor
    private static func runOnMain() {
        print(
            "Layout (release; medians of thread CPU time, so that other processes do not count; the three timed"
                + " alternately on the same rows; width 375)")
        print(
            pad("cells", 8) + pad("nodes", 8, right: true) + pad("layout µs/cell", 16, right: true)
                + pad("target", 8, right: true) + pad("nodes/s", 12, right: true)
                + pad(".layout via adapter", 21, right: true) + pad("reference µs/cell", 19, right: true)
                + pad("layout/ref", 12, right: true) + pad("wall µs/cell", 14, right: true))
        var random = SplitMix64(seed: 28)
        let all = (0..<1_000).map { _ in LayoutBenchCell(random: &random) }
        for count in [10, 100, 1_000] {
            let cells = Array(all.prefix(count))
            let specs = cells.map(\.spec)
            check(cells, specs)
            let measured = LayoutAdapterFixture(cells, byLayout: false)
            let laidOut = LayoutAdapterFixture(cells, byLayout: true)
            checkEveryRowIsSized(measured, laidOut, count: count)
            let runs = max(20, 20_000 / count)
            let result = LayoutTiming.medians(
                runs: runs,
                [
                    {
                        var total = 0.0
                        for spec in specs { total += spec.layout(width: width).size.height }
                        return total
                    },
                    laidOut.resizeAll,
                    measured.resizeAll,
                ])
            let perCell = result.microseconds.map { $0 / Double(count) }
            let wallPerCell = result.wallMicroseconds[0] / Double(count)
            let nodesPerSecond = Double(count * LayoutBenchCell.nodeCount) / (result.microseconds[0] / 1e6)
            print(
                pad(String(count), 8) + pad(String(count * LayoutBenchCell.nodeCount), 8, right: true)
                    + pad(format(perCell[0]), 16, right: true) + pad("20", 8, right: true)
                    + pad(String(format: "%.2fM", nodesPerSecond / 1e6), 12, right: true)
                    + pad(format(perCell[1]), 21, right: true) + pad(format(perCell[2]), 19, right: true)
                    + pad(format(perCell[0] / perCell[2]) + "x", 12, right: true)
                    + pad(format(wallPerCell), 14, right: true))
        }
        printAllocations(specs: all.map(\.spec))
        print(
            "reference = the sizing issue's measuring path: the rows on a headless list through a ListAdapter sized by"
                + " .measured (a hand-written height function over the same texts and text measurer), every row"
                + " measured again into the size cache (a new sizing epoch); .layout via adapter = the same path sized"
                + " by .layout (each row's layout computed and cached)")
        print(
            "instructions per cell (immune to load): valgrind --tool=callgrind --collect-atstart=no"
                + " --toggle-collect='*probedSizing*' bench layout-allocations 1000 layout|adapter-layout|adapter-measured;"
                + " Ir / 1,000")
    }

    /// Both adapters size every row in one `resizeAll()`: the timings compare equal work.
    @MainActor
    private static func checkEveryRowIsSized(
        _ measured: LayoutAdapterFixture, _ laidOut: LayoutAdapterFixture, count: Int
    ) {
        for (name, fixture) in [("measured", measured), ("layout", laidOut)] {
            let measurements = fixture.measurementsOfOneResize()
            if measurements != count {
                print("bench layout: the \(name) adapter sized \(measurements) of \(count) rows in one pass")
                exit(1)
            }
        }
        if measured.list.contentHeight != laidOut.list.contentHeight {
            print("bench layout: the adapters' content heights differ")
            exit(1)
        }
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
    }

    /// `bench layout-allocations N [PATH]`: builds the 1,000 rows and sizes the first N once by
    /// PATH: `layout` (the default: their specs laid out, what `AllocationCounter` runs under
    /// valgrind), `adapter-layout` or `adapter-measured` (the adapter's `resizeAll()` of
    /// `LayoutAdapterFixture`, sized by `.layout` or `.measured`), or `frames` (prints the
    /// frames of the first N rows at widths 375, 200, 50 and unbounded as bit patterns, to
    /// `diff` the output of two builds of the engine). The sizing is in
    /// `probedSizing`, so that callgrind can count its instructions alone:
    /// `valgrind --tool=callgrind --collect-atstart=no --toggle-collect='*probedSizing*'
    /// .build/release/bench layout-allocations 1000 adapter-measured`.
    static func allocationProbe(arguments: [String]) {
        let layouts = arguments.first.flatMap { Int($0) } ?? 0
        var random = SplitMix64(seed: 28)
        let all = (0..<1_000).map { _ in LayoutBenchCell(random: &random) }
        // Every spec is built whatever N is: `AllocationCounter` subtracts a run of 0 layouts.
        let specs = all.map(\.spec)
        let cells = Array(all.prefix(layouts))
        let total: Double
        switch arguments.dropFirst().first ?? "layout" {
        case "frames":
            // Every node's frame of the first N rows at a few widths, one line a row: what a
            // change of the engine must leave bit-identical (`diff` two runs).
            total = 0
            for spec in specs.prefix(layouts) {
                for width in [375.0, 200, 50, 0] {
                    let frames = spec.layout(width: width == 0 ? nil : width).frames
                    print(
                        frames.map {
                            "\($0.x.bitPattern),\($0.y.bitPattern),\($0.width.bitPattern),\($0.height.bitPattern)"
                        }.joined(separator: " "))
                }
            }
        case "adapter-layout", "adapter-measured":
            total = MainActor.assumeIsolated {
                let fixture = LayoutAdapterFixture(cells, byLayout: arguments[1] == "adapter-layout")
                return probedSizing { fixture.resizeAll() }
            }
        default:
            total = probedSizing {
                var total = 0.0
                for spec in specs.prefix(layouts) { total += spec.layout(width: width).size.height }
                return total
            }
        }
        if total < 0 { print(total) }
    }

    /// The part of a probe whose instructions callgrind counts.
    @inline(never)
    static func probedSizing(_ work: () -> Double) -> Double {
        work()
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
