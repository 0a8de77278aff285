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
        #if os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
        return nil  // no child processes (and no valgrind) there
        #else
        guard let executable = Bundle.main.executablePath else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "valgrind", "--tool=memcheck", "--leak-check=no", executable, probeArgument, String(layouts),
        ]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return nil
        }
        let report = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0,
            let line = report.split(separator: "\n").first(where: { $0.contains("total heap usage:") }),
            let field = line.components(separatedBy: "total heap usage:").last?.split(separator: " ").first
        else { return nil }
        return Int(field.replacingOccurrences(of: ",", with: ""))
        #endif
    }
}
