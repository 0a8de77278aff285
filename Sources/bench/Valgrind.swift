import Foundation

/// Runs this executable again under a valgrind tool and hands back what the tool reported.
/// ``InstructionProbe`` (callgrind) and ``AllocationCounter`` (memcheck) read their figures
/// off that report.
enum Valgrind {
    /// Valgrind's report (its standard error) of one run of this executable with `arguments`,
    /// under valgrind with `options`; nil, with the reason, when valgrind could not run it or
    /// the run failed.
    ///
    /// - Parameter environment: the child's environment (this process's when nil).
    static func report(
        options: [String], arguments: [String], environment: [String: String]? = nil
    ) -> Result<String, Failure> {
        #if os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
        return .failure(Failure(reason: "no child processes (and no valgrind) on this platform"))
        #else
        guard let executable = Bundle.main.executablePath else {
            return .failure(Failure(reason: "cannot find this executable's path for valgrind"))
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["valgrind"] + options + [executable] + arguments
        if let environment { process.environment = environment }
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        do { try process.run() } catch {
            return .failure(Failure(reason: "cannot start valgrind: \(error)"))
        }
        let report = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            return .failure(Failure(reason: "the run exited with status \(process.terminationStatus):\n\(report)"))
        }
        return .success(report)
        #endif
    }

    struct Failure: Error {
        let reason: String
    }
}
