/// Counts as the example cells write them: `1 like`, `2 likes`, `0 likes`.
enum CountText {
    static func of(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
