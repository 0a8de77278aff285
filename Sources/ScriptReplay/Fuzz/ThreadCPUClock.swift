import Foundation

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The calling thread's CPU time, what the `slow` invariant measures a step in: a process
/// that other processes starve of the CPU does not get slower steps, only a step that
/// computes for long does. Where the platform has no thread clock, wall time stands in.
package enum ThreadCPUClock {
    /// Seconds of CPU time the calling thread has used (or of uptime, where the platform has
    /// no thread clock).
    package static func seconds() -> Double {
        #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
        var time = timespec()
        if clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time) == 0 {
            return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
        }
        #endif
        return ProcessInfo.processInfo.systemUptime
    }

    /// Whether `seconds()` is the thread's CPU time (false: wall time stands in).
    package static var measuresCPUTime: Bool {
        #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
        var time = timespec()
        return clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time) == 0
        #else
        return false
        #endif
    }
}
