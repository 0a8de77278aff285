/// An action type whose names scripts may write are read from the type itself, so that the
/// list cannot drift from the cases: a screen registered with
/// `ReplayScreenFactory(name:actions:make:)` accepts exactly the keys of `ActionKeys`.
///
/// Declare the enum's coding keys yourself, `CaseIterable` (the compiler's `Codable`
/// synthesis uses them), and name them:
///
/// ```swift
/// public enum PlaylistAction: Codable, Sendable, ScriptableAction {
///     case add(title: String, seconds: Int)
///     case pause
///
///     public enum CodingKeys: String, CodingKey, CaseIterable { case add, pause }
///     public typealias ActionKeys = CodingKeys
/// }
/// ```
///
/// A case missing from `CodingKeys` does not compile; a key without a case fails when the
/// screen is registered (each key is decoded once then).
public protocol ScriptableAction: Decodable {
    /// The keys of the action's `Codable` form, one per case, as scripts write them.
    associatedtype ActionKeys: CodingKey & CaseIterable
}

extension ScriptableAction {
    /// Every action's key, as scripts write it, e.g. `["add", "pause"]`.
    public static var scriptNames: [String] { ActionKeys.allCases.map(\.stringValue) }
}
