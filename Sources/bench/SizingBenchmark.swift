import Foundation
import HeadlessList
import InteractorAdapter

/// `bench sizing`: rows sized by their content, each figure printed next to its target and
/// the reference it is measured against in the same run (medians, timed alternately).
enum SizingBenchmark {
    static func run() {
        MainActor.assumeIsolated {
            if let probe = InstructionProbe.probe {
                runProbe(probe)
                return
            }
            if InstructionProbe.skipsTimings {
                printEndToEndInstructions()
                return
            }
            print("Sizing (release; medians; each figure next to its target)")
            // BENCH_SIZING_ONLY=relayout runs one scenario (e.g. under valgrind --tool=callgrind).
            let only = ProcessInfo.processInfo.environment["BENCH_SIZING_ONLY"]
            let scenarios: [(name: String, run: @MainActor () -> Void)] = [
                ("relayout", relayoutWithEverySizeCached), ("resize", oneInPlaceHeightChange),
                ("inserts", insertsAndMoves), ("lookup", visibleRowLookup), ("endToEnd", endToEnd),
                ("cache", cacheEntries),
            ]
            for scenario in scenarios where only == nil || only == scenario.name { scenario.run() }
            if InstructionProbe.isRequested { printEndToEndInstructions() }
            if only == nil {
                print(
                    "instructions per row of the relayout: BENCH_SIZING_ONLY=relayout valgrind --tool=callgrind"
                        + " --collect-atstart=no --toggle-collect='*relayoutWithEverySizeCached*U_' bench sizing;"
                        + " Ir / (44 runs x 100,000 rows)")
            }
        }
    }

    /// Turning from 480 back to 320 points: every height is in the cache.
    @MainActor
    private static func relayoutWithEverySizeCached() {
        let rows = 100_000
        let fixture = SizingBenchFixture(measured: true)
        fixture.subject.onNext(SizingBenchFixture.rows(rows))
        fixture.adapter.sizingEnvironment.width = 480
        fixture.adapter.sizingEnvironment.width = 320
        var wide = false
        var calls = 0
        let relayout = DiffTiming.Contender(name: "relayout") {
            wide.toggle()
            calls += SizingBenchFixture.calls { fixture.adapter.sizingEnvironment.width = wide ? 480 : 320 }
            return Int(fixture.list.contentHeight)
        }
        let heights = (0..<rows).map { Double(44 + $0 % 3 * 20) }
        let delegate = StoredHeightsDelegate(heights)
        delegate.relayoutsAll = true
        let dataSource = AdapterBenchDataSource(SizingBenchFixture.rows(rows))
        let list = HeadlessListView(viewportHeight: 600, rowHeight: 44)
        list.register(AdapterBenchCell.self, forReuseIdentifier: AdapterBenchCell.reuseIdentifier)
        list.dataSource = dataSource
        list.delegate = delegate
        list.reloadData()
        let listAlone = DiffTiming.Contender(name: "list alone") {
            try? list.performBatchUpdates({ BatchUpdate() }, completion: nil)
            return Int(list.contentHeight)
        }
        let result = DiffTiming.medians(of: [relayout, listAlone], runs: 41)
        let perRow = (result.milliseconds[0] ?? 0) * 1e6 / Double(rows)
        let listPerRow = (result.milliseconds[1] ?? 0) * 1e6 / Double(rows)
        print(
            "relayout of \(rows) rows, every size cached (width 480 <-> 320): \(calls) measuring calls (target 0); "
                + String(
                    format: "%.1f ns/row end to end, %.1f ns/row of it the headless list's layout", perRow, listPerRow)
                + " (target <= 40 instructions/row: see the callgrind line below)")
        withExtendedLifetime((dataSource, delegate)) {}
    }

    /// One row's height changes in place, at 10^3, 10^5 and 10^6 rows.
    @MainActor
    private static func oneInPlaceHeightChange() {
        var costs: [(rows: Int, listNs: Double, calls: Int)] = []
        for rows in [1_000, 100_000, 1_000_000] {
            let delegate = StoredHeightsDelegate((0..<rows).map { Double(44 + $0 % 3 * 20) })
            let dataSource = AdapterBenchDataSource(SizingBenchFixture.rows(min(rows, 1)))
            dataSource.items = Array(repeating: SizingBenchFixture.row(0), count: rows)
            let list = HeadlessListView(viewportHeight: 600, rowHeight: 44)
            list.register(AdapterBenchCell.self, forReuseIdentifier: AdapterBenchCell.reuseIdentifier)
            list.dataSource = dataSource
            list.delegate = delegate
            list.reloadData()
            var grow = false
            let resize = DiffTiming.Contender(name: "resize") {
                grow.toggle()
                delegate.heights[5] = grow ? 120 : 44
                delegate.changed = [IndexPath(item: 5, section: 0)]
                try? list.performBatchUpdates({ BatchUpdate() }, completion: nil)
                return Int(list.contentHeight)
            }
            let result = DiffTiming.medians(of: [resize], runs: 2_001, warmUp: 20)
            let fixture = SizingBenchFixture(measured: true)
            var items = SizingBenchFixture.rows(min(rows, 100_000))
            fixture.subject.onNext(items)
            items[5] = SizingBenchFixture.row(5, version: 1)
            let calls = SizingBenchFixture.calls { fixture.subject.onNext(items) }
            costs.append((rows, (result.milliseconds[0] ?? 0) * 1e6, calls))
            withExtendedLifetime((dataSource, delegate)) {}
        }
        for cost in costs {
            print(
                "one in-place height change in \(cost.rows) rows: list resize "
                    + String(format: "%.0f ns", cost.listNs)
                    + (cost.rows <= 100_000 ? ", \(cost.calls) measuring call(s) for the emission (target 1)" : ""))
        }
        if let small = costs.first, let large = costs.last, small.listNs > 0 {
            print(
                String(format: "  cost at 10^6 / cost at 10^3: %.2fx (target <= 2x)", large.listNs / small.listNs))
        }
    }

    /// k inserts measure k rows; a pure move measures none.
    @MainActor
    private static func insertsAndMoves() {
        let fixture = SizingBenchFixture(measured: true)
        var items = SizingBenchFixture.rows(100_000)
        fixture.subject.onNext(items)
        for k in [1, 10, 100] {
            for index in 0..<k { items.insert(SizingBenchFixture.row(200_000 + k * 1_000 + index), at: index * 7) }
            let calls = SizingBenchFixture.calls { fixture.subject.onNext(items) }
            print("\(k) inserts into 100,000 rows: \(calls) measuring calls (target \(k))")
        }
        let moved = items.remove(at: 10)
        items.insert(moved, at: 50_000)
        let calls = SizingBenchFixture.calls { fixture.subject.onNext(items) }
        print("a pure move in 100,000 rows: \(calls) measuring calls (target 0)")
    }

    /// Scrolling to far offsets: the rows on screen found in the running sums.
    @MainActor
    private static func visibleRowLookup() {
        var costs: [(rows: Int, ns: Double)] = []
        for rows in [1_000, 1_000_000] {
            let delegate = StoredHeightsDelegate((0..<rows).map { Double(30 + $0 % 7 * 11) })
            let dataSource = AdapterBenchDataSource(Array(repeating: SizingBenchFixture.row(0), count: rows))
            let list = HeadlessListView(viewportHeight: 44, rowHeight: 44)
            list.register(AdapterBenchCell.self, forReuseIdentifier: AdapterBenchCell.reuseIdentifier)
            list.dataSource = dataSource
            list.delegate = delegate
            list.reloadData()
            var step = 0
            let scroll = DiffTiming.Contender(name: "scroll") {
                step += 1
                list.scroll(to: list.maximumContentOffset * Double(step % 97) / 97)
                return list.indexPathsForVisibleItems.count
            }
            let result = DiffTiming.medians(of: [scroll], runs: 4_001, warmUp: 50)
            costs.append((rows, (result.milliseconds[0] ?? 0) * 1e6))
            withExtendedLifetime((dataSource, delegate)) {}
        }
        print(
            "visible-row lookup (a scroll to a far offset, viewport of about 1 row): "
                + costs.map { "\($0.rows) rows " + String(format: "%.0f ns", $0.ns) }.joined(separator: ", ")
                + String(format: "; 10^6 / 10^3: %.2fx (target <= 2x)", costs[1].ns / max(1, costs[0].ns)))
    }

    /// An emission with 1% changed rows in 10,000 measured rows, against the same with fixed heights.
    @MainActor
    private static func endToEnd() {
        let contenders = endToEndContenders()
        let result = DiffTiming.medians(of: [contenders.fixed, contenders.measured], runs: 201, warmUp: 4)
        guard let reference = result.milliseconds[0], let cost = result.milliseconds[1] else { return }
        print(
            "end to end, 1% changed in 10,000 rows: measured " + String(format: "%.3f ms", cost)
                + ", fixed heights " + String(format: "%.3f ms", reference)
                + String(format: " -> %.2fx (target <= 1.3x)", cost / reference))
    }

    /// The two adapters of `endToEnd`, each showing the scenario's first state: each run emits
    /// the other state (before -> after, then after -> before), so both see the same mix.
    @MainActor
    private static func endToEndContenders() -> (measured: DiffTiming.Contender, fixed: DiffTiming.Contender) {
        let scenario = AdapterBenchScenario(name: "10,000 rows, 1% changed", rows: 10_000, changes: 100, seed: 23)
        func contender(measured: Bool) -> DiffTiming.Contender {
            let fixture = SizingBenchFixture(measured: measured)
            fixture.subject.onNext(scenario.before)
            var after = false
            return DiffTiming.Contender(name: measured ? "measured" : "fixed") {
                after.toggle()
                fixture.subject.onNext(after ? scenario.after : scenario.before)
                return fixture.list.numberOfItems(inSection: 0)
            }
        }
        return (contender(measured: true), contender(measured: false))
    }

    /// `BENCH_INSTRUCTIONS=1` (or `only`): the end-to-end emission counted by callgrind, each
    /// contender in a child of its own (two emissions, before -> after -> before, after two
    /// for warm-up).
    @MainActor
    private static func printEndToEndInstructions() {
        guard let fixed = InstructionProbe.count(group: "sizing", probe: "endToEnd:fixed"),
            let measured = InstructionProbe.count(group: "sizing", probe: "endToEnd:measured")
        else { return }
        print(
            "end to end, 1% changed in 10,000 rows (callgrind, per emission): measured \(measured / 2), "
                + "fixed heights \(fixed / 2) instructions"
                + String(format: " -> %.3fx (target <= 1.3x)", Double(measured) / Double(fixed)))
    }

    /// In a callgrind child: one contender of `endToEnd`.
    @MainActor
    private static func runProbe(_ probe: String) {
        let contenders = endToEndContenders()
        let body: () -> Int
        switch probe {
        case "endToEnd:fixed": body = contenders.fixed.body
        case "endToEnd:measured": body = contenders.measured.body
        default:
            preconditionFailure("BENCH_PROBE for bench sizing is endToEnd:fixed or endToEnd:measured, not \(probe)")
        }
        InstructionProbe.run { body() + body() }
    }

    /// After random inserts, deletes, moves and updates: entries against live identities.
    @MainActor
    private static func cacheEntries() {
        let fixture = SizingBenchFixture(measured: true)
        var items = SizingBenchFixture.rows(10_000)
        fixture.subject.onNext(items)
        var random = DiffBenchRandom(seed: 31)
        var nextID = 1_000_000
        for _ in 0..<200 {
            for _ in 0..<50 {
                let index = Int.random(in: 0..<items.count, using: &random)
                switch Int.random(in: 0..<4, using: &random) {
                case 0: items[index] = SizingBenchFixture.row(items[index].differenceIdentifier, version: nextID)
                case 1: items.remove(at: index)
                case 2:
                    items.insert(SizingBenchFixture.row(nextID), at: index)
                    nextID += 1
                default:
                    let moved = items.remove(at: index)
                    items.insert(moved, at: Int.random(in: 0...items.count, using: &random))
                }
                nextID += 1
            }
            fixture.subject.onNext(items)
        }
        fixture.adapter.sizingEnvironment.width = 480
        let live = Set(items.map(\.differenceIdentifier)).count
        print(
            "cache entries after 10,000 random edits in 200 emissions (and a width change): "
                + "\(fixture.adapter.sizeCacheCount) entries, \(live) live identities "
                + "(target <= 2 x live = \(2 * live))")
    }
}
