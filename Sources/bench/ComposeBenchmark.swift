import Foundation
import HeadlessList
import InteractorAdapter

/// `bench compose`: one provider of a composed list emits a state 10 changes away from its
/// last (1,000 rows), end to end — emission → diff of its own sections → decisions → batches
/// on a headless list — with 19 other providers of 1,000 rows each around it, next to the
/// same update on a composed list that holds only that provider, and on a `ListAdapter`
/// bound to the same rows; timed alternately in this process (medians). The cost of an
/// update must not grow with the size of the other providers (target: at most 1.3x).
enum ComposeBenchmark {
    static func run() {
        MainActor.assumeIsolated {
            let scenario = AdapterBenchScenario(name: "1,000 rows, 10 changes", rows: 1_000, changes: 10, seed: 11)
            let crowded = ComposedBench(providers: 20, scenario: scenario)
            let alone = ComposedBench(providers: 1, scenario: scenario)
            let listAdapter = ListAdapterBench(scenario: scenario)
            // BENCH_COMPOSE_ONLY=alone, 20 or ListAdapter runs that one alone (for callgrind).
            let only = ProcessInfo.processInfo.environment["BENCH_COMPOSE_ONLY"]
            var contenders = [alone.contender, crowded.contender, listAdapter.contender]
            for index in contenders.indices where only != nil && only != ["alone", "20", "ListAdapter"][index] {
                contenders[index].budgetSeconds = 0
            }
            let result = DiffTiming.medians(of: contenders, runs: 401, warmUp: 4)
            crowded.check()
            alone.check()
            guard let aloneMS = result.milliseconds[0], let crowdedMS = result.milliseconds[1],
                let adapterMS = result.milliseconds[2]
            else { return }
            print("Compose (release; medians; the three timed alternately on the same data)")
            print(
                pad("scenario", 44) + pad("runs", 6, right: true) + pad("alone ms", 10, right: true)
                    + pad("20 ms", 10, right: true) + pad("20/alone", 10, right: true)
                    + pad("target", 8, right: true) + pad("ListAdapter ms", 16, right: true))
            print(
                pad("20 providers x 1,000 rows, one emits 10 changes", 44) + pad(String(result.runs[1]), 6, right: true)
                    + pad(format(aloneMS), 10, right: true) + pad(format(crowdedMS), 10, right: true)
                    + pad(format(crowdedMS / aloneMS) + "x", 10, right: true) + pad("1.3x", 8, right: true)
                    + pad(format(adapterMS), 16, right: true))
            print(
                "alone = the same provider on a composed list of its own; 20 = among 19 other providers of 1,000 rows;"
                    + " ListAdapter = the same rows bound to a ListAdapter. Headless list: viewport 600, rows 44,"
                    + " no animation; tracing off")
        }
    }

    private static func format(_ value: Double) -> String {
        String(format: value < 1 ? "%.3f" : "%.2f", value)
    }

    fileprivate static func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
        let padding = String(repeating: " ", count: max(0, width - text.count))
        return right ? padding + text : text + padding
    }
}

/// A composed list of `providers` providers of 1,000 rows, the middle one of which goes
/// back and forth between the scenario's two states.
@MainActor
private final class ComposedBench {
    let list = HeadlessListView(viewportHeight: 600, rowHeight: 44)
    let adapter: ComposedListAdapter
    let subject: BehaviorSubject<[AdapterBenchItem]>
    let scenario: AdapterBenchScenario
    let emitter: ListProvider<Never, SingleSection, AdapterBenchItem>
    var problems: [ListAdapterProblem] = []
    var showsAfter = false

    init(providers count: Int, scenario: AdapterBenchScenario) {
        self.scenario = scenario
        adapter = ComposedListAdapter(listView: list, scheduler: ImmediateScheduler.instance)
        subject = BehaviorSubject(value: scenario.before)
        var providers: [ListProvider<Never, SingleSection, AdapterBenchItem>] = (0..<count).map { index in
            ListProvider(id: "p\(index)", items: Observable.just(scenario.before))
        }
        emitter = ListProvider(id: "emitter", items: subject)
        providers[count / 2] = emitter
        for provider in providers { provider.registerCell(ofType: AdapterBenchCell.self) }
        adapter.problemHandler = { [unowned self] in problems.append($0) }
        adapter.providers = providers
    }

    var contender: DiffTiming.Contender {
        DiffTiming.Contender(name: "composed") { [unowned self] in
            showsAfter.toggle()
            subject.onNext(showsAfter ? scenario.after : scenario.before)
            return emitter.sections.first?.elements.count ?? 0
        }
    }

    /// Fails loudly if the benchmark measured something other than a correct update.
    func check() {
        let shown = showsAfter ? scenario.after : scenario.before
        let section = adapter.providers.count / 2
        guard problems.isEmpty, emitter.sections.first?.elements == shown,
            list.numberOfItems(inSection: section) == shown.count
        else {
            print("bench compose: the last update did not reach the screen (\(problems))")
            exit(1)
        }
    }
}

/// The scenario's rows on a `ListAdapter`, going back and forth.
@MainActor
private final class ListAdapterBench {
    let list = HeadlessListView(viewportHeight: 600, rowHeight: 44)
    let adapter: ListAdapter<SingleSection, AdapterBenchItem>
    let subject = PublishSubject<[AdapterBenchItem]>()
    let scenario: AdapterBenchScenario
    var showsAfter = false

    init(scenario: AdapterBenchScenario) {
        self.scenario = scenario
        adapter = ListAdapter(listView: list, scheduler: ImmediateScheduler.instance)
        adapter.fallbackThreshold = .max
        adapter.registerCell(ofType: AdapterBenchCell.self)
        adapter.bind(to: subject)
        subject.onNext(scenario.before)
    }

    var contender: DiffTiming.Contender {
        DiffTiming.Contender(name: "list adapter") { [unowned self] in
            showsAfter.toggle()
            subject.onNext(showsAfter ? scenario.after : scenario.before)
            return adapter.sections.first?.elements.count ?? 0
        }
    }
}
