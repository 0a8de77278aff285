import Dispatch
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Times several contenders alternately on the same work, in the calling thread's CPU time
/// (a busy machine's other processes then do not count) and in wall-clock time.
enum LayoutTiming {
    struct Result {
        /// Each contender's median, in µs of thread CPU time.
        var microseconds: [Double]
        /// Each contender's median, in µs of wall-clock time.
        var wallMicroseconds: [Double]
    }

    static func medians(runs: Int, _ contenders: [() -> Double]) -> Result {
        var sink = 0.0
        for _ in 0..<3 { for contender in contenders { sink += contender() } }
        var cpu = [[Double]](repeating: [], count: contenders.count)
        var wall = [[Double]](repeating: [], count: contenders.count)
        for _ in 0..<runs {
            for (index, contender) in contenders.enumerated() {
                let wallStart = DispatchTime.now().uptimeNanoseconds
                let cpuStart = threadCPUMicroseconds()
                sink += contender()
                cpu[index].append(threadCPUMicroseconds() - cpuStart)
                wall[index].append(Double(DispatchTime.now().uptimeNanoseconds - wallStart) / 1_000)
            }
        }
        if sink.isNaN { print(sink) }
        return Result(microseconds: cpu.map(median), wallMicroseconds: wall.map(median))
    }

    private static func threadCPUMicroseconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) * 1e6 + Double(time.tv_nsec) / 1e3
    }

    private static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}
