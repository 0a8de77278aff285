import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Peak resident memory (VmHWM in /proc/self/status), to measure what one call adds.
enum DiffMemoryProbe {
    /// VmHWM in KiB, or nil where /proc is missing.
    static func highWaterMark() -> Int? {
        // /proc files report a size of 0, so read to the end instead of by size. (/proc is
        // Linux's; the availability only keeps an Apple build of the bench compiling.)
        guard #available(macOS 10.15.4, iOS 13.4, tvOS 13.4, watchOS 6.2, *),
            let handle = FileHandle(forReadingAtPath: "/proc/self/status"),
            let data = try? handle.readToEnd()
        else { return nil }
        try? handle.close()
        let status = String(decoding: data, as: UTF8.self)
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            return Int(line.dropFirst("VmHWM:".count).split(whereSeparator: \.isWhitespace).first ?? "")
        }
        return nil
    }

    /// Returns free heap to the system and resets VmHWM to the current resident size, so
    /// that the next reading shows only what was allocated since. False if the reset failed
    /// (then the growth can be under-reported).
    static func resetHighWaterMark() -> Bool {
        releaseFreeHeap()
        guard #available(macOS 10.15.4, iOS 13.4, tvOS 13.4, watchOS 6.2, *),
            let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs")
        else { return false }
        defer { try? handle.close() }
        return (try? handle.write(contentsOf: Data("5".utf8))) != nil
    }

    /// glibc's `malloc_trim(0)`, looked up at run time because the Glibc module does not
    /// export it; freed heap memory otherwise stays resident and hides the next growth.
    private static func releaseFreeHeap() {
        #if canImport(Glibc)
        typealias MallocTrim = @convention(c) (Int) -> Int32
        guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "malloc_trim") else { return }
        _ = unsafeBitCast(symbol, to: MallocTrim.self)(0)
        #endif
    }

    /// Peak growth, in KiB, of resident memory while `body` runs.
    static func peakGrowth<T>(of body: () -> T) -> (kibibytes: Int, isExact: Bool, result: T)? {
        let isExact = resetHighWaterMark()
        guard let before = highWaterMark() else { return nil }
        let result = body()
        guard let after = highWaterMark() else { return nil }
        return (after - before, isExact, result)
    }
}
