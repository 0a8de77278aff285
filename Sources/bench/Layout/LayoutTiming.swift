import Dispatch
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Times the layout and its reference alternately, in the calling thread's CPU time (a busy
/// machine's other processes then do not count) and in wall-clock time.
enum LayoutTiming {
    struct Result {
        var layoutMicroseconds: Double
        var referenceMicroseconds: Double
        var layoutWallMicroseconds: Double
    }

    static func medians(runs: Int, layout: () -> Double, reference: () -> Double) -> Result {
        var sink = 0.0
        for _ in 0..<3 { sink += layout() + reference() }
        var layoutCPU: [Double] = []
        var layoutWall: [Double] = []
        var referenceCPU: [Double] = []
        for _ in 0..<runs {
            let wallStart = DispatchTime.now().uptimeNanoseconds
            let cpuStart = threadCPUMicroseconds()
            sink += layout()
            layoutCPU.append(threadCPUMicroseconds() - cpuStart)
            layoutWall.append(Double(DispatchTime.now().uptimeNanoseconds - wallStart) / 1_000)
            let referenceStart = threadCPUMicroseconds()
            sink += reference()
            referenceCPU.append(threadCPUMicroseconds() - referenceStart)
        }
        if sink.isNaN { print(sink) }
        return Result(
            layoutMicroseconds: median(layoutCPU), referenceMicroseconds: median(referenceCPU),
            layoutWallMicroseconds: median(layoutWall))
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
