import Foundation

/// The problem handler every adapter starts with: it writes each kind of problem once per
/// type to standard error (`InteractorAdapter warning: no cell registered for view state
/// TodoEntryViewState; ...`), process-wide, so that a new user sees the mistake without
/// reading a trace and a long session is not flooded.
@MainActor
public final class StandardErrorProblemReporter {
    /// The reporter adapters use unless given another handler.
    public static let shared = StandardErrorProblemReporter()

    private var reported: Set<String> = []
    private let write: (String) -> Void

    /// Creates a reporter that has reported nothing yet and writes to standard error.
    public init() {
        write = { line in FileHandle.standardError.write(Data(line.utf8)) }
    }

    /// Creates a reporter that has reported nothing yet and hands each line it would write
    /// (`InteractorAdapter warning: ...` and a newline) to `write`: to a log, or to a test
    /// that checks what a newcomer would read.
    public init(writingTo write: @escaping (String) -> Void) {
        self.write = write
    }

    /// Writes `problem` to standard error unless a problem of its kind about the same type
    /// was written before.
    /// - Returns: whether it was written.
    @discardableResult
    public func report(_ problem: ListAdapterProblem) -> Bool {
        guard reported.insert(problem.reportKey).inserted else { return false }
        write("InteractorAdapter " + problem.description + "\n")
        return true
    }
}
