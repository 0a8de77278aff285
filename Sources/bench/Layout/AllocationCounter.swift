import Foundation

/// Counts the heap allocations (`malloc` calls, which Swift's objects, arrays and closure
/// contexts all go through) that a number of layouts make, by running this executable under
/// valgrind's memcheck twice — `bench layout-allocations N` and the same with 0 layouts —
/// and subtracting the totals memcheck reports. Nil when valgrind cannot be run.
enum AllocationCounter {
    /// The argument that runs the allocation probe instead of a benchmark group.
    static let probeArgument = "layout-allocations"

    static func allocations(ofLayouts count: Int) -> Int? {
        guard let withLayouts = totalAllocations(layouts: count), let without = totalAllocations(layouts: 0) else {
            return nil
        }
        return withLayouts - without
    }

    /// memcheck's "total heap usage: N allocs" for one probe run.
    private static func totalAllocations(layouts: Int) -> Int? {
        guard
            case .success(let report) = Valgrind.report(
                options: ["--tool=memcheck", "--leak-check=no"], arguments: [probeArgument, String(layouts)]),
            let line = report.split(separator: "\n").first(where: { $0.contains("total heap usage:") }),
            let field = line.components(separatedBy: "total heap usage:").last?.split(separator: " ").first
        else { return nil }
        return Int(field.replacingOccurrences(of: ",", with: ""))
    }
}
