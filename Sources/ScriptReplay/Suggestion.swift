import HeadlessList
import InteractorAdapter
import ReactiveTesting

/// "Did you mean" hints for misspelled names in scripts and commands.
package enum Suggestion {
    /// The longest name (in UTF-8 bytes) that gets a suggestion: a longer one is no typo of
    /// a short name, and the edit distance would cost its length times each candidate's.
    package static let maximumLength = 64

    /// ` (did you mean "tap"?)` when one of `candidates` is within two edits of `name`
    /// (ignoring case), else an empty string; always empty for a name longer than
    /// `maximumLength`.
    package static func didYouMean(_ name: String, among candidates: [String]) -> String {
        guard name.utf8.count <= maximumLength else { return "" }
        let scored = candidates.map { (candidate: $0, distance: editDistance(name.lowercased(), $0.lowercased())) }
        guard let best = scored.min(by: { $0.distance < $1.distance }), best.distance <= 2,
            best.distance < max(name.count, 1)
        else { return "" }
        return " (did you mean \"\(best.candidate)\"?)"
    }

    /// Levenshtein distance, one row at a time; names are short.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        var previous = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in stride(from: 1, through: b.count, by: 1) {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            previous = current
        }
        return a.isEmpty ? b.count : previous[b.count]
    }
}
