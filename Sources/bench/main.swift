import Foundation

// `bench` runs every scenario; `bench diff`, `bench observable`, `bench adapter`, `bench compose`,
// `bench sizing` run one group.
let groups: [(name: String, run: () -> Void)] = [
    ("diff", DiffBenchmark.run),
    ("observable", ObservableBenchmark.run),
    ("adapter", AdapterBenchmark.run),
    ("compose", ComposeBenchmark.run),
    ("sizing", SizingBenchmark.run),
]

let requested = Array(CommandLine.arguments.dropFirst())
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
