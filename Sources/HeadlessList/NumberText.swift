/// Numbers as the list's snapshot and the replay's output print them.
package enum NumberText {
    /// A whole number without a fraction (`600`, `-44`), any other number as Swift prints it
    /// (`0.5`, `0.30000000000000004`, `1e+15`).
    package static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
