/// Counts as cells write them: `1 like`, `2 likes`, `0 likes`.
enum CountText {
    static func of(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    /// `1,204`: thousands grouped with commas.
    static func grouped(_ number: Int) -> String {
        var digits = String(number.magnitude)
        var groups: [String] = []
        while digits.count > 3 {
            groups.insert(String(digits.suffix(3)), at: 0)
            digits.removeLast(3)
        }
        return (number < 0 ? "-" : "") + ([digits] + groups).joined(separator: ",")
    }
}
