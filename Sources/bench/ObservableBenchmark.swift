enum ObservableBenchmark { static func run() { print("Observable: not measured yet") } }
