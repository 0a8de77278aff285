import Foundation

// `bench` runs every scenario; `bench diff`, `bench observable`, `bench adapter`, `bench compose`,
// `bench sizing`, `bench layout`, `bench input`, `bench fuzz` run one group.
let groups: [(name: String, run: () -> Void)] = [
    ("diff", DiffBenchmark.run),
    ("observable", ObservableBenchmark.run),
    ("adapter", AdapterBenchmark.run),
    ("compose", ComposeBenchmark.run),
    ("sizing", SizingBenchmark.run),
    ("layout", LayoutBenchmark.run),
    ("input", InputBenchmark.run),
    ("fuzz", FuzzBenchmark.run),
]

let requested = Array(CommandLine.arguments.dropFirst())
if requested.first == AllocationCounter.probeArgument {
    LayoutBenchmark.allocationProbe(arguments: Array(requested.dropFirst()))
    exit(0)
}
let unknown = requested.filter { name in !groups.contains { $0.name == name } }
if !unknown.isEmpty {
    FileHandle.standardError.write(
        Data(
            "bench: unknown group \(unknown.joined(separator: ", ")); groups are \(groups.map(\.name).joined(separator: ", "))\n"
                .utf8))
    exit(2)
}
for group in groups where requested.isEmpty || requested.contains(group.name) {
    group.run()
}
