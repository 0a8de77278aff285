import Foundation
import InteractorAdapter

/// The completions of batches handed to UIKit that have not run yet, each finished once:
/// by UIKit's own completion, or by the updater when UIKit's never comes.
@MainActor
struct PendingCompletions {
    // MARK: Internal

    /// Keeps `completion` until `finish` is called with the token returned.
    mutating func add(_ completion: ((Bool) -> Void)?) -> Int {
        let token = nextToken
        nextToken += 1
        pending[token] = completion ?? { _ in }
        return token
    }

    /// Whether the completion of `token` has not run yet.
    func isPending(_ token: Int) -> Bool {
        pending[token] != nil
    }

    /// Removes the completion of `token` and returns it, or nil when it already ran.
    mutating func take(_ token: Int) -> ((Bool) -> Void)? {
        pending.removeValue(forKey: token)
    }

    // MARK: Private

    private var pending: [Int: (Bool) -> Void] = [:]
    private var nextToken = 0
}
