enum DiffBenchmark { static func run() { print("Diff: not measured yet") } }
