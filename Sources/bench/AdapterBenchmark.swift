enum AdapterBenchmark { static func run() { print("Adapter: not measured yet") } }
